/**
 * Each lesson's story in a few paragraphs: what the article did, what it
 * measured, and what to watch for here. Written for DBAs and students.
 */
import type { ReactNode } from 'react';

export interface LessonStory {
  /** Paragraphs above the comparison table. */
  intro: ReactNode[];
  /** What to watch in the step-by-step view. */
  watch: ReactNode;
}

export const STORIES: Record<string, LessonStory> = {
  page_splits: {
    intro: [
      <>
        A Sybase ASE 15 table of 4.5 million market quotes (about 600 MB on 2 KB pages, some 15 rows a
        page) has a unique clustered index on <code>(instrument, date, source)</code>, built after a bulk
        load: every page starts full and in key order. Each day, 10,000 new rows arrive by{' '}
        <code>INSERT … SELECT</code>.
      </>,
      <>
        Date is the second key column, so each new row belongs at the end of its instrument’s range:
        in the middle of the table, on a page with no free byte. The page splits. A new page is taken at
        the end of the file, half the rows move there, and every moved row gets a new row id (RID), so
        every nonclustered index rewrites an entry for it. The load fell from 11,213 rows/s without the
        clustered index to about 70.
      </>,
    ],
    watch: (
      <>
        The same rows go into two copies of a small table. Left: the default split at mid-page. Right:
        the split at the insertion point (<code>ascinserts</code>). Watch new pages land at the end of
        the file while the key order needs them in the middle.
      </>
    ),
  },
  fillfactor: {
    intro: [
      <>
        <code>fillfactor</code> tells <code>CREATE INDEX</code> how full to make each page. The article
        rebuilt the clustered index at 100, 90 and 80 and loaded the same day of data.
      </>,
      <>
        At 90 a page keeps room for about two more rows. The article measured 2,064 splits instead of
        ~2,600. The article does not say how its rows were spread; in pagelab’s model most instruments
        are quoted by three sources and get three rows a day, so their pages still split. At 80 there is room for
        three rows and not one page splits: 11,750 rows/s, as fast as the heap, for about 24% more space.
        The room is spent by the days that follow: insert more days and the splits come back.
      </>,
    ],
    watch: (
      <>
        Step through a small table built at the fillfactor you choose. The chart sweeps the fillfactor
        from 50 to 100 at full scale and shows the cliff.
      </>
    ),
  },
  ascending_inserts: {
    intro: [
      <>
        ASE can split a page at the insertion point instead of in the middle (
        <code>dbcc tune(ascinserts, 1, "TEST_TABLE")</code>): only the rows after the new one move, and
        the next inserts in ascending order land on the new page without splitting it again. It does so
        only for a row that extends its instrument’s rows; a row that lands before a row of its own
        instrument (a source not sorted on the full key) gets the ordinary mid-page split, and the step
        view says so.
      </>,
      <>
        The article sorted the source rows four ways. Sorted on one key column, nothing changed: about
        2,650 splits and 50–60 rows/s. In full clustered-key order the splits stayed the same and the
        load ran 5–6 times faster (303 rows/s), still far from fillfactor 80 or the heap. Page by page,
        every order moves the same rows, so the speed-up is not in the pages: it is in the log. Without
        the sorted source each split waited on about five log writes of 11–12 ms; in the sorted run
        the log writes took under a millisecond each, and far more log records went through the user
        log cache (about 1 million, against 46,000). pagelab models this as ascending-insert mode:
        while the rows arrive in clustered-key order, only the split itself forces the log, and the
        nonclustered indexes’ RID changes ride the user log cache. The first row that comes below the
        one before ends the mode for the rest of the statement, and the step view says when. ASE does
        not document this rule; it is our reading of the article’s counters.
      </>,
    ],
    watch: (
      <>
        Step through the small table with the source order you choose. The chart runs every source order
        under both split policies at full scale, against the heap baseline.
      </>
    ),
  },
};
