/**
 * Page splits: a perfectly ordered table receives a new date and every
 * instrument's page splits. The step view runs the same rows under both
 * split policies side by side.
 */
import type { LessonModule } from '../../../../shell/lesson/module';
import { insertLoadUi } from '../..';
import { CHECKPOINTS } from './checkpoints';

export const lesson: LessonModule = {
  scenario: insertLoadUi,
  primaryParams: ['table', 'split_policy', 'source_order', 'nc_indexes', 'locking', 'seed'],
  checkpoints: CHECKPOINTS.list,
  // Both split policies side by side on the same rows; a heap has no split
  // to compare, so it shows one table.
  stepVariants: (params) =>
    params.table === 'heap'
      ? [{ label: 'Heap', params }]
      : [
          { label: 'Split at mid-page (default)', short: 'Mid-page', params: { ...params, split_policy: 'mid' } },
          {
            label: 'Split at the insertion point (ascinserts)',
            short: 'Insertion point',
            params: { ...params, split_policy: 'insertion_point' },
          },
        ],
  stepNotes: (params) => ({
    split_policy:
      params.table === 'heap'
        ? 'A heap never splits: rows go to the last page, so the split policy changes nothing here.'
        : 'The step view shows both policies side by side; this sets the full-scale run and the charts.',
  }),
  otherEngines: (
    <p>
      This is ASE’s allpages locking, where the data pages are the clustered index’s leaves. In SQL Server and
      InnoDB they are too, but secondary indexes hold the row’s clustering key, not its address: a split moves
      rows without rewriting every nonclustered index. PostgreSQL keeps rows in a heap with no clustered order;
      its B-tree pages split at mid-page but a rightmost-page insert fills the page to its fillfactor first.
      SQLite rebalances a full page across its siblings before it adds a page.
    </p>
  ),
  story: {
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
  },
};
