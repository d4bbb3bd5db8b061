/**
 * The insert load's narration (`narrate.ts`): one sentence per event, the
 * step's headline and its few sentences. Counts come as numbers (each
 * language makes its nouns agree); page and slot numbers, keys and byte
 * counts come as text.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { ruPlural } from '../../kit/i18n/words';
import { enN, frN, ruN } from '../../kit/i18n/plural';

const enIndexes = (n: number) => enN(n, 'nonclustered index', 'nonclustered indexes');

const en = {
  keyText: (instrument: string, date: string, source: string) => `instrument ${instrument}, date ${date}, source ${source}`,
  unknownEvent: 'An engine event this page does not know how to describe.',
  ev: {
    reachLeaf: (page: string) => `Reach leaf page ${page}.`,
    readIndex: (page: string, level: string) => `Read index page ${page} (level ${level}).`,
    pageFull: (page: string, free: string, need: string) => `Page ${page} is full: ${free} B free, the row needs ${need} B.`,
    cutInsertion: (page: string) =>
      `Page ${page} is cut at the insertion point (ascinserts): the row extends its instrument's rows.`,
    cutMid: (page: string) => `Page ${page} is cut at mid-page.`,
    cutMidNoAsc: (page: string) =>
      `Page ${page} is cut at mid-page: the row lands before rows of its own instrument, so ascinserts does not apply.`,
    allocLeaf: (page: string) => `New page ${page} is allocated at the end of the file.`,
    allocIndex: (page: string, level: string) => `New index page ${page} (level ${level}) is allocated at the end of the file.`,
    moveNone: (from: string, to: string) => `No rows move from page ${from}: the new row starts page ${to}.`,
    moveRows: (count: number, leaf: boolean, from: string, to: string) =>
      `${leaf ? enN(count, 'row', 'rows') : enN(count, 'index entry', 'index entries')} move from page ${from} to page ${to}.`,
    insertRow: (key: string, page: string, slot: string) => `The row (${key}) goes into page ${page}, slot ${slot}.`,
    separator: (page: string, level: string, child: string, key: string) =>
      `Index page ${page} (level ${level}) gets a separator for page ${child} (${key}).`,
    newRoot: (page: string, levels: string) => `The root splits: new root page ${page}, the tree now has ${levels} levels.`,
    ridUpdate: (rows: number, indexes: number, total: string) =>
      `${enN(rows, 'moved row')} changed RID: ${enN(rows, 'update')} in each of ${enIndexes(indexes)} (${total} in all).`,
    ncInsert: (indexes: number) => `One new entry in each of ${enIndexes(indexes)}.`,
    log: (record: string, bytes: string) => `Log record ${record} (${bytes} B) into the user log cache.`,
    logFlush: (forced: boolean, bytes: string, writes: number) =>
      `The user log cache is flushed${forced ? ' (forced: the insert waits for it)' : ''}: ${bytes} B in ${enN(writes, 'log write')}.`,
    ascEnds: (key: string, previous: string) =>
      `The row (${key}) comes below the one before (${previous}): the table leaves ascending-insert mode for the rest of this statement.`,
    endOfPage: (page: string, newPage: string) =>
      `Page ${page} was full and the row goes at its end: new page ${newPage} takes it and nothing moves. ASE counts this as a page allocation, not a page split.`,
    deferredAgain: (page: string) =>
      `Page ${page}'s split is still queued for the housekeeper (data-only locking): this insert asks for it again, and sp_sysmon counts another split.`,
    deferred: (page: string) =>
      `Page ${page}'s split is the housekeeper's, not this transaction's (data-only locking): moved rows keep forwarding addresses, so no index changes and no wait on the log.`,
    append: (page: string) => `Heap: the row is appended to the last page, ${page}.`,
    duplicate: (key: string) => `Key (${key}) already exists: the unique index rejects the row.`,
    readRow: (key: string, page: string, slot: string) => `The row (${key}) is read on page ${page}, slot ${slot}.`,
    updateRow: (key: string, page: string, slot: string) => `The row (${key}) on page ${page}, slot ${slot}, is changed in place.`,
    deleteRow: (key: string, page: string, slot: string) => `The row (${key}) is removed from page ${page}, slot ${slot}.`,
    missing: (key: string) => `No row has the key (${key}).`,
    scanLeaf: (rows: number, page: string) => `The range read reads ${enN(rows, 'row')} of leaf page ${page}.`,
    freePage: (page: string, level: number) =>
      `Page ${page} is empty and leaves the ${level === 0 ? 'leaf chain' : `index (level ${level})`}; it is free for reuse.`,
    rootShrinks: (page: string) => `The root, page ${page}, has one child left: the tree loses a level.`,
    statement: (n: string, text: string) => `Statement ${n} begins: ${text}.`,
    poolRead: (page: string, frame: string, evicted: string | null, written: boolean) =>
      `Page ${page} is not in the pool: read from disk into frame ${frame}${evicted === null ? '' : `, which gives up page ${evicted}${written ? ' (dirty: written first)' : ''}`}.`,
    poolReadsMore: (reads: number, written: number) =>
      `${enN(reads, 'more page')} read from disk${written ? `, ${written} of them after writing the dirty page their frame held` : ''}.`,
    scanned: (rows: string, leaves: string) => `The read ends: ${rows} rows from ${leaves} leaf pages.`,
    checkpoint: (pages: number) => (pages ? `The checkpoint writes ${enN(pages, 'dirty page')}.` : 'The checkpoint finds no dirty page.'),
    rebuild: (before: string, after: string, ff: string) =>
      `The clustered index is built again at fillfactor ${ff}: ${before} pages before, ${after} after.`,
  },
  /** A step of the user's own statements (`statements`) that is not an insert. */
  work: {
    statement: (n: string, text: string) => `Statement ${n} (${text}). `,
    head: (step: string, what: string, pool: string) => `Step ${step}: ${what}${pool}.`,
    updated: (key: string, page: string) => `the row (${key}) on page ${page} is changed in place`,
    deleted: (key: string, page: string) => `the row (${key}) is removed from page ${page}`,
    read: (key: string, page: string) => `the row (${key}) is read on page ${page}`,
    missing: (key: string) => `no row has the key (${key}) any more`,
    scanned: (rows: string, leaves: string) => `${rows} rows read in key order from ${leaves} leaf pages`,
    checkpoint: (pages: number) => (pages ? `the checkpoint writes ${enN(pages, 'dirty page')}` : 'the checkpoint finds no dirty page'),
    rebuild: (before: string, after: string, ff: string) =>
      `the clustered index is built again at fillfactor ${ff}: ${before} pages before, ${after} after`,
    pool: (reads: number, written: number) =>
      `; ${enN(reads, 'page')} read from disk${written ? `, ${written} after writing the dirty page of its frame` : ''}`,
  },
  stepZero: 'Step 0: the table as built, before any insert.',
  cut: {
    split: 'split',
    insertion: 'split at the insertion point',
    midNoAsc: 'split at mid-page (ascinserts does not apply: the row lands before rows of its own instrument)',
    mid: 'split at mid-page',
  },
  clause: {
    heapNew: (newPage: string) => `the last page was full, so the row starts new page ${newPage} at the end of the file`,
    heapAppend: (page: string) => `the row is appended to the last page, ${page}`,
    queuedAgain: (page: string) =>
      `page ${page} has room, but its split is still queued for the housekeeper: the insert asks again (another split counted)`,
    room: (page: string, slot: string) => `page ${page} has room, the row goes into slot ${slot}`,
    endOfPage: (page: string, newPage: string) =>
      `page ${page} is full and the row goes at its end: new page ${newPage} takes it, no rows move (a page allocation, not a split)`,
    moved: (n: number, newPage: string) => `${enN(n, 'row')} move to new page ${newPage}`,
    startsNew: (newPage: string) => `the row starts new page ${newPage}, no rows move`,
    noneMove: 'no rows move',
    deferred: (page: string, moved: string) =>
      `page ${page} is full: its split is the housekeeper's (data-only locking); ${moved}, leaving forwarding addresses`,
    split: (page: string, cut: string, moved: string) => `page ${page} is full: ${cut}, ${moved}`,
  },
  headDuplicate: (step: string) => `Insert ${step}: the key already exists; the row is rejected.`,
  headWaits: (n: number) => `; the insert waits for ${enN(n, 'forced log flush', 'forced log flushes')}`,
  headline: (step: string, clause: string, waits: string) => `Insert ${step}: ${clause}${waits}.`,
  insertHead: (step: string, key: string | null) => `Insert ${step}${key ? ` (${key})` : ''}`,
  duplicate: (head: string) => `${head}: the key already exists; the unique index rejects the row.`,
  fullDetail: (free: string, need: string) => ` (${free} B free, needs ${need} B)`,
  body: (head: string, clause: string, full: string) => `${head}: ${clause}${full}`,
  /** Between the clauses of the narration's last sentence. */
  join: '; ',
  more: {
    lands: (page: string) => `the new row lands on page ${page}`,
    rid: (rows: number, indexes: number) => `${enN(rows, 'RID update')} in each of ${enIndexes(indexes)}`,
    separator: (page: string, level: string) => `separator added to index page ${page} (level ${level})`,
    indexSplits: (n: number) => `${enN(n, 'index page')} split too`,
    treeGrows: 'the tree grows a level',
    pageSplits: (n: number) => `${enN(n, 'page split')} counted`,
    logRecords: (n: number, kinds: string, bytes: string) => `${enN(n, 'log record')} (${kinds}; ${bytes} B)`,
    logWrites: (n: number, forced: number) =>
      `${enN(n, 'log write')}${forced ? `, ${enN(forced, 'forced flush', 'forced flushes')} the insert waits for` : ''}`,
    ascEnds:
      'this row comes below the one before it, so the table leaves ascending-insert mode: from now on each index’s RID changes after a split force the log',
    ascMode: 'ascending-insert mode: only the split forces the log, the RID changes ride the user log cache',
  },
};

export type NarrateWords = typeof en;

const frIndexes = (n: number) => frN(n, 'index non clustered', 'index non clustered');
const frLignes = (n: number) => frN(n, 'ligne', 'lignes');

const fr: NarrateWords = {
  keyText: (instrument, date, source) => `instrument ${instrument}, date ${date} et source ${source}`,
  unknownEvent: 'Un événement du moteur que cette page ne sait pas décrire.',
  ev: {
    reachLeaf: (page) => `Arrivée à la page feuille ${page}.`,
    readIndex: (page, level) => `Lecture de la page d’index ${page} (niveau ${level}).`,
    pageFull: (page, free, need) => `La page ${page} est pleine\u00a0: ${free} o libres, la ligne en demande ${need}.`,
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
    log: (record, bytes) => `Enregistrement de journal ${record} (${bytes} o) dans l’ULC.`,
    logFlush: (forced, bytes, writes) =>
      `L’ULC est vidé${forced ? ' (vidage forcé\u00a0: l’insertion l’attend)' : ''}\u00a0: ${bytes} o en ${frN(writes, 'écriture dans le journal', 'écritures dans le journal')}.`,
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
    checkpoint: (pages) => (pages ? `Le checkpoint écrit ${frN(pages, 'page modifiée', 'pages modifiées')}.` : 'Le checkpoint ne trouve aucune page modifiée.'),
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
    checkpoint: (pages) => (pages ? `le checkpoint écrit ${frN(pages, 'page modifiée', 'pages modifiées')}` : 'le checkpoint ne trouve aucune page modifiée'),
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
  fullDetail: (free, need) => ` (${free} o libres, il en faut ${need})`,
  body: (head, clause, full) => `${head}\u00a0: ${clause}${full}`,
  join: '\u00a0; ',
  more: {
    lands: (page) => `la nouvelle ligne arrive sur la page ${page}`,
    rid: (rows, indexes) => `${frN(rows, 'mise à jour de RID', 'mises à jour de RID')} dans chacun des ${frIndexes(indexes)}`,
    separator: (page, level) => `séparateur ajouté à la page d’index ${page} (niveau ${level})`,
    indexSplits: (n) => `${frN(n, 'page d’index', 'pages d’index')} coupée${n < 2 ? '' : 's'} aussi`,
    treeGrows: 'l’arbre gagne un niveau',
    pageSplits: (n) => `${frN(n, 'coupure de page comptée', 'coupures de pages comptées')}`,
    logRecords: (n, kinds, bytes) => `${frN(n, 'enregistrement de journal', 'enregistrements de journal')} (${kinds}\u00a0; ${bytes} o)`,
    logWrites: (n, forced) =>
      `${frN(n, 'écriture dans le journal', 'écritures dans le journal')}${forced ? `, dont ${frN(forced, 'vidage forcé', 'vidages forcés')} que l’insertion attend` : ''}`,
    ascEnds:
      'cette ligne vient en dessous de la précédente, la table quitte donc le mode d’insertion ascendante\u00a0: désormais, après une coupure, les changements de RID de chaque index forcent le journal',
    ascMode: 'mode d’insertion ascendante\u00a0: seule la coupure force le journal, les changements de RID passent par l’ULC',
  },
};

const ruIndexes = (n: number) =>
  ruN(n, 'некластерного индекса', 'некластерных индексов', 'некластерных индексов');
const ruRows = (n: number) => ruN(n, 'строка', 'строки', 'строк');

const ru: NarrateWords = {
  keyText: (instrument, date, source) => `инструмент ${instrument}, дата ${date}, источник ${source}`,
  unknownEvent: 'Событие движка, которое эта страница не умеет описать.',
  ev: {
    reachLeaf: (page) => `Достигнута листовая страница ${page}.`,
    readIndex: (page, level) => `Прочитана индексная страница ${page} (уровень ${level}).`,
    pageFull: (page, free, need) => `Страница ${page} заполнена: свободно ${free} Б, строке нужно ${need} Б.`,
    cutInsertion: (page) =>
      `Страница ${page} расщепляется в точке вставки (ascinserts): строка продолжает строки своего инструмента.`,
    cutMid: (page) => `Страница ${page} расщепляется посередине.`,
    cutMidNoAsc: (page) =>
      `Страница ${page} расщепляется посередине: строка попадает перед строками своего же инструмента, поэтому ascinserts не применяется.`,
    allocLeaf: (page) => `Новая страница ${page} выделяется в конце файла.`,
    allocIndex: (page, level) => `Новая индексная страница ${page} (уровень ${level}) выделяется в конце файла.`,
    moveNone: (from, to) => `Со страницы ${from} строки не переносятся: новая строка начинает страницу ${to}.`,
    moveRows: (count, leaf, from, to) =>
      `${leaf ? ruRows(count) : ruN(count, 'индексная запись', 'индексные записи', 'индексных записей')} ${ruPlural(count, 'переносится', 'переносятся', 'переносятся')} со страницы ${from} на страницу ${to}.`,
    insertRow: (key, page, slot) => `Строка (${key}) записывается на страницу ${page}, слот ${slot}.`,
    separator: (page, level, child, key) =>
      `Индексная страница ${page} (уровень ${level}) получает разделитель для страницы ${child} (${key}).`,
    newRoot: (page, levels) => `Корень расщепляется: новая корневая страница ${page}, уровней в дереве теперь ${levels}.`,
    ridUpdate: (rows, indexes, total) =>
      `У ${ruN(rows, 'перенесённой строки', 'перенесённых строк', 'перенесённых строк')} сменился RID: по ${ruN(rows, 'обновлению', 'обновления', 'обновлений')} в каждом из ${ruIndexes(indexes)} (всего ${total}).`,
    ncInsert: (indexes) => `По одной новой записи в каждом из ${ruIndexes(indexes)}.`,
    log: (record, bytes) => `Запись журнала ${record} (${bytes} Б) в пользовательский кэш журнала.`,
    logFlush: (forced, bytes, writes) =>
      `Пользовательский кэш журнала сбрасывается${forced ? ' (принудительно: вставка его ждёт)' : ''}: ${bytes} Б за ${ruN(writes, 'операцию записи в журнал', 'операции записи в журнал', 'операций записи в журнал')}.`,
    ascEnds: (key, previous) =>
      `Строка (${key}) меньше предыдущей (${previous}): таблица выходит из режима возрастающей вставки до конца этой инструкции.`,
    endOfPage: (page, newPage) =>
      `Страница ${page} заполнена, и строка встаёт в её конец: её принимает новая страница ${newPage}, ничего не переносится. ASE считает это выделением страницы, а не расщеплением.`,
    deferredAgain: (page) =>
      `Расщепление страницы ${page} всё ещё ждёт в очереди housekeeper (блокировка только данных): эта вставка запрашивает его снова, и sp_sysmon считает ещё одно расщепление.`,
    deferred: (page) =>
      `Расщепление страницы ${page} выполнит housekeeper, а не эта транзакция (блокировка только данных): перенесённые строки оставляют адреса перенаправления, поэтому индексы не меняются и ожидания журнала нет.`,
    append: (page) => `Куча: строка дописывается на последнюю страницу, ${page}.`,
    duplicate: (key) => `Ключ (${key}) уже есть: уникальный индекс отвергает строку.`,
    readRow: (key, page, slot) => `Строка (${key}) читается на странице ${page}, слот ${slot}.`,
    updateRow: (key, page, slot) => `Строка (${key}) на странице ${page}, слот ${slot}, изменяется на месте.`,
    deleteRow: (key, page, slot) => `Строка (${key}) удаляется со страницы ${page}, слот ${slot}.`,
    missing: (key) => `Строки с ключом (${key}) нет.`,
    scanLeaf: (rows, page) => `Чтение диапазона читает ${ruRows(rows)} листовой страницы ${page}.`,
    freePage: (page, level) =>
      `Страница ${page} пуста и уходит из ${level === 0 ? 'цепочки листьев' : `индекса (уровень ${level})`}; она свободна для повторного использования.`,
    rootShrinks: (page) => `У корня, страницы ${page}, остался один потомок: дерево теряет уровень.`,
    statement: (n, text) => `Начинается оператор ${n}: ${text}.`,
    poolRead: (page, frame, evicted, written) =>
      `Страницы ${page} нет в пуле: она читается с диска во фрейм ${frame}${evicted === null ? '' : `, который отдаёт страницу ${evicted}${written ? ' (грязную: сначала записанную)' : ''}`}.`,
    poolReadsMore: (reads, written) =>
      `Ещё ${ruN(reads, 'страница читается', 'страницы читаются', 'страниц читается')} с диска${written ? `, из них ${written} после записи грязной страницы своего фрейма` : ''}.`,
    scanned: (rows, leaves) => `Чтение закончено: ${rows} строк с ${leaves} листовых страниц.`,
    checkpoint: (pages) => (pages ? `Контрольная точка записывает ${ruN(pages, 'грязную страницу', 'грязные страницы', 'грязных страниц')}.` : 'Контрольная точка не находит грязных страниц.'),
    rebuild: (before, after, ff) =>
      `Кластерный индекс строится заново с fillfactor ${ff}: ${before} страниц до, ${after} после.`,
  },
  work: {
    statement: (n, text) => `Оператор ${n} (${text}). `,
    head: (step, what, pool) => `Шаг ${step}: ${what}${pool}.`,
    updated: (key, page) => `строка (${key}) на странице ${page} изменяется на месте`,
    deleted: (key, page) => `строка (${key}) удаляется со страницы ${page}`,
    read: (key, page) => `строка (${key}) читается на странице ${page}`,
    missing: (key) => `строки с ключом (${key}) больше нет`,
    scanned: (rows, leaves) => `${rows} строк прочитано в порядке ключа с ${leaves} листовых страниц`,
    checkpoint: (pages) => (pages ? `контрольная точка записывает ${ruN(pages, 'грязную страницу', 'грязные страницы', 'грязных страниц')}` : 'контрольная точка не находит грязных страниц'),
    rebuild: (before, after, ff) => `кластерный индекс строится заново с fillfactor ${ff}: ${before} страниц до, ${after} после`,
    pool: (reads, written) =>
      `; ${ruN(reads, 'страница прочитана', 'страницы прочитаны', 'страниц прочитано')} с диска${written ? `, из них ${written} после записи грязной страницы фрейма` : ''}`,
  },
  stepZero: 'Шаг 0: таблица в том виде, в каком построена, до всякой вставки.',
  cut: {
    split: 'расщепление',
    insertion: 'расщепление в точке вставки',
    midNoAsc: 'расщепление посередине страницы (ascinserts не применяется: строка попадает перед строками своего же инструмента)',
    mid: 'расщепление посередине страницы',
  },
  clause: {
    heapNew: (newPage) => `последняя страница заполнена, поэтому строка начинает новую страницу ${newPage} в конце файла`,
    heapAppend: (page) => `строка дописывается на последнюю страницу, ${page}`,
    queuedAgain: (page) =>
      `на странице ${page} есть место, но её расщепление всё ещё ждёт housekeeper: вставка запрашивает его снова (засчитано ещё одно расщепление)`,
    room: (page, slot) => `на странице ${page} есть место, строка встаёт в слот ${slot}`,
    endOfPage: (page, newPage) =>
      `страница ${page} заполнена, и строка встаёт в её конец: её принимает новая страница ${newPage}, строки не переносятся (выделение страницы, а не расщепление)`,
    moved: (n, newPage) =>
      `${ruRows(n)} ${ruPlural(n, 'переносится', 'переносятся', 'переносятся')} на новую страницу ${newPage}`,
    startsNew: (newPage) => `строка начинает новую страницу ${newPage}, строки не переносятся`,
    noneMove: 'строки не переносятся',
    deferred: (page, moved) =>
      `страница ${page} заполнена: её расщепление выполнит housekeeper (блокировка только данных); ${moved}, оставляя адреса перенаправления`,
    split: (page, cut, moved) => `страница ${page} заполнена: ${cut}, ${moved}`,
  },
  headDuplicate: (step) => `Вставка ${step}: такой ключ уже есть; строка отвергнута.`,
  headWaits: (n) =>
    `; вставка ждёт ${ruN(n, 'принудительный сброс журнала', 'принудительных сброса журнала', 'принудительных сбросов журнала')}`,
  headline: (step, clause, waits) => `Вставка ${step}: ${clause}${waits}.`,
  insertHead: (step, key) => `Вставка ${step}${key ? ` (${key})` : ''}`,
  duplicate: (head) => `${head}: такой ключ уже есть; уникальный индекс отвергает строку.`,
  fullDetail: (free, need) => ` (свободно ${free} Б, нужно ${need} Б)`,
  body: (head, clause, full) => `${head}: ${clause}${full}`,
  join: '; ',
  more: {
    lands: (page) => `новая строка попадает на страницу ${page}`,
    rid: (rows, indexes) =>
      `${ruN(rows, 'обновление RID', 'обновления RID', 'обновлений RID')} в каждом из ${ruIndexes(indexes)}`,
    separator: (page, level) => `в индексную страницу ${page} (уровень ${level}) добавлен разделитель`,
    indexSplits: (n) =>
      `${ruN(n, 'индексная страница', 'индексные страницы', 'индексных страниц')} тоже ${ruPlural(n, 'расщепилась', 'расщепились', 'расщепились')}`,
    treeGrows: 'дерево вырастает на уровень',
    pageSplits: (n) =>
      `засчитано ${ruN(n, 'расщепление страницы', 'расщепления страниц', 'расщеплений страниц')}`,
    logRecords: (n, kinds, bytes) => `${ruN(n, 'запись журнала', 'записи журнала', 'записей журнала')} (${kinds}; ${bytes} Б)`,
    logWrites: (n, forced) =>
      `${ruN(n, 'операция записи в журнал', 'операции записи в журнал', 'операций записи в журнал')}${forced ? `, из них вставка ждёт ${ruN(forced, 'принудительный сброс', 'принудительных сброса', 'принудительных сбросов')}` : ''}`,
    ascEnds:
      'эта строка меньше предыдущей, поэтому таблица выходит из режима возрастающей вставки: отныне изменения RID в каждом индексе после расщепления принудительно сбрасывают журнал',
    ascMode: 'режим возрастающей вставки: журнал принудительно сбрасывает только само расщепление, изменения RID идут через пользовательский кэш журнала',
  },
};

export const NARRATE_WORDS: Catalogue<NarrateWords> = { en, fr, ru };
