/**
 * The index rebuild's shared words (`words.ts`): who works, where, the
 * phases, a sort group's state, the databases, seconds and megabytes.
 * French: groupe de tri, séquence triée, processus principal, thread,
 * périphérique de tri, zone; Russian: группа сортировки, серия, главный
 * процесс, поток, устройство сортировки, область.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

const en = {
  mainProcess: 'the main process',
  thread: (t: string) => `thread ${t}`,
  disk: (d: string) => `disk ${d}`,
  group: (g: string) => `group ${g}`,
  /** The phases: a word, a letter (never resting on colour alone), a phrase, a verb. */
  phases: {
    scan: { word: 'scan', letter: 'S', phrase: 'phase 1: scan the records, sort keys into runs', verb: 'scans' },
    merge: { word: 'merge', letter: 'M', phrase: 'phase 2: merge a sort group’s runs', verb: 'merges' },
    build: { word: 'build', letter: 'B', phrase: 'phase 3: build a group’s B-trees', verb: 'builds' },
  },
  /** A sort group's state: a word for its box, a phrase. */
  states: {
    scanning: { short: 'scan', phrase: 'receiving keys from the scan' },
    sorted: { short: 'sorted', phrase: 'runs written, waiting for a merge thread' },
    merging: { short: 'merge', phrase: 'merging' },
    merged: { short: 'done', phrase: 'merged, waiting for the main process' },
    building: { short: 'build', phrase: 'building its B-trees' },
    built: { short: 'built', phrase: 'built' },
  },
  databases: {
    many_indexes: 'the article’s 4.2 GB database (733 tables, 1,333 indexes in one area)',
    few_large: 'a 2 GB database in 20 areas (315 indexes, most of the index data in 17 of them in one area)',
    one_dominant: 'a 10 GB database of 3 tables in one area, most of it one table and one index',
  },
  sec: (x: string) => `${x} s`,
  secMin: (x: string, m: string) => `${x} s (${m} min)`,
  noSec: '— s',
  mb: (x: string) => `${x} MB`,
  gb: (x: string) => `${x} GB`,
  noMb: '— MB',
};

export type IdxWords = typeof en;

export const IDX_WORDS: Catalogue<IdxWords> = lazyCatalogue<IdxWords>(en, {
  fr: () => import('./words.i18n.fr').then((m) => m.fr),
  ru: () => import('./words.i18n.ru').then((m) => m.ru),
});
