/**
 * The engine's texts shared by the insert load's three lessons, in French
 * and Russian: the parameters' descriptions, the article's setup, note and
 * columns, the cases' labels (the French in the article's own words) and
 * the figures' notes. Each lesson's `texts.i18n.ts` takes its part.
 */
import type { EngineTexts } from '../../shell/lesson/localInfo';

type Lang2 = 'fr' | 'ru';

export const PARAMS: Record<Lang2, Record<string, string>> = {
  fr: {
    table: 'Index clustered unique sur (instrument, date, source), ou un tas qui ajoute en fin de table (la référence de l’article).',
    locking:
      'Schéma de verrouillage d’ASE. allpages\u00a0: les pages de données sont les feuilles de l’index, les coupures sont synchrones. datapages/datarows\u00a0: les coupures sont différées au housekeeper.',
    fillfactor: 'Taux de remplissage de chaque page à la création de l’index clustered.',
    split_policy:
      'mid\u00a0: la moitié des lignes passe sur la nouvelle page. insertion_point\u00a0: coupure là où va la ligne (dbcc tune ascinserts)\u00a0; tant que les lignes arrivent dans l’ordre de la clé clustered, seule la coupure force le journal.',
    source_order:
      'Ordre de tri des lignes insérées, dans chaque jour\u00a0: une colonne de la clé, la clé clustered entière, par date à leur arrivée, ou aléatoire.',
    page_size: 'Taille de page du serveur.',
    row_bytes:
      'Taille d’une ligne de données, en-tête de ligne compris (l’article\u00a0: ~600 Mo pour 4,5 M lignes sur des pages de 2 Ko, 15 lignes par page).',
    rows: 'Lignes dans la table avant le test (l’article\u00a0: 4,5 M)\u00a0; 0 part d’une table vide.',
    inserted_rows: 'Lignes qu’ajoute un jour (l’article\u00a0: 10\u202f000, une par instrument et par source).',
    days: 'Jours de nouvelles données à insérer, un INSERT ... SELECT par jour\u00a0; les jours suivants consomment la marge laissée par le fillfactor.',
    nc_indexes:
      'Index non clustered\u00a0; chacun contient le RID de chaque ligne (sp_sysmon\u00a0: 3 opérations de maintenance NC par insertion).',
    sources: 'Sources qui cotent chaque instrument chaque jour.',
    thin_pct: 'Part des instruments cotés par une source de moins.',
    log_io_size: 'Taille des E/S du journal (sp_logiosize)\u00a0; par défaut, ASE prend deux pages.',
    ulc_size: 'Taille du cache «\u00a0user log cache size\u00a0» par session.',
    partitions: 'Partitions en mode aléatoire (round robin). Avec un index clustered, la clé décide où va une ligne.',
    seed: 'Graine de chaque choix aléatoire\u00a0: même graine, même déroulement.',
    statements:
      'Votre propre charge à la place des jours ci-dessus, des instructions séparées par ;\u00a0— insert N [ordre], update N, delete N, select one N, select range N, select all, checkpoint, rebuild [fillfactor], repeat K (...). Vide\u00a0: les jours de l’article.',
    frames:
      'Cadres d’un cache de pages par lequel passent les pages de la table (0\u00a0: pas de cache\u00a0; chaque accès à une page est compté, aucune n’est lue sur disque).',
    policy: 'La politique de remplacement du cache (avec frames au-dessus de 0).',
  },
  ru: {
    table: 'Уникальный кластерный индекс по (instrument, date, source) или куча, дописывающая в конец (базовый вариант статьи).',
    locking:
      'Схема блокировки ASE. allpages: страницы данных — листья индекса, расщепления синхронные. datapages/datarows: расщепления откладываются на housekeeper.',
    fillfactor: 'Доля заполнения каждой страницы при построении кластерного индекса.',
    split_policy:
      'mid: половина строк переносится на новую страницу. insertion_point: расщепление там, куда идёт строка (dbcc tune ascinserts); пока строки приходят в порядке кластерного ключа, журнал принудительно сбрасывает только расщепление.',
    source_order:
      'Порядок сортировки вставляемых строк внутри каждого дня: по одному столбцу ключа, по всему кластерному ключу, по дате в порядке поступления или случайный.',
    page_size: 'Размер страницы сервера.',
    row_bytes:
      'Размер одной строки данных вместе с заголовком строки (в статье: ~600 МБ на 4,5 млн строк на страницах 2 КБ, 15 строк на страницу).',
    rows: 'Строк в таблице до теста (в статье: 4,5 млн); 0 — начать с пустой таблицы.',
    inserted_rows: 'Строк, добавляемых за день (в статье: 10\u00a0000, по одной на инструмент и источник).',
    days: 'Дней новых данных для вставки, по одному INSERT ... SELECT в день; следующие дни съедают запас, оставленный fillfactor.',
    nc_indexes: 'Некластерные индексы; каждый хранит RID каждой строки (sp_sysmon: 3 операции обслуживания NC на вставку).',
    sources: 'Источников, котирующих каждый инструмент каждый день.',
    thin_pct: 'Доля инструментов, которые котирует на один источник меньше.',
    log_io_size: 'Размер ввода-вывода журнала (sp_logiosize); по умолчанию в ASE — две страницы.',
    ulc_size: 'Размер пользовательского кэша журнала на сеанс.',
    partitions: 'Секции round-robin. При кластерном индексе, куда пойдёт строка, решает ключ.',
    seed: 'Начальное значение (seed) для всех случайных выборов: то же значение — тот же прогон.',
    statements:
      'Ваша собственная нагрузка вместо дней выше, операторы через ; — insert N [порядок], update N, delete N, select one N, select range N, select all, checkpoint, rebuild [fillfactor], repeat K (...). Пусто — дни статьи.',
    frames:
      'Фреймы буферного пула, через который проходят страницы таблицы (0 — без пула: каждое обращение к странице считается, ни одна не читается с диска).',
    policy: 'Политика вытеснения пула (при frames больше 0).',
  },
};

const ARTICLE: Record<Lang2, { setup: string; note: string; columns: Record<string, string> }> = {
  fr: {
    setup: 'Table APL de 4,5 M lignes sur des pages de 2 Ko, 10\u202f000 lignes insérées par un seul INSERT … SELECT',
    note: 'Nos durées viennent du modèle de coût du moteur, pas d’un chronomètre.',
    columns: {
      estimated_rows_per_sec: 'Lignes/s',
      page_splits: 'Coupures de pages',
      log_writes: 'Écritures dans le journal',
      bytes_used: 'Espace par rapport à la première ligne',
    },
  },
  ru: {
    setup: 'APL-таблица из 4,5 млн строк на страницах 2 КБ, 10\u00a0000 строк вставлены одним INSERT … SELECT',
    note: 'Наши времена — из модели стоимости движка, а не с секундомера.',
    columns: {
      estimated_rows_per_sec: 'Строк/с',
      page_splits: 'Расщепления страниц',
      log_writes: 'Записи в журнал',
      bytes_used: 'Место относительно первой строки',
    },
  },
};

/** The cases' labels: the French as the article's tables name them. */
const CASES: Record<Lang2, Record<string, string>> = {
  fr: {
    heap: 'Sans index',
    clustered: 'Avec l’index clustered unique',
    logio2k: 'Log I/O 2K',
    logio4k: 'Log I/O 4K',
    logio8k: 'Log I/O 8K',
    logio16k: 'Log I/O 16k',
    ulc2k: 'ULC 2K',
    ulc8k: 'ULC 8K',
    ulc50k: 'ULC 50K',
    // ASE's keywords, as the English and Russian say them: the article's
    // "DAP" is no ASE term, and its "DOL" names both data-only schemes.
    apl: 'Verrouillage allpages (APL)',
    datapages: 'Verrouillage datapages',
    datarows: 'Verrouillage datarows',
    part1: '1 Partition',
    part2: '2 Partitions',
    part4: '4 Partitions',
    ff100: 'fillfactor à 100',
    ff90: 'fillfactor à 90',
    ff80: 'fillfactor à 80',
    key1: 'clé 1 (INSTRUMENT_ID)',
    key2: 'clé 2 (RETRIEVAL_DTE)',
    key3: 'clé 3 (SOURCE_ID)',
    full_key: '3 clés de l’index clustered',
  },
  ru: {
    heap: 'Куча, без кластерного индекса',
    clustered: 'Уникальный кластерный индекс, fillfactor 100',
    logio2k: 'log I/O 2 КБ',
    logio4k: 'log I/O 4 КБ',
    logio8k: 'log I/O 8 КБ',
    logio16k: 'log I/O 16 КБ',
    ulc2k: 'ULC 2 КБ',
    ulc8k: 'ULC 8 КБ',
    ulc50k: 'ULC 50 КБ',
    apl: 'блокировка allpages (APL)',
    datapages: 'блокировка datapages',
    datarows: 'блокировка datarows',
    part1: '1 секция',
    part2: '2 секции',
    part4: '4 секции',
    ff100: 'fillfactor = 100',
    ff90: 'fillfactor = 90',
    ff80: 'fillfactor = 80',
    key1: 'сортировка по ключу 1 (instrument)',
    key2: 'сортировка по ключу 2 (date)',
    key3: 'сортировка по ключу 3 (source)',
    full_key: 'сортировка по всему кластерному ключу',
  },
};

type NoteId =
  | 'model'
  | 'splits35'
  | 'writes'
  | 'noSplits'
  | 'dol'
  | 'ff90rate'
  | 'ff90writes'
  | 'shuffled'
  | 'keyOrder'
  | 'fullKeyRate'
  | 'fullKeyWrites';

const NOTES: Record<Lang2, Record<NoteId, string>> = {
  fr: {
    model:
      'Le nôtre est l’estimation du modèle de coût, calée sur les débits du tas et du fillfactor 100\u00a0; ceux de l’article varient de ±25\u00a0% d’un passage à l’autre.',
    splits35:
      'Les nombres de coupures de l’article et ses 10\u202f000 lignes par jour ne peuvent pas tous tenir sur des pages de 15 lignes\u00a0; les nôtres coupent la page de chaque instrument une fois par jour, ~35\u00a0% de plus.',
    writes:
      'Chacune de nos coupures force une écriture dans le journal pour elle-même et une par index non clustered, comme les ~5 écritures par coupure de l’article\u00a0; avec ~35\u00a0% de coupures en plus, ~40\u00a0% d’écritures en plus.',
    noSplits:
      'Sans coupures, notre journal garde un enregistrement par entrée d’index non clustered, que le journal de la table de test de l’article ne montre pas.',
    dol: 'En verrouillage DOL, nos coupures écrivent un enregistrement chacune et ne forcent rien\u00a0; le housekeeper de l’article écrivait davantage.',
    ff90rate:
      'Chacune de nos coupures attend les mêmes écritures forcées dans le journal à tout fillfactor\u00a0: moins de coupures à 90 font gagner moins de temps que l’article n’en a mesuré (81 lignes/s contre 152).',
    ff90writes:
      'Chacune de nos coupures force les mêmes vidages à tout fillfactor\u00a0; le passage à fillfactor 90 de l’article attendait ~3,6 écritures dans le journal par coupure, contre 5 à fillfactor 100.',
    shuffled:
      'Nos coupures au milieu de la page dépassent déjà de ~35\u00a0% celles de l’article (ses chiffres ne peuvent pas tous tenir sur des pages de 15 lignes), et quand les lignes d’un instrument arrivent mélangées, une coupure au point d’insertion qui laisse sa page pleine fait couper la page de nouveau par la ligne suivante, plus basse\u00a0: +11\u00a0% par rapport au milieu de la page.',
    keyOrder:
      'Dans l’ordre de la clé, une ligne qui suit la dernière ligne d’une page pleine donne une allocation de page, pas une coupure\u00a0: 4\u00a0% de coupures de moins qu’au milieu de la page, en plus des ~35\u00a0% que portent tous nos nombres de coupures.',
    fullKeyRate:
      'Notre mode d’insertion ascendante (seule la coupure force le journal) donne à la source triée 3,5 fois le débit des autres ordres\u00a0; l’article a mesuré 5 fois.',
    fullKeyWrites:
      'Nous modélisons que les écritures dans le journal du passage trié ont cessé d’être attendues, pas les enregistrements en plus qu’il a écrits\u00a0: les nôtres baissent là où celles de l’article augmentaient.',
  },
  ru: {
    model:
      'Наше значение — оценка модели стоимости, подогнанная под скорости кучи и fillfactor 100; скорости статьи разнятся на ±25% от прогона к прогону.',
    splits35:
      'Счётчики расщеплений статьи и её 10\u00a0000 строк в день не могут все сходиться на страницах по 15 строк; у нас страница каждого инструмента расщепляется раз в день, на ~35% больше.',
    writes:
      'Каждое наше расщепление вызывает одну принудительную запись в журнал для себя и по одной на каждый некластерный индекс, как ~5 записей на расщепление в статье; при ~35% лишних расщеплений — ~40% лишних записей.',
    noSplits:
      'Без расщеплений наш журнал содержит по записи на каждую запись некластерного индекса, которой журнал тестовой таблицы статьи не показывает.',
    dol: 'При блокировке только данных наши расщепления пишут по одной записи и ничего не сбрасывают принудительно; housekeeper статьи писал больше.',
    ff90rate:
      'Каждое наше расщепление ждёт одни и те же принудительные записи в журнал при любом fillfactor, поэтому меньшее число расщеплений при 90 экономит меньше времени, чем измерила статья (81 строка/с против 152).',
    ff90writes:
      'Каждое наше расщепление вызывает одни и те же сбросы при любом fillfactor; прогон статьи с fillfactor 90 ждал ~3,6 записи в журнал на расщепление против 5 при 100.',
    shuffled:
      'Наши расщепления посередине уже на ~35% выше, чем в статье (её цифры не могут все сходиться на страницах по 15 строк), а когда строки инструмента перемешаны, расщепление в точке вставки, оставляющее страницу полной, заставляет следующую, меньшую строку расщепить её снова: +11% к расщеплению посередине.',
    keyOrder:
      'В порядке ключа строка после последней строки заполненной страницы даёт выделение страницы, а не расщепление: на 4% меньше расщеплений, чем посередине, сверх ~35%, которые несут все наши счётчики расщеплений.',
    fullKeyRate:
      'Наш режим возрастающей вставки (журнал принудительно сбрасывает только расщепление) даёт отсортированному источнику скорость в 3,5 раза выше других порядков; статья измерила в 5 раз.',
    fullKeyWrites:
      'Мы моделируем то, что записей в журнал отсортированного прогона перестали ждать, а не лишние записи, которые он сделал: у нас их становится меньше там, где у статьи их стало больше.',
  },
};

/** The article table's groups of cases (the engine's English names). */
const GROUPS: Record<Lang2, Record<string, string>> = {
  fr: {
    Baseline: 'Référence',
    'Locking scheme': 'Schéma de verrouillage',
    'Log I/O size': 'Taille des E/S du journal',
    'Round-robin partitions': 'Partitions round-robin',
    'User log cache': 'User log cache (ULC)',
    Fillfactor: 'Taux de remplissage',
    'ascinserts by source order': 'ascinserts selon l’ordre des sources',
  },
  ru: {
    Baseline: 'Исходный вариант',
    'Locking scheme': 'Схема блокировок',
    'Log I/O size': 'Размер ввода-вывода журнала',
    'Round-robin partitions': 'Секции round-robin',
    'User log cache': 'Кэш журнала пользователя (ULC)',
    Fillfactor: 'Коэффициент заполнения',
    'ascinserts by source order': 'ascinserts по порядку источников',
  },
};

/** A case's notes, by figure: rows/s, page splits, log writes. */
type CaseNotes = readonly [NoteId, NoteId, NoteId];
const FIGURES = ['estimated_rows_per_sec', 'page_splits', 'log_writes'];

/** A lesson's engine texts in `lang`: its own summary, question, presets; the shared rest for its cases. */
export function lessonTexts(
  lang: Lang2,
  own: Pick<EngineTexts, 'summary' | 'question' | 'presets'>,
  cases: Record<string, CaseNotes>,
): EngineTexts {
  const a = ARTICLE[lang];
  const notes: Record<string, string> = {};
  const labels: Record<string, string> = {};
  for (const [id, ns] of Object.entries(cases)) {
    labels[id] = CASES[lang][id];
    ns.forEach((n, i) => (notes[`${id}/${FIGURES[i]}`] = NOTES[lang][n]));
  }
  return {
    ...own,
    part: lang === 'fr' ? 'Pages et coupures' : 'Страницы и расщепления',
    params: PARAMS[lang],
    article: { setup: a.setup, note: a.note, columns: a.columns, cases: labels, notes, groups: GROUPS[lang] },
  };
}
