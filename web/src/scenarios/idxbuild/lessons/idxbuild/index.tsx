/**
 * A parallel index rebuild (Progress OpenEdge 10 `proutil idxbuild`,
 * Kbase P117178): the main process scans and writes each index's keys
 * into sort groups, threads merge groups at once, the main process builds
 * the B-trees as merges end. The stage draws a lane per worker and per
 * sort device (busy share and queue), and the sort groups flowing from
 * scan to merge to build; the charts run elapsed time against threads and
 * against sort groups for 1, 2 and 5 devices, with the article's 20%,
 * against threads for 1 to 8 CPUs, and against -SG for the article's
 * three databases, each judged by the engine (`ShapesChart`).
 */
import type { LessonModule, StageAction } from '../../../../shell/lesson/module';
import { idxbuildUi } from '../..';
import { CPUS_CHART, DATABASES_CHART, groupPoints, groupsBase, shapeBase, shapePoints, threadPoints, threadsBase } from './rows';
import { GroupsChart, ThreadsChart } from './ElapsedChart';
import { CpusChart, DatabasesChart } from './ShapesChart';
import { CHECKPOINTS } from './checkpoints';

/**
 * The step view's preset (8 sort groups, 4 threads, 2 devices) puts two
 * threads on each disk; these set the threads and devices (into the link)
 * to see one disk for eight threads, or no threads at all.
 */
export const ACTIONS: StageAction[] = [
  {
    label: '4 threads on 2 disks',
    testId: 'action-two-disks',
    hint: 'The step view’s setup: two merge threads share each disk.',
    patch: () => ({ threads: '4', devices: '2' }),
  },
  {
    // threads=8 is the default but stays in the link: the step preset sets
    // 4 (state/params.ts keeps a default the step preset overrides).
    label: '8 threads, one disk',
    testId: 'action-toll',
    hint: 'Every sort file on one disk: eight threads queue at it, an 8-lane highway into a one lane toll station.',
    patch: () => ({ threads: '8', devices: '1' }),
  },
  {
    label: 'No threads',
    testId: 'action-no-threads',
    hint: 'threads 1: the main process merges and builds each group in turn.',
    patch: () => ({ threads: '1' }),
  },
];

/** What the buttons do, in a sentence. */
export function threadsNote(): string {
  return 'Each button sets the threads and the sort devices (of the step view and the full run); it goes into the link.';
}

export const lesson: LessonModule = {
  scenario: idxbuildUi,
  checkpoints: CHECKPOINTS.list,
  primaryParams: ['database', 'threads', 'devices', 'sort_groups', 'rebuild', 'scale_pct', 'seed'],
  actions: ACTIONS,
  actionsNote: threadsNote,
  charts: [
    { points: threadPoints(), base: threadsBase, Chart: ThreadsChart },
    { points: groupPoints(), base: groupsBase, Chart: GroupsChart },
    { points: shapePoints(CPUS_CHART), base: shapeBase(CPUS_CHART), Chart: CpusChart },
    { points: shapePoints(DATABASES_CHART), base: shapeBase(DATABASES_CHART), Chart: DatabasesChart },
  ],
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
  story: {
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
  },
};
