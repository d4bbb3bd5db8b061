// The French words of `views.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../../kit/text/format';
import { frN } from '../../../kit/i18n/plural';
import type { ViewWords } from './views.i18n';

export const fr: ViewWords = {
  tag: { hit: 'succès', victim: 'sort', loaded: 'entre', passed: '', written: 'écrite' },
  tagOut: (page) => `${page} sort`,
  role: {
    hit: 'la référence a trouvé sa page ici (un succès)',
    victim: 'sa page s’en va',
    loaded: 'sa page vient d’être lue',
    passed: 'l’aiguille de l’horloge vient de le passer',
    written: 'sa page vient d’être écrite sur disque',
  },
  frameIs: (frame, what) => `Cadre ${frame}\u00a0: ${what}`,
  empty: 'vide',
  page: (page) => `page ${page}`,
  dirty: 'sale',
  writtenToDisk: 'page écrite sur disque',
  pinned: (k) => `épinglé ${k} fois`,
  handHere: 'l’aiguille de l’horloge pointe ici',
  inPlaceOf: (page) => `à la place de la page ${page}`,
  pin: (k) => ` ép. ${k}`,
  denseStatus: (n, held, dirty) =>
    `${frN(n, 'cadre')}\u00a0: ${fmtInt(held)} avec une page, ${fmtInt(dirty)} ${dirty <= 1 ? 'sale' : 'sales'}`,
  named: (name) => `${name}\u00a0: `,
  poolLabel: (policy, n, held, dirty) =>
    `pool ${policy} de ${frN(n, 'cadre')}, ${fmtInt(held)} avec une page, ${fmtInt(dirty)} ${dirty <= 1 ? 'sale' : 'sales'}`,
  denseKey: 'un carré par cadre (plusieurs s’ils sont nombreux) : clair = contient une page, foncé = sale',
  keyHand: ' · ▼ aiguille',
  keyDirty: ' · ◤ sale',
  framesOf: (policy) => `Cadres du pool ${policy}`,
  denseLabel: (label) =>
    `${label}. Dessin dense\u00a0: chaque case une suite de cadres, le remplissage clair la part qui contient une page, le foncé la part sale.`,
  atEnd: 'à la fin du déroulement',
  poolAtEnd: (policy) => `Pool ${policy} à la fin`,
  beforeFirst: (total) => `avant la référence 1 sur ${total}`,
  referenceOf: (n, total) => `référence ${n} sur ${total}`,
  theString: 'La chaîne de références, ',
  legend: ' · H succès (hit) · M échec (miss) · w écriture',
  shown: (from, to) => `\u00a0; références ${from} à ${to} affichées`,
  references: 'Références',
  cell: (n, page) => `référence ${n}\u00a0: page ${page}`,
  aWrite: 'une écriture',
  hit: 'succès',
  miss: 'échec',
  thisStep: 'cette étape',
  toCome: 'à venir',
  pageRow: 'page',
};
