// Where the playground's scores come from: the library in this page (offline), or a running
// `handwriting-scoring serve` reached over HTTP (it needs `--cors` for this page's origin).

import {
  type EssayReviewData,
  type EssayReviewRequest,
  evaluateStrokeOrder,
  evaluateWritingQuality,
  REFERENCE_STROKES,
  type ReferenceEntry,
  reviewEssay,
  type StrokeOrderData,
  type StrokeOrderRequest,
  type WritingQualityData,
  type WritingQualityRequest,
} from 'handwriting-scoring';
import { EXTENDED_STROKES, PRECISE, strokeNames } from 'handwriting-scoring/strokes';

/** Where to score: in the page, or on a server at `url` (its `/api/v1` base). */
export type Source = { readonly kind: 'local' } | { readonly kind: 'server'; readonly url: string };

/** A character's expected strokes: their directions and, where the table has them, their names. */
export interface ExpectedStrokes {
  readonly entry: ReferenceEntry;
  readonly names: readonly string[] | undefined;
}

/** The three operations, each local or remote. */
export interface Scorer {
  essay(request: EssayReviewRequest): Promise<EssayReviewData>;
  strokeOrder(request: StrokeOrderRequest): Promise<StrokeOrderData>;
  writingQuality(request: WritingQualityRequest): Promise<WritingQualityData>;
  /** The expected strokes of a character in the table in use, if it has them. */
  reference(character: string): ExpectedStrokes | undefined;
}

/**
 * A scorer for `source`. `precise` scores stroke order with the extended table, the shape
 * classifier and the aligned comparison (handwriting-scoring/strokes); a server scores in the
 * mode it was started in (`serve --precise`), so there `precise` only picks the table shown.
 */
export function createScorer(source: Source, precise: boolean): Scorer {
  const table = precise ? EXTENDED_STROKES : REFERENCE_STROKES;
  const reference = (character: string): ExpectedStrokes | undefined => {
    const entry = Object.hasOwn(table, character) ? table[character] : undefined;
    return entry && { entry, names: precise ? strokeNames(character) : undefined };
  };
  if (source.kind === 'local') {
    return {
      essay: async (request) => reviewEssay(request),
      strokeOrder: async (request) => evaluateStrokeOrder(request, precise ? PRECISE : {}),
      writingQuality: async (request) => evaluateWritingQuality(request),
      reference,
    };
  }
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${source.url.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const payload = (await response.json()) as { data?: T; detail?: unknown };
    if (!response.ok || payload.data === undefined)
      throw new Error(`${response.status} ${JSON.stringify(payload.detail ?? payload)}`);
    return payload.data;
  };
  return {
    essay: (request) => post('/essay/review', request),
    strokeOrder: (request) => post('/stroke-order/evaluate', request),
    writingQuality: (request) => post('/writing/quality', request),
    reference,
  };
}
