// The evaluation's stand-in for hanzi-writer's quiz (scripts/hanzi-writer-quiz.mjs): it must
// judge as hanzi-writer 3.7 does, so that the evaluation compares with the real thing.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type QuizCharData, type QuizPoint, quizCharacter, toQuizPixels } from '../scripts/hanzi-writer-quiz.mjs';

const require = createRequire(import.meta.url);
const load = (character: string): QuizCharData => require(`hanzi-writer-data/${character}.json`) as QuizCharData;
/** A character drawn exactly along its medians, in its own stroke order. */
const medians = (data: QuizCharData): QuizPoint[][] => data.medians.map((median) => median.map(([x, y]) => ({ x, y })));

describe('quizCharacter (hanzi-writer 3.7’s quiz, driven point by point in Node)', () => {
  it('accepts a character drawn along its medians, every stroke correct', async () => {
    const data = load('王');
    const result = await quizCharacter(data, medians(data));
    expect(result.accepted).toBe(true);
    expect(result.strokes).toEqual(data.medians.map(() => ({ correct: true, isBackwards: false })));
    expect(result.ignored).toBe(0);
  });

  it('rejects 王 with its middle and bottom horizontals swapped', async () => {
    const data = load('王');
    const strokes = medians(data);
    [strokes[1], strokes[3]] = [strokes[3]!, strokes[1]!];
    const result = await quizCharacter(data, strokes);
    expect(result.accepted).toBe(false);
    expect(result.strokes[1]).toEqual({ correct: false, isBackwards: false });
  });

  it('rejects a stroke drawn from its end and says it is backwards', async () => {
    const data = load('口');
    const strokes = medians(data);
    strokes[1] = [...strokes[1]!].reverse();
    const result = await quizCharacter(data, strokes);
    expect(result.accepted).toBe(false);
    expect(result.strokes[1]).toEqual({ correct: false, isBackwards: true });
  });

  it('counts a stroke drawn after the quiz completed as ignored, never judged', async () => {
    const data = load('十');
    const strokes = medians(data);
    const result = await quizCharacter(data, [...strokes, strokes[0]!]);
    expect(result.accepted).toBe(true);
    expect(result.ignored).toBe(1);
    expect(result.strokes[2]).toEqual({ correct: false, isBackwards: false });
  });

  it('places hanzi-writer-data’s frame on the quiz’s square as hanzi-writer does (y down, padding 20)', () => {
    // The frame's top-left (0, 900) and bottom-right (1024, -124) land on the padded corners.
    expect(toQuizPixels({ x: 0, y: 900 })).toEqual({ x: 20, y: 20 });
    expect(toQuizPixels({ x: 1024, y: -124 })).toEqual({ x: 380, y: 380 });
  });
});
