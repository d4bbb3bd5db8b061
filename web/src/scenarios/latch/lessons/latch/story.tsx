/**
 * The latch lesson's story (above the comparison table, and what to watch
 * on the stage) and "In other engines", in the three languages: JSX, so a
 * table by language rather than a message catalogue. The Russian quotes
 * the article's own words; English and French quote it in translation.
 */
import { lazyAccessor } from '../../../../kit/i18n/words';
import type { LessonProse } from '../../../../shell/lesson/module';

const en: LessonProse = {
  intro: [
    <>
      The article (translated from Russian) comes from a customer data platform whose inserts into one table hit a
      ceiling: “Although CPU and disk were loaded less than half, and there was enough RAM to work properly, the limit on inserts still
      held at 100–120 thousand a minute.” The waits were PAGELATCH_EX, all on one wait_resource: “the id (usually the
      clustered index) is taken from identity, and new rows are always added to the last page.” A latch guards a
      page for the microseconds a change takes, but every insert wants the same page, one at a time: “Inserts will
      not get the resource until the PAGELATCH locks are released one after another.”
    </>,
    <>
      Its diagnosis is a query of <code>sys.dm_exec_requests</code> for <code>wait_type LIKE 'PAGELATCH%'</code>:
      “If you see tens or hundreds of rows lasting more than 10 milliseconds with the same wait_resource, you will
      hit (or have already hit) a limit on insert speed.” The stage’s table below the picture is shaped like that
      query’s answer.
    </>,
    <>
      It then inserted 2,000,000 rows (an id and 20 to 100 characters of text) into an empty table on an 8-core
      laptop with an SSD, by 16, 64 and 128 threads, rows a second: identity 39,704, 30,496 and 17,523 (it falls as
      threads rise); OPTIMIZE_FOR_SEQUENTIAL_KEY 42,289, 34,811 and 23,859 (“in tests we saw an improvement of
      5–20%, but in production we noticed no effect”); a GUID key 50,894, 79,190 and 86,109 (“new rows will go to
      random pages”, but “every row and every index entry will get 12 bytes heavier”); and ids from a sequence, 1,000
      values cached per server and picked at random, 55,168, 94,420 and 94,137. Our runs are beside them in the
      table below and on the chart.
    </>,
    <>
      Why identity falls: there are more sessions than cores, and the latch is handed to the head of the queue in
      order. A session that parked is granted the latch while it is off its core, and holds the page until its
      core is free: the convoy. More threads, longer queues, more such handovers; and each time the last page fills
      (every 59 rows) every session queued for it takes it once more, after its own wait for its core, only to find it
      split. Random keys, cached sequence ranges (each value drawn at random from a server’s cached thousand) and
      partitions give the inserts many pages; OPTIMIZE_FOR_SEQUENTIAL_KEY throttles admission to the page
      so the latch goes to a session that can run, which only softens the fall. The article chose the sequence:
      inserts rose “to 250 thousand rows a minute”.
    </>,
  ],
  watch: (
    <>
      One row per core, its sessions in it: a disc runs, a ring waits for its core, a dashed ring spins, a square
      is parked on the latch (PAGELATCH_EX), a diamond holds it (hollow: holding it while waiting for its core). Under
      them each latched page with its holder and its queue, head first. Each step is one insert committing. The step view’s 64 sessions on 4 cores queue
      on the last page, and the latch is handed to sessions parked off their cores; press “6 sessions on 2 cores”
      and the cores are the bottleneck: few inserts wait. Choose another key and it plays beside identity.
    </>
  ),
  otherEngines: (
      <>
        <p>
          PostgreSQL’s B-tree takes an exclusive buffer content lock on the leaf page it inserts into, so a key that
          always grows makes the rightmost leaf just as hot (the waits show in <code>pg_stat_activity</code> as{' '}
          <code>LWLock</code> / <code>BufferContent</code>). Since version 11 a backend remembers the rightmost leaf it
          last inserted into and, when the new key still belongs there and the page has room, skips the descent from the
          root (the “fastpath”, for indexes of a few levels): cheaper inserts, but still one page, one lock at a time.
        </p>
        <p>
          InnoDB latches each index page (a read-write lock on its buffer block) for the change, so inserts at the end
          of an <code>AUTO_INCREMENT</code> primary key queue on the last leaf the same way; a split takes the index’s
          own latch too. The counter itself has its lock: <code>innodb_autoinc_lock_mode</code> 0 holds a table-level
          AUTO-INC lock to the end of each insert statement, 1 and 2 (2 the default since MySQL 8.0) only a light mutex for
          simple inserts.
        </p>
        <p>
          Oracle calls it right-growing index contention (waits <code>buffer busy waits</code> and{' '}
          <code>enq: TX - index contention</code> on the index’s last block). Its remedies are the article’s in other
          clothes: a reverse key index (<code>REVERSE</code>: the key’s bytes reversed, so adjacent values land on
          different leaves, at the price of range scans on the key), a global index hash-partitioned on the key (one
          right-hand edge a partition), and since 18c scalable sequences, prefixed by instance and session.
        </p>
      </>
    ),
};

/** The story and its aside in the page's language (French and Russian load with it). */
export const story = lazyAccessor<LessonProse>(en, {
  fr: () => import('./story.fr').then((m) => m.fr),
  ru: () => import('./story.ru').then((m) => m.ru),
});
