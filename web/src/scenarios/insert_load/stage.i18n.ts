/**
 * The insert load's stage words beside the narration: the page strip's
 * marks (`marks.ts`), the step's route chips (`StepPath.tsx`) and the
 * moments the stage jumps between (`index.ts`). Page numbers come as text.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { enN, frN, ruN } from '../../kit/i18n/plural';

const en = {
  markFull: (page: string) => `page ${page} was full`,
  markNew: (page: string) => `page ${page} is new`,
  markTarget: (page: string) => `row went to page ${page}`,
  pathLabel: 'Path of this insert',
  chipLeaf: (page: string) => `leaf page ${page}`,
  chipLevel: (level: string, page: string) => `level ${level} · page ${page}`,
  chipLast: (page: string) => `last page ${page}`,
  chipRid: (rows: number, indexes: number) => `${enN(rows, 'RID update')} × ${enN(indexes, 'NC index', 'NC indexes')}`,
  chipEntry: (indexes: number) => `+1 entry × ${enN(indexes, 'NC index', 'NC indexes')}`,
  moments: { split: 'split' },
};

export type StageWords = typeof en;

const fr: StageWords = {
  markFull: (page) => `la page ${page} était pleine`,
  markNew: (page) => `la page ${page} est nouvelle`,
  markTarget: (page) => `la ligne est allée dans la page ${page}`,
  pathLabel: 'Chemin de cette insertion',
  chipLeaf: (page) => `page feuille ${page}`,
  chipLevel: (level, page) => `niveau ${level} · page ${page}`,
  chipLast: (page) => `dernière page ${page}`,
  chipRid: (rows, indexes) => `${frN(rows, 'mise à jour de RID', 'mises à jour de RID')} × ${frN(indexes, 'index NC', 'index NC')}`,
  chipEntry: (indexes) => `+1 entrée × ${frN(indexes, 'index NC', 'index NC')}`,
  moments: { split: 'coupure' },
};

const ru: StageWords = {
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

export const STAGE_WORDS: Catalogue<StageWords> = { en, fr, ru };
