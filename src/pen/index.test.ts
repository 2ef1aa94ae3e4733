import { describe, expect, it } from 'vitest';
import { evaluateStrokeOrder, evaluateWritingQuality } from '../index.js';
import { createPenRecorder, type PenSurface } from './index.js';

/** A stand-in for a DOM element: an EventTarget with a box at (10, 20) and a style. */
class FakeSurface extends EventTarget implements PenSurface {
  readonly style = { touchAction: 'auto' };
  readonly captured: number[] = [];
  getBoundingClientRect() {
    return { left: 10, top: 20 };
  }
  setPointerCapture(pointerId: number) {
    this.captured.push(pointerId);
  }
  listeners = 0;
  override addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners++;
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners--;
    super.removeEventListener(type, listener);
  }
}

interface PointerInit {
  x: number;
  y: number;
  t: number;
  id?: number;
  type?: string;
  primary?: boolean;
  button?: number;
  pressure?: number;
  coalesced?: PointerInit[];
}

function pointer(kind: string, init: PointerInit): Event {
  const event = new Event(kind, { cancelable: true });
  const fields = {
    pointerId: init.id ?? 1,
    pointerType: init.type ?? 'pen',
    isPrimary: init.primary ?? true,
    button: init.button ?? (kind === 'pointermove' ? -1 : 0),
    clientX: init.x,
    clientY: init.y,
    pressure: init.pressure ?? 0.5,
    timeStamp: init.t,
  };
  Object.defineProperties(event, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { value: v }])));
  if (init.coalesced) {
    const samples = init.coalesced.map((c) => pointer(kind, c));
    Object.defineProperty(event, 'getCoalescedEvents', { value: () => samples });
  }
  return event;
}

/** Draws a straight stroke from (x1, y1) to (x2, y2) in client coordinates. */
function draw(
  surface: FakeSurface,
  from: [number, number],
  to: [number, number],
  t0: number,
  init: Partial<PointerInit> = {},
) {
  surface.dispatchEvent(pointer('pointerdown', { x: from[0], y: from[1], t: t0, ...init }));
  surface.dispatchEvent(
    pointer('pointermove', { x: (from[0] + to[0]) / 2, y: (from[1] + to[1]) / 2, t: t0 + 40, ...init }),
  );
  surface.dispatchEvent(pointer('pointerup', { x: to[0], y: to[1], t: t0 + 80, ...init }));
}

describe('createPenRecorder', () => {
  it('records points relative to the element, with integer timestamps from the first point', () => {
    const surface = new FakeSurface();
    const recorder = createPenRecorder(surface);
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 70, t: 1000.4, pressure: 0.3 }));
    surface.dispatchEvent(pointer('pointermove', { x: 110, y: 70, t: 1080.6, pressure: 0.7 }));
    surface.dispatchEvent(pointer('pointerup', { x: 110, y: 70, t: 1081 }));
    expect(recorder.strokes()).toEqual([
      [
        { x: 0, y: 50, timestamp: 0, pressure: 0.3 },
        { x: 100, y: 50, timestamp: 80, pressure: 0.7 },
      ],
    ]);
    expect(surface.captured).toEqual([1]);
  });

  it('gives strokes that the stroke-order operation scores: 十 drawn in order scores 100', () => {
    const surface = new FakeSurface();
    const recorder = createPenRecorder(surface);
    draw(surface, [10, 70], [110, 70], 0);
    draw(surface, [60, 20], [60, 120], 200);
    const data = evaluateStrokeOrder({ character: '十', strokes: recorder.strokes() });
    expect(data.stroke_order).toEqual(['horizontal', 'vertical']);
    expect(data.total_score).toBe(100);
  });

  it('reads every coalesced sample of a move', () => {
    const surface = new FakeSurface();
    const recorder = createPenRecorder(surface);
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 20, t: 0 }));
    surface.dispatchEvent(
      pointer('pointermove', {
        x: 40,
        y: 20,
        t: 30,
        coalesced: [
          { x: 20, y: 20, t: 10 },
          { x: 30, y: 20, t: 20 },
          { x: 40, y: 20, t: 30 },
        ],
      }),
    );
    surface.dispatchEvent(pointer('pointerup', { x: 40, y: 20, t: 31 }));
    expect(recorder.strokes()[0]?.map((p) => p.x)).toEqual([0, 10, 20, 30]);
  });

  it('never lets a timestamp decrease or be fractional', () => {
    const surface = new FakeSurface();
    const recorder = createPenRecorder(surface);
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 20, t: 5 }));
    surface.dispatchEvent(pointer('pointermove', { x: 20, y: 20, t: 9.7 }));
    surface.dispatchEvent(pointer('pointermove', { x: 30, y: 20, t: 9.2 }));
    surface.dispatchEvent(pointer('pointerup', { x: 30, y: 20, t: 12 }));
    const times = recorder.strokes()[0]?.map((p) => p.timestamp);
    expect(times).toEqual([0, 5, 5]);
  });

  it('records pressure only from a pen by default, and from touch with pressure "any"', () => {
    const mouse = new FakeSurface();
    const fromMouse = createPenRecorder(mouse);
    draw(mouse, [10, 20], [50, 20], 0, { type: 'mouse', pressure: 0.5 });
    expect(fromMouse.strokes()[0]?.[0]).not.toHaveProperty('pressure');

    const touch = new FakeSurface();
    const fromTouch = createPenRecorder(touch, { pressure: 'any' });
    draw(touch, [10, 20], [50, 20], 0, { type: 'touch', pressure: 1.7 });
    expect(fromTouch.strokes()[0]?.[0]?.pressure).toBe(1);

    const never = new FakeSurface();
    const fromNever = createPenRecorder(never, { pressure: 'never' });
    draw(never, [10, 20], [50, 20], 0, { type: 'pen', pressure: 0.9 });
    expect(fromNever.strokes()[0]?.[0]).not.toHaveProperty('pressure');
  });

  it('ignores a second finger and secondary buttons while a stroke is drawn', () => {
    const surface = new FakeSurface();
    const recorder = createPenRecorder(surface);
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 20, t: 0, id: 1 }));
    surface.dispatchEvent(pointer('pointerdown', { x: 90, y: 90, t: 5, id: 2, primary: false }));
    surface.dispatchEvent(pointer('pointermove', { x: 95, y: 95, t: 6, id: 2, primary: false }));
    surface.dispatchEvent(pointer('pointerup', { x: 95, y: 95, t: 7, id: 2, primary: false }));
    surface.dispatchEvent(pointer('pointermove', { x: 30, y: 20, t: 10, id: 1 }));
    surface.dispatchEvent(pointer('pointerup', { x: 30, y: 20, t: 11, id: 1 }));
    surface.dispatchEvent(pointer('pointerdown', { x: 10, y: 20, t: 20, button: 2 }));
    expect(recorder.strokes()).toHaveLength(1);
    expect(recorder.strokes()[0]).toHaveLength(2);
  });

  it('drops a stroke whose points were all unreadable, so the strokes always score', () => {
    const surface = new FakeSurface();
    const recorder = createPenRecorder(surface);
    surface.dispatchEvent(pointer('pointerdown', { x: Number.NaN, y: 20, t: 0 }));
    surface.dispatchEvent(pointer('pointerup', { x: Number.NaN, y: 20, t: 1 }));
    expect(recorder.strokes()).toEqual([]);
    draw(surface, [10, 20], [90, 20], 10);
    expect(evaluateWritingQuality({ strokes: recorder.strokes() }).total_score).toBeGreaterThan(0);
  });

  it('returns copies: changing them changes nothing recorded', () => {
    const surface = new FakeSurface();
    const recorder = createPenRecorder(surface);
    draw(surface, [10, 20], [90, 20], 0);
    const copy = recorder.strokes();
    copy[0]?.pop();
    copy.pop();
    expect(recorder.strokes()[0]).toHaveLength(2);
  });

  it('reports each change, and clears', () => {
    const surface = new FakeSurface();
    const counts: number[] = [];
    const recorder = createPenRecorder(surface, { onChange: (strokes) => counts.push(strokes.length) });
    draw(surface, [10, 20], [90, 20], 0);
    recorder.clear();
    expect(counts).toEqual([1, 1, 1, 0]);
    expect(recorder.strokes()).toEqual([]);
  });

  it('sets touch-action none while attached and restores it on dispose, recording no more', () => {
    const surface = new FakeSurface();
    const recorder = createPenRecorder(surface);
    expect(surface.style.touchAction).toBe('none');
    recorder.dispose();
    expect(surface.style.touchAction).toBe('auto');
    expect(surface.listeners).toBe(0);
    draw(surface, [10, 20], [90, 20], 0);
    expect(recorder.strokes()).toEqual([]);
  });

  it('records synthetic events, whose pointer the browser refuses to capture (NotFoundError)', () => {
    /** A surface that throws as a browser does for a pointer id with no active pointer. */
    class StrictSurface extends FakeSurface {
      override setPointerCapture(pointerId: number) {
        throw new DOMException(`No active pointer with the given id (${pointerId}) is found.`, 'NotFoundError');
      }
    }
    const surface = new StrictSurface();
    const recorder = createPenRecorder(surface);
    draw(surface, [10, 70], [110, 70], 0, { id: 7 });
    expect(recorder.strokes()).toHaveLength(1);
    expect(recorder.strokes()[0]).toHaveLength(2);
  });
});
