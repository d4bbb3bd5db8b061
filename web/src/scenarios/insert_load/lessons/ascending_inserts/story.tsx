/**
 * The ascending-inserts lesson's story and its "In other engines" note, in the three
 * languages (JSX, so not a message catalogue, but lazy as one: French and
 * Russian in `story.fr.tsx`, `story.ru.tsx`; the lesson reads the
 * page's language when it renders). The French quotes the article's own
 * words.
 */
import { lazyAccessor } from '../../../../kit/i18n/words';
import type { LessonProse } from '../../../../shell/lesson/module';

const en: LessonProse = {
  otherEngines: (
    <p>
      <code>ascinserts</code> is ASE’s, set per table. InnoDB detects sequential inserts into a page by itself
      and splits at the insertion point. SQL Server, PostgreSQL and InnoDB treat an insert past the last key of
      the last page as an append: a new page takes the row and nothing moves (PostgreSQL leaves the old page
      at its fillfactor). There a split is logged with the transaction’s other records; the wait on the log
      at each split is what the article’s counters show of ASE (our reading).
    </p>
  ),
  intro: [
    <>
      ASE can split a page at the insertion point instead of in the middle (
      <code>dbcc tune(ascinserts, 1, "TEST_TABLE")</code>): only the rows after the new one move, and
      the next inserts in ascending order land on the new page without splitting it again. It does so
      only for a row that extends its instrument’s rows; a row that lands before a row of its own
      instrument (a source not sorted on the full key) gets the ordinary mid-page split, and the step
      view says so. When the new row goes after the last row of a full page, nothing moves: a new page
      takes the row, which ASE’s manual calls a page allocation, not a split, and pagelab counts apart.
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
    <>
      Where pagelab differs: in key order it counts 4% fewer splits than at mid-page (the page
      allocations above), and when an instrument’s rows come shuffled 11% more, because a split at the
      insertion point can leave its page full for the instrument’s next, lower row. The article
      measured the same count every time; <code>docs/fidelity.md</code> says why ours cannot.
    </>,
  ],
  watch: (
    <>
      Step through the small table with the source order you choose. The chart runs every source order
      under both split policies at full scale, against the heap baseline.
    </>
  ),
};

/** The story and its aside in the page's language (French and Russian load with it). */
export const story = lazyAccessor<LessonProse>(en, {
  fr: () => import('./story.fr').then((m) => m.fr),
  ru: () => import('./story.ru').then((m) => m.ru),
});
