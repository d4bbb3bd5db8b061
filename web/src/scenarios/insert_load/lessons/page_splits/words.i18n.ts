/** The page-splits lesson's step view: its two tables' names and the split policy's note. */
import type { Catalogue } from '../../../../kit/i18n/words';

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

const fr: PageSplitsWords = {
  heap: 'Tas',
  mid: 'Coupure au milieu de la page (par défaut)',
  midShort: 'Au milieu',
  insertion: 'Coupure au point d’insertion (ascinserts)',
  insertionShort: 'Point d’insertion',
  heapNote: 'Un tas ne se coupe jamais\u00a0: les lignes vont à la dernière page, la politique de coupure ne change donc rien ici.',
  bothNote:
    'La vue pas à pas montre les deux politiques côte à côte\u00a0; ce réglage vaut pour le déroulement à pleine échelle et les graphiques.',
};

const ru: PageSplitsWords = {
  heap: 'Куча',
  mid: 'Расщепление посередине (по умолчанию)',
  midShort: 'Посередине',
  insertion: 'Расщепление в точке вставки (ascinserts)',
  insertionShort: 'Точка вставки',
  heapNote: 'Куча никогда не расщепляется: строки идут на последнюю страницу, так что политика расщепления здесь ничего не меняет.',
  bothNote: 'Пошаговый вид показывает обе политики рядом; этот параметр задаёт полномасштабный прогон и графики.',
};

export const PAGE_SPLITS_WORDS: Catalogue<PageSplitsWords> = { en, fr, ru };
