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

/** One problem of a rejected request: the request field it is about and the kind of problem. */
export interface FieldIssue {
  readonly field: string;
  /** The library's issue code (`too_short`, `invalid_character`, …). */
  readonly code: string;
  /** The library's or the server's own message (English). */
  readonly message: string;
}

/** A request refused before scoring, by the server (422) or by the page (nothing written): its issues. */
export class Rejection extends Error {
  override readonly name = 'Rejection' as const;
  constructor(readonly issues: readonly FieldIssue[]) {
    super(issues.map((issue) => issue.message).join('; '));
  }
}

/** The server could not be reached at all: not running, or the browser blocked the request (CORS). */
export class ServerUnreachable extends Error {
  override readonly name = 'ServerUnreachable' as const;
  constructor(readonly url: string) {
    super(`cannot reach ${url}`);
  }
}

/** The server's error types (FastAPI's) as the library's issue codes, where they differ. */
const SERVER_CODES: Readonly<Record<string, string>> = { string_too_short: 'too_short', string_too_long: 'too_long' };

/** The issues of a 422 body: `detail` is a list of `{ type, loc: ['body', field, …], msg }`. */
function rejectionOf(detail: unknown): Rejection | undefined {
  if (!Array.isArray(detail)) return undefined;
  const issues = detail.map((item: { type?: unknown; loc?: unknown; msg?: unknown }) => {
    const loc = Array.isArray(item.loc) ? item.loc : [];
    const type = String(item.type ?? '');
    return {
      field: String(loc[0] === 'body' ? (loc[1] ?? '') : (loc[0] ?? '')),
      code: SERVER_CODES[type] ?? type,
      message: String(item.msg ?? ''),
    };
  });
  return new Rejection(issues);
}

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
    let response: Response;
    try {
      response = await fetch(`${source.url.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      // fetch tells nothing more than "Failed to fetch", on purpose: a refused connection and a
      // response without CORS headers look the same to the page.
      throw new ServerUnreachable(source.url);
    }
    const payload = (await response.json()) as { data?: T; explanation?: unknown; detail?: unknown };
    if (response.status === 422) throw rejectionOf(payload.detail) ?? new Error(JSON.stringify(payload));
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
