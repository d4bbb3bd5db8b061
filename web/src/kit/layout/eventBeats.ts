/**
 * A step's events grouped into "beats" for playback: a split writes dozens
 * of log records in a row (an IDELETE and an INSIND per moved row and
 * index), which play as one beat, not forty. A request of the
 * fragmentation lesson plays its page accesses one a beat, unless it has
 * thousands (the archive move): then runs of them share a beat, so a step
 * never has more than about MAX_PAGE_BEATS of them to play and list.
 */
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';

export interface Beat {
  kind: SimEvent['kind'];
  events: SimEvent[];
  /** Events revealed once this beat has played (index of last + 1). */
  until: number;
}

/** Most beats of page accesses a step plays (more accesses share beats). */
export const MAX_PAGE_BEATS = 120;

export function eventBeats(events: readonly SimEvent[]): Beat[] {
  const beats: Beat[] = [];
  let pages = 0;
  for (const e of events) if (e.kind === 'page') pages++;
  const perBeat = Math.max(1, Math.ceil(pages / MAX_PAGE_BEATS));
  events.forEach((e, i) => {
    const last = beats[beats.length - 1];
    const joins =
      last !== undefined &&
      ((e.kind === 'log' && last.kind === 'log') ||
        (e.kind === 'page' && last.kind === 'page' && last.events.length < perBeat));
    if (last && joins) {
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
