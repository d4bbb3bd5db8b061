/**
 * The narration's sentences (`narrate.ts`): a step's headline, its story
 * in a few sentences, and one sentence per event. Counts come as numbers
 * (each language makes its nouns agree), times and phrases already in
 * words.
 */
import type { Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import { enN, frN, ruN } from '../../kit/i18n/plural';

const enRows = (n: number) => enN(n, 'row');
const enPages = (n: number) => enN(n, 'page');

const en = {
  rows: enRows,
  pages: enPages,
  classPages: {
    archive: (n: number) => enN(n, 'archive page'),
    table: (n: number) => enN(n, 'table page'),
    index: (n: number) => enN(n, 'index page'),
  },
  /** The last two of a list: "a, b and c". */
  and: ' and ',
  /** The request in a phrase: "select all of customer 117", "insert of row 21,034 (customer 12)". */
  phrase: {
    insert: (what: string, row: string, customer: string | null) =>
      `${what} of row ${row}${customer === null ? '' : ` (customer ${customer})`}`,
    update: (what: string, row: string) => `${what} of row ${row}`,
    select_one: (what: string, row: string) => `${what} of row ${row}`,
    select_hour: (what: string, customer: string) => `${what} of customer ${customer}`,
    select_all: (what: string, customer: string) => `${what} of customer ${customer}`,
  },
  /** What the session asks for ("asks for every row of customer 117, by time"). */
  asks: {
    insert: (row: string, customer: string) => `inserts row ${row}, a payment of customer ${customer}`,
    update: (row: string) => `updates row ${row}, a payment of the last hour, found by its id`,
    select_one: (row: string) => `reads row ${row}, a payment of the last hour, by its id`,
    select_hour: (customer: string) => `reads customer ${customer}’s payments of the last hour, by time (select hour)`,
    select_all: (customer: string) => `reads every payment of customer ${customer}, by time (select all)`,
  },
  stepZeroDefault: 'Step 0: the table holds its first rows; ten sessions are about to run the mix.',
  stepZero: (rows: number, sessions: number) =>
    `Step 0: the table holds ${enRows(rows)}; ${fmtInt(sessions)} sessions are about to run the mix.`,
  quiet: 'No request completed in this step: the table grew by one row between measurement windows.',
  headline: (who: string, ms: string, pages: number, disk: number, moved: number) =>
    `${who}: ${ms}, ${enPages(pages)}, ${fmtInt(disk)} from disk${moved > 0 ? `; ${enRows(moved)} moved to the archive` : ''}.`,
  found: (pool: number, fileCache: number, disk: number, diskMs: string) =>
    `${fmtInt(pool)} ${pool === 1 ? 'was' : 'were'} found in the pool, ${fmtInt(fileCache)} copied from the file cache, ${
      disk === 0 ? 'none read from disk' : `${fmtInt(disk)} read from disk (${diskMs} waiting for the disks and reading)`
    }.`,
  noneLeft: 'No page had to leave the pool for them.',
  left: (evicted: number, dirty: number) =>
    `${enPages(evicted)} left the pool to make room; ${
      dirty === 0 ? 'none was dirty' : `${fmtInt(dirty)} ${dirty === 1 ? 'was' : 'were'} dirty and written first`
    }.`,
  density: (rows: number, rowPages: number, perPage: string) =>
    `Its ${enRows(rows)} lay on ${enPages(rowPages)} of rows: ${perPage} rows a page.`,
  request: (session: string, asks: string) => `${session} ${asks}.`,
  touchesNone: 'It touches no page.',
  touched: (pages: number, list: string) => `It touched ${enPages(pages)}: ${list}.`,
  archived: (rows: number) =>
    `The insert filled the current table’s tail: its oldest ${enRows(rows)} moved to the archive, sorted by customer.`,
  took: (ms: string) => `It took ${ms}, its turns at the disks behind the other sessions included.`,
  thisStep: (requests: number, pages: number, disk: number) =>
    `This step: ${enN(requests, 'request')} done, ${enPages(pages)}, ${enN(disk, 'disk read')}.`,
  bgwriter: (n: number) => `the background writer wrote ${enN(n, 'dirty page')}`,
  checkpoint: (n: number) => `a checkpoint wrote ${enN(n, 'dirty page')}`,
  meanwhile: (what: string) => `Meanwhile ${what} (they stay in the pool, clean).`,
  /** The background writes alone (the event list; capitalised there). */
  background: (what: string) => `${what} (they stay in the pool, clean).`,
  toChange: ', to change it',
  page: (page: string, found: string, ms: string) => `${page}: ${found} (${ms}).`,
  pageLeft: (page: string, found: string, left: string, written: boolean, ms: string) =>
    `${page}: ${found}; ${left} left the pool for it${written ? ', dirty: written first' : ''} (${ms}).`,
  archive: (rows: number) => `The current table’s oldest ${enRows(rows)} move to the archive, sorted by customer.`,
  done: (session: string, request: string, pages: number, disk: number, rows: number, ms: string) =>
    `${session}’s ${request} is done: ${enPages(pages)}, ${fmtInt(disk)} read from disk, ${enRows(rows)}, ${ms}.`,
  unknown: 'An engine event this page does not know how to describe.',
  /** A run of page accesses played as one beat (its first word capitalised by the caller). */
  pagesBeat: (pages: number, list: string, writes: number, pool: number, fileCache: number, disk: number, evicted: number, dirty: number) =>
    `${enPages(pages)} (${list}${writes > 0 ? `, ${fmtInt(writes)} changed` : ''}): ${fmtInt(pool)} in the pool, ${fmtInt(
      fileCache,
    )} from the file cache, ${fmtInt(disk)} from disk${
      evicted === 0 ? '' : `; ${enPages(evicted)} left the pool (${fmtInt(dirty)} written first)`
    }.`,
};

export type NarrateWords = typeof en;

const frRows = (n: number) => frN(n, 'ligne');
const frPages = (n: number) => frN(n, 'page');

const fr: NarrateWords = {
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

const ruRows = (n: number) => ruN(n, 'строка', 'строки', 'строк');
const ruPages = (n: number) => ruN(n, 'страница', 'страницы', 'страниц');

const ru: NarrateWords = {
  rows: ruRows,
  pages: ruPages,
  classPages: {
    archive: (n) => ruN(n, 'страница архива', 'страницы архива', 'страниц архива'),
    table: (n) => ruN(n, 'страница таблицы', 'страницы таблицы', 'страниц таблицы'),
    index: (n) => ruN(n, 'страница индекса', 'страницы индекса', 'страниц индекса'),
  },
  and: ' и ',
  phrase: {
    insert: (what, row, customer) => `${what} строки ${row}${customer === null ? '' : ` (клиент ${customer})`}`,
    update: (what, row) => `${what} строки ${row}`,
    select_one: (what, row) => `${what} строки ${row}`,
    select_hour: (what, customer) => `${what} клиента ${customer}`,
    select_all: (what, customer) => `${what} клиента ${customer}`,
  },
  asks: {
    insert: (row, customer) => `вставляет строку ${row}, платёж клиента ${customer}`,
    update: (row) => `обновляет строку ${row}, платёж за последний час, найденный по id`,
    select_one: (row) => `читает строку ${row}, платёж за последний час, по id`,
    select_hour: (customer) => `читает платежи клиента ${customer} за последний час, по времени (select hour)`,
    select_all: (customer) => `читает все платежи клиента ${customer}, по времени (select all)`,
  },
  stepZeroDefault: 'Шаг 0: в таблице её первые строки; десять сессий вот-вот начнут выполнять смесь запросов.',
  stepZero: (rows, sessions) =>
    `Шаг 0: в таблице ${ruRows(rows)}; ${ruN(sessions, 'сессия', 'сессии', 'сессий')} вот-вот начнут выполнять смесь запросов.`,
  quiet: 'На этом шаге ни один запрос не завершился: между окнами измерения таблица выросла на одну строку.',
  headline: (who, ms, pages, disk, moved) =>
    `${who}: ${ms}, ${ruPages(pages)}, с диска: ${fmtInt(disk)}${moved > 0 ? `; в архив перенесено строк: ${fmtInt(moved)}` : ''}.`,
  found: (pool, fileCache, disk, diskMs) =>
    `Найдено в пуле: ${fmtInt(pool)}, скопировано из файлового кэша: ${fmtInt(fileCache)}, ${
      disk === 0 ? 'с диска не прочитано ни одной' : `прочитано с диска: ${fmtInt(disk)} (${diskMs} ожидания дисков и чтения)`
    }.`,
  noneLeft: 'Ради них ни одной странице не пришлось покинуть пул.',
  left: (evicted, dirty) =>
    `Чтобы освободить место, пул покинули страницы: ${fmtInt(evicted)}; ${
      dirty === 0 ? 'ни одна не была грязной' : `грязных, сначала записанных на диск: ${fmtInt(dirty)}`
    }.`,
  density: (rows, rowPages, perPage) =>
    `Строки запроса (${fmtInt(rows)}) лежали на страницах строк (${fmtInt(rowPages)}): по ${perPage} на страницу.`,
  request: (session, asks) => `${session} ${asks}.`,
  touchesNone: 'Запрос не затрагивает ни одной страницы.',
  touched: (pages, list) => `Затронуто страниц: ${fmtInt(pages)} — ${list}.`,
  archived: (rows) =>
    `Вставка заполнила хвост текущей таблицы: самые старые её строки (${fmtInt(rows)}) перенесены в архив, отсортированные по клиенту.`,
  took: (ms) => `Запрос занял ${ms}, включая очереди к дискам за другими сессиями.`,
  thisStep: (requests, pages, disk) =>
    `На этом шаге: запросов завершено — ${fmtInt(requests)}, ${ruPages(pages)}, чтений с диска — ${fmtInt(disk)}.`,
  bgwriter: (n) => `фоновый процесс записи (bgwriter) записал ${ruN(n, 'грязную страницу', 'грязные страницы', 'грязных страниц')}`,
  checkpoint: (n) => `контрольная точка записала ${ruN(n, 'грязную страницу', 'грязные страницы', 'грязных страниц')}`,
  meanwhile: (what) => `Тем временем ${what} (они остаются в пуле, уже чистыми).`,
  background: (what) => `${what} (они остаются в пуле, уже чистыми).`,
  toChange: ', для изменения',
  page: (page, found, ms) => `${page}: ${found} (${ms}).`,
  pageLeft: (page, found, left, written, ms) =>
    `${page}: ${found}; ради неё пул покинула ${left}${written ? ', грязная: сначала записана' : ''} (${ms}).`,
  archive: (rows) => `Самые старые строки текущей таблицы (${fmtInt(rows)}) переносятся в архив, отсортированные по клиенту.`,
  done: (session, request, pages, disk, rows, ms) =>
    `${session}: ${request} завершён: ${ruPages(pages)}, с диска прочитано: ${fmtInt(disk)}, ${ruRows(rows)}, ${ms}.`,
  unknown: 'Событие движка, которое эта страница не умеет описать.',
  pagesBeat: (pages, list, writes, pool, fileCache, disk, evicted, dirty) =>
    `${ruPages(pages)} (${list}${writes > 0 ? `, изменено: ${fmtInt(writes)}` : ''}): в пуле ${fmtInt(pool)}, из файлового кэша ${fmtInt(
      fileCache,
    )}, с диска ${fmtInt(disk)}${evicted === 0 ? '' : `; пул покинули ${fmtInt(evicted)} (сначала записано: ${fmtInt(dirty)})`}.`,
};

export const NARRATE_WORDS: Catalogue<NarrateWords> = { en, fr, ru };
