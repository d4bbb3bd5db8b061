/**
 * The insert load's charts and full-run reports: the fillfactor sweep,
 * the grouped bars of the source orders, the day-by-day chart and its
 * reading, the lessons' chart sections, the sp_sysmon report's words
 * around sp_sysmon's own (its counter names and column heads stay as
 * sp_sysmon prints them). Figures come formatted unless a noun agrees
 * with them.
 */
import type { Catalogue } from '../../../kit/i18n/words';
import { ruPlural } from '../../../kit/i18n/words';

const en = {
  sweep: {
    xTitle: 'Fillfactor (%)',
    none: 'No sweep yet.',
    runs: (n: string) => `${n} full-scale runs. `,
    at: (ff: string, splits: string, bytes: string) => `At fillfactor ${ff}: ${splits} page splits, ${bytes}. `,
    highest: (ff: string, bytes: string) => `The highest fillfactor without a single split is ${ff} (${bytes}).`,
    every: 'Every fillfactor in the sweep splits pages.',
    legendRun: 'a full-scale run',
    legendArticle: 'the article (page splits)',
    aria: (summary: string) => `Fillfactor sweep. ${summary}`,
    splitsTitle: 'Page splits',
    spaceTitle: 'Space used (MiB)',
    caption: (from: string, to: string) => `Fillfactor from ${from} to ${to}, x axis.`,
    table: 'Sweep data',
    colFillfactor: 'Fillfactor',
    colSplits: 'Page splits',
    colSpace: 'Space used',
  },
  ffChart: {
    title: (from: string, to: string, days: number) => `Page splits and space, fillfactor ${from}–${to}${days > 1 ? `, ${days} days` : ''}`,
    introBefore: 'Each point is a full-scale run. Change ',
    introAfter: ' to load more days into the same table: the room left by a low fillfactor fills up, and the splits come back.',
    run: 'Run the sweep',
  },
  bars: {
    xTitle: 'Source sort order',
    legendArticle: 'the article (ascinserts)',
    legendHeap: '- - - heap baseline',
    rateTitle: 'Rows per second (log scale)',
    heapLabel: (rate: string) => `heap ${rate} rows/s`,
    splitsTitle: 'Page splits',
    caption: 'Each source sort order under each split policy, at full scale.',
    heapCaption: (rate: string) => ` The heap baseline runs at ${rate} rows/s.`,
    table: 'Sort order data',
    colOrder: 'Source order',
    colRate: 'rows/s',
    colSplits: 'splits',
  },
  ascChart: {
    orders: { key1: 'key 1', key2: 'key 2', key3: 'key 3', full_key: 'full key' },
    mid: 'split at mid-page',
    insertion: 'split at insertion point',
    title: 'Source sort order × split policy',
    intro: 'Key 1 = instrument, key 2 = date, key 3 = source, full key = all three in clustered order. Each bar is a full-scale run of one day.',
    run: 'Run all orders',
  },
  day: {
    summary: (n: number, total: string) => `${n} days: ${total} page splits in all; `,
    everyDay: 'every day split pages. ',
    noDay: 'no day split a page. ',
    manyQuiet: (n: number) => `${n} days split none (the table lists them). `,
    someQuiet: (n: number, list: string) => `day${n === 1 ? '' : 's'} ${list} split none. `,
    and: ' and ',
    density: (d1: string, day1: string, d2: string, day2: string) =>
      `Leaf density ${d1} after day ${day1}, ${d2} after day ${day2}.`,
    legendSplits: 'page splits that day',
    legendNone: 'no split that day',
    legendRebuild: '- - - rebuild before this day',
    legendDensity: '● leaf density at the day’s end (zoomed axis, not from 0)',
    aria: (reading: string, summary: string) => `Day by day. ${reading} ${summary}`,
    splitsTitle: 'Page splits each day',
    rebuild: (day: string) => `rebuild before day ${day}`,
    densityTitle: 'Leaf density after each day',
    captionTitle: 'Day of inserts, x axis',
    caption: (date: string) => ` (day 1 is the first day inserted: date ${date} in the table’s date column). `,
    table: 'Day by day data',
    cols: [
      'Day',
      'Date in the table',
      'Page splits',
      'Rows moved',
      'Rows inserted',
      'Estimated time',
      'Leaf density at the end',
      'Data pages at the end',
    ],
    rowPrefix: 'Day ',
    zero: '0 (none)',
    seconds: ' s',
  },
  reading: {
    none: 'No day has been inserted.',
    noSplit: (n: number) => `No day split: the room lasts all ${n} day${n === 1 ? '' : 's'}.`,
    firstDay: (first: string, after: string) =>
      `Day ${first} already splits pages: the room the build left does not hold one day’s load.${after}`,
    range: (from: number, to: number) => (from === to ? `Day ${from}` : `Days ${from}–${to}`),
    fit: (range: string, one: boolean, first: string, after: string) =>
      `${range} ${one ? 'fits' : 'fit'} in the room the build left; splits come back on day ${first}: rebuild before day ${first}’s load.${after}`,
    everyOther:
      ' Splits then come every other day: a day’s splits leave half-empty pages that take the next day’s rows, and fill up.',
  },
  extras: {
    source: 'full-scale run',
    dayTitle: 'Day by day',
    dayIntro:
      'Each day inserts its rows into the table the days before left. The room a fillfactor leaves absorbs the first days; when a day splits pages again, it is time to rebuild.',
    oneDay: 'This run inserted one day.',
    more: (n: string) => `Insert ${n} days to see when the room runs out`,
    setsBefore: '(sets ',
    setsAfter: (n: string) => ` to ${n}).`,
  },
  sysmon: {
    scroll: 'Scroll sideways for every column →',
    captionBefore: 'Per sec uses the engine’s estimated time; per xact counts one transaction per day of ',
    captionAfter: (forced: string, rid: string, nc: string, per: string) =>
      `. “by Other” are the flushes a split forces (its own, and each nonclustered index’s RID changes outside ascending-insert mode); the insert waited on ${forced} forced flushes in all, and that is where a split-bound run’s time goes. On the article’s server: RID Upd from Clust Split ${rid}, with ${nc} NC index maintenance operations (≈${per} per operation).`,
  },
};

export type ChartWords = typeof en;

const fr: ChartWords = {
  sweep: {
    xTitle: 'Fillfactor (en %)',
    none: 'Pas encore de balayage.',
    runs: (n) => `${n} déroulements à pleine échelle. `,
    at: (ff, splits, bytes) => `À fillfactor ${ff}\u00a0: ${splits} coupures de pages, ${bytes}. `,
    highest: (ff, bytes) => `Le plus haut fillfactor sans une seule coupure est ${ff} (${bytes}).`,
    every: 'Chaque fillfactor du balayage coupe des pages.',
    legendRun: 'un déroulement à pleine échelle',
    legendArticle: 'l’article (coupures de pages)',
    aria: (summary) => `Balayage du fillfactor. ${summary}`,
    splitsTitle: 'Coupures de pages',
    spaceTitle: 'Espace occupé (Mio)',
    caption: (from, to) => `Fillfactor de ${from} à ${to}, axe des x.`,
    table: 'Données du balayage',
    colFillfactor: 'Fillfactor',
    colSplits: 'Coupures de pages',
    colSpace: 'Espace occupé',
  },
  ffChart: {
    title: (from, to, days) => `Coupures de pages et espace, fillfactor ${from}–${to}${days > 1 ? `, ${days} jours` : ''}`,
    introBefore: 'Chaque point est un déroulement à pleine échelle. Changez ',
    introAfter:
      ' pour charger plus de jours dans la même table\u00a0: la place laissée par un fillfactor bas se remplit, et les coupures reviennent.',
    run: 'Lancer le balayage',
  },
  bars: {
    xTitle: 'Ordre de tri de la source',
    legendArticle: 'l’article (ascinserts)',
    legendHeap: '- - - référence du tas',
    rateTitle: 'Lignes par seconde (échelle log)',
    heapLabel: (rate) => `tas ${rate} lignes/s`,
    splitsTitle: 'Coupures de pages',
    caption: 'Chaque ordre de tri de la source sous chaque politique de coupure, à pleine échelle.',
    heapCaption: (rate) => ` La référence du tas tourne à ${rate} lignes/s.`,
    table: 'Données par ordre de tri',
    colOrder: 'Ordre de la source',
    colRate: 'lignes/s',
    colSplits: 'coupures',
  },
  ascChart: {
    orders: { key1: 'clé 1', key2: 'clé 2', key3: 'clé 3', full_key: '3 clés' },
    mid: 'coupure au milieu de la page',
    insertion: 'coupure au point d’insertion',
    title: 'Ordre de tri de la source × politique de coupure',
    intro:
      'Clé 1 = INSTRUMENT_ID, clé 2 = RETRIEVAL_DTE, clé 3 = SOURCE_ID, 3 clés = les trois dans l’ordre de l’index clustered. Chaque barre est un déroulement à pleine échelle d’un jour.',
    run: 'Lancer tous les ordres',
  },
  day: {
    summary: (n, total) => `${n} jours\u00a0: ${total} coupures de pages en tout\u00a0; `,
    everyDay: 'chaque jour a coupé des pages. ',
    noDay: 'aucun jour n’a coupé de page. ',
    manyQuiet: (n) => `${n} jours n’en ont coupé aucune (le tableau les donne). `,
    someQuiet: (n, list) => `${n < 2 ? 'le jour' : 'les jours'} ${list} n’en ${n < 2 ? 'a' : 'ont'} coupé aucune. `,
    and: ' et ',
    density: (d1, day1, d2, day2) => `Densité des feuilles ${d1} après le jour ${day1}, ${d2} après le jour ${day2}.`,
    legendSplits: 'coupures de pages du jour',
    legendNone: 'aucune coupure ce jour-là',
    legendRebuild: '- - - reconstruire avant ce jour',
    legendDensity: '● densité des feuilles en fin de jour (axe zoomé, ne part pas de 0)',
    aria: (reading, summary) => `Jour par jour. ${reading} ${summary}`,
    splitsTitle: 'Coupures de pages par jour',
    rebuild: (day) => `reconstruire avant le jour ${day}`,
    densityTitle: 'Densité des feuilles après chaque jour',
    captionTitle: 'Jour d’insertion, axe des x',
    caption: (date) => ` (le jour 1 est le premier jour inséré\u00a0: date ${date} dans la colonne de date de la table). `,
    table: 'Données jour par jour',
    cols: [
      'Jour',
      'Date dans la table',
      'Coupures de pages',
      'Lignes déplacées',
      'Lignes insérées',
      'Durée estimée',
      'Remplissage des feuilles à la fin',
      'Pages de données à la fin',
    ],
    rowPrefix: 'Jour ',
    zero: '0 (aucune)',
    seconds: ' s',
  },
  reading: {
    none: 'Aucun jour n’a été inséré.',
    noSplit: (n) => `Aucun jour ne coupe\u00a0: la place dure ${n < 2 ? `le seul jour` : `les ${n} jours`}.`,
    firstDay: (first, after) =>
      `Le jour ${first} coupe déjà des pages\u00a0: la place laissée à la création ne tient pas la charge d’un jour.${after}`,
    range: (from, to) => (from === to ? `Le jour ${from}` : `Les jours ${from} à ${to}`),
    fit: (range, one, first, after) =>
      `${range} ${one ? 'tient' : 'tiennent'} dans la place laissée à la création\u00a0; les coupures reviennent le jour ${first}\u00a0: reconstruisez avant la charge du jour ${first}.${after}`,
    everyOther:
      ' Les coupures reviennent ensuite un jour sur deux\u00a0: les coupures d’un jour laissent des pages à moitié vides qui reçoivent les lignes du lendemain, puis se remplissent.',
  },
  extras: {
    source: 'déroulement à pleine échelle',
    dayTitle: 'Jour par jour',
    dayIntro:
      'Chaque jour insère ses lignes dans la table que les jours précédents ont laissée. La place que laisse un fillfactor absorbe les premiers jours\u00a0; quand un jour coupe de nouveau des pages, il est temps de reconstruire.',
    oneDay: 'Ce déroulement a inséré un jour.',
    more: (n) => `Insérer ${n} jours pour voir quand la place vient à manquer`,
    setsBefore: '(met ',
    setsAfter: (n) => ` à ${n}).`,
  },
  sysmon: {
    scroll: 'Faites défiler de côté pour voir toutes les colonnes →',
    captionBefore:
      'Per sec utilise la durée estimée par le moteur\u00a0; per xact compte une transaction par jour d’',
    captionAfter: (forced, rid, nc, per) =>
      `. «\u00a0by Other\u00a0» sont les vidages qu’une coupure force (le sien, et les changements de RID de chaque index non clustered hors du mode d’insertion ascendante)\u00a0; l’insertion a attendu ${forced} vidages forcés en tout, et c’est là que passe le temps d’un déroulement lié aux coupures. Sur le serveur de l’article\u00a0: RID Upd from Clust Split ${rid}, avec ${nc} opérations de maintenance des index NC (≈${per} par opération).`,
  },
};

const ru: ChartWords = {
  sweep: {
    xTitle: 'Fillfactor, %',
    none: 'Прогона по fillfactor ещё не было.',
    runs: (n) => `Полномасштабных прогонов: ${n}. `,
    at: (ff, splits, bytes) => `При fillfactor ${ff}: расщеплений страниц — ${splits}, ${bytes}. `,
    highest: (ff, bytes) => `Наибольший fillfactor без единого расщепления — ${ff} (${bytes}).`,
    every: 'При каждом fillfactor прогона страницы расщепляются.',
    legendRun: 'полномасштабный прогон',
    legendArticle: 'статья (расщепления страниц)',
    aria: (summary) => `Прогон по fillfactor. ${summary}`,
    splitsTitle: 'Расщепления страниц',
    spaceTitle: 'Занятое место (МиБ)',
    caption: (from, to) => `Fillfactor от ${from} до ${to}, ось x.`,
    table: 'Данные прогона по fillfactor',
    colFillfactor: 'Fillfactor',
    colSplits: 'Расщепления страниц',
    colSpace: 'Занятое место',
  },
  ffChart: {
    title: (from, to, days) =>
      `Расщепления страниц и место, fillfactor ${from}–${to}${days > 1 ? `, ${days} ${ruPlural(days, 'день', 'дня', 'дней')}` : ''}`,
    introBefore: 'Каждая точка — полномасштабный прогон. Измените ',
    introAfter: ', чтобы загрузить больше дней в ту же таблицу: место, оставленное низким fillfactor, заполняется, и расщепления возвращаются.',
    run: 'Запустить прогон',
  },
  bars: {
    xTitle: 'Порядок сортировки источника',
    legendArticle: 'статья (ascinserts)',
    legendHeap: '- - - базовая линия кучи',
    rateTitle: 'Строк в секунду (логарифмическая шкала)',
    heapLabel: (rate) => `куча ${rate} строк/с`,
    splitsTitle: 'Расщепления страниц',
    caption: 'Каждый порядок сортировки источника при каждой политике расщепления, в полном масштабе.',
    heapCaption: (rate) => ` Базовая линия кучи — ${rate} строк/с.`,
    table: 'Данные по порядкам сортировки',
    colOrder: 'Порядок источника',
    colRate: 'строк/с',
    colSplits: 'расщепления',
  },
  ascChart: {
    orders: { key1: 'ключ 1', key2: 'ключ 2', key3: 'ключ 3', full_key: 'весь ключ' },
    mid: 'расщепление посередине',
    insertion: 'расщепление в точке вставки',
    title: 'Порядок сортировки источника × политика расщепления',
    intro:
      'Ключ 1 = instrument, ключ 2 = date, ключ 3 = source, весь ключ = все три в кластерном порядке. Каждый столбец — полномасштабный прогон одного дня.',
    run: 'Запустить все порядки',
  },
  day: {
    summary: (n, total) => `${n} ${ruPlural(n, 'день', 'дня', 'дней')}: всего расщеплений страниц — ${total}; `,
    everyDay: 'каждый день расщеплял страницы. ',
    noDay: 'ни один день не расщепил страницу. ',
    manyQuiet: (n) => `${n} ${ruPlural(n, 'день', 'дня', 'дней')} без расщеплений (они есть в таблице). `,
    someQuiet: (n, list) => `${n === 1 ? 'день' : 'дни'} ${list} без расщеплений. `,
    and: ' и ',
    density: (d1, day1, d2, day2) => `Заполненность листьев ${d1} после дня ${day1}, ${d2} после дня ${day2}.`,
    legendSplits: 'расщепления страниц за день',
    legendNone: 'в этот день расщеплений нет',
    legendRebuild: '- - - перестроить перед этим днём',
    legendDensity: '● заполненность листьев в конце дня (ось увеличена, не от 0)',
    aria: (reading, summary) => `По дням. ${reading} ${summary}`,
    splitsTitle: 'Расщепления страниц по дням',
    rebuild: (day) => `перестроить перед днём ${day}`,
    densityTitle: 'Заполненность листьев после каждого дня',
    captionTitle: 'День вставок, ось x',
    caption: (date) => ` (день 1 — первый вставленный день: дата ${date} в столбце даты таблицы). `,
    table: 'Данные по дням',
    cols: [
      'День',
      'Дата в таблице',
      'Расщепления страниц',
      'Перенесено строк',
      'Вставлено строк',
      'Оценка времени',
      'Заполненность листьев в конце',
      'Страниц данных в конце',
    ],
    rowPrefix: 'День ',
    zero: '0 (нет)',
    seconds: ' с',
  },
  reading: {
    none: 'Ни одного дня ещё не вставлено.',
    noSplit: (n) => `Ни один день не расщепляет: места хватает на все дни (${n}).`,
    firstDay: (first, after) =>
      `День ${first} уже расщепляет страницы: места, оставленного при построении, не хватает на нагрузку одного дня.${after}`,
    range: (from, to) => (from === to ? `День ${from}` : `Дни ${from}–${to}`),
    fit: (range, one, first, after) =>
      `${range} ${one ? 'помещается' : 'помещаются'} в место, оставленное при построении; расщепления возвращаются в день ${first}: перестройте индекс перед загрузкой дня ${first}.${after}`,
    everyOther:
      ' Дальше расщепления идут через день: расщепления одного дня оставляют наполовину пустые страницы, которые принимают строки следующего дня и заполняются.',
  },
  extras: {
    source: 'полномасштабный прогон',
    dayTitle: 'По дням',
    dayIntro:
      'Каждый день вставляет свои строки в таблицу, оставленную предыдущими днями. Место, оставленное fillfactor, поглощает первые дни; когда день снова расщепляет страницы, пора перестраивать.',
    oneDay: 'Этот прогон вставил один день.',
    more: (n) => `Вставить ${n} ${ruPlural(Number(n), 'день', 'дня', 'дней')}, чтобы увидеть, когда закончится место`,
    setsBefore: '(задаёт ',
    setsAfter: (n) => ` равным ${n}).`,
  },
  sysmon: {
    scroll: 'Прокрутите вбок, чтобы увидеть все столбцы →',
    captionBefore: 'Per sec — по оценке времени движка; per xact считает одну транзакцию на день ',
    captionAfter: (forced, rid, nc, per) =>
      `. «by Other» — сбросы, которые вызывает расщепление (его собственный и изменения RID каждого некластерного индекса вне режима возрастающей вставки); всего вставка ждала принудительных сбросов: ${forced}, и именно на них уходит время прогона, упирающегося в расщепления. На сервере статьи: RID Upd from Clust Split ${rid}, при ${nc} операциях обслуживания некл. индексов (≈${per} на операцию).`,
  },
};

export const CHART_WORDS: Catalogue<ChartWords> = { en, fr, ru };
