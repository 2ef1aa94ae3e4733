import type { UnknownOr } from '../../core/operation.js';
import { borrowSeenMarks, releaseSeenMarks } from '../../core/scratch.js';
import { createOffsetMap, IDENTITY_OFFSETS } from '../../core/text.js';
import type { Grade } from '../constants.js';
import type { EssayAnalysis, EssayReviewData, EssayReviewRequest, ReviewEssayOptions } from '../contract.js';
import { type EssayReading, runEssayReview } from '../pipeline.js';
import { scoreContent } from './content.js';
import { LongSentences, scoreGrammar } from './grammar.js';
import { detectFigures, Parallelism, scoreRhetoric } from './rhetoric.js';
import { type SentenceReader, scanText } from './scan.js';
import { scoreStructure } from './structure.js';

/**
 * Reviews a Chinese essay: total and dimension scores, character counts, comments and
 * sentence-level error marks, exactly as the service contract computes them.
 *
 * @throws {ValidationError} when the request breaks a field constraint (nothing is scored).
 * @throws {ScoringError} when `max_score` is 0 (the contract's HTTP 500).
 * @example
 * const data = reviewEssay({ text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 });
 * data.total_score; // 82.7
 *
 * A value typed `unknown` or `any`, such as `JSON.parse(body)`, needs no cast: validation decides
 * at run time. A value of any other type must be a {@link EssayReviewRequest}, so a misspelt
 * field, a wrong type or an out-of-range literal is one compile error (see {@link UnknownOr}).
 */
export function reviewEssay<T>(
  request: UnknownOr<T, EssayReviewRequest>,
  options?: ReviewEssayOptions,
): EssayReviewData;
export function reviewEssay(request: unknown, options?: ReviewEssayOptions): EssayReviewData {
  return runEssayReview('reviewEssay', FAST_ESSAY, dataOnly, request, options);
}

/** The fast reading of the essay rules: the analysis itself. */
const FAST_ESSAY: EssayReading<EssayAnalysis> = { read: analyzeEssay, analysis: (analysis) => analysis };

/** The data alone: what reviewEssay returns. */
function dataOnly(data: EssayReviewData): EssayReviewData {
  return data;
}

/** The rules that read the sentences, each given every sentence as the scan ends it. */
class EssaySentences implements SentenceReader {
  readonly long: LongSentences = new LongSentences();
  readonly parallelism: Parallelism;

  constructor(text: string) {
    this.parallelism = new Parallelism(text);
  }

  read(start: number, end: number, length: number): void {
    this.long.read(start, end, length);
    this.parallelism.read(start, end, length);
  }
}

/** Runs the four dimension rules over a validated text. */
export function analyzeEssay(text: string, grade: Grade): EssayAnalysis {
  // The seen-marks serve the scan and the content rules only; should either throw, they are
  // simply not given back, and the next call gets new ones.
  const seen = borrowSeenMarks();
  const sentences = new EssaySentences(text);
  const scan = scanText(text, sentences, seen);
  const content = scoreContent(text, {
    chinese: scan.chinese,
    distinctChinese: scan.distinctChinese,
    seen,
    sentenceCount: scan.sentenceCount,
  });
  releaseSeenMarks(seen, text);
  const structure = scoreStructure(scan.paragraphs, scan.chinese, grade);
  const offsets = scan.surrogatePairs > 0 ? createOffsetMap(text) : IDENTITY_OFFSETS;
  const grammar = scoreGrammar(text, scan.grammar, sentences.long, offsets);
  const rhetoric = scoreRhetoric(detectFigures(text, sentences.parallelism.found), grade);
  return {
    scores: {
      structure: structure.score,
      grammar: grammar.score,
      content: content.score,
      rhetoric: rhetoric.score,
    },
    counts: { total: scan.total, chinese: scan.chinese, punctuation: scan.punctuation },
    structure: structure.comments,
    content: content.comments,
    rhetoric: rhetoric.comments,
    errors: grammar.errors,
  };
}
