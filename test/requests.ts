// The smallest valid request of each operation, for the tests that need one and nothing more.
import type { EssayReviewRequest, StrokeOrderRequest, WritingQualityRequest } from '../src/index.js';

/** An essay of one sentence. */
export const ESSAY: EssayReviewRequest = { text: '今天天气很好，我很开心。' };

/** 十 written as one short horizontal stroke, the first of its two. */
export const STROKE: StrokeOrderRequest = {
  character: '十',
  strokes: [
    [
      { x: 0, y: 0, timestamp: 0 },
      { x: 9, y: 0, timestamp: 1 },
    ],
  ],
};

/** One stroke down and to the right. */
export const QUALITY: WritingQualityRequest = {
  strokes: [
    [
      { x: 0, y: 0, timestamp: 0 },
      { x: 30, y: 90, timestamp: 1 },
    ],
  ],
};
