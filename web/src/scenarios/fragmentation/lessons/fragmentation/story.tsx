/**
 * The fragmentation lesson's story (above the comparison table, and what
 * to watch on the stage) and "In other engines", in the three languages:
 * JSX, so a table by language rather than a message catalogue (French and
 * Russian in `story.fr.tsx`, `story.ru.tsx`, loaded with the page's
 * language). The article is English: its quotes are translated.
 */
import { lazyAccessor } from '../../../../kit/i18n/words';
import type { LessonProse } from '../../../../shell/lesson/module';

const en: LessonProse = {
  intro: [
    'A payments table grows forever: each payment has an increasing id, a time and a random customer among 10,000. Ten sessions run a mix for a week: 25% inserts, 25% updates and 25% reads of one payment of the last hour, 15% a customer’s last hour, 10% all of a customer’s payments (“select all”, the yearly statement). In arrival order, the “customer’s rows are scattered across the entire table, so that to fetch every single record, the database engine has to read an entire page from the disk”: a page, and often a seek, a row.',
    'The article’s point is about the pool as much as the disk: “Data fragmentation is not only bad because it results in lots of physical I/O but also because it reduces the effective size of the shared buffer pool from N pages to N records, thus by a factor of a 100.” A page brought in for one row keeps a frame for that row alone. Compare “useful rows” on both sides of the stage and in chart (d): the fragmented pool of N pages holds about N useful rows.',
    'The defragmented database keeps the last rows in a current table and every 550,000 rows appends its oldest to an archive sorted by customer, so that “each customer’s rows occupy exactly one page” per batch: a select all reads a few dense islands. Writes matter too: “A dirty page cannot be evicted without previously being physically flushed to the disk”, so the updates and inserts turn the selects’ evictions into writes.',
    'As the table grows the article saw three regions. “Region A: the entire database is smaller than the buffer pool.” “Region B: the database size grows above the buffer pool but is still smaller than the physical memory available on the server”: no disk reads, yet “select all” grows, because “the page it belongs to has to be brought to the buffer pool”. “Region C: the database size becomes larger than the amount of physical memory on the server”: “At 11 million records, the time to execute a ‘select all’ reaches 11 seconds. At the same database size, the unfragmented database runs it in less than 500ms !” In its week the fragmented database reached 11 million rows, the defragmented one about 17 million. Ours, beside the article’s in the table: the same orders of magnitude, and the notes say where and why we differ.',
  ],
  watch:
    'The same ten sessions on both layouts, on a small database. In each pool, a cell a frame: T a table page, A an archive page, I an index page, the number the useful rows on a page of rows, a dark corner a dirty page. Under it, each table’s pages: dark in the pool, light in the file cache, white on disk only. Step to a select all: its pages light up all over the fragmented table, a row or two each; in the archive, a few pages hold them all.',
  otherEngines: (
    <>
      <p>
        SQL Server and InnoDB keep a table’s rows in the order of its clustered index (InnoDB always: the primary
        key). A clustered index on (customer, time) gives the article’s ideal, a customer’s rows side by side, at a
        price paid on every insert: each lands in the middle of the index, and full pages split (the page-splits and
        fillfactor lessons here, on Sybase ASE). With an increasing key, as PostgreSQL’s heap, rows land at the end
        and a customer’s are scattered again.
      </p>
      <p>
        Oracle’s sorted hash cluster, which the article names, stores the rows of a key (a customer) together and
        sorted (by time) as they arrive. PostgreSQL’s <code>CLUSTER</code> is a one-off: it rewrites the whole table
        in an index’s order under an exclusive lock, and the rows inserted after it land in arrival order again
        (a table’s <code>fillfactor</code> only leaves room for updates). Partitioning by time (declarative since
        PostgreSQL 10, and in every other engine) is the article’s current table and archive done by the engine:
        old partitions stop changing and can be reorganised, or their rows sorted by customer, one at a time.
      </p>
    </>
  ),
};

/** The story and its aside in the page's language (French and Russian load with it). */
export const story = lazyAccessor<LessonProse>(en, {
  fr: () => import('./story.fr').then((m) => m.fr),
  ru: () => import('./story.ru').then((m) => m.ru),
});
