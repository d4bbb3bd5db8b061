/**
 * The latch lesson's own words: the stage's buttons and their line, the
 * notes on the strategy-only parameters, and the chart's (`ThreadsChart`).
 * Figures come formatted. The story and "In other engines" are JSX:
 * `story.tsx`.
 */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  // The stage's buttons (index.tsx).
  queueLabel: '64 sessions on 4 cores',
  queueHint: 'Sixteen sessions a core: every insert queues for the last page, sessions park, and the latch is handed to sessions off their cores.',
  smallLabel: '6 sessions on 2 cores',
  smallHint: 'Fewer sessions than it takes to keep the cores busy: the cores are the bottleneck, and the latch is rarely waited for.',
  sessionsNote: 'Each button sets the sessions and the cores (of the step view and the full run); it goes into the link.',
  // The notes on the parameters.
  besideIdentity: 'Another key runs beside identity, on the same sessions and cores.',
  runsBeside: 'Runs beside identity, on the same sessions and cores.',
  rangesOnly: 'Used by sequence_ranges only.',
  partitionsOnly: 'Used by hash_partitions only.',
  // The chart (ThreadsChart.tsx).
  noRuns: 'No runs yet.',
  runsIn: (done: string, all: string) => `${done} of ${all} runs in. `,
  at128: (list: string) => `At 128 threads: ${list}. `,
  strategyRate: (key: string, rate: string) => `${key} ${rate}`,
  asArticle: 'As the article: sequence ranges and GUID above OPTIMIZE_FOR_SEQUENTIAL_KEY, above identity.',
  notArticle: 'Not the article’s order (sequence ranges and GUID > OPTIMIZE_FOR_SEQUENTIAL_KEY > identity).',
  chartTitle: 'Rows a second against threads, one line per key',
  chartIntro: (rows: string) =>
    `Each point is a run of its own: ${rows} rows (the article inserted 2,000,000; a run’s rate settles within a few thousand rows, and the full run below inserts all 2,000,000) by that many sessions on your cores, for the article’s four keys and the one you chose. Hollow diamonds are the article’s figures at 16, 64 and 128 threads.`,
  runChart: 'Run the chart',
  keys: 'Keys',
  theArticles: 'the article’s',
  chartLabel: (summary: string) => `Rows a second against threads. ${summary}`,
  xTitle: 'Threads (sessions inserting at once, log scale)',
  yTitle: 'Rows a second',
  tableLabel: 'Rows a second by key and threads',
  tableCaption: 'Rows a second by key and thread count, ours and the article’s',
  key: 'Key',
  articleValue: (n: string) => ` (article ${n})`,
};

export type LatchLessonWords = typeof en;

export const LATCH_LESSON_WORDS: Catalogue<LatchLessonWords> = lazyCatalogue<LatchLessonWords>(en, {
  fr: () => import('./lesson.i18n.fr').then((m) => m.fr),
  ru: () => import('./lesson.i18n.ru').then((m) => m.ru),
});
