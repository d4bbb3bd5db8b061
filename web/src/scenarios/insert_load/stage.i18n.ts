/**
 * The insert load's stage words beside the narration: the page strip's
 * marks (`marks.ts`), the step's route chips (`StepPath.tsx`) and the
 * moments the stage jumps between (`index.ts`). Page numbers come as text.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';
import { enN } from '../../kit/i18n/plural';

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

export const STAGE_WORDS: Catalogue<StageWords> = lazyCatalogue<StageWords>(en, {
  fr: () => import('./stage.i18n.fr').then((m) => m.fr),
  ru: () => import('./stage.i18n.ru').then((m) => m.ru),
});
