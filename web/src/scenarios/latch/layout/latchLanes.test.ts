// The latch pictures' layout: a row a core, cells by the session's place
// on its core, sizes fixed for the counts and the width; the queues' rows
// and the sys.dm_exec_requests rows, with the engine's wait times.
import { describe, expect, test } from 'vitest';
import type { ViewOf } from '../../../shell/engine/types';
import { lanesLayout, LABEL_W, MIN_TEXT, NUMBER_CELL, numberFits, numberedCell, queueRows, queuesLayout, requestRows } from './latchLanes';

const NONE = 4_294_967_295;
const STATES = ['running', 'runnable', 'spinning', 'waiting_latch', 'holding', 'holding_runnable', 'flow_control', 'commit_wait', 'done', 'round_trip'];

function lanes(state: number[], page: number[], core: number[]): ViewOf<'session_lanes'> {
  return {
    kind: 'session_lanes',
    states: STATES,
    state: Uint8Array.from(state),
    page: Uint32Array.from(page),
    core: Uint32Array.from(core),
    rows: new Uint32Array(state.length),
    waited_us: new Float32Array(state.length),
  };
}

describe('session lanes', () => {
  test('a row a core, sessions in order along it, the same size whatever the states', () => {
    const l = lanesLayout([0, 1, 0, 1, 0, 1], 2, 400, 120);
    expect(l.rows).toBe(2);
    expect(l.cols).toBe(3);
    expect(l.cell).toBe(44);
    expect([l.x[0], l.x[2], l.x[4]]).toEqual([LABEL_W + 22, LABEL_W + 66, LABEL_W + 110]);
    expect(l.y[1]).toBe(44 + 22);
    expect(l.height).toBe(120);
    const many = lanesLayout(Array.from({ length: 128 }, (_, i) => i % 8), 8, 390, 120);
    expect(many.cols).toBe(16);
    expect(many.cell).toBe(15);
    expect(many.cell * many.rows).toBeLessThanOrEqual(120);
    expect(many.cell * many.cols + LABEL_W).toBeLessThanOrEqual(390);
  });
});

describe('latch queues', () => {
  test('each page with its holder and its queue, head first; the last page marked', () => {
    const rows = queueRows({
      kind: 'latch_queues',
      pages: Uint32Array.from([7, 3]),
      holders: Uint32Array.from([4, NONE]),
      holder_running: Uint8Array.from([0, 0]),
      offsets: Uint32Array.from([0, 2, 3]),
      waiters: Uint32Array.from([2, 5, 1]),
      waits: Uint32Array.from([9, 1]),
      last_page: 7,
    });
    expect(rows).toEqual([
      { page: 7, last: true, holder: 4, holderRunning: false, waiters: [2, 5], waits: 9 },
      { page: 3, last: false, holder: null, holderRunning: false, waiters: [1], waits: 1 },
    ]);
    const l = queuesLayout(390, 90, 3);
    expect(l.height).toBe(90);
    expect(l.fits).toBeGreaterThan(3);
  });
});

describe('sys.dm_exec_requests', () => {
  test('status and wait as SQL Server shows them, the wait time the engine counted', () => {
    // Session 5 has no insert left, session 6 is between statements: no request.
    const view = lanes([3, 3, 0, 4, 7, 8, 9], [7, 7, NONE, 7, NONE, NONE, NONE], [0, 1, 0, 1, 0, 1, 0]);
    view.waited_us = Float32Array.from([2000, 1500, 0, 0, 230, 0, 0]);
    const rows = requestRows(view);
    expect(rows.map((r) => r.session)).toEqual([0, 1, 2, 3, 4]);
    expect(rows[0]).toMatchObject({ status: 'suspended', waitType: 'PAGELATCH_EX', waitMs: 2, resource: '5:1:1007' });
    expect(rows[1]).toMatchObject({ status: 'suspended', waitType: 'PAGELATCH_EX', waitMs: 1.5 });
    expect(rows[2]).toMatchObject({ status: 'running', waitType: '', waitMs: null, resource: '' });
    expect(rows[3]).toMatchObject({ status: 'running', waitType: '' });
    expect(rows[4]).toMatchObject({ status: 'suspended', waitType: 'WRITELOG', waitMs: 0.23, resource: '' });
  });
});

describe('a numbered session cell: shape and number apart, text at 11 px', () => {
  test('the shape ends above the number’s band, both inside the cell', () => {
    for (const cell of [NUMBER_CELL, 38, 44]) {
      const c = numberedCell(cell);
      expect(c.shapeY - c.shapeR).toBeGreaterThanOrEqual(-cell / 2);
      // Digits rise about 0.73 em above the baseline: the shape ends above them.
      expect(c.shapeY + c.shapeR).toBeLessThanOrEqual(c.numberY - 0.73 * MIN_TEXT);
      expect(c.numberY).toBeLessThanOrEqual(cell / 2);
      expect(c.shapeR).toBeGreaterThanOrEqual(8);
    }
  });

  test('a number is drawn only where it fits at 11 px', () => {
    expect(numberFits(7, 10)).toBe(true);
    expect(numberFits(63, 20)).toBe(true);
    expect(numberFits(123, 20)).toBe(false);
  });
});
