// The French words of `narrate.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { frN } from '../../kit/i18n/plural';
import type { NarrateWords } from './narrate.i18n';

const frIndexes = (n: number) => frN(n, 'index non clustered', 'index non clustered');
const frLignes = (n: number) => frN(n, 'ligne', 'lignes');

export const fr: NarrateWords = {
  keyText: (instrument, date, source) => `instrument ${instrument}, date ${date} et source ${source}`,
  unknownEvent: 'Un événement du moteur que cette page ne sait pas décrire.',
  ev: {
    reachLeaf: (page) => `Arrivée à la page feuille ${page}.`,
    readIndex: (page, level) => `Lecture de la page d’index ${page} (niveau ${level}).`,
    pageFull: (page, free, need) => `La page ${page} est pleine\u00a0: ${free}\u00a0o libres, la ligne en demande ${need}.`,
    cutInsertion: (page) =>
      `La page ${page} est coupée au point d’insertion (ascinserts)\u00a0: la ligne prolonge les lignes de son instrument.`,
    cutMid: (page) => `La page ${page} est coupée au milieu.`,
    cutMidNoAsc: (page) =>
      `La page ${page} est coupée au milieu\u00a0: la ligne tombe avant des lignes de son propre instrument, ascinserts ne s’applique donc pas.`,
    allocLeaf: (page) => `Une nouvelle page ${page} est allouée en fin de fichier.`,
    allocIndex: (page, level) => `Une nouvelle page d’index ${page} (niveau ${level}) est allouée en fin de fichier.`,
    moveNone: (from, to) => `Aucune ligne ne quitte la page ${from}\u00a0: la nouvelle ligne ouvre la page ${to}.`,
    moveRows: (count, leaf, from, to) =>
      `${leaf ? frLignes(count) : frN(count, 'entrée d’index', 'entrées d’index')} ${count < 2 ? 'passe' : 'passent'} de la page ${from} à la page ${to}.`,
    insertRow: (key, page, slot) => `La ligne (${key}) va dans la page ${page}, emplacement ${slot}.`,
    separator: (page, level, child, key) =>
      `La page d’index ${page} (niveau ${level}) reçoit un séparateur pour la page ${child} (${key}).`,
    newRoot: (page, levels) => `La racine se coupe\u00a0: nouvelle page racine ${page}, l’arbre a maintenant ${levels} niveaux.`,
    ridUpdate: (rows, indexes, total) =>
      `${frN(rows, 'ligne déplacée', 'lignes déplacées')} ${rows < 2 ? 'a' : 'ont'} changé de RID\u00a0: ${frN(rows, 'mise à jour', 'mises à jour')} dans chacun des ${frIndexes(indexes)} (${total} en tout).`,
    ncInsert: (indexes) => `Une nouvelle entrée dans chacun des ${frIndexes(indexes)}.`,
    log: (record, bytes) => `Enregistrement de journal ${record} (${bytes}\u00a0o) dans l’ULC.`,
    logFlush: (forced, bytes, writes) =>
      `L’ULC est vidé${forced ? ' (vidage forcé\u00a0: l’insertion l’attend)' : ''}\u00a0: ${bytes}\u00a0o en ${frN(writes, 'écriture dans le journal', 'écritures dans le journal')}.`,
    ascEnds: (key, previous) =>
      `La ligne (${key}) vient en dessous de la précédente (${previous})\u00a0: la table quitte le mode d’insertion ascendante pour le reste de cette instruction.`,
    endOfPage: (page, newPage) =>
      `La page ${page} était pleine et la ligne va à sa fin\u00a0: la nouvelle page ${newPage} la reçoit et rien ne bouge. ASE compte une allocation de page, pas une coupure de page.`,
    deferredAgain: (page) =>
      `La coupure de la page ${page} attend toujours le housekeeper (verrouillage DOL)\u00a0: cette insertion la redemande, et sp_sysmon compte une coupure de plus.`,
    deferred: (page) =>
      `La coupure de la page ${page} revient au housekeeper, pas à cette transaction (verrouillage DOL)\u00a0: les lignes déplacées gardent une adresse de redirection, donc aucun index ne change et rien n’attend le journal.`,
    append: (page) => `Tas\u00a0: la ligne est ajoutée à la dernière page, ${page}.`,
    duplicate: (key) => `La clé (${key}) existe déjà\u00a0: l’index unique rejette la ligne.`,
    readRow: (key, page, slot) => `La ligne (${key}) est lue dans la page ${page}, emplacement ${slot}.`,
    updateRow: (key, page, slot) => `La ligne (${key}) de la page ${page}, emplacement ${slot}, est modifiée sur place.`,
    deleteRow: (key, page, slot) => `La ligne (${key}) est retirée de la page ${page}, emplacement ${slot}.`,
    missing: (key) => `Aucune ligne n’a la clé (${key}).`,
    scanLeaf: (rows, page) => `La lecture par intervalle lit ${frLignes(rows)} de la page feuille ${page}.`,
    freePage: (page, level) =>
      `La page ${page} est vide et quitte ${level === 0 ? 'la chaîne des feuilles' : `l’index (niveau ${level})`}\u00a0; elle est libre pour être réutilisée.`,
    rootShrinks: (page) => `La racine, page ${page}, n’a plus qu’un enfant\u00a0: l’arbre perd un niveau.`,
    statement: (n, text) => `L’instruction ${n} commence\u00a0: ${text}.`,
    poolRead: (page, frame, evicted, written) =>
      `La page ${page} n’est pas dans le cache\u00a0: lue sur disque dans le cadre ${frame}${evicted === null ? '' : `, qui cède la page ${evicted}${written ? ' (modifiée\u00a0: écrite d’abord)' : ''}`}.`,
    poolReadsMore: (reads, written) =>
      `${frN(reads, 'page de plus', 'pages de plus')} lue${reads > 1 ? 's' : ''} sur disque${written ? `, dont ${written} après l’écriture de la page modifiée de leur cadre` : ''}.`,
    scanned: (rows, leaves) => `La lecture se termine\u00a0: ${rows} lignes de ${leaves} pages feuilles.`,
    checkpoint: (pages) => (pages ? `Le point de contrôle écrit ${frN(pages, 'page modifiée', 'pages modifiées')}.` : 'Le point de contrôle ne trouve aucune page modifiée.'),
    rebuild: (before, after, ff) =>
      `L’index clustered est reconstruit à fillfactor ${ff}\u00a0: ${before} pages avant, ${after} après.`,
  },
  work: {
    statement: (n, text) => `Instruction ${n} (${text}). `,
    head: (step, what, pool) => `Étape ${step}\u00a0: ${what}${pool}.`,
    updated: (key, page) => `la ligne (${key}) de la page ${page} est modifiée sur place`,
    deleted: (key, page) => `la ligne (${key}) est retirée de la page ${page}`,
    read: (key, page) => `la ligne (${key}) est lue sur la page ${page}`,
    missing: (key) => `aucune ligne n’a plus la clé (${key})`,
    scanned: (rows, leaves) => `${rows} lignes lues dans l’ordre de la clé sur ${leaves} pages feuilles`,
    checkpoint: (pages) => (pages ? `le point de contrôle écrit ${frN(pages, 'page modifiée', 'pages modifiées')}` : 'le point de contrôle ne trouve aucune page modifiée'),
    rebuild: (before, after, ff) => `l’index clustered est reconstruit à fillfactor ${ff}\u00a0: ${before} pages avant, ${after} après`,
    pool: (reads, written) =>
      `\u00a0; ${frN(reads, 'page lue', 'pages lues')} sur disque${written ? `, dont ${written} après l’écriture de la page modifiée de son cadre` : ''}`,
  },
  stepZero: 'Étape 0\u00a0: la table telle que construite, avant toute insertion.',
  cut: {
    split: 'coupure',
    insertion: 'coupure au point d’insertion',
    midNoAsc: 'coupure au milieu de la page (ascinserts ne s’applique pas\u00a0: la ligne tombe avant des lignes de son propre instrument)',
    mid: 'coupure au milieu de la page',
  },
  clause: {
    heapNew: (newPage) => `la dernière page était pleine, la ligne ouvre donc la nouvelle page ${newPage} en fin de fichier`,
    heapAppend: (page) => `la ligne est ajoutée à la dernière page, ${page}`,
    queuedAgain: (page) =>
      `la page ${page} a de la place, mais sa coupure attend toujours le housekeeper\u00a0: l’insertion la redemande (une coupure de plus comptée)`,
    room: (page, slot) => `la page ${page} a de la place, la ligne va dans l’emplacement ${slot}`,
    endOfPage: (page, newPage) =>
      `la page ${page} est pleine et la ligne va à sa fin\u00a0: la nouvelle page ${newPage} la reçoit, aucune ligne ne bouge (une allocation de page, pas une coupure)`,
    moved: (n, newPage) => `${frLignes(n)} ${n < 2 ? 'passe' : 'passent'} sur la nouvelle page ${newPage}`,
    startsNew: (newPage) => `la ligne ouvre la nouvelle page ${newPage}, aucune ligne ne bouge`,
    noneMove: 'aucune ligne ne bouge',
    deferred: (page, moved) =>
      `la page ${page} est pleine\u00a0: sa coupure revient au housekeeper (verrouillage DOL)\u00a0; ${moved}, en laissant des adresses de redirection`,
    split: (page, cut, moved) => `la page ${page} est pleine\u00a0: ${cut}, ${moved}`,
  },
  headDuplicate: (step) => `Insertion ${step}\u00a0: la clé existe déjà\u00a0; la ligne est rejetée.`,
  headWaits: (n) => `\u00a0; l’insertion attend ${frN(n, 'vidage forcé du journal', 'vidages forcés du journal')}`,
  headline: (step, clause, waits) => `Insertion ${step}\u00a0: ${clause}${waits}.`,
  insertHead: (step, key) => `Insertion ${step}${key ? ` (${key})` : ''}`,
  duplicate: (head) => `${head}\u00a0: la clé existe déjà\u00a0; l’index unique rejette la ligne.`,
  fullDetail: (free, need) => ` (${free}\u00a0o libres, il en faut ${need})`,
  body: (head, clause, full) => `${head}\u00a0: ${clause}${full}`,
  join: '\u00a0; ',
  more: {
    lands: (page) => `la nouvelle ligne arrive sur la page ${page}`,
    rid: (rows, indexes) => `${frN(rows, 'mise à jour de RID', 'mises à jour de RID')} dans chacun des ${frIndexes(indexes)}`,
    separator: (page, level) => `séparateur ajouté à la page d’index ${page} (niveau ${level})`,
    indexSplits: (n) => `${frN(n, 'page d’index', 'pages d’index')} coupée${n < 2 ? '' : 's'} aussi`,
    treeGrows: 'l’arbre gagne un niveau',
    pageSplits: (n) => `${frN(n, 'coupure de page comptée', 'coupures de pages comptées')}`,
    logRecords: (n, kinds, bytes) => `${frN(n, 'enregistrement de journal', 'enregistrements de journal')} (${kinds}\u00a0; ${bytes}\u00a0o)`,
    logWrites: (n, forced) =>
      `${frN(n, 'écriture dans le journal', 'écritures dans le journal')}${forced ? `, dont ${frN(forced, 'vidage forcé', 'vidages forcés')} que l’insertion attend` : ''}`,
    ascEnds:
      'cette ligne vient en dessous de la précédente, la table quitte donc le mode d’insertion ascendante\u00a0: désormais, après une coupure, les changements de RID de chaque index forcent le journal',
    ascMode: 'mode d’insertion ascendante\u00a0: seule la coupure force le journal, les changements de RID passent par l’ULC',
  },
};
