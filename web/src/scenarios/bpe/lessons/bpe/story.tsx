/**
 * The bpe lesson's story (above the comparison table, and what to watch on
 * the stage) and "In other engines", in the three languages: JSX, so a
 * table by language rather than a message catalogue. The Russian quotes
 * the article's own words; English and French quote it in translation.
 */
import { lazyAccessor } from '../../../../kit/i18n/words';
import type { LessonProse } from '../../../../shell/lesson/module';

const en: LessonProse = {
  intro: [
    <>
      SQL Server 2014 can give its buffer pool a second tier: a buffer pool extension (BPE), a file on SSD for pages
      the pool lets go. The article (translated from Russian) tests it with updates: a table of 1,000,000 rows of
      char(1000), about 1 GB, clustered on an identity id, and 10,000 random single-row updates a run, in a 4 GB
      virtual machine with the log on SSD and checkpoints off. It warns first: “Buffer Pool Extension can store only
      clean pages, so updates will wash data out of it.”
    </>,
    <>
      Its five results: all the data in memory, 2.7 seconds; a cold cache with the data on disk, 2 minutes 32
      seconds; max memory limited to 256 MB, where “no more than 90 MB of the table was in the cache, only about 8%
      of it”, 2 minutes 29 seconds; the same with a 4 GB extension warmed by full scans, 1 minute 15 seconds; the
      whole database on SSD with a cold cache, 7 seconds. Our runs are beside them in the table below.
    </>,
    <>
      The extension’s time moved: “during the first run it was 22 seconds, then it jumped to 40, then to 55
      seconds, a couple of runs later to a little over a minute, and there it froze. At that point about 75% of the
      data was in the BPE and about 8% more in memory.” Every update reads its page into the pool and dirties it;
      the extension’s copy is now stale and is discarded; and a dirty page leaving the pool goes to the disk, never
      to the extension. Run after run, fewer updates find their page on the SSD.
    </>,
    <>
      Why did the time freeze while the extension went on washing out? A page needs a free frame, and the lazy
      writer makes them: a clean page’s frame is free at once, a dirty page’s only once it is written to disk. After
      the warm-up the pool holds the scans’ clean pages, so the first run never waits; from the second run on, the
      pages leaving the pool are the dirty ones the runs before left, and each update waits for a write. A read
      from the extension takes half a millisecond; a write takes the disk several, so the runs go at the writer’s
      pace, whatever is left in the extension. Without the extension (setup 3) each update’s own read from disk
      takes longer than the write, and the writer is never behind.
    </>,
    <>
      Nor does a checkpoint help much: “I tried running Checkpoint by hand, to see whether after writing the dirty
      pages to disk it could move them into the BPE again, but alas it did so very sluggishly. But if you then run
      a load imitating random reads again, the data moved into the BPE again.” A checkpoint leaves the written pages
      in the pool; only a clean page leaving the pool goes to the extension. Try both buttons on the stage. The
      article concludes that the extension “can speed up random data changes if memory is not enough to cache the
      whole table and the data is already in the BPE”, but less than it speeds up random reads.
    </>,
  ],
  watch: (
    <>
      Left, the pool’s frames (a number is the page in it, a dark corner a dirty page); right, the extension’s
      slots on SSD, full after the warm-up scans; under them every page of the table by place. Each step is one
      update: its page read from the extension (an arrow from the slot), the page that left its frame (dirty:
      written to disk), and the extension’s copy washed out (a cross). Play on and watch the extension empty.
    </>
  ),
  otherEngines: (
      <>
        <p>
          PostgreSQL has no such tier. Its shared buffers sit over the operating system’s file cache, which keeps the
          pages PostgreSQL let go, written ones included: a dirty buffer is handed to the kernel by a write, and the page
          stays in the file cache (clean once the kernel has flushed it), so updates do not wash it out. A flash cache
          for PostgreSQL is a block-level one under the file system (Linux’s bcache or dm-cache), which can cache
          writes too.
        </p>
        <p>
          InnoDB has no flash tier of its own either: its buffer pool reads the data files directly (usually with{' '}
          <code>O_DIRECT</code>), and flash caches under MySQL were block-level ones such as Facebook’s Flashcache. The
          closest analogue of the extension is Oracle Database Smart Flash Cache (11g Release 2, on Oracle Linux and
          Solaris; <code>DB_FLASH_CACHE_FILE</code>, <code>DB_FLASH_CACHE_SIZE</code>): a second level of the buffer
          cache on flash that keeps blocks aged out of memory, a dirty one written to its data file first. Exadata’s
          Smart Flash Cache is another thing, a cache in the storage cells that can run write-back.
        </p>
      </>
    ),
};

/** The story and its aside in the page's language (French and Russian load with it). */
export const story = lazyAccessor<LessonProse>(en, {
  fr: () => import('./story.fr').then((m) => m.fr),
  ru: () => import('./story.ru').then((m) => m.ru),
});
