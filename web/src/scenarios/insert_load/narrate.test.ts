import { describe, expect, it } from 'vitest';
import type { ScenarioEvent as SimEvent } from '../../shell/engine/types';
import { describeEvent, headline, narrateStep, summarize } from './narrate';

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
      'Insert 17 (instrument 3, date 31, source 2): page 12 is full: split at mid-page, 7 rows move to new page 41 ' +
        '(0 B free, needs 134 B). The new row lands on page 12; 7 RID updates in each of 3 nonclustered indexes; ' +
        'separator added to index page 5 (level 1); 1 page split counted; 2 log records (SPLIT, INSERT; 450 B).',
    );
    expect(headline(17, split, { splitPolicy: 'mid' })).toBe(
      'Insert 17: page 12 is full: split at mid-page, 7 rows move to new page 41.',
    );
  });

  it('says which split the engine applied, and why ascinserts fell back', () => {
    const asInsertion = split.map((e) =>
      e.kind === 'leaf_split' ? { ...e, policy: 'insertion_point' } : e,
    ) as SimEvent[];
    expect(narrateStep(17, asInsertion, { splitPolicy: 'insertion_point' })).toMatch(
      /split at the insertion point, 7 rows move to new page 41/,
    );
    const fallback = split.map((e) => (e.kind === 'leaf_split' ? { ...e, extends_group: false } : e)) as SimEvent[];
    expect(narrateStep(17, fallback, { splitPolicy: 'insertion_point' })).toMatch(
      /split at mid-page \(ascinserts does not apply: the row lands before rows of its own instrument\), 7 rows move/,
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
      'Insert 2 (instrument 3, date 31, source 2): page 9 has room, the row goes into slot 2. 1 log record (INSERT; 150 B).',
    );
  });

  it('tells a deferred split as the housekeeper’s, with the rows that moved', () => {
    const dol = [
      ...split.filter((e) => e.kind !== 'nc_rid_update'),
      { kind: 'deferred_split', page: 12, repeated: false },
    ] as SimEvent[];
    const text = narrateStep(17, dol, {});
    expect(text).toMatch(/its split is the housekeeper's \(data-only locking\); 7 rows move to new page 41, leaving forwarding addresses/);
    expect(text).toMatch(/1 page split counted/);
    const again = [
      { kind: 'descend', level: 0, page: 12 },
      { kind: 'insert_row', page: 12, slot: 3, key },
      { kind: 'deferred_split', page: 12, repeated: true },
    ] as SimEvent[];
    expect(headline(18, again)).toMatch(/page 12 has room, but its split is still queued for the housekeeper/);
    expect(summarize(again)).toMatchObject({ pageSplits: 1, deferredSplits: 1, leafSplits: 0, rowsMoved: 0 });
  });

  it('tells a page allocation at the end of a full page, not a split', () => {
    const eop = [
      { kind: 'page_full', page: 12, free_bytes: 6, need_bytes: 134 },
      { kind: 'leaf_split', page: 12, policy: 'insertion_point', extends_group: true },
      { kind: 'allocate', page: 41, level: 0 },
      { kind: 'insert_row', page: 41, slot: 0, key },
      { kind: 'end_of_page_allocation', page: 12, new_page: 41 },
    ] as SimEvent[];
    expect(headline(3, eop)).toBe(
      'Insert 3: page 12 is full and the row goes at its end: new page 41 takes it, no rows move (a page allocation, not a split).',
    );
    expect(summarize(eop)).toMatchObject({ pageSplits: 0, pagesAllocated: 1, rowsMoved: 0 });
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

describe('a step of the user’s own statements', () => {
  const k = { instrument: 7, date: 400, source: 1 };
  it('names the statement at its first step, then what the row did and the pool’s reads', () => {
    const events = [
      { kind: 'statement', number: 2, text: 'delete 10' },
      { kind: 'descend', level: 1, page: 5 },
      { kind: 'descend', level: 0, page: 88 },
      { kind: 'delete_row', page: 88, slot: 3, key: k },
      { kind: 'log', record: 'DELETE', bytes: 150 },
      { kind: 'pool_read', page: 88, frame: 4, evicted: 12, written: true },
      { kind: 'pool_read', page: 5, frame: 9, evicted: null, written: false },
    ] as SimEvent[];
    expect(headline(412, events)).toBe(
      'Statement 2 (delete 10). Step 412: the row (instrument 7, date 400, source 1) is removed from page 88; 2 pages read from disk, 1 after writing the dirty page of its frame.',
    );
    expect(describeEvent(events[5])).toBe('Page 88 is not in the pool: read from disk into frame 4, which gives up page 12 (dirty: written first).');
  });
  it('tells a scan, a checkpoint and a rebuild by their counts', () => {
    expect(narrateStep(9, [{ kind: 'scanned', rows: 19961, leaves: 1331 }] as SimEvent[])).toBe(
      'Step 9: 19,961 rows read in key order from 1,331 leaf pages.',
    );
    expect(headline(10, [{ kind: 'table_checkpoint', pages: 3 }] as SimEvent[])).toBe('Step 10: the checkpoint writes 3 dirty pages.');
    expect(headline(11, [{ kind: 'rebuild', pages_before: 1348, pages_after: 1689, fillfactor: 80 }] as SimEvent[])).toBe(
      'Step 11: the clustered index is built again at fillfactor 80: 1,348 pages before, 1,689 after.',
    );
  });
  it('adds the pool’s reads to an insert', () => {
    const events = [...split, { kind: 'pool_read', page: 12, frame: 0, evicted: null, written: false }] as SimEvent[];
    expect(headline(17, events, { splitPolicy: 'mid' })).toBe(
      'Insert 17: page 12 is full: split at mid-page, 7 rows move to new page 41; 1 page read from disk.',
    );
  });
});
