// Where the playground's scores come from: the library in this page (offline), or a running
// `handwriting-scoring serve` reached over HTTP (it needs `--cors` for this page's origin).

import {
  type EssayReviewRequest,
  evaluateStrokeOrder,
  evaluateWritingQuality,
  REFERENCE_STROKES,
  type ReferenceEntry,
  type StrokeOrderData,
  type StrokeOrderRequest,
  type WritingQualityData,
  type WritingQualityRequest,
} from 'handwriting-scoring';
import { type ExplainedEssay, explainEssay } from 'handwriting-scoring/explain';
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
  /** The review with the explanation of every number (`?explain=true` on a server). */
  essay(request: EssayReviewRequest): Promise<ExplainedEssay>;
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
      essay: async (request) => explainEssay(request),
      strokeOrder: async (request) => evaluateStrokeOrder(request, precise ? PRECISE : {}),
      writingQuality: async (request) => evaluateWritingQuality(request),
      reference,
    };
  }
  /** POSTs a request and returns the envelope's `data` and, when asked for, `explanation`. */
  const post = async <T>(path: string, body: unknown): Promise<{ data: T; explanation?: unknown }> => {
    const response = await fetch(`${source.url.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const payload = (await response.json()) as { data?: T; explanation?: unknown; detail?: unknown };
    if (!response.ok || payload.data === undefined)
      throw new Error(`${response.status} ${JSON.stringify(payload.detail ?? payload)}`);
    return { data: payload.data, explanation: payload.explanation };
  };
  return {
    essay: async (request) => {
      const { data, explanation } = await post<ExplainedEssay['data']>('/essay/review?explain=true', request);
      return { data, explanation } as ExplainedEssay;
    },
    strokeOrder: async (request) => (await post<StrokeOrderData>('/stroke-order/evaluate', request)).data,
    writingQuality: async (request) => (await post<WritingQualityData>('/writing/quality', request)).data,
    reference,
  };
}
