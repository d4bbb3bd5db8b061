/**
 * A step's events grouped into "beats" for playback: a split writes dozens
 * of log records in a row (an IDELETE and an INSIND per moved row and
 * index), which play as one beat, not forty.
 */
import type { ScenarioEvent as SimEvent } from '../engine/types';

export interface Beat {
  kind: SimEvent['kind'];
  events: SimEvent[];
  /** Events revealed once this beat has played (index of last + 1). */
  until: number;
}

export function eventBeats(events: readonly SimEvent[]): Beat[] {
  const beats: Beat[] = [];
  events.forEach((e, i) => {
    const last = beats[beats.length - 1];
    if (last && e.kind === 'log' && last.kind === 'log') {
      last.events.push(e);
      last.until = i + 1;
    } else {
      beats.push({ kind: e.kind, events: [e], until: i + 1 });
    }
  });
  return beats;
}

/** Events revealed after `beatPhase` beats have played. */
export function eventPhase(beats: readonly Beat[], beatPhase: number): number {
  if (beatPhase <= 0) return 0;
  return beats[Math.min(beatPhase, beats.length) - 1]?.until ?? 0;
}

/** Log records of a beat, counted by kind in order of appearance. */
export function logSummary(events: readonly SimEvent[]): { record: string; count: number; bytes: number }[] {
  const out: { record: string; count: number; bytes: number }[] = [];
  for (const e of events) {
    if (e.kind !== 'log') continue;
    const row = out.find((r) => r.record === e.record);
    if (row) {
      row.count++;
      row.bytes += e.bytes;
    } else out.push({ record: e.record, count: 1, bytes: e.bytes });
  }
  return out;
}
