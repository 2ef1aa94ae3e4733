// hanzi-writer 3.7's own quiz (MIT; a devDependency) run in Node, for evaluation only: never
// shipped. The real HanziWriter drives its real Quiz (strokeMatches, the later-stroke check,
// isBackwards): only rendering is stubbed (a render target that keeps the pointer listeners,
// a renderer that draws nothing) and every animation lasts 0 ms, so no timer is left behind.
// Each stroke is fed point by point as pointer events, exactly as a page's mouse would.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const HanziWriter = require('hanzi-writer');

/** The quiz's defaults where the evaluation compares: a 400 px square with the default 20 px padding. */
export const QUIZ_DEFAULTS = Object.freeze({ size: 400, padding: 20, showOutline: true, leniency: 1 });

/** hanzi-writer-data's frame: x 0..1024, y from -124 up to 900 (the box every character shares). */
const FRAME = Object.freeze({ left: 0, bottom: -124, width: 1024, height: 1024 });

/**
 * Where a point of hanzi-writer-data's frame (y up) lands on the quiz's square (y down, pixels),
 * as hanzi-writer's Positioner places the character: the inverse of its convertExternalPoint.
 */
export function toQuizPixels(point, size = QUIZ_DEFAULTS.size, padding = QUIZ_DEFAULTS.padding) {
  const inner = size - 2 * padding;
  const scale = Math.min(inner / FRAME.width, inner / FRAME.height);
  const xOffset = -FRAME.left * scale + padding + (inner - scale * FRAME.width) / 2;
  const yOffset = -FRAME.bottom * scale + padding + (inner - scale * FRAME.height) / 2;
  return { x: point.x * scale + xOffset, y: size - yOffset - point.y * scale };
}

/** A render target with no DOM: it keeps the writer's pointer listeners so that strokes can be fed to them. */
function stubTarget(size) {
  const listeners = { start: [], move: [], end: [] };
  return {
    listeners,
    addPointerStartListener: (callback) => listeners.start.push(callback),
    addPointerMoveListener: (callback) => listeners.move.push(callback),
    addPointerEndListener: (callback) => listeners.end.push(callback),
    getBoundingClientRect: () => ({ left: 0, top: 0, width: size, height: size }),
    updateDimensions: () => {},
  };
}

/** A renderer that draws nothing. */
class SilentRenderer {
  mount() {}
  render() {}
  destroy() {}
}

/** A pointer event as hanzi-writer's render target hands it to the writer. */
const pointerEvent = (point) => ({ getPoint: () => point, preventDefault: () => {} });

/**
 * Runs hanzi-writer's quiz on one character: `charData` is hanzi-writer-data JSON
 * (`{ strokes, medians }`), `strokes` the drawn strokes as arrays of `{x, y}` in its frame
 * (1024 box, y up). Resolves to `accepted` (the quiz completed the character with zero
 * mistakes), one verdict per drawn stroke (`correct`: the quiz took it as the expected stroke;
 * `isBackwards`: its reversal would have matched), and `ignored`: strokes drawn after the quiz
 * had completed, which the quiz never judges (each has `correct: false`).
 */
export async function quizCharacter(charData, strokes, options = {}) {
  const { size, padding, showOutline, leniency } = { ...QUIZ_DEFAULTS, ...options };
  const target = stubTarget(size);
  const writer = new HanziWriter(null, {
    width: size,
    height: size,
    padding,
    showOutline,
    showCharacter: false,
    strokeFadeDuration: 0,
    drawingFadeDuration: 0,
    rendererOverride: { createRenderTarget: () => target, HanziWriterRenderer: SilentRenderer },
    charDataLoader: (_character, onLoad) => onLoad(charData),
  });
  await writer.setCharacter(options.character ?? '字');
  let verdict;
  let completed = false;
  let mistakes = 0;
  await writer.quiz({
    leniency,
    showHintAfterMisses: false,
    highlightOnComplete: false,
    onCorrectStroke: (data) => {
      verdict = { correct: true, isBackwards: data.isBackwards };
    },
    onMistake: (data) => {
      verdict = { correct: false, isBackwards: data.isBackwards };
    },
    onComplete: (data) => {
      completed = true;
      mistakes = data.totalMistakes;
    },
  });
  const results = [];
  let ignored = 0;
  for (const stroke of strokes) {
    verdict = undefined;
    const wasComplete = completed;
    const pixels = stroke.map((point) => toQuizPixels(point, size, padding));
    for (const [i, point] of pixels.entries()) {
      for (const listener of i === 0 ? target.listeners.start : target.listeners.move) listener(pointerEvent(point));
    }
    for (const listener of target.listeners.end) listener();
    if (wasComplete) ignored++;
    results.push(verdict ?? { correct: false, isBackwards: false });
  }
  writer.cancelQuiz();
  return { accepted: completed && mistakes === 0, strokes: results, ignored };
}
