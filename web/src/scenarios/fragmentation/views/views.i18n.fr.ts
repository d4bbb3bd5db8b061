// The French words of `views.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../../kit/text/format';
import { frN } from '../../../kit/i18n/plural';
import type { ViewWords } from './views.i18n';

export const fr: ViewWords = {
  tablePages: (n) => frN(n, 'page de table', 'pages de table'),
  archivePages: (n) => frN(n, 'page d’archive', 'pages d’archive'),
  indexPages: (n) => frN(n, 'page d’index', 'pages d’index'),
  empty: (n) => `${fmtInt(n)} ${n < 2 ? 'vide' : 'vides'}`,
  usefulEach: (perPage, one) => ` (${perPage} ${one ? 'ligne utile' : 'lignes utiles'} chacune)`,
  poolSentence: (frames, parts, dirty, useful) =>
    `${frN(frames, 'cadre')}\u00a0: ${parts}\u00a0; ${fmtInt(dirty)} ${dirty < 2 ? 'sale' : 'sales'}\u00a0; ${frN(
      useful,
      'ligne utile',
      'lignes utiles',
    )} en tout`,
  frameEmpty: (f) => `Cadre ${f}\u00a0: vide`,
  frame: (f, page) => `Cadre ${f}\u00a0: ${page}`,
  frameUseful: (n) => `, ${fmtInt(n)} ${n < 2 ? 'ligne utile' : 'lignes utiles'}`,
  frameDirty: ', sale',
  poolLabel: (sentence) => `le pool de tampons, ${sentence}`,
  drawnDense: (n) => ` Dessiné en dense\u00a0: ${n} cadres par case.`,
  access: (page, found, ms) => `${page}\u00a0: ${found} (${ms})`,
  atFrame: (f) => `, cadre ${f}`,
  sinceLeft: ', sortie du pool depuis',
  out: (page, written) => `\u00a0; sortie\u00a0: ${page}${written ? ', écrite d’abord' : ''}`,
  keyUseful: 'lignes utiles',
  keyDirty: 'sale',
  keyRequest: 'cette requête',
  archiveStrip: 'Pages de l’archive, triées par client',
  tableStrip: 'Pages de la table, dans l’ordre du fichier',
  otherStrip: (relation) => `Pages de ${relation}`,
  firstPages: (n) => `Ses ${n} premières pages`,
  pages: (n) => frN(n, 'page'),
  strip: (pages, pool, cache, disk) => `${pages}\u00a0: ${pool}, ${cache}, ${disk}`,
  thisRequest: 'Cette requête',
  thisRequestInLabel: 'cette requête',
  touched: (pages, places, fromDisk) =>
    `\u00a0: ${frN(pages, 'page')} en ${frN(places, 'endroit')}, ${fmtInt(fromDisk)} ${fromDisk < 2 ? 'lue' : 'lues'} sur disque`,
  poolTable: 'Le pool, relation par relation',
  poolCaption: (frames, empty) =>
    `Cadres du pool selon la relation de leur page (${frames} cadres, ${empty} vides)`,
  pagesOf: 'Pages de',
  frames: 'Cadres',
  dirty: 'Sales',
  usefulRows: 'Lignes utiles',
  aPage: 'Par page',
  emptyFrames: '(cadres vides)',
  pagesCount: 'Pages',
  touchedNone: 'Cette requête n’a touché aucune de ces pages.',
  touchedPages: (pages, places, fromDisk, ranges) =>
    `Cette requête a touché ${frN(pages, 'page')} en ${frN(places, 'endroit')} (${fmtInt(fromDisk)} ${
      fromDisk < 2 ? 'lue' : 'lues'
    } sur disque)\u00a0: pages ${ranges}.`,
  poolAtEnd: 'Le pool à la fin du déroulement',
  atEnd: 'à la fin du déroulement',
};
