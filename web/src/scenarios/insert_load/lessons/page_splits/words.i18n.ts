/** The page-splits lesson's step view: its two tables' names and the split policy's note. */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  heap: 'Heap',
  mid: 'Split at mid-page (default)',
  midShort: 'Mid-page',
  insertion: 'Split at the insertion point (ascinserts)',
  insertionShort: 'Insertion point',
  heapNote: 'A heap never splits: rows go to the last page, so the split policy changes nothing here.',
  bothNote: 'The step view shows both policies side by side; this sets the full-scale run and the charts.',
};

export type PageSplitsWords = typeof en;

export const PAGE_SPLITS_WORDS: Catalogue<PageSplitsWords> = lazyCatalogue<PageSplitsWords>(en, {
  fr: () => import('./words.i18n.fr').then((m) => m.fr),
  ru: () => import('./words.i18n.ru').then((m) => m.ru),
});
