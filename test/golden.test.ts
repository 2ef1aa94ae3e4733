import { describe, expect, it } from 'vitest';
import type { Grade } from '../src/essay-review/constants.js';
import { analyzeEssay } from '../src/essay-review/fast/index.js';
import { bandOf } from '../src/essay-review/totals.js';
import {
  type EssayReviewData,
  evaluateStrokeOrder,
  evaluateWritingQuality,
  reviewEssay,
  ScoringError,
  ValidationError,
} from '../src/index.js';
import { loadExamples, type WorkedExample } from './examples.js';
import { thrown } from './helpers.js';

const fixedClock = { now: () => 0 };

function run(example: WorkedExample): unknown {
  switch (example.op) {
    case 'essay-review':
      return reviewEssay(example.request as never, fixedClock);
    case 'stroke-order':
      return evaluateStrokeOrder(example.request as never, fixedClock);
    case 'writing-quality':
      return evaluateWritingQuality(example.request as never);
  }
}

function comparableEssay(data: EssayReviewData, request: { text: string; grade?: number }): Record<string, unknown> {
  const analysis = analyzeEssay(request.text, (request.grade ?? 3) as Grade);
  return {
    total_score: data.total_score,
    max_score: data.max_score,
    dimensions: data.dimensions,
    character_count: data.character_count,
    grammar_errors: data.grammar_errors.map(({ sentence, error_type, position }) => ({
      sentence,
      error_type,
      position,
    })),
    comment_counts: {
      structure_analysis: data.structure_analysis.length,
      content_analysis: data.content_analysis.length,
      rhetoric_analysis: data.rhetoric_analysis.length,
    },
    band: bandOf(data.total_score / data.max_score),
    dimension_scores_0_100: analysis.scores,
  };
}

function comparable(example: WorkedExample, result: unknown): unknown {
  if (example.op === 'essay-review')
    return comparableEssay(result as EssayReviewData, example.request as { text: string });
  const { inference_time_ms: _ignored, ...rest } = result as Record<string, unknown>;
  if (example.op === 'stroke-order') {
    const errors = rest.errors as { stroke_index: number; expected: string; actual: string }[];
    rest.errors = errors.map(({ stroke_index, expected, actual }) => ({ stroke_index, expected, actual }));
  }
  return rest;
}

describe('the worked examples of examples.jsonl', () => {
  const examples = loadExamples();

  it('are all loaded', () => {
    expect(examples.length).toBeGreaterThanOrEqual(75);
  });

  for (const example of examples) {
    it(`line ${example.line}: ${example.op} gives ${example.expect.kind}`, () => {
      const expected = example.expect;
      if (expected.kind === 'ok') {
        expect(comparable(example, run(example))).toEqual(expected.data);
      } else if (expected.kind === 'invalid') {
        const error = thrown(() => run(example));
        expect(error).toBeInstanceOf(ValidationError);
        const paths = (error as ValidationError).issues.map((issue) => issue.path);
        expect(paths).toEqual(expected.paths);
      } else {
        expect(thrown(() => run(example))).toBeInstanceOf(ScoringError);
      }
    });
  }
});
