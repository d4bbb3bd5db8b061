// The Russian words of `narrate.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../kit/text/format';
import { ruN } from '../../kit/i18n/plural';
import type { NarrateWords } from './narrate.i18n';

const ruRows = (n: number) => ruN(n, 'строка', 'строки', 'строк');
const ruPages = (n: number) => ruN(n, 'страница', 'страницы', 'страниц');

export const ru: NarrateWords = {
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
  stepZeroDefault: 'Шаг 0: в таблице её первые строки; десять сеансов вот-вот начнут выполнять смесь запросов.',
  stepZero: (rows, sessions) =>
    `Шаг 0: в таблице ${ruRows(rows)}; сеансы (${fmtInt(sessions)}) вот-вот начнут выполнять смесь запросов.`,
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
  commit: (ms) =>
    `Фиксация запроса сбросила журнал предзаписи (WAL): ${ms} (фиксация, пришедшая во время сброса, ждёт следующего, который уносит все фиксации, пришедшие за это время).`,
  cores: (ms) =>
    `Всего запрос ждал свободного ядра ${ms}: два ядра сервера (двухъядерный Xeon из статьи) по очереди выполняют работу сеансов.`,
  took: (ms) => `Запрос занял ${ms}, включая очереди к дискам за другими сеансами.`,
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
