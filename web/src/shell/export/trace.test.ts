import { describe, expect, it } from 'vitest';
import type { ScenarioEvent } from '../engine/types';
import type { Trace } from '../worker/protocol';
import { traceJson, traceTable } from './trace';
import { toCsv } from '../../kit/text/exportData';

const ev = (e: object) => e as unknown as ScenarioEvent;
const trace: Trace = {
  steps: [
    [
      { step: 1, events: [ev({ kind: 'hit', policy: 'lru', frame: 0, page: 3 })] },
      { step: 2, events: [ev({ kind: 'miss', policy: 'lru', page: 4, free: true }), ev({ kind: 'x', list: [1, 2] })] },
    ],
  ],
  last: 2,
  truncated: false,
};

describe('the event trace', () => {
  it('one row per event, the union of their fields as columns, the scenario’s sentence last', () => {
    const t = traceTable(trace, [''], (e) => `said ${e.kind}`);
    expect(t.columns).toEqual(['step', 'event', 'kind', 'policy', 'frame', 'page', 'free', 'list', 'description']);
    expect(t.rows).toEqual([
      [1, 1, 'hit', 'lru', 0, 3, null, null, 'said hit'],
      [2, 1, 'miss', 'lru', null, 4, true, null, 'said miss'],
      [2, 2, 'x', null, null, null, null, '[1,2]', 'said x'],
    ]);
    const csv = toCsv([t.columns, ...t.rows]);
    expect(csv.split('\r\n')[3]).toBe('2,2,x,,,,,"[1,2]",said x');
  });
  it('several simulations get a variant column; the JSON says what ran', () => {
    const two: Trace = { ...trace, steps: [trace.steps[0], trace.steps[0].slice(0, 1)] };
    const t = traceTable(two, ['mid', 'ip'], () => '');
    expect(t.columns[0]).toBe('variant');
    expect(t.rows.map((r) => r[0])).toEqual(['mid', 'mid', 'mid', 'ip']);
    const j = JSON.parse(traceJson(two, { lesson: 'x', params: [{ a: '1' }, {}], labels: ['mid', 'ip'] }));
    expect(j.simulations[1]).toEqual({ label: 'ip', params: {}, steps: [trace.steps[0][0]] });
    expect(j.last_step).toBe(2);
  });
});
