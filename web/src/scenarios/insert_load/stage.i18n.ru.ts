// The Russian words of `stage.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { ruN } from '../../kit/i18n/plural';
import type { StageWords } from './stage.i18n';

export const ru: StageWords = {
  markFull: (page) => `страница ${page} была заполнена`,
  markNew: (page) => `страница ${page} новая`,
  markTarget: (page) => `строка ушла на страницу ${page}`,
  pathLabel: 'Путь этой вставки',
  chipLeaf: (page) => `листовая страница ${page}`,
  chipLevel: (level, page) => `уровень ${level} · страница ${page}`,
  chipLast: (page) => `последняя страница ${page}`,
  chipRid: (rows, indexes) =>
    `${ruN(rows, 'обновление RID', 'обновления RID', 'обновлений RID')} × ${ruN(indexes, 'некл. индекс', 'некл. индекса', 'некл. индексов')}`,
  chipEntry: (indexes) => `+1 запись × ${ruN(indexes, 'некл. индекс', 'некл. индекса', 'некл. индексов')}`,
  moments: { split: 'расщепление' },
};
