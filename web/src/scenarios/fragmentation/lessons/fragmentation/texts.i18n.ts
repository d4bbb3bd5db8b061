/**
 * The engine's texts about the fragmentation lesson in French and Russian
 * (English: the engine's own, `pagelab lessons --json`), laid over them by
 * `shell/lesson/localInfo.ts`. Parameter names, choice values and policy
 * names stay as the engine spells them.
 */
import type { Catalogue } from '../../../../kit/i18n/words';
import type { EngineTexts } from '../../../../shell/lesson/localInfo';

const fr: EngineTexts = {
  summary:
    'Une table de paiements grandit pendant une semaine sous dix sessions\u00a0: quand les lignes de chaque client sont dispersées, un pool de N pages contient N enregistrements utiles, et au-delà de la taille de la RAM le relevé d’un client lit une page et attend un déplacement de la tête par ligne. Face à une archive triée par client.',
  question: 'Pourquoi une table qui dépasse la mémoire ralentit-elle quand les lignes de chaque client sont dispersées\u00a0?',
  part: 'Le pool de tampons',
  params: {
    layout:
      'fragmented\u00a0: une seule table, lignes dans l’ordre d’arrivée. defragmented\u00a0: une table courante, et une archive qui reçoit sa vieille queue triée par client toutes les archive_rows lignes.',
    rows: 'La table grandit jusqu’à ce nombre de lignes\u00a0; 0\u00a0: aussi loin que celle de l’article en une semaine, 11\u00a0M en fragmenté et 17\u00a0M en défragmenté.',
    start_rows: 'Lignes déjà dans la table avant la première requête.',
    every:
      'Lignes ajoutées par les seuls inserts entre deux fenêtres de mesure (0\u00a0: les dix sessions exécutent tout le mélange de requêtes en continu).',
    window:
      'Requêtes dans chaque fenêtre de mesure\u00a0: la première moitié amène le pool au régime du mélange, la seconde moitié est mesurée.',
    customers: 'Clients d’où viennent les paiements, chacun tiré au hasard.',
    row_bytes: 'Une ligne avec ses 27\u00a0octets d’en-tête PostgreSQL (l’article\u00a0: ~150\u00a0octets, ~55\u00a0lignes par page).',
    shared_buffers_mb: 'Le pool de tampons de PostgreSQL (l’article\u00a0: 256\u00a0Mo, 32\u00a0K pages).',
    file_cache_mb:
      'Le cache de fichiers du système d’exploitation sous le pool\u00a0: le serveur de l’article avait 2\u00a0Go de RAM et l’estimation du cache par son administrateur, effective_cache_size, était de 1\u00a0Go. Au-delà, les lectures vont au disque (région C).',
    disks: 'Disques à 7\u00a0200\u00a0tr/min en agrégat par bandes (RAID-0) sous la base.',
    sessions: 'Sessions clientes exécutant le mélange de requêtes, chacune une requête à la fois.',
    hour_rows:
      'Lignes insérées en une heure\u00a0: les updates et les selects d’une ligne choisissent parmi les lignes de la dernière heure (les 11\u00a0M de lignes de l’article en une semaine\u00a0: ~65\u00a0000 par heure).',
    archive_rows:
      'defragmented\u00a0: lignes par lot d’archivage (0\u00a0: une page de lignes par client, les 550\u00a0000 de l’article).',
    policy:
      'Le remplacement du pool de PostgreSQL (8.2\u00a0: clock-sweep)\u00a0; fifo, lru, clock, clock_sweep, lru2, 2q (8.0.2) ou arc (8.0) pour comparer (pas opt, qui a besoin de l’avenir, ni clock_sweep_ring\u00a0: aucune session ici ne parcourt une table dans l’ordre).',
    checkpoint_minutes:
      'Un point de contrôle écrit toutes les pages sales à cet intervalle (l’article\u00a0: 15\u00a0minutes\u00a0; 0\u00a0: jamais).',
    seed: 'Graine de tous les tirages au hasard\u00a0: même graine, même déroulement.',
  },
  article: {
    groups: {
      "A week's run, as far as the article's: fragmented to 11 M rows, defragmented to 17 M; select all and useful rows in its window just past 11 M (the article: at 11 M)":
        'Le déroulement d’une semaine, aussi loin que celui de l’article\u00a0: la table fragmentée jusqu’à 11\u00a0M de lignes, la défragmentée jusqu’à 17\u00a0M\u00a0; select all et lignes utiles dans sa fenêtre juste après 11\u00a0M (l’article\u00a0: à 11\u00a0M)',
    },
    setup:
      'une table de paiements alimentée pendant une semaine par dix sessions sur deux cœurs, 256\u00a0Mo de shared buffers, 2\u00a0Go de RAM, deux disques à 7\u00a0200\u00a0tr/min en agrégat par bandes',
    note: 'Nos temps viennent du modèle de disque et de mémoire du moteur, pas d’un chronomètre\u00a0; une semaine est du temps simulé.',
    columns: {
      article_select_all_mean_ms: 'Select all (ms)',
      article_useful_per_page: 'Lignes utiles par page en cache',
      week_rows: 'Lignes après une semaine',
    },
    cases: { fragmented: 'fragmentée', defragmented: 'défragmentée' },
    notes: {
      'defragmented/article_select_all_mean_ms':
        'L’article dit «\u00a0moins de 500\u00a0ms\u00a0»\u00a0; notre déroulement lit les pages de l’archive de 20 lots, un déplacement de la tête chacune, derrière les lectures des autres sessions.',
      'defragmented/article_useful_per_page':
        '55\u00a0lignes par page, c’est le plus qu’une page puisse donner\u00a0: notre pool contient aussi les pages chaudes de la table courante (environ une ligne utile chacune) et les index des deux tables.',
      'defragmented/week_rows':
        'Notre déroulement s’arrête à 17\u00a0M de lignes avant qu’une semaine soit passée\u00a0: les lignes de la semaine sont extrapolées au rythme de la dernière fenêtre.',
    },
  },
};

const ru: EngineTexts = {
  summary:
    'Таблица платежей неделю растёт под нагрузкой десяти сеансов: когда строки каждого клиента разбросаны, пул из N страниц держит N полезных записей, а когда база больше RAM, выписка клиента читает по странице и ждёт позиционирования головки на каждую строку. В сравнении с архивом, отсортированным по клиенту.',
  question: 'Почему таблица, переросшая память, замедляется, когда строки каждого клиента разбросаны?',
  part: 'Буферный пул',
  params: {
    layout:
      'fragmented: одна таблица, строки в порядке поступления. defragmented: текущая таблица и архив, который каждые archive_rows строк забирает её старый хвост, отсортированный по клиенту.',
    rows: 'Таблица растёт до этого числа строк; 0: до того размера, до которого выросла таблица из статьи за неделю, — 11 млн во фрагментированной и 17 млн в дефрагментированной.',
    start_rows: 'Строк в таблице до первого запроса.',
    every:
      'Строк, добавляемых одними вставками между двумя окнами измерения (0: десять сеансов всё время выполняют всю смесь запросов).',
    window: 'Запросов в каждом окне измерения: первая половина приводит пул к режиму смеси, вторая измеряется.',
    customers: 'Клиентов, от которых приходят платежи, каждый выбирается случайно.',
    row_bytes: 'Одна строка вместе с 27 байтами заголовка PostgreSQL (в статье: ~150 байт, ~55 строк на страницу).',
    shared_buffers_mb: 'Буферный пул PostgreSQL (в статье: 256 МБ, 32 K страниц).',
    file_cache_mb:
      'Файловый кэш операционной системы под пулом: у сервера из статьи было 2 ГБ RAM, и администратор оценил кэш, effective_cache_size, в 1 ГБ. Сверх него чтения идут на диск (область C).',
    disks: 'Диски 7200 об/мин в чередовании (RAID-0) под базой.',
    sessions: 'Клиентских сеансов, выполняющих смесь запросов, каждый по одному запросу за раз.',
    hour_rows:
      'Строк, вставляемых за час: обновления и одиночные выборки берут строки последнего часа (11 млн строк статьи за неделю: ~65\u00a0000 в час).',
    archive_rows: 'defragmented: строк в одной порции архивации (0: по странице строк на клиента, 550\u00a0000 в статье).',
    policy:
      'Вытеснение в пуле PostgreSQL (8.2: clock-sweep); fifo, lru, clock, clock_sweep, lru2, 2q (8.0.2) или arc (8.0) для сравнения (не opt — ему нужно будущее, и не clock_sweep_ring: здесь ни один сеанс не читает таблицу по порядку).',
    checkpoint_minutes: 'Контрольная точка с этим интервалом записывает все грязные страницы (в статье: 15 минут; 0: никогда).',
    seed: 'Начальное значение (seed) для всех случайных выборов: то же значение — тот же прогон.',
  },
  article: {
    groups: {
      "A week's run, as far as the article's: fragmented to 11 M rows, defragmented to 17 M; select all and useful rows in its window just past 11 M (the article: at 11 M)":
        'Прогон за неделю, докуда дошёл прогон статьи: фрагментированная — до 11 млн строк, дефрагментированная — до 17 млн; select all и полезные строки — в его окне сразу после 11 млн (в статье: на 11 млн)',
    },
    setup:
      'таблица платежей, которую неделю наполняют десять сеансов на двух ядрах, 256 МБ shared buffers, 2 ГБ RAM, два диска 7200 об/мин в чередовании',
    note: 'Наши времена получены из модели дисков и памяти движка, а не по секундомеру; неделя — смоделированное время.',
    columns: {
      article_select_all_mean_ms: 'Select all (мс)',
      article_useful_per_page: 'Полезных строк на страницу в кэше',
      week_rows: 'Строк через неделю',
    },
    cases: { fragmented: 'фрагментированная', defragmented: 'дефрагментированная' },
    notes: {
      'defragmented/article_select_all_mean_ms':
        'В статье — «менее 500 мс»; наш прогон читает страницы архива из 20 порций, с позиционированием головки на каждую, в очереди за чтениями других сеансов.',
      'defragmented/article_useful_per_page':
        '55 строк на страницу — больше страница дать не может: наш пул держит ещё и горячие страницы текущей таблицы (около одной полезной строки на каждой) и индексы обеих таблиц.',
      'defragmented/week_rows':
        'Наш прогон останавливается на 17 млн строк, не дожидаясь конца недели: строки за неделю экстраполируются по темпу последнего окна.',
    },
  },
};

export const TEXTS: Catalogue<EngineTexts> = { en: {}, fr, ru };
