/**
 * Buffer pool: a pool of a few frames and a string of page references,
 * each policy the user ticks in its own pool, side by side on the same
 * references (one step-view simulation a policy: the engine builds the
 * same string from the same parameters in each, so OPT knows its future).
 * The chart runs the misses against the pool's size, where FIFO's line
 * goes up on Belady's string.
 */
import type { Params } from '../../../../shell/engine/types';
import type { LessonModule, Variant } from '../../../../shell/lesson/module';
import { bufferPoolUi } from '../..';
import { policyName } from '../../words';
import { setItems } from '../../../../shell/state/params';
import { without } from '../../../../kit/charts/without';
import { framePoints, isTyped } from './framePoints';
import { MissesChart } from './MissesChart';
import { CHECKPOINTS } from './checkpoints';

/** A policy's column title: its name, and what it is when the name does not say. */
const TITLES: Record<string, string> = {
  clock_sweep: 'clock-sweep (PostgreSQL 8.1)',
  clock_sweep_ring: 'clock-sweep + scan ring (PostgreSQL 8.3)',
  '2q': '2Q (PostgreSQL 8.0.2)',
  arc: 'ARC (PostgreSQL 8.0)',
  opt: 'OPT (Belady, knows the future)',
};

/** One step-view simulation per ticked policy, in the order of the set. */
export function policyVariants(params: Params, all?: Params): Variant[] {
  const policies = setItems(all?.policy ?? params.policy ?? '');
  if (policies.length === 0) return [{ label: '', params }];
  return policies.map((p) => ({
    label: TITLES[p] ?? policyName(p),
    short: policyName(p),
    params: { ...params, policy: p },
  }));
}

/** Parameters that change nothing in the step view as it stands, and what they do. */
export function policyNotes(params: Params, all?: Params): Record<string, string> {
  const values = all ?? params;
  const notes: Record<string, string> = {
    policy: 'Each policy you tick gets its own pool of the same size, side by side on the same references.',
  };
  const generated = 'Used by a generated workload only (workload is typed: the trace is used).';
  if (isTyped(values)) {
    for (const name of ['pages', 'requests', 'skew', 'hot', 'scan_pct', 'write_pct', 'seed']) notes[name] = generated;
  } else {
    notes.trace = `Used only when workload is typed; now the references are generated (${values.workload}).`;
  }
  return notes;
}

export const lesson: LessonModule = {
  scenario: bufferPoolUi,
  primaryParams: ['policy', 'frames', 'workload', 'trace'],
  stepVariants: policyVariants,
  checkpoints: CHECKPOINTS.list,
  stepNotes: policyNotes,
  charts: [{ points: framePoints, base: (p) => without(p, ['frames']), Chart: MissesChart }],
  otherEngines: (
    <>
      <p>
        PostgreSQL has replaced pages by clock-sweep since 8.1: a usage count per buffer, raised by each use up to 5,
        lowered by one as the hand passes, the buffer taken when it is found at 0. Since 8.3 a large sequential scan
        and <code>VACUUM</code> get a small ring of buffers of their own (and since 8.4 bulk writes, such as{' '}
        <code>COPY FROM</code>), so they cannot flood the pool; the article’s 8.2 had no ring, which is what its{' '}
        <code>SELECT * FROM t</code> warning is about.
      </p>
      <p>
        InnoDB keeps one LRU list with midpoint insertion: a page read from disk enters at the head of the “old”
        sublist (about 3/8 of the pool, <code>innodb_old_blocks_pct</code>) and moves to the “new” part only if it is
        used again after <code>innodb_old_blocks_time</code> (1 s by default since MySQL 5.6), so a scan’s pages leave
        from the old end. SQL Server’s buffer manager ranks pages by an LRU-2 (LRU-K) policy: the time of the last use
        but one, as the LRU-2 pool here. Oracle counts touches per buffer (its touch count) and moves a buffer touched
        often to the hot end of its LRU chain.
      </p>
    </>
  ),
  story: {
    intro: [
      <>
        The article (PostgreSQL 8.2, 256 MB of shared buffers, a table read by queries while it grows) draws the
        shared buffer pool as a queue of page frames: a page read from disk comes in at one end, the oldest leaves at
        the other. It adds at once: “Note that it’s only for the diagram that the buffer pool is being used in the
        FIFO fashion, a real database engine may replace the pages in the pool in any order.” Which page leaves a
        full pool is the replacement policy’s choice, and it decides how many references find their page in memory.
      </>,
      <>
        FIFO, the diagram’s order, has a famous flaw: on the textbook’s string <code>1,2,3,4,1,2,5,1,2,3,4,5</code> it
        misses 9 times with 3 frames and 10 times with 4. One frame more, one miss more: Belady’s anomaly (Belady,
        Nelson and Shedler, 1969). LRU (10, then 8) and OPT (7, then 6) never do that: a bigger pool always holds what
        a smaller one would. Counting is exact, so the table below must match the textbook figure for figure, and the
        chart shows FIFO’s line going up.
      </>,
      <>
        “A dirty page cannot be evicted without previously being physically flushed to the disk”: the reference that
        needs its frame waits for a write. Mark a reference as a write with a <code>w</code> (<code>3w</code>), or set{' '}
        <code>write_pct</code> and <code>checkpoint_every</code>, to see evictions wait and checkpoints clean ahead of
        them.
      </>,
      <>
        A query as simple as <code>SELECT * FROM t</code> “would have flooded the buffer pool with pages not to be
        accessed again any time soon”, and “the database engine needs to specifically protect itself from such
        buffer pool trashing”. The article notes that “PostgreSQL specifically uses an advanced algorithm trying to
        separate expendable short-living pages from the precious long-living ones”: clock-sweep’s usage counts. The
        preset “A scan floods LRU” shows it: LRU loses its hot pages to every scan; clock-sweep, LRU-2 and OPT keep
        them.
      </>,
      <>
        PostgreSQL came to clock-sweep by way of two other answers. 8.0 shipped ARC (Megiddo and Modha, 2003): two LRU
        lists, T1 for pages used once lately and T2 for pages used again, with ghost lists B1 and B2 that remember the
        numbers of pages that left each, and a target p for T1’s share that moves whenever a ghost is asked for again.
        Over IBM’s patent on ARC, 8.0.2 replaced it with 2Q (Johnson and Shasha, 1994): a new page waits in a FIFO
        A1in; only a page asked for again after it left A1in, while the ghost list A1out still names it, reaches the
        LRU list Am. 8.1 brought clock-sweep, and 8.3 gave a large sequential scan a ring of its own: 256 KB, 32
        buffers, at most an eighth of the pool, reused over and over, so the scan cannot touch the rest. Mark a
        scan’s reads with an <code>s</code> (<code>10s</code>) in a typed string; the generated scans are marked. The
        preset “Scan resistance” runs the history side by side: with hot pages used about once between scans, even
        clock-sweep is flooded, and 2Q, ARC and the ring keep the hot set.
      </>,
    ],
    watch: (
      <>
        Each column is a pool of the same size under its own policy, fed the same references. Watch which page each
        one sends away, and why; under the frames, the string marks each reference H (hit) or M (miss).
      </>
    ),
  },
};
