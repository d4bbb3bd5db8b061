/**
 * The words of the bpe charts (`lessons/bpe/SetupsChart.tsx`,
 * `lessons/bpe/WashChart.tsx`) and of a full run's report beside its
 * figures (`RunsReport.tsx`). Times, counts and shares come formatted.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

const en = {
  sep: '; ',
  ours: 'ours',
  theArticles: 'the article’s',
  marks: 'Marks',
  colOurs: 'Ours',
  colArticle: 'The article’s',
  colRun: 'Run',
  // The five setups.
  setupsTitle: 'The five setups: 10,000 random updates',
  setupsIntro:
    'Each row is a full-scale run of one of the article’s setups with your other parameters: seconds a run of updates (the steady state, as the article’s table: the mean of runs 5 to 8, or the last run’s with four or fewer; setup 4’s is drawn in the next chart), ours beside the article’s, on a log scale.',
  setupsRun: 'Run the five setups',
  xTitle: 'Seconds a run of 10,000 updates (log scale)',
  xTitleLines: ['Seconds a run of 10,000 updates', '(log scale)'],
  notRun: 'not run yet',
  theirs: (t: string) => `, the article ${t}`,
  setupRow: (setup: string, ours: string, theirs: string) => `${setup}: ours ${ours}${theirs}`,
  rankWait: 'The ranking waits for every setup’s run.',
  rankYes: 'Ours ranks as the article’s: memory < SSD < extension < limited memory ≤ cold cache.',
  rankNo: 'Ours does not rank as the article’s (memory < SSD < extension < limited memory ≤ cold cache).',
  setupsAria: (summary: string) => `Seconds a run of updates, five setups. ${summary}`,
  setupsTable: 'Seconds a run by setup',
  setupsCaption: 'Seconds a run of 10,000 updates by setup, ours and the article’s',
  colSetup: 'Setup',
  colRatio: 'Ours ÷ theirs',
  // Run after run.
  washTitle: 'Run after run: updates wash the extension out',
  washIntro:
    'Setup 4 (limited memory plus the extension, warmed by scans) at full scale with your other parameters: each run of updates leaves dirty pages in the pool and discards their copies in the extension. Once the pool holds only dirty pages, every update waits for the lazy writer to write one before it has a frame, and the runs level off at the writer’s pace, though the next run finds fewer pages on the SSD; a bar marks the runs whose mean is the steady state in the table.',
  washRun: 'Run the wash-out',
  oneRun: (n: string) => `run ${n}`,
  someRuns: (from: string, to: string) => `runs ${from}–${to}`,
  timeTitle: 'Seconds a run',
  shareTitle: 'Share of the table in the extension, after the run',
  runAxis: 'Run of 10,000 updates',
  articleShare: 'the article: ~75% once its times settled',
  steady: (runs: string, t: string) => `steady state: mean of ${runs}, ${t}`,
  noRuns: 'No runs yet.',
  runItem: (n: string, t: string) => `run ${n} ${t}`,
  oursRuns: (list: string) => `Ours: ${list}; the article’s: 22 s, 40 s, 55 s, ~1 min, ~1 min 15 s. `,
  riseYes: 'Ours rises, then levels off, as the article’s did. ',
  riseNo: 'Ours does not rise and level off as the article’s did. ',
  steadySentence: (runs: string, t: string) =>
    `Our steady state, the figure in the article’s table, is the mean of ${runs}: ${t} (the article: ~1 min 15 s). `,
  leftAfter: (run: string, pct: string) =>
    `After run ${run} ${pct} of the table is left in the extension (the article: ~75% once its times settled).`,
  legendTime: 'ours: seconds a run',
  legendShare: 'ours: share in the extension',
  washAria: (summary: string) => `Setup 4 run after run. ${summary}`,
  washTable: 'Each run of setup 4',
  washCaption: 'Seconds each run of updates took and the share of the table in the extension after it',
  colAfter: 'In the extension after it',
  // Why ours differs from the article's runs (the run-by-run table and the wash-out chart).
  beyondRuns: (list: string, many: boolean, spread: string) =>
    `${many ? 'Runs' : 'Run'} ${list} ${many ? 'lie' : 'lies'} beyond the article’s run-to-run spread (×${spread}). `,
  runsClimb:
    'Ours climbs in one step where the article’s climbed over four or five runs. After the warm-up scans our pool holds clean pages only, and LRU-2 lets them go before the pages the updates bring in: the first run’s misses never wait for the lazy writer, the second soon meets the first run’s dirty pages, and from the third every page that leaves the pool is dirty. The article does not say what its pool held after its scans; its slower first run suggests that dirty pages left from the first run on.',
  runsLater:
    'From about run 12 ours climbs again: under half the table is left in the extension, and a run’s reads from the disk take longer than the lazy writer’s writes. The article does not say how many runs it made once its times settled; this is our prediction.',
  // A full run's report.
  reportTitle: (setup: string) => `Each run of updates (${setup})`,
  reportRegion: 'Time of each run of updates',
  reportCaption: (article: boolean) => `Seconds each run of updates took, ours${article ? ' and the article’s' : ''}`,
  reportEnd: (ext: string, pages: string, pct: string, pool: string, washed: string, copied: string) =>
    `At the end ${ext} of the table’s ${pages} pages were in the extension (${pct}) and ${pool} in the pool; updates washed ${washed} copies out and the pool copied ${copied} clean pages in.`,
  reportArticle: ' The article: ~75% in the extension and ~8% in memory once the times settled, about 1 min 15 s a run.',
};

export type ChartWords = typeof en;

export const CHART_WORDS: Catalogue<ChartWords> = lazyCatalogue<ChartWords>(en, {
  fr: () => import('./charts.i18n.fr').then((m) => m.fr),
  ru: () => import('./charts.i18n.ru').then((m) => m.ru),
});
