/**
 * The buffer-pool lesson's own words: the step view's column titles and
 * notes, the misses chart and the checkpoints (its story and the other
 * engines: `story.tsx`). The article (PostgreSQL 8.2) is English: French
 * and Russian translate its quotes and say so.
 */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  /** A policy's column title, when the name does not say what it is. */
  titles: {
    clock_sweep: 'clock-sweep (PostgreSQL 8.1)',
    clock_sweep_ring: 'clock-sweep + scan ring (PostgreSQL 8.3)',
    '2q': '2Q (PostgreSQL 8.0.2)',
    arc: 'ARC (PostgreSQL 8.0)',
    opt: 'OPT (Belady, knows the future)',
  } as Record<string, string>,
  notePolicy: 'Each policy you tick gets its own pool of the same size, side by side on the same references.',
  noteGenerated: 'Used by a generated workload only (workload is typed: the trace is used).',
  noteTrace: (workload: string) => `Used only when workload is typed; now the references are generated (${workload}).`,
  // The misses chart.
  anomalyFull: (policy: string, from: string, to: string, fromMisses: string, toMisses: string) =>
    `Belady’s anomaly: ${policy}, ${from} → ${to} frames, ${fromMisses} → ${toMisses} misses`,
  anomalyShort: (policy: string, from: string, to: string) => `Anomaly: ${policy}, ${from} → ${to} frames`,
  anomalyText: (policy: string, from: string, to: string, fromMisses: string, toMisses: string) =>
    `${policy} misses more with ${to} frames (${toMisses}) than with ${from} (${fromMisses})`,
  noRuns: 'No runs yet.',
  runsDone: (done: string, all: string, policies: string) => `${done} of ${all} frame counts run, ${policies} on each. `,
  anomalies: (list: string) => `Belady’s anomaly: ${list}.`,
  noAnomaly: 'No line goes up: more frames never meant more misses here.',
  chartTitle: 'Misses against frames, one line per policy',
  chartIntro: 'Each point is a full run of the whole string with that many frames, every policy you chose at once.',
  chartTyped: ' More frames should never mean more misses; when a line goes up, that is Belady’s anomaly.',
  chartGenerated: ' The frame counts are spread from 1 to the table’s pages on a log scale.',
  runChart: 'Run the chart',
  legend: 'Policies',
  textbookFigure: 'the textbook’s figure',
  chartLabel: (summary: string) => `Misses against frames. ${summary}`,
  framesAxis: 'Frames in the pool',
  logScale: ' (log scale)',
  missesAxis: 'Misses',
  yours: (n: string) => `yours: ${n}`,
  tableLabel: 'Misses by frames and policy',
  framesCol: 'Frames',
  missesCol: (policy: string) => `${policy} misses`,
  // The checkpoints.
  cpOptEvicts: 'Page 4 is asked for; the three frames hold pages 1, 2 and 3. Which page does OPT send away?',
  cpWhoFinds: 'Page 1 is asked for again. Which policies still hold it?',
  cpLruEvicts: 'Page 3 is asked for, and no policy holds it. Which page does LRU send away?',
  cpPage: (page: string) => `Page ${page}`,
  cpWho: ['All three', 'Only OPT', 'FIFO and LRU, not OPT', 'None of them'],
  cpFirstIn: (n: string) => `it came in first (at reference ${n})`,
  cpLeastRecent: (n: string) => `it was used least recently (at reference ${n})`,
  cpNeverAgain: 'it is never needed again',
  cpFurthest: (n: string) => `it is needed furthest ahead (at reference ${n})`,
  cpRule: (rule: string) => `its rule: ${rule}`,
  cpSends: (name: string, page: string, reason: string) => `${name} sends page ${page} away: ${reason}.`,
  cpOtherSends: (name: string, page: string, reason: string) => `${name} sends page ${page}: ${reason}`,
  cpAnd: ' and ',
  cpFoundNone: 'None found page 1 in the pool',
  cpFound: (who: string) => `${who} found page 1 in the pool`,
  cpHadSent: (name: string, page: string) => `${name} had sent it away and now sends page ${page}`,
  cpOptKept: '. OPT kept page 1 at reference 4 because it is needed again soon.',
};

export type LessonWords = typeof en;

export const LESSON_WORDS: Catalogue<LessonWords> = lazyCatalogue<LessonWords>(en, {
  fr: () => import('./lesson.i18n.fr').then((m) => m.fr),
  ru: () => import('./lesson.i18n.ru').then((m) => m.ru),
});
