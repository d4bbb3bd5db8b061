/**
 * The page-splits lesson's story and its "In other engines" note, in the three
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
      This is ASE’s allpages locking, where the data pages are the clustered index’s leaves. In SQL Server and
      InnoDB they are too, but secondary indexes hold the row’s clustering key, not its address: a split moves
      rows without rewriting every nonclustered index. PostgreSQL keeps rows in a heap with no clustered order;
      its B-tree pages split at mid-page but a rightmost-page insert fills the page to its fillfactor first.
      SQLite rebalances a full page across its siblings before it adds a page.
    </p>
  ),
  intro: [
    <>
      A Sybase ASE 15 table of 4.5 million market quotes (about 600 MB on 2 KB pages, some 15 rows a
      page) has a unique clustered index on <code>(instrument, date, source)</code>, built after a bulk
      load: every page starts full and in key order. Each day, 10,000 new rows arrive by{' '}
      <code>INSERT … SELECT</code>.
    </>,
    <>
      Date is the second key column, so each new row belongs at the end of its instrument’s range:
      in the middle of the table, on a page with no free byte. The page splits. In ASE’s allpages
      locking (the article’s) the data pages are the index’s leaves: a new page is taken from the
      table’s allocation (in pagelab, the end of the file), half the rows move there, and every moved
      row gets a new row id (RID), so every nonclustered index rewrites an entry for it. The load fell
      from 11,213 rows/s without the clustered index to about 70.
    </>,
  ],
  watch: (
    <>
      The same rows go into two copies of a small table. Left: the default split at mid-page. Right:
      the split at the insertion point (<code>ascinserts</code>). Watch new pages land at the end of
      the file while the key order needs them in the middle.
    </>
  ),
};

/** The story and its aside in the page's language (French and Russian load with it). */
export const story = lazyAccessor<LessonProse>(en, {
  fr: () => import('./story.fr').then((m) => m.fr),
  ru: () => import('./story.ru').then((m) => m.ru),
});
