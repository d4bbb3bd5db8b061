// The index rebuild's narration, pure: a step is one milestone, told from
// its event; contention and the lone group quote the article.
import { describe, expect, test } from 'vitest';
import type { IdxEvent } from '../../shell/engine/types';
import { describeEvent, headline, narrateStep, stepZero, summarize } from './narrate';

const MERGE: IdxEvent = { kind: 'merge_start', t_s: 954.8, area: 0, group: 4, thread: 3, device: 1, runs: 202, passes: 2, mb: 211.5, indexes: 167, sharing: 3 };

describe('idxbuild narration', () => {
  test('step 0 names the database, threads, devices and -SG', () => {
    expect(stepZero({ database: 'many_indexes', threads: '4', devices: '2', sort_groups: '8', rebuild: 'all' })).toBe(
      'Step 0: proutil idxbuild is about to rebuild every index of the article’s 4.2 GB database (733 tables, 1,333 indexes in one area): 4 merge threads beside the main process on 2 sort devices, -SG 8.',
    );
  });

  test('a thread joining others on a disk: the toll station', () => {
    expect(headline(5, [MERGE])).toBe('Thread 3 takes group 4 (202 runs, 212 MB): it joins 2 others on disk 2: every block now a longer seek.');
    expect(narrateStep(5, [MERGE])).toMatch(/8-lane highway with a one lane toll station/);
    expect(summarize([MERGE])).toMatchObject({ t_s: 954.8, contended: true, keys: 0 });
    expect(headline(5, [{ ...MERGE, sharing: 1 }])).toMatch(/it has disk 2 to itself/);
  });

  test('one group: no threads, in the article’s words', () => {
    const e: IdxEvent = { kind: 'area_start', t_s: 0, area: 0, name: 'Data', data_mb: 4200, indexes: 1, groups: 1, threads: 0 };
    expect(narrateStep(1, [e])).toMatch(/no other group to be worked with concurrently/);
  });

  test('the scan counts keys and runs; every event has a sentence', () => {
    const scan: IdxEvent = { kind: 'scan_progress', t_s: 96.2, area: 0, pct: 10, keys: 5128409, runs: 143 };
    expect(summarize([scan])).toMatchObject({ keys: 0, runs: 0 });
    expect(summarize([{ kind: 'scan_done', t_s: 860, area: 0, took_s: 860, keys: 9, runs: 2, sort_mb: 1, device_mb: [1] }])).toMatchObject({ keys: 9, runs: 2 });
    expect(headline(2, [scan])).toBe('Phase 1 at 96 s: 10% scanned, 5,128,409 keys sorted into 143 runs; the scan has no threads.');
    expect(describeEvent({ kind: 'rebuild_done', t_s: 1173.1, elapsed_s: 1173.1 })).toBe('At 1,173 s (19.6 min): the rebuild is over.');
    expect(describeEvent({ kind: 'rebuild_done', t_s: 1173.1, elapsed_s: 1100 })).toBe('At 1,173 s (19.6 min): the rebuild is over, 1,100 s (18.3 min) in all.');
    // The time once, not "At 96 s: Phase 1 at 96 s: …".
    expect(describeEvent(scan)).toBe('At 96 s, phase 1: 10% scanned, 5,128,409 keys sorted into 143 runs; the scan has no threads.');
  });
});
