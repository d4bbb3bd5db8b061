/**
 * The idxbuild lesson's story (above the comparison table, and what to
 * watch on the stage) and "In other engines", in the three languages:
 * JSX, so a table by language rather than a message catalogue. The
 * article (Kbase P117178) is English: French and Russian translate its
 * quotes.
 */
import { lazyAccessor } from '../../../../kit/i18n/words';
import type { LessonProse } from '../../../../shell/lesson/module';

const en: LessonProse = {
  intro: [
    <>
      Progress’s Kbase article P117178 asks what threads bring to <code>proutil idxbuild</code>, the utility that
      rebuilds a database’s indexes. It splits the work in three. Phase 1 scans the records and writes each index’s
      keys, sorted in memory, as runs into sort groups (-SG, 8 to 64, each with -TB × (-TM + 1) KB of memory and its
      own temporary file). Phase 2 merges each group’s runs: “index groups are merged in series, but concurrently by
      different threads”. Phase 3 builds the B-trees, and the main process starts it “immediately for groups that
      have finished external merging, by doing so; phase 3 can be performed in parallel with phase 2.”
    </>,
    <>
      Its one measurement: “8 CPUs, a 4.2GB database, 733 tables, 1333 indexes, 5 I/O devices of 2GB each
      specified, index rebuild with threading (8 threads): 20% improvement comparing to non threading model. For a
      larger database with similar layout, the improvement tends to be bigger.” Only 20% from 8 threads, because
      threads only touch phase 2: the scan is the main process’s alone, and in our model of this database it takes
      most of the time (the article does not give the phases’ times; our scan’s CPU per key is set so that the 20%
      comes out).
      Our run of the same case is beside the article’s in the table below, and on the threads chart.
    </>,
    <>
      Two limits it names. One group: “if the number of index group is only one, it wouldn’t take advantage of
      multiple threads, because there is no other group to be worked with concurrently” (rebuild only the largest
      index and idxbuild runs without threads). And one disk: merging is I/O bound, and “if multiple temp files of
      different index groups reside in the same I/O device, threads will be competing for the resource of I/O
      device … imaging a 8-lane highway with a one lane toll station”. Since OpenEdge 10 the .srt file’s
      directories are given to groups in order, so groups spread over the devices; the article’s advice is to list
      several devices.
    </>,
  ],
  watch: (
    <>
      One lane per worker: the main process (scan S, then builds B), and each merge thread (merges M, the group’s
      number beside the letter); once merges begin, a scan longer than half the run is folded narrow (the break on
      the axis). Under them one lane per sort device: grey bars are how busy it was in each slice of
      time, the red line how many requests waited for it. Each step is one milestone: a tenth of the scan, a merge
      or a build begun or ended. The boxes below are the sort groups, in the column of their phase: solid while a
      worker is on them, dashed while they wait. Press “8 threads, one disk” and watch the queue line climb as
      threads join each other on the one device.
    </>
  ),
  otherEngines: (
    <>
      <p>
        PostgreSQL (since 11) builds a B-tree in parallel the other way round: workers (
        <code>max_parallel_maintenance_workers</code>) scan the table in parallel and each sorts its share, and the
        leader merges their sorted runs and builds the one index. The scan speeds up; the final merge and the build do
        not, and each index is built by its own <code>CREATE INDEX</code>. Sort space beyond{' '}
        <code>maintenance_work_mem</code> goes to temporary files in <code>temp_tablespaces</code>, which can name
        several tablespaces on different disks.
      </p>
      <p>
        SQL Server rebuilds an index with a parallel plan (<code>MAXDOP</code>, Enterprise edition); with{' '}
        <code>SORT_IN_TEMPDB = ON</code> the sort runs go to tempdb instead of the index’s filegroup, and tempdb spread
        over files on separate disks plays the part of the .srt file’s directories.
      </p>
      <p>
        InnoDB builds secondary indexes by sorting (<code>ALTER TABLE … ADD INDEX</code>): since MySQL 8.0.27{' '}
        <code>innodb_ddl_threads</code> sort and build in parallel and <code>innodb_parallel_read_threads</code> scan the
        clustered index; the sort files go to <code>innodb_tmpdir</code>, one directory, so the disk under it is the
        one toll station.
      </p>
    </>
  ),
};

/** The story and "In other engines" in the page's language. */
export const story = lazyAccessor<LessonProse>(en, {
  fr: () => import('./story.fr').then((m) => m.fr),
  ru: () => import('./story.ru').then((m) => m.ru),
});
