import { describe, expect, it } from 'vitest';
import type { ScenarioEvent as SimEvent } from '../../engine/types';
import { describeEvent, narrateStep } from './narrate';

const key = { instrument: 3, date: 31, source: 2 };
const split: SimEvent[] = [
  { kind: 'descend', level: 1, page: 5 },
  { kind: 'descend', level: 0, page: 12 },
  { kind: 'page_full', page: 12, free_bytes: 0, need_bytes: 134 },
  { kind: 'leaf_split', page: 12, policy: 'mid', extends_group: true },
  { kind: 'allocate', page: 41, level: 0 },
  { kind: 'move_rows', from: 12, to: 41, count: 7, level: 0 },
  { kind: 'insert_row', page: 12, slot: 4, key },
  { kind: 'separator', page: 5, level: 1, child: 41, key },
  { kind: 'nc_rid_update', indexes: 3, rows: 7, forces_log: true },
  { kind: 'nc_insert', indexes: 3 },
  { kind: 'log', record: 'SPLIT', bytes: 300 },
  { kind: 'log', record: 'INSERT', bytes: 150 },
] as SimEvent[];

describe('narrateStep', () => {
  it('tells a mid-page split in plain words', () => {
    expect(narrateStep(17, split, { splitPolicy: 'mid' })).toBe(
      'Insert 17 (instrument 3, day 31, source 2): leaf page 12 is full (0 B free, needs 134 B). ' +
        'Split at mid-page: page 41 allocated at the end of the file; 7 rows move; the new row lands on page 12; ' +
        '7 RID updates in each of 3 nonclustered indexes; separator added to index page 5 (level 1); ' +
        '2 log records (SPLIT, INSERT; 450 B).',
    );
  });

  it('says which split the engine applied, and why ascinserts fell back', () => {
    const asInsertion = split.map((e) =>
      e.kind === 'leaf_split' ? { ...e, policy: 'insertion_point' } : e,
    ) as SimEvent[];
    expect(narrateStep(17, asInsertion, { splitPolicy: 'insertion_point' })).toMatch(
      /Split at the insertion point: page 41/,
    );
    const fallback = split.map((e) => (e.kind === 'leaf_split' ? { ...e, extends_group: false } : e)) as SimEvent[];
    expect(narrateStep(17, fallback, { splitPolicy: 'insertion_point' })).toMatch(
      /Split at mid-page \(ascinserts does not apply: the row lands before rows of its own instrument\): page 41/,
    );
    expect(describeEvent(fallback[3])).toMatch(/ascinserts does not apply/);
  });

  it('counts the forced flushes the insert waits for, and names ascending-insert mode', () => {
    const flush = (forced: boolean) => ({ kind: 'log_flush', bytes: 900, writes: 1, forced }) as SimEvent;
    const asInsertion = split.map((e) =>
      e.kind === 'leaf_split' ? { ...e, policy: 'insertion_point' } : e,
    ) as SimEvent[];
    const inMode = asInsertion.map((e) => (e.kind === 'nc_rid_update' ? { ...e, forces_log: false } : e));
    const ascending = narrateStep(17, [...inMode, flush(true)], { splitPolicy: 'insertion_point' });
    expect(ascending).toMatch(/1 log write, 1 forced flush the insert waits for/);
    expect(ascending).toMatch(/ascending-insert mode: only the split forces the log/);
    const normal = narrateStep(17, [...asInsertion, flush(true), flush(true), flush(true), flush(true)], {
      splitPolicy: 'insertion_point',
    });
    expect(normal).toMatch(/4 log writes, 4 forced flushes the insert waits for/);
    expect(normal).not.toMatch(/ascending-insert mode/);
    const ends = narrateStep(
      18,
      [{ kind: 'ascending_mode_ends', key, previous: { ...key, source: 3 } }, ...split.slice(0, 2)] as SimEvent[],
      { splitPolicy: 'insertion_point' },
    );
    expect(ends).toMatch(/leaves ascending-insert mode/);
  });

  it('tells a plain insert', () => {
    const events = [
      { kind: 'descend', level: 0, page: 9 },
      { kind: 'insert_row', page: 9, slot: 2, key },
      { kind: 'log', record: 'INSERT', bytes: 150 },
    ] as SimEvent[];
    expect(narrateStep(2, events, {})).toBe(
      'Insert 2 (instrument 3, day 31, source 2): page 9 has room, the row goes into slot 2. 1 log record (INSERT; 150 B).',
    );
  });

  it('describes step 0', () => {
    expect(narrateStep(0, [])).toMatch(/before any insert/);
  });

  it('tells a rejected duplicate', () => {
    expect(narrateStep(3, [{ kind: 'duplicate', key }] as SimEvent[])).toMatch(/already exists/);
  });
});

describe('describeEvent', () => {
  it('has a sentence for every event', () => {
    for (const e of split) expect(describeEvent(e)).toMatch(/\.$/);
    expect(
      describeEvent({ kind: 'ascending_mode_ends', key, previous: { ...key, source: 3 } } as SimEvent),
    ).toMatch(/comes below the one before .* leaves ascending-insert mode/);
    expect(describeEvent({ kind: 'nc_rid_update', indexes: 3, rows: 7, forces_log: true } as SimEvent)).toBe(
      '7 moved rows changed RID: 7 updates in each of 3 nonclustered indexes (21 in all).',
    );
  });
  it('survives an unknown kind', () => {
    expect(describeEvent({ kind: 'martian' } as unknown as SimEvent)).toMatch(/does not know/);
  });
});
