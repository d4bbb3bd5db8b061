/**
 * The kit's pictures and tables in words: the page strips (`PageView`,
 * `PageTable`, `StepDetail`), counters (`FigureList`), the glossary's
 * heading, a chart's section and data table. The article behind the page
 * strips is the French Sybase one: "page de données", "coupure de page".
 */
import type { Catalogue } from '../i18n/words';
import { ruPlural } from '../i18n/words';

const en = {
  dataPages: (n: number, nText: string) => `${nText} ${n === 1 ? 'data page' : 'data pages'}`,
  drawnPerBox: (k: string) => ` (drawn ${k} to a box)`,
  fullOnAverage: (pct: string, sparse: string) => `${pct} full on average; ${sparse} under 60% full. `,
  heapNoOrder: 'A heap has no key order: rows go to the last page, and a scan reads the file straight through.',
  ordersAgree: 'Key order and file order agree: a range scan reads the file straight through.',
  outOfOrder: (displaced: number, dText: string, jumps: number, jText: string) =>
    `${dText} ${displaced === 1 ? 'page sits' : 'pages sit'} out of key order in the file (linked); ` +
    `a scan in key order jumps ${jumps === 1 ? 'once' : `${jText} times`}.`,
  keyOrderStrip: 'Key order — the leaf chain a range scan follows →',
  heapStrip: 'File order — a heap: rows go to the last page →',
  fileOrderStrip: 'File order — page number on disk; new pages go at the end →',
  colourLegend: (max: string) => `colour = instrument (key range) 1 … ${max}; `,
  barHeight: 'bar height = bytes used',
  lightLines: '; light lines separate instruments',
  showTable: 'Show the pages as a table',
  hideTable: 'Hide the pages as a table',
  tableRegion: 'Data pages as a table',
  tableRegionOf: (name: string) => `Data pages as a table: ${name}`,
  theOnePage: 'The one data page.',
  allInKeyOrder: (pages: string) => `All ${pages} in key order.`,
  perRowInKeyOrder: (pages: string, k: string) => `${pages} in key order, ${k} to a row.`,
  colKeyOrder: 'Key order',
  colPageNumber: 'Page number',
  colOutOfPlace: 'Pages out of place',
  colRows: 'Rows',
  colPages: 'Pages',
  colBytes: 'Bytes used',
  colFirstInstrument: 'First instrument',
  outOfPlace: ' (out of place in the file)',
  rowsLabelled: 'Rows are labelled by instrument (i3 = instrument 3); the outlined row is the one inserted.',
  countersOf: (n: number) => `Counters of ${n === 2 ? 'both' : `all ${n}`} simulations`,
  counter: 'Counter',
  countersEvery: 'Counters of every simulation',
  terms: 'Terms',
  saveChart: 'Save the chart:',
  saved: (n: number, kind: string) => `Saved ${n} ${kind} file${n > 1 ? 's' : ''}.`,
  couldNotSave: (why: string) => `Could not save: ${why}`,
  dataTable: 'Data table',
};

export type ViewWords = typeof en;

const fr: ViewWords = {
  dataPages: (n, nText) => `${nText} ${n > 1 ? 'pages de données' : 'page de données'}`,
  drawnPerBox: (k) => ` (${k} par case)`,
  fullOnAverage: (pct, sparse) => `remplies à ${pct} en moyenne ; ${sparse} à moins de 60 %. `,
  heapNoOrder:
    'Un tas n’a pas d’ordre de clé : les lignes vont à la dernière page, et un parcours lit le fichier d’un trait.',
  ordersAgree: 'L’ordre des clés et celui du fichier concordent : un parcours de plage lit le fichier d’un trait.',
  outOfOrder: (displaced, dText, jumps, jText) =>
    `${dText} ${displaced > 1 ? 'pages sont' : 'page est'} hors de l’ordre des clés dans le fichier (chaînée${displaced > 1 ? 's' : ''}) ; ` +
    `un parcours dans l’ordre des clés saute ${jumps === 1 ? 'une fois' : `${jText} fois`}.`,
  keyOrderStrip: 'Ordre des clés — la chaîne des feuilles que suit un parcours de plage →',
  heapStrip: 'Ordre du fichier — un tas : les lignes vont à la dernière page →',
  fileOrderStrip: 'Ordre du fichier — numéro de page sur disque ; les nouvelles pages vont à la fin →',
  colourLegend: (max) => `couleur = instrument (plage de clés) 1 … ${max} ; `,
  barHeight: 'hauteur de la barre = octets occupés',
  lightLines: ' ; des traits clairs séparent les instruments',
  showTable: 'Afficher les pages sous forme de tableau',
  hideTable: 'Masquer le tableau des pages',
  tableRegion: 'Les pages de données en tableau',
  tableRegionOf: (name) => `Les pages de données en tableau : ${name}`,
  theOnePage: 'L’unique page de données.',
  allInKeyOrder: (pages) => `Toutes les ${pages}, dans l’ordre des clés.`,
  perRowInKeyOrder: (pages, k) => `${pages} dans l’ordre des clés, ${k} par ligne.`,
  colKeyOrder: 'Ordre des clés',
  colPageNumber: 'Numéro de page',
  colOutOfPlace: 'Pages déplacées',
  colRows: 'Lignes',
  colPages: 'Pages',
  colBytes: 'Octets occupés',
  colFirstInstrument: 'Premier instrument',
  outOfPlace: ' (hors de place dans le fichier)',
  rowsLabelled:
    'Les lignes portent leur instrument (i3 = instrument 3) ; la ligne encadrée est celle qui vient d’être insérée.',
  countersOf: (n) => `Compteurs ${n === 2 ? 'des deux simulations' : `des ${n} simulations`}`,
  counter: 'Compteur',
  countersEvery: 'Compteurs de chaque simulation',
  terms: 'Termes',
  saveChart: 'Enregistrer le graphique :',
  saved: (n, kind) => `${n} fichier${n > 1 ? 's' : ''} ${kind} enregistré${n > 1 ? 's' : ''}.`,
  couldNotSave: (why) => `Enregistrement impossible : ${why}`,
  dataTable: 'Tableau des données',
};

const ru: ViewWords = {
  dataPages: (n, nText) => `${nText} ${ruPlural(n, 'страница данных', 'страницы данных', 'страниц данных')}`,
  drawnPerBox: (k) => ` (по ${k} в клетке)`,
  fullOnAverage: (pct, sparse) => `заполнены в среднем на ${pct}; ${sparse} заполнены меньше чем на 60 %. `,
  heapNoOrder: 'У кучи нет порядка ключей: строки идут на последнюю страницу, а просмотр читает файл подряд.',
  ordersAgree: 'Порядок ключей и порядок в файле совпадают: просмотр диапазона читает файл подряд.',
  outOfOrder: (displaced, dText, jumps, jText) =>
    `${dText} ${ruPlural(displaced, 'страница стоит', 'страницы стоят', 'страниц стоят')} в файле не по порядку ключей (связаны ссылками); ` +
    `просмотр в порядке ключей прыгает ${jumps === 1 ? 'один раз' : `${jText} ${ruPlural(jumps, 'раз', 'раза', 'раз')}`}.`,
  keyOrderStrip: 'Порядок ключей — цепочка листьев, по которой идёт просмотр диапазона →',
  heapStrip: 'Порядок в файле — куча: строки идут на последнюю страницу →',
  fileOrderStrip: 'Порядок в файле — номер страницы на диске; новые страницы идут в конец →',
  colourLegend: (max) => `цвет = инструмент (диапазон ключей) 1 … ${max}; `,
  barHeight: 'высота столбика = занятые байты',
  lightLines: '; светлые линии разделяют инструменты',
  showTable: 'Показать страницы таблицей',
  hideTable: 'Скрыть таблицу страниц',
  tableRegion: 'Страницы данных таблицей',
  tableRegionOf: (name) => `Страницы данных таблицей: ${name}`,
  theOnePage: 'Единственная страница данных.',
  allInKeyOrder: (pages) => `Все ${pages} в порядке ключей.`,
  perRowInKeyOrder: (pages, k) => `${pages} в порядке ключей, по ${k} в строке.`,
  colKeyOrder: 'Порядок ключей',
  colPageNumber: 'Номер страницы',
  colOutOfPlace: 'Страниц не на месте',
  colRows: 'Строк',
  colPages: 'Страниц',
  colBytes: 'Занято байт',
  colFirstInstrument: 'Первый инструмент',
  outOfPlace: ' (не на своём месте в файле)',
  rowsLabelled: 'Строки подписаны инструментом (i3 = инструмент 3); обведена только что вставленная строка.',
  countersOf: (n) => `Счётчики ${n === 2 ? 'обеих симуляций' : `всех ${n} симуляций`}`,
  counter: 'Счётчик',
  countersEvery: 'Счётчики каждой симуляции',
  terms: 'Термины',
  saveChart: 'Сохранить график:',
  saved: (n, kind) => `Сохранено ${kind}-файлов: ${n}.`,
  couldNotSave: (why) => `Не удалось сохранить: ${why}`,
  dataTable: 'Таблица данных',
};

export const VIEW_WORDS: Catalogue<ViewWords> = { en, fr, ru };
