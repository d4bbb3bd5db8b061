// The latch narration, pure: a step is counted from its events (waits,
// the convoy, splits, commits) and told from that count.
import { describe, expect, test } from 'vitest';
import type { LatchEvent } from '../../shell/engine/types';
import { describeEvent, headline, narrateStep, stepZero, summarize } from './narrate';

const STEP: LatchEvent[] = [
  { kind: 'latch_request', t_us: 10, session: 1, page: 7, queue: 0, granted: false },
  { kind: 'latch_park', t_us: 70, session: 1, page: 7 },
  { kind: 'session_run', t_us: 70, session: 3, core: 1, switched: true },
  { kind: 'latch_release', t_us: 80, session: 0, page: 7, held_us: 22, queue: 0 },
  { kind: 'latch_grant', t_us: 80, session: 1, page: 7, waited_us: 70, queue: 0, on_cpu: false },
  { kind: 'insert_split', t_us: 90, session: 1, page: 7, new_page: 8, rows_moved: 0, waiters_moved: 0 },
  { kind: 'insert_done', t_us: 400, session: 0, key: 41, page: 7, latency_us: 380 },
];

describe('latch narration', () => {
  test('counts a step from its events', () => {
    const s = summarize(STEP);
    expect([s.rows, s.requests, s.queued, s.parks, s.waits.length, s.convoy, s.splits.length, s.midSplits, s.switches]).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 1]);
  });

  // Pages are named as SQL Server numbers them in the file (wait_resource 5:1:1007), not the engine's 7.
  test('the headline: the commit, the wait, the convoy, the split', () => {
    expect(headline(3, STEP)).toBe(
      'Session 0 committed key 41 on page 1007 (380 µs); 1 session waited for page 1007’s latch (PAGELATCH_EX, 70 µs on average), 1 granted it off its core (the convoy); 1 page split.',
    );
    expect(narrateStep(3, STEP)).toMatch(/This step: 1 row committed, 1 latch wait, 1 page split \(0 mid-page\), 1 context switch\.$/);
    expect(stepZero({ threads: '6', cores: '2', rows: '400', strategy: 'identity' })).toBe(
      'Step 0: 6 sessions on 2 cores are about to insert 400 rows into an empty table, clustered on an identity key: every insert goes to the last page.',
    );
    expect(describeEvent(STEP[4])).toBe('At 80 µs, session 1 is granted page 1007’s latch after 70 µs, but it must wait for its core (the convoy); 0 sessions still queued.');
  });
});
