import { round } from './round.js';

/** `inference_time_ms` from two clock readings: 2 decimals, never negative or non-finite. */
export function elapsedMs(started: number, ended: number): number {
  const elapsed = ended - started;
  return Number.isFinite(elapsed) && elapsed > 0 ? round(elapsed, 2) : 0;
}
