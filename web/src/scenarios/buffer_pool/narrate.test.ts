// The buffer pool's narration, from events shaped as the engine sends them
// (copied from `pagelab`'s steps): one sentence per event kind, the
// headline in one sentence per pool, the reason a page leaves in each
// policy's own words, and counts that come from the events alone.
import { describe, expect, it } from 'vitest';
import type { BufferEvent } from '../../shell/engine/types';
import { describeEvent, headline, narrateStep, summarize } from './narrate';

const ev = (e: object) => e as BufferEvent;
const ref = (at: number, page: number, write = false) => ev({ kind: 'reference', at, page, write });

/** FIFO, reference 7 of Belady's string: page 4 leaves frame 0. */
const fifoMiss = [
  ref(6, 5),
  ev({ kind: 'miss', policy: 'fifo', page: 5, free: false }),
  ev({ kind: 'evict', policy: 'fifo', frame: 0, page: 4, why: { rule: 'first_in', loaded_at: 3 } }),
  ev({ kind: 'load', policy: 'fifo', frame: 0, page: 5 }),
];

describe('headline: one sentence a pool', () => {
  it('a miss into a full pool names the page leaving, its frame and why', () => {
    expect(headline(7, fifoMiss)).toBe(
      'Reference 7, page 5: miss; page 4 leaves frame 0 (it came in first, at reference 4).',
    );
  });

  it('a hit names its frame; a miss into an empty frame says so', () => {
    expect(headline(8, [ref(7, 1), ev({ kind: 'hit', policy: 'lru', frame: 2, page: 1 })])).toBe(
      'Reference 8, page 1: hit in frame 2.',
    );
    const free = [
      ref(0, 1),
      ev({ kind: 'miss', policy: 'opt', page: 1, free: true }),
      ev({ kind: 'load', policy: 'opt', frame: 0, page: 1 }),
    ];
    expect(headline(1, free)).toBe('Reference 1, page 1: miss; it goes into empty frame 0.');
    expect(headline(0, [])).toBe('Step 0: the pool is empty.');
  });

  it.each([
    [{ rule: 'least_recent', last_used: 3 }, 'it was used least recently, at reference 4'],
    [{ rule: 'bit_clear', cleared: 0 }, 'the clock hand found its reference bit clear'],
    [{ rule: 'bit_clear', cleared: 3 }, 'its reference bit was clear, after the clock hand cleared 3 bits'],
    [{ rule: 'usage_zero', lowered: 1 }, 'its usage count was 0, after the clock hand lowered 1 count'],
    [{ rule: 'usage_zero', lowered: 0 }, 'the clock hand found its usage count at 0'],
    [{ rule: 'oldest_second_last', second_last: 1, last: 4 }, 'its second-to-last use, at reference 2, is the oldest'],
    [{ rule: 'oldest_second_last', second_last: null, last: 4 }, 'it was used only once, at reference 5, and such pages go first'],
    [{ rule: 'furthest_next', next_use: 10 }, 'it is needed furthest ahead, at reference 11'],
    [{ rule: 'furthest_next', next_use: null }, 'it is never needed again'],
    // As a step's events bring "none": the field left out.
    [{ rule: 'furthest_next' }, 'it is never needed again'],
    [{ rule: 'oldest_second_last', last: 0 }, 'it was used only once, at reference 1, and such pages go first'],
  ])('explains %j in the policy’s own words', (why, words) => {
    const events = fifoMiss.map((e) => (e.kind === 'evict' ? ev({ ...e, why }) : e));
    expect(headline(7, events)).toContain(`(${words})`);
    expect(describeEvent(events[2])).toBe(`Page 4 is the victim and leaves frame 0: ${words}.`);
  });

  it('a dirty victim is written first; a checkpoint is counted', () => {
    const dirty = [
      ...fifoMiss.slice(0, 2),
      ev({ kind: 'write', policy: 'fifo', frame: 0, page: 4, by: 'eviction' }),
      ...fifoMiss.slice(2),
      ev({ kind: 'write', policy: 'fifo', frame: 1, page: 1, by: 'checkpoint' }),
      ev({ kind: 'write', policy: 'fifo', frame: 2, page: 2, by: 'checkpoint' }),
      ev({ kind: 'checkpoint', policy: 'fifo', written: 2 }),
    ];
    expect(headline(7, dirty)).toBe(
      'Reference 7, page 5: miss; page 4 leaves frame 0 (it came in first, at reference 4); ' +
        'it was dirty: written to disk first; a checkpoint writes 2 dirty pages.',
    );
    const s = summarize(dirty);
    expect([s.requests, s.hits, s.misses, s.evictions, s.writes]).toEqual([1, 0, 1, 1, 3]);
    expect(narrateStep(7, dirty)).toMatch(/It was dirty: written to disk first.*checkpoint writes 2 dirty pages/);
    expect(narrateStep(7, dirty)).toMatch(/This step: 0 hits, 1 miss, 1 eviction, 3 page writes\.$/);
  });
});

describe('narrateStep and the event list', () => {
  const sweep = [
    ref(3, 4, true),
    ev({ kind: 'miss', policy: 'clock_sweep', page: 4, free: false }),
    ev({ kind: 'pass', policy: 'clock_sweep', frame: 0, page: 1, before: 2, after: 1 }),
    ev({ kind: 'pass', policy: 'clock_sweep', frame: 1, page: 2, before: 1, after: 0 }),
    ev({ kind: 'pass', policy: 'clock_sweep', frame: 2, page: 3, before: 1, after: 1 }),
    ev({ kind: 'evict', policy: 'clock_sweep', frame: 0, page: 1, why: { rule: 'usage_zero', lowered: 2 } }),
    ev({ kind: 'load', policy: 'clock_sweep', frame: 0, page: 4 }),
    ev({ kind: 'dirtied', policy: 'clock_sweep', frame: 0, page: 4 }),
  ];

  it('tells the clock hand’s sweep, the victim, the read and the write', () => {
    expect(narrateStep(4, sweep)).toBe(
      'Reference 4 asks for page 4 and changes it. clock-sweep: a miss: the page must be read from disk. ' +
        'The clock hand passes 3 frames, lowering 2 usage counts, skipping 1 pinned frame. ' +
        'Page 1 is the victim and leaves frame 0: its usage count was 0, after the clock hand lowered 2 counts. ' +
        'Page 4 is read into frame 0. The change makes frame 0 dirty. ' +
        'This step: 0 hits, 1 miss, 1 eviction, 0 page writes.',
    );
    expect(headline(4, sweep)).toMatch(/^Reference 4, page 4 \(a write\): miss; page 1 leaves frame 0/);
  });

  it('has a sentence for every event kind', () => {
    const sentences = [
      ...sweep,
      ev({ kind: 'hit', policy: 'lru', frame: 1, page: 2 }),
      ev({ kind: 'pass', policy: 'clock', frame: 1, page: 2, before: 1, after: 0 }),
      ev({ kind: 'write', policy: 'fifo', frame: 0, page: 4, by: 'eviction' }),
      ev({ kind: 'write', policy: 'fifo', frame: 0, page: 4, by: 'checkpoint' }),
      ev({ kind: 'write', policy: 'fifo', frame: 0, page: 4, by: 'bg_writer' }),
      ev({ kind: 'checkpoint', policy: 'fifo', written: 0 }),
    ].map(describeEvent);
    expect(sentences).toEqual([
      'Reference 4 asks for page 4, to change it (a write).',
      'clock-sweep: page 4 is not in the pool: a miss; every frame is full, so one page must leave.',
      'The clock hand passes frame 0 (page 1) and lowers its usage count from 2 to 1.',
      'The clock hand passes frame 1 (page 2) and lowers its usage count from 1 to 0.',
      'The clock hand passes frame 2 (page 3): it is pinned, so it is skipped.',
      'Page 1 is the victim and leaves frame 0: its usage count was 0, after the clock hand lowered 2 counts.',
      'Page 4 is read from disk into frame 0.',
      'The reference changes page 4: frame 0 is dirty until the page is written.',
      'LRU: page 2 is in frame 1: a hit, no disk read.',
      'The clock hand passes frame 1 (page 2) and clears its reference bit: a second chance.',
      'Page 4 in frame 0 is dirty: it is written to disk before it leaves.',
      'The checkpoint writes dirty page 4 (frame 0) to disk; it stays in the pool, clean.',
      'The background writer writes dirty page 4 (frame 0) to disk.',
      'A checkpoint: no page is dirty, nothing to write.',
    ]);
  });

  it('counts only the pool it is asked about', () => {
    const two = [
      ref(0, 1),
      ev({ kind: 'hit', policy: 'fifo', frame: 0, page: 1 }),
      ev({ kind: 'miss', policy: 'lru', page: 1, free: true }),
      ev({ kind: 'load', policy: 'lru', frame: 0, page: 1 }),
    ];
    expect(summarize(two).hits).toBe(1);
    expect(summarize(two, 'lru').misses).toBe(1);
    expect(headline(1, two, 'lru')).toBe('Reference 1, page 1: miss; it goes into empty frame 0.');
  });
});

describe('2Q, ARC and the scan ring, each in its own terms', () => {
  const scanRef = (at: number, page: number) => ev({ kind: 'reference', at, page, write: false, scan: true });
  const missEvict = (policy: string, page: number, gone: number, why: object) => [
    ev({ kind: 'miss', policy, page, free: false }),
    ev({ kind: 'evict', policy, frame: 3, page: gone, why }),
    ev({ kind: 'load', policy, frame: 3, page }),
  ];

  it('2Q names A1in, its share, A1out and Am', () => {
    const a1 = [ref(8, 11), ...missEvict('2q', 11, 5, { rule: 'a1in_oldest', loaded_at: 4, a1in: 2, kin: 1 })];
    expect(narrateStep(9, a1)).toContain(
      'Page 5 is the victim and leaves frame 3: A1in holds 2 pages, more than its share of 1: ' +
        'its oldest page (in at reference 5) leaves, and A1out remembers its number.',
    );
    const am = [ref(9, 12), ...missEvict('2q', 12, 1, { rule: 'am_least_recent', last_used: 6, a1in: 1, kin: 1 })];
    expect(headline(10, am)).toBe(
      'Reference 10, page 12: miss; page 1 leaves frame 3 (A1in holds 1 page, within its share of 1: ' +
        'Am’s least recent page (used at reference 7) leaves, forgotten).',
    );
  });

  it('ARC names T1, T2, the target p and the ghost list that moved it', () => {
    const t1 = [
      ref(7, 2),
      ...missEvict('arc', 2, 3, {
        rule: 't1_least_recent',
        last_used: 3,
        t1: 3,
        target: 1,
        found_in: 'b1',
        remembered: true,
      }),
    ];
    expect(describeEvent(t1[2])).toBe(
      'Page 3 is the victim and leaves frame 3: B1 remembered the page asked for, so T1 was too small and p grew; ' +
        'T1 holds 3 pages against the target p = 1: T1’s least recent page (used at reference 4) leaves, and B1 remembers it.',
    );
    // T1 the whole pool and B1 empty: forgotten. A missing found_in is none.
    const discard = { rule: 't1_least_recent', last_used: 0, t1: 4, target: 0, remembered: false };
    expect(describeEvent(ev({ kind: 'evict', policy: 'arc', frame: 0, page: 1, why: discard }))).toBe(
      'Page 1 is the victim and leaves frame 0: T1 holds 4 pages against the target p = 0: ' +
        'T1’s least recent page (used at reference 1) leaves; T1 filled the pool and B1 is empty, so it is forgotten.',
    );
    const t2 = { rule: 't2_least_recent', last_used: 4, t1: 1, target: 1, found_in: 'b2' };
    expect(describeEvent(ev({ kind: 'evict', policy: 'arc', frame: 0, page: 0, why: t2 }))).toBe(
      'Page 0 is the victim and leaves frame 0: B2 remembered the page asked for, so T2 was too small and p shrank; ' +
        'T1 holds 1 page, within the target p = 1: T2’s least recent page (used at reference 5) leaves, and B2 remembers it.',
    );
  });

  it('the scan ring: a scan’s read reuses its ring, or a frame joins it', () => {
    const reuse = [scanRef(8, 11), ...missEvict('clock_sweep_ring', 11, 10, { rule: 'ring_reuse', slot: 0, ring: 6 })];
    expect(narrateStep(9, reuse)).toBe(
      'Reference 9 asks for page 11, read by a sequential scan. clock-sweep + scan ring: a miss: the page must be read from disk. ' +
        'Page 10 is the victim and leaves frame 3: it is in slot 1 of the scan’s ring of 6 frames, used at most once since: ' +
        'the scan reuses its own frame. Page 11 is read into frame 3. This step: 0 hits, 1 miss, 1 eviction, 0 page writes.',
    );
    const join = [
      scanRef(7, 10),
      ev({ kind: 'miss', policy: 'clock_sweep_ring', page: 10, free: false }),
      ev({ kind: 'pass', policy: 'clock_sweep_ring', frame: 2, page: 4, before: 2, after: 1 }),
      ev({ kind: 'evict', policy: 'clock_sweep_ring', frame: 3, page: 4, why: { rule: 'ring_join', slot: 1, ring: 6, lowered: 1 } }),
      ev({ kind: 'load', policy: 'clock_sweep_ring', frame: 3, page: 10 }),
    ];
    expect(narrateStep(8, join)).toContain(
      'The clock hand passes 1 frame, lowering 1 usage count. Page 4 is the victim and leaves frame 3: ' +
        'the ring’s slot 2 of 6 is empty or its frame in use, so the clock hand lowered 1 count to a usage count of 0; ' +
        'the frame joins the scan’s ring.',
    );
    expect(describeEvent(join[0])).toBe('Reference 8 asks for page 10, read by a sequential scan.');
  });
});
