// The French words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { PageSplitsWords } from './words.i18n';

export const fr: PageSplitsWords = {
  heap: 'Tas',
  mid: 'Coupure au milieu de la page (par défaut)',
  midShort: 'Au milieu',
  insertion: 'Coupure au point d’insertion (ascinserts)',
  insertionShort: 'Point d’insertion',
  heapNote: 'Un tas ne se coupe jamais\u00a0: les lignes vont à la dernière page, la politique de coupure ne change donc rien ici.',
  bothNote:
    'La vue pas à pas montre les deux politiques côte à côte\u00a0; ce réglage vaut pour le déroulement à pleine échelle et les graphiques.',
};
