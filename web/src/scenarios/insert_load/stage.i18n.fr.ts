// The French words of `stage.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { frN } from '../../kit/i18n/plural';
import type { StageWords } from './stage.i18n';

export const fr: StageWords = {
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
