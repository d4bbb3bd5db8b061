/**
 * The latch lesson's own words: the stage's buttons and their line, the
 * notes on the strategy-only parameters, and the chart's (`ThreadsChart`).
 * Figures come formatted. The story and "In other engines" are JSX:
 * `story.tsx`.
 */
import type { Catalogue } from '../../../../kit/i18n/words';

const en = {
  // The stage's buttons (index.tsx).
  queueLabel: '64 sessions on 4 cores',
  queueHint: 'Sixteen sessions a core: every insert queues for the last page, sessions park, and the latch is handed to sessions off their cores.',
  smallLabel: '6 sessions on 2 cores',
  smallHint: 'Fewer sessions than it takes to keep the cores busy: the cores are the bottleneck, and the latch is rarely waited for.',
  sessionsNote: 'Each button sets the sessions and the cores (of the step view and the full run); it goes into the link.',
  // The notes on the parameters.
  besideIdentity: 'Another key runs beside identity, on the same sessions and cores.',
  runsBeside: 'Runs beside identity, on the same sessions and cores.',
  rangesOnly: 'Used by sequence_ranges only.',
  partitionsOnly: 'Used by hash_partitions only.',
  // The chart (ThreadsChart.tsx).
  noRuns: 'No runs yet.',
  runsIn: (done: string, all: string) => `${done} of ${all} runs in. `,
  at128: (list: string) => `At 128 threads: ${list}. `,
  strategyRate: (key: string, rate: string) => `${key} ${rate}`,
  asArticle: 'As the article: sequence ranges and GUID above OPTIMIZE_FOR_SEQUENTIAL_KEY, above identity.',
  notArticle: 'Not the article’s order (sequence ranges and GUID > OPTIMIZE_FOR_SEQUENTIAL_KEY > identity).',
  chartTitle: 'Rows a second against threads, one line per key',
  chartIntro: (rows: string) =>
    `Each point is a run of its own: ${rows} rows (the article inserted 2,000,000; a run’s rate settles within a few thousand rows, and the full run below inserts all 2,000,000) by that many sessions on your cores, for the article’s four keys and the one you chose. Hollow diamonds are the article’s figures at 16, 64 and 128 threads.`,
  runChart: 'Run the chart',
  keys: 'Keys',
  theArticles: 'the article’s',
  chartLabel: (summary: string) => `Rows a second against threads. ${summary}`,
  xTitle: 'Threads (sessions inserting at once, log scale)',
  yTitle: 'Rows a second',
  tableLabel: 'Rows a second by key and threads',
  tableCaption: 'Rows a second by key and thread count, ours and the article’s',
  key: 'Key',
  articleValue: (n: string) => ` (article ${n})`,
};

export type LatchLessonWords = typeof en;

const fr: LatchLessonWords = {
  queueLabel: '64 sessions sur 4 cœurs',
  queueHint:
    'Seize sessions par cœur\u00a0: chaque insertion fait la queue pour la dernière page, des sessions s’endorment, et le latch est remis à des sessions hors de leur cœur.',
  smallLabel: '6 sessions sur 2 cœurs',
  smallHint:
    'Moins de sessions qu’il n’en faut pour occuper les cœurs\u00a0: les cœurs sont le goulet d’étranglement, et le latch est rarement attendu.',
  sessionsNote:
    'Chaque bouton fixe les sessions et les cœurs (de la vue pas à pas et du déroulement complet)\u202f; ils vont dans le lien.',
  besideIdentity: 'Une autre clé tourne à côté d’identity, sur les mêmes sessions et cœurs.',
  runsBeside: 'Tourne à côté d’identity, sur les mêmes sessions et cœurs.',
  rangesOnly: 'Utilisé par sequence_ranges seulement.',
  partitionsOnly: 'Utilisé par hash_partitions seulement.',
  noRuns: 'Aucun déroulement pour l’instant.',
  runsIn: (done, all) => `${done} déroulements sur ${all} terminés. `,
  at128: (list) => `À 128 threads\u00a0: ${list}. `,
  strategyRate: (key, rate) => `${key} ${rate}`,
  asArticle: 'Comme l’article\u00a0: plages de séquence et GUID au-dessus d’OPTIMIZE_FOR_SEQUENTIAL_KEY, au-dessus d’identity.',
  notArticle:
    'Pas l’ordre de l’article (plages de séquence et GUID > OPTIMIZE_FOR_SEQUENTIAL_KEY > identity).',
  chartTitle: 'Lignes par seconde selon les threads, une courbe par clé',
  chartIntro: (rows) =>
    `Chaque point est un déroulement à part\u00a0: ${rows} lignes (l’article en a inséré 2\u202f000\u202f000\u202f; le débit d’un déroulement se stabilise en quelques milliers de lignes, et le déroulement complet ci-dessous les insère toutes) par autant de sessions sur vos cœurs, pour les quatre clés de l’article et celle que vous avez choisie. Les losanges creux sont les chiffres de l’article à 16, 64 et 128 threads.`,
  runChart: 'Lancer le graphique',
  keys: 'Clés',
  theArticles: 'ceux de l’article',
  chartLabel: (summary) => `Lignes par seconde selon les threads. ${summary}`,
  xTitle: 'Threads (sessions qui insèrent en même temps, échelle log)',
  yTitle: 'Lignes par seconde',
  tableLabel: 'Lignes par seconde par clé et par threads',
  tableCaption: 'Lignes par seconde par clé et nombre de threads, les nôtres et celles de l’article',
  key: 'Clé',
  articleValue: (n) => ` (article\u00a0: ${n})`,
};

const ru: LatchLessonWords = {
  queueLabel: '64 сеанса на 4 ядрах',
  queueHint:
    'Шестнадцать сеансов на ядро: каждая вставка встаёт в очередь за последней страницей, сеансы засыпают, и латч передаётся сеансам, которые не на своём ядре.',
  smallLabel: '6 сеансов на 2 ядрах',
  smallHint:
    'Сеансов меньше, чем нужно, чтобы занять ядра: узкое место — ядра, а латч почти не приходится ждать.',
  sessionsNote: 'Каждая кнопка задаёт сеансы и ядра (пошагового вида и полного прогона); значения попадают в ссылку.',
  besideIdentity: 'Другой ключ выполняется рядом с identity, на тех же сеансах и ядрах.',
  runsBeside: 'Выполняется рядом с identity, на тех же сеансах и ядрах.',
  rangesOnly: 'Используется только в sequence_ranges.',
  partitionsOnly: 'Используется только в hash_partitions.',
  noRuns: 'Прогонов пока нет.',
  runsIn: (done, all) => `Готово прогонов: ${done} из ${all}. `,
  at128: (list) => `При 128 потоках: ${list}. `,
  strategyRate: (key, rate) => `${key} — ${rate}`,
  asArticle: 'Как в статье: диапазоны последовательности и GUID выше OPTIMIZE_FOR_SEQUENTIAL_KEY, а он выше identity.',
  notArticle: 'Порядок не как в статье (диапазоны последовательности и GUID > OPTIMIZE_FOR_SEQUENTIAL_KEY > identity).',
  chartTitle: 'Строк в секунду в зависимости от числа потоков, по линии на ключ',
  chartIntro: (rows) =>
    `Каждая точка — отдельный прогон: ${rows} строк (в статье вставляли 2 млн; скорость прогона устанавливается за несколько тысяч строк, а полный прогон ниже вставляет все 2 млн) столькими же сеансами на ваших ядрах, для четырёх ключей из статьи и выбранного вами. Полые ромбы — цифры статьи для 16, 64 и 128 потоков.`,
  runChart: 'Построить график',
  keys: 'Ключи',
  theArticles: 'из статьи',
  chartLabel: (summary) => `Строк в секунду в зависимости от числа потоков. ${summary}`,
  xTitle: 'Потоки (сеансы, вставляющие одновременно, логарифмическая шкала)',
  yTitle: 'Строк в секунду',
  tableLabel: 'Строк в секунду по ключам и потокам',
  tableCaption: 'Строк в секунду по ключу и числу потоков, наши и из статьи',
  key: 'Ключ',
  articleValue: (n) => ` (в статье ${n})`,
};

export const LATCH_LESSON_WORDS: Catalogue<LatchLessonWords> = { en, fr, ru };
