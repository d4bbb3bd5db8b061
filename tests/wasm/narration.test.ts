// The story cannot contradict the picture: every step of every insert-load
// lesson, under every locking scheme and table kind, is counted from its
// events alone
// (summarize, which the narration states), and the count must equal what
// the step changed in the engine's figures. The headline and the narration
// must state the counts they show.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  initSync,
  lessons,
  Scenario,
  type InsertLoadEvent,
  type InsertLoadFigures,
  type LessonInfo,
} from '../../web/src/wasm-pkg/pagelab.js';
import { headline, narrateStep, summarize, type StepSummary } from '../../web/src/scenarios/insert_load/narrate';

const root = fileURLToPath(new URL('../../', import.meta.url));
let catalog: LessonInfo[];

beforeAll(() => {
  initSync({ module: readFileSync(`${root}web/src/wasm-pkg/pagelab_bg.wasm`) });
  catalog = lessons();
});

/** Which figure each count of a step's summary is. */
const COUNTS: [keyof StepSummary, keyof InsertLoadFigures][] = [
  ['insertedRows', 'inserted_rows'],
  ['pageSplits', 'page_splits'],
  ['leafSplits', 'leaf_page_splits'],
  ['indexSplits', 'index_page_splits'],
  ['deferredSplits', 'deferred_splits'],
  ['rowsMoved', 'rows_moved'],
  ['pagesAllocated', 'pages_allocated'],
  ['ridUpdates', 'rid_updates_from_split'],
  ['logRecords', 'log_records'],
  ['logBytes', 'log_bytes'],
  ['logWrites', 'log_writes'],
  ['forcedFlushes', 'forced_log_flushes'],
];

const SETUPS = ['allpages', 'datapages', 'datarows'].flatMap((locking) =>
  ['clustered', 'heap'].flatMap((table) =>
    ['mid', 'insertion_point'].map((split_policy) => ({ locking, table, split_policy })),
  ),
);

describe('the narration counts what the engine counted', () => {
  test('every step of every lesson, locking scheme, table kind and split policy', () => {
    let steps = 0;
    for (const info of catalog.filter((l) => l.scenario === 'insert_load')) {
      for (const setup of SETUPS) {
        // A small table with splits from the first day (the step preset).
        const params = { ...info.step_preset, ...setup, source_order: 'random' };
        const sim = new Scenario(info.id, params);
        try {
          let before = sim.figures() as InsertLoadFigures;
          for (let i = 1; !sim.done(); i++) {
            const events = sim.step().events as InsertLoadEvent[];
            const after = sim.figures() as InsertLoadFigures;
            const s = summarize(events);
            const where = `${info.id} ${JSON.stringify(setup)} step ${i}`;
            for (const [count, figure] of COUNTS) {
              expect(s[count], `${where}: ${count}`).toBe((after[figure] as number) - (before[figure] as number));
            }
            // What the sentences say is what was counted.
            const text = narrateStep(i, events, { splitPolicy: setup.split_policy });
            const line = headline(i, events, { splitPolicy: setup.split_policy });
            if (s.rowsMoved > 0) {
              expect(line, where).toContain(`${s.rowsMoved} row`);
              expect(text, where).toContain(`${s.rowsMoved} row`);
            }
            if (s.pageSplits > 0) expect(text, where).toContain(`${s.pageSplits} page split`);
            if (s.forcedFlushes > 0) expect(line, where).toContain(`${s.forcedFlushes} forced log flush`);
            if (s.newPage !== null && s.full) expect(line, where).toContain(`new page ${s.newPage}`);
            if (s.deferred && s.full) expect(line, where).toContain('housekeeper');
            if (s.endOfPage) expect(line, where).toContain('not a split');
            before = after;
            steps++;
          }
        } finally {
          sim.free();
        }
      }
    }
    expect(steps).toBeGreaterThan(1_000);
  });
});
