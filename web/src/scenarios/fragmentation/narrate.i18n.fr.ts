// The French words of `narrate.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../kit/text/format';
import { frN } from '../../kit/i18n/plural';
import type { NarrateWords } from './narrate.i18n';

const frRows = (n: number) => frN(n, 'ligne');
const frPages = (n: number) => frN(n, 'page');

export const fr: NarrateWords = {
  rows: frRows,
  pages: frPages,
  classPages: {
    archive: (n) => frN(n, 'page d’archive', 'pages d’archive'),
    table: (n) => frN(n, 'page de table', 'pages de table'),
    index: (n) => frN(n, 'page d’index', 'pages d’index'),
  },
  and: ' et ',
  phrase: {
    insert: (what, row, customer) => `${what} de la ligne ${row}${customer === null ? '' : ` (client ${customer})`}`,
    update: (what, row) => `${what} de la ligne ${row}`,
    select_one: (what, row) => `${what} de la ligne ${row}`,
    select_hour: (what, customer) => `${what} du client ${customer}`,
    select_all: (what, customer) => `${what} du client ${customer}`,
  },
  asks: {
    insert: (row, customer) => `insère la ligne ${row}, un paiement du client ${customer}`,
    update: (row) => `met à jour la ligne ${row}, un paiement de la dernière heure, trouvé par son id`,
    select_one: (row) => `lit la ligne ${row}, un paiement de la dernière heure, par son id`,
    select_hour: (customer) => `lit les paiements de la dernière heure du client ${customer}, par heure (select hour)`,
    select_all: (customer) => `lit tous les paiements du client ${customer}, par heure (select all)`,
  },
  stepZeroDefault: 'Étape 0\u00a0: la table contient ses premières lignes\u00a0; dix sessions vont lancer le mélange de requêtes.',
  stepZero: (rows, sessions) =>
    `Étape 0\u00a0: la table contient ${frRows(rows)}\u00a0; ${fmtInt(sessions)} sessions vont lancer le mélange de requêtes.`,
  quiet: 'Aucune requête terminée à cette étape\u00a0: la table a grandi d’une ligne entre deux fenêtres de mesure.',
  headline: (who, ms, pages, disk, moved) =>
    `${who}\u00a0: ${ms}, ${frPages(pages)}, ${fmtInt(disk)} du disque${
      moved > 0 ? `\u00a0; ${frRows(moved)} ${moved < 2 ? 'passée' : 'passées'} dans l’archive` : ''
    }.`,
  found: (pool, fileCache, disk, diskMs) =>
    `${fmtInt(pool)} ${pool < 2 ? 'a été trouvée' : 'ont été trouvées'} dans le pool, ${fmtInt(fileCache)} ${
      fileCache < 2 ? 'copiée' : 'copiées'
    } depuis le cache de fichiers, ${
      disk === 0
        ? 'aucune lue sur disque'
        : `${fmtInt(disk)} ${disk < 2 ? 'lue' : 'lues'} sur disque (${diskMs} à attendre les disques et à lire)`
    }.`,
  noneLeft: 'Aucune page n’a dû quitter le pool pour elles.',
  left: (evicted, dirty) =>
    `${frPages(evicted)} ${evicted < 2 ? 'a quitté' : 'ont quitté'} le pool pour faire de la place\u00a0; ${
      dirty === 0
        ? 'aucune n’était sale'
        : dirty < 2
          ? `${fmtInt(dirty)} était sale et a d’abord été écrite`
          : `${fmtInt(dirty)} étaient sales et ont d’abord été écrites`
    }.`,
  density: (rows, rowPages, perPage) =>
    `Ses ${frRows(rows)} tenaient sur ${frPages(rowPages)} de lignes\u00a0: ${perPage} lignes par page.`,
  request: (session, asks) => `${session} ${asks}.`,
  touchesNone: 'Elle ne touche aucune page.',
  touched: (pages, list) => `Elle a touché ${frPages(pages)}\u00a0: ${list}.`,
  archived: (rows) =>
    `L’insert a rempli la queue de la table courante\u00a0: ses ${frRows(rows)} les plus anciennes sont passées dans l’archive, triées par client.`,
  commit: (ms) =>
    `Son commit a vidé le journal (WAL)\u00a0: ${ms} (un commit qui arrive pendant une écriture du journal attend la suivante, qui emporte tous les commits arrivés entre-temps).`,
  cores: (ms) =>
    `Elle a attendu un cœur ${ms} en tout\u00a0: les deux cœurs du serveur (le Xeon bicœur de l’article) servent tour à tour le travail des sessions.`,
  took: (ms) => `Elle a pris ${ms}, y compris ses tours aux disques derrière les autres sessions.`,
  thisStep: (requests, pages, disk) =>
    `Cette étape\u00a0: ${frN(requests, 'requête terminée', 'requêtes terminées')}, ${frPages(pages)}, ${frN(
      disk,
      'lecture disque',
      'lectures disque',
    )}.`,
  bgwriter: (n) => `le processus d’écriture en arrière-plan (bgwriter) a écrit ${frN(n, 'page sale', 'pages sales')}`,
  checkpoint: (n) => `un point de contrôle a écrit ${frN(n, 'page sale', 'pages sales')}`,
  meanwhile: (what) => `Pendant ce temps, ${what} (elles restent dans le pool, propres).`,
  background: (what) => `${what} (elles restent dans le pool, propres).`,
  toChange: ', pour la modifier',
  page: (page, found, ms) => `${page}\u00a0: ${found} (${ms}).`,
  pageLeft: (page, found, left, written, ms) =>
    `${page}\u00a0: ${found}\u00a0; la ${left} a quitté le pool pour elle${written ? ', sale\u00a0: écrite d’abord' : ''} (${ms}).`,
  archive: (rows) => `Les ${frRows(rows)} les plus anciennes de la table courante passent dans l’archive, triées par client.`,
  done: (session, request, pages, disk, rows, ms) =>
    `${session}\u00a0: son ${request} est terminé\u00a0: ${frPages(pages)}, ${fmtInt(disk)} ${
      disk < 2 ? 'lue' : 'lues'
    } sur disque, ${frRows(rows)}, ${ms}.`,
  unknown: 'Un événement du moteur que cette page ne sait pas décrire.',
  pagesBeat: (pages, list, writes, pool, fileCache, disk, evicted, dirty) =>
    `${frPages(pages)} (${list}${writes > 0 ? `, ${fmtInt(writes)} ${writes < 2 ? 'modifiée' : 'modifiées'}` : ''})\u00a0: ${fmtInt(
      pool,
    )} dans le pool, ${fmtInt(fileCache)} du cache de fichiers, ${fmtInt(disk)} du disque${
      evicted === 0
        ? ''
        : `\u00a0; ${frPages(evicted)} ${evicted < 2 ? 'a quitté' : 'ont quitté'} le pool (${fmtInt(dirty)} ${
            dirty < 2 ? 'écrite' : 'écrites'
          } d’abord)`
    }.`,
};
