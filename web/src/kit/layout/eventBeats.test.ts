import { describe, expect, it } from 'vitest';
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';
import { eventBeats, eventPhase, logSummary } from './eventBeats';

const ev = [
  { kind: 'descend', level: 0, page: 1 },
  { kind: 'log', record: 'INSERT', bytes: 188 },
  { kind: 'log', record: 'IDELETE', bytes: 80 },
  { kind: 'log', record: 'INSIND', bytes: 80 },
  { kind: 'log', record: 'IDELETE', bytes: 80 },
  { kind: 'nc_insert', indexes: 3 },
  { kind: 'log', record: 'INSIND', bytes: 80 },
] as SimEvent[];

describe('eventBeats', () => {
  it('collapses runs of log records', () => {
    const beats = eventBeats(ev);
    expect(beats.map((b) => [b.kind, b.events.length, b.until])).toEqual([
      ['descend', 1, 1],
      ['log', 4, 5],
      ['nc_insert', 1, 6],
      ['log', 1, 7],
    ]);
  });
  it('maps beat phases to event phases', () => {
    const beats = eventBeats(ev);
    expect([0, 1, 2, 3, 4, 9].map((p) => eventPhase(beats, p))).toEqual([0, 1, 5, 6, 7, 7]);
  });
  it('summarises log records by kind', () => {
    expect(logSummary(ev)).toEqual([
      { record: 'INSERT', count: 1, bytes: 188 },
      { record: 'IDELETE', count: 2, bytes: 160 },
      { record: 'INSIND', count: 2, bytes: 160 },
    ]);
  });
});
