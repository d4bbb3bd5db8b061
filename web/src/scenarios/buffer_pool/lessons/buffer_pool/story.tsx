/**
 * The buffer-pool lesson's story (above the comparison table, and what to
 * watch on the stage) and "In other engines", in the three languages: JSX,
 * so a table by language rather than a message catalogue (French and
 * Russian in `story.fr.tsx`, `story.ru.tsx`, loaded with the page's
 * language). The article (PostgreSQL 8.2) is English: French and Russian
 * translate its quotes and say so.
 */
import { lazyAccessor } from '../../../../kit/i18n/words';
import type { LessonProse } from '../../../../shell/lesson/module';

const en: LessonProse = {
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
};

/** The story and its aside in the page's language (French and Russian load with it). */
export const story = lazyAccessor<LessonProse>(en, {
  fr: () => import('./story.fr').then((m) => m.fr),
  ru: () => import('./story.ru').then((m) => m.ru),
});
