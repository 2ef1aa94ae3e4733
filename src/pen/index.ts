// handwriting-scoring/pen: records pen, touch and mouse input on an element as strokes that the
// scoring operations accept. Browser-safe, no dependencies; nothing runs at import.

import { OptionError } from '../core/errors.js';
import type { StrokePoint } from '../core/points.js';

/** Which pointers report pressure: `'pen'` only (default), every pointer that gives one, or none. */
export type PressureMode = 'pen' | 'any' | 'never';

/** Options of {@link createPenRecorder}. */
export interface PenRecorderOptions {
  /** Which pointers' pressure is recorded; others' points omit it (scored as 0.5). Default `'pen'`. */
  readonly pressure?: PressureMode;
  /** Called after every change of the recorded strokes (a point added, a stroke ended, a clear). */
  readonly onChange?: (strokes: readonly (readonly StrokePoint[])[]) => void;
}

/** A recorder attached to one element; see {@link createPenRecorder}. */
export interface PenRecorder {
  /** A copy of the strokes recorded so far, each a list of points in writing order. */
  strokes(): StrokePoint[][];
  /** Forgets every recorded stroke. */
  clear(): void;
  /** Detaches from the element and restores its `touch-action`; the recorder records no more. */
  dispose(): void;
}

/** The part of a DOM element the recorder uses (an `HTMLElement` or a canvas has it all). */
export interface PenSurface {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  getBoundingClientRect(): { readonly left: number; readonly top: number };
  setPointerCapture?(pointerId: number): void;
  readonly style?: { touchAction: string };
}

/** The fields of a `PointerEvent` the recorder reads. */
interface PointerLike {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  readonly button: number;
  readonly clientX: number;
  readonly clientY: number;
  readonly pressure: number;
  readonly timeStamp: number;
  getCoalescedEvents?(): PointerLike[];
  preventDefault(): void;
}

const EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;

/**
 * Records strokes drawn on `element` with Pointer Events (mouse, pen or touch). Points are in CSS
 * pixels from the element's top-left corner (y grows downward); timestamps are whole
 * milliseconds from the first point, never decreasing; pressure is in 0..1 or omitted. Only the
 * primary pointer draws, so a resting palm or a second finger adds nothing.
 *
 * @example
 * const recorder = createPenRecorder(canvas);
 * button.onclick = () => evaluateStrokeOrder({ character: '十', strokes: recorder.strokes() });
 */
export function createPenRecorder(element: PenSurface, options: PenRecorderOptions = {}): PenRecorder {
  if (typeof element?.addEventListener !== 'function' || typeof element.getBoundingClientRect !== 'function') {
    throw new OptionError('createPenRecorder', ['element must be a DOM element (or a canvas)'], ['element']);
  }
  if (typeof options !== 'object' || options === null) {
    throw new OptionError('createPenRecorder', ['options must be an object { pressure, onChange }'], ['options']);
  }
  const pressureMode = options.pressure ?? 'pen';
  const recorded: StrokePoint[][] = [];
  let current: StrokePoint[] | undefined;
  let activePointer: number | undefined;
  let origin: number | undefined;
  let lastTimestamp = 0;
  const previousTouchAction = element.style?.touchAction;
  // Without this a touch screen scrolls the page instead of drawing.
  if (element.style) element.style.touchAction = 'none';

  const changed = (): void => options.onChange?.(recorded);

  const pointOf = (event: PointerLike, box: { left: number; top: number }): StrokePoint | undefined => {
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(event.timeStamp)) return undefined;
    origin ??= event.timeStamp;
    // Integer, never decreasing: the scoring requires integer timestamps, and a coalesced
    // event may carry a time a hair before the previous one.
    lastTimestamp = Math.max(lastTimestamp, Math.round(event.timeStamp - origin));
    const point: { x: number; y: number; timestamp: number; pressure?: number } = { x, y, timestamp: lastTimestamp };
    const pressure = readPressure(event, pressureMode);
    if (pressure !== undefined) point.pressure = pressure;
    return point;
  };

  const onEvent = (raw: Event): void => {
    const event = raw as unknown as PointerLike;
    if (raw.type === 'pointerdown') {
      if (current !== undefined || !event.isPrimary || event.button > 0) return;
      event.preventDefault();
      activePointer = event.pointerId;
      capture(element, event.pointerId);
      const point = pointOf(event, element.getBoundingClientRect());
      current = point ? [point] : [];
      recorded.push(current);
      changed();
      return;
    }
    if (current === undefined || event.pointerId !== activePointer) return;
    if (raw.type === 'pointermove') {
      const box = element.getBoundingClientRect();
      // Coalesced events hold the samples the browser merged into this one, at full rate.
      const samples = event.getCoalescedEvents?.() ?? [];
      for (const sample of samples.length > 0 ? samples : [event]) {
        const point = pointOf(sample, box);
        if (point) current.push(point);
      }
      changed();
      return;
    }
    // pointerup or pointercancel: the stroke ends. One that never got a valid point is dropped,
    // since a stroke without points fails the stroke-order operation.
    if (current.length === 0) recorded.pop();
    current = undefined;
    activePointer = undefined;
    changed();
  };

  for (const type of EVENTS) element.addEventListener(type, onEvent);

  return {
    strokes: () => recorded.map((stroke) => stroke.map((point) => ({ ...point }))),
    clear: () => {
      recorded.length = 0;
      current = undefined;
      activePointer = undefined;
      origin = undefined;
      lastTimestamp = 0;
      changed();
    },
    dispose: () => {
      for (const type of EVENTS) element.removeEventListener(type, onEvent);
      if (element.style && previousTouchAction !== undefined) element.style.touchAction = previousTouchAction;
      current = undefined;
    },
  };
}

/**
 * Captures the pointer, so a stroke that leaves the element keeps drawing. A synthetic event (an
 * app's own test dispatching `new PointerEvent(...)`) has no active pointer behind it, and the
 * browser throws NotFoundError for its id: the stroke is recorded all the same, uncaptured.
 */
function capture(element: PenSurface, pointerId: number): void {
  try {
    element.setPointerCapture?.(pointerId);
  } catch {
    // No active pointer with this id: nothing to capture.
  }
}

/** The event's pressure when the mode records it, clamped into 0..1; otherwise undefined. */
function readPressure(event: PointerLike, mode: PressureMode): number | undefined {
  if (mode === 'never' || !Number.isFinite(event.pressure)) return undefined;
  if (mode === 'pen' && event.pointerType !== 'pen') return undefined;
  // A mouse reports a fixed 0.5 while a button is down and 0 otherwise: no information.
  if (mode === 'any' && event.pointerType === 'mouse') return undefined;
  return Math.min(1, Math.max(0, event.pressure));
}
