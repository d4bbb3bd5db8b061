// The Russian words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { PageSplitsWords } from './words.i18n';

export const ru: PageSplitsWords = {
  heap: 'Куча',
  mid: 'Расщепление посередине (по умолчанию)',
  midShort: 'Посередине',
  insertion: 'Расщепление в точке вставки (ascinserts)',
  insertionShort: 'Точка вставки',
  heapNote: 'Куча никогда не расщепляется: строки идут на последнюю страницу, так что политика расщепления здесь ничего не меняет.',
  bothNote: 'Пошаговый вид показывает обе политики рядом; этот параметр задаёт полномасштабный прогон и графики.',
};
