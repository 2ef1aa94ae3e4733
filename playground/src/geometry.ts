// The playground's geometry mode: the character's own strokes (hanzi-writer-data, Arphic Public
// License) drawn on the pad as a guide, and the stroke order scored against them with
// handwriting-scoring/geometry (writing quality too: quality.ts). The data is never bundled: the dev and preview servers serve it
// from node_modules at ./hanzi-writer-data/<character>.json (playground/vite.config.ts).

import type { StrokeOrderRequest } from 'handwriting-scoring';
import { evaluateStrokeOrder } from 'handwriting-scoring';
import {
  CharacterDataError,
  type CharacterGeometry,
  GEOMETRY_BOX,
  type GeometricOptions,
  type GeometryStrokeOrderData,
  loadCharacter,
} from 'handwriting-scoring/geometry';

/** A stroke-order result with the geometry matcher's fields. */
export type GeometryOrder = GeometryStrokeOrderData;

/** The share of the pad's shorter side the character's 1024-unit box takes, centred. */
export const GUIDE_SHARE = 0.9;

/** Where the character's box sits on a pad of `width` × `height` CSS pixels. */
export interface GuideFrame {
  readonly scale: number;
  readonly left: number;
  readonly top: number;
}

/** The guide's frame: a point (x, y) of hanzi-writer-data lands at (left + x·scale, top + (900 − y)·scale). */
export function guideFrame(width: number, height: number): GuideFrame {
  const side = Math.min(width, height) * GUIDE_SHARE;
  return { scale: side / GEOMETRY_BOX.size, left: (width - side) / 2, top: (height - side) / 2 };
}

/** One character's data from the page's server, or `undefined` when it has none. */
export async function loadGeometry(character: string): Promise<CharacterGeometry | undefined> {
  try {
    return await loadCharacter(character, { url: './hanzi-writer-data/{character}.json' });
  } catch (error) {
    if (error instanceof CharacterDataError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * Draws the character's outlines, filled light, under the writing. `ratio` is the canvas's
 * device pixels per CSS pixel; the context's transform is left as it was.
 */
export function drawGuide(
  context: CanvasRenderingContext2D,
  data: CharacterGeometry,
  width: number,
  height: number,
  ratio: number,
): void {
  const { scale, left, top } = guideFrame(width, height);
  context.save();
  // hanzi-writer-data's y grows upward from a baseline 900 units below the box's top.
  context.setTransform(ratio * scale, 0, 0, -ratio * scale, ratio * left, ratio * (top + GEOMETRY_BOX.top * scale));
  context.fillStyle = '#e3e7ee';
  for (const path of data.strokes) context.fill(new Path2D(path));
  context.restore();
}

/** Scores the writing against the character's own strokes: `geometric(data, { character })`. */
export function scoreGeometry(request: StrokeOrderRequest, options: GeometricOptions): GeometryOrder {
  return evaluateStrokeOrder(request, options);
}

/** Whether drawn stroke `index` is the reference stroke of its position, drawn the right way, with no error. */
export function strokeIsRight(order: GeometryOrder, index: number): boolean {
  const match = order.matches[index];
  const named = order.errors.some((error) => 'user_index' in error && error.user_index === index + 1);
  return match !== undefined && match.reference === index && !match.reversed && !named;
}
