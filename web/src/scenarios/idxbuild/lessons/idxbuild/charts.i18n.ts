/**
 * The idxbuild charts' words (`ElapsedChart.tsx`, `ShapesChart.tsx`):
 * titles, axes, intros, legends, summaries and verdicts. Figures come
 * formatted; counts that take a plural come as numbers.
 */
import { ruPlural, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  runChart: 'Run the chart',
  noRuns: 'No runs yet.',
  runsIn: (done: string, all: string) => `${done} of ${all} runs in.`,
  elapsedAxis: 'Elapsed, minutes',
  numbers: (title: string) => `${title}: the numbers`,
  min: (m: string) => `${m} min`,
  devices: (d: number) => `${d} ${d === 1 ? 'device' : 'devices'}`,
  faster: (pct: string) => `${pct}% faster`,
  slower: (pct: string) => `${pct}% slower`,
  // The elapsed charts.
  threadsPart: (devices: string, one: string, gain: string) => `${devices}: ${one} with no threads, ${gain} with 8`,
  articleSays: (pct: string) => ` The article: ${pct}% faster with 8 threads on 5 devices.`,
  groupsPart: (devices: string, lo: string, hi: string) => `${devices}: ${lo} at -SG 8, ${hi} at -SG 64`,
  eachRun: (threads: string) => ` Each run has ${threads} threads.`,
  lifted:
    ' Each directory’s size limit is lifted in these runs so that one device holds every sort file; the groups go to the directories in order as before.',
  sortDevices: 'Sort devices',
  articleItem: 'the article’s 20%',
  articleMark: 'article: 20% faster',
  elapsedBy: (threads: boolean) => `Elapsed minutes by sort devices and ${threads ? 'threads' : 'sort groups'}`,
  threadsCol: 'Threads',
  groupsCol: 'Sort groups',
  articleCell: (pct: string) => ` (article ${pct}% faster)`,
  threads: {
    title: 'Elapsed time against threads, one line per count of sort devices',
    xTitle: 'Threads (-threadnum; 1: no threads)',
    intro: 'Each point is a full rebuild of its own with your database and sort groups, at 1 to 16 threads on 1, 2 or 5 sort devices.',
  },
  groups: {
    title: 'Elapsed time against sort groups (-SG), one line per count of sort devices',
    xTitle: 'Sort groups (-SG)',
    intro: 'Each point is a full rebuild of its own with -SG from 8 to 64 on 1, 2 or 5 sort devices: more groups, more to merge at once, more files.',
  },
  // The shapes charts.
  fastest: (line: string, xName: string, x: string) => `${line} fastest at ${xName} ${x}`,
  elapsedMinutes: 'Elapsed minutes',
  cpus: {
    title: 'Elapsed time against threads, one line per count of CPUs',
    xTitle: 'Threads (-threadnum; 1: no threads)',
    xName: 'threads',
    legend: 'CPUs',
    line: (c: string) => `${c} ${c === '1' ? 'CPU' : 'CPUs'}`,
    intro:
      'Each point is a full rebuild of your database on 1, 2, 4 or 8 CPUs. The merge needs CPU too (key comparisons), and a thread that finds every CPU busy loses it at each block it waits for and reloads its buffers. The article: -threadnum 12 on 12 CPUs “will take the most advantage of CPUs”, and idxbuild starts as many threads as CPUs.',
    yes: 'As the article: 8 threads on 1 CPU are slower than on 8, and on 1 and 8 CPUs threads beyond the CPUs are no faster.',
    no: 'Not the article’s shape: 1 CPU as fast as 8, or threads beyond the CPUs faster.',
  },
  databases: {
    title: 'Elapsed time against sort groups (-SG), one line per database of the article',
    xTitle: 'Sort groups (-SG)',
    xName: 'sort groups',
    legend: 'Database',
    lines: {
      many_indexes: '4.2 GB, 1,333 indexes in one area (article: -SG 64)',
      few_large: '2 GB, 20 areas, 17 large indexes (article: -SG 8 to 12)',
      one_dominant: '10 GB, one dominant index (article: -SG 8)',
    } as Record<string, string>,
    intro:
      'Each point is a full rebuild of one of the article’s three databases at your threads and CPUs. More groups mean fewer merge passes where an area has many large indexes; every area opens -SG sort files and allocates -SG × -TB × (-TM + 1) KB, used or not.',
    yes: 'As the article: each database is fastest at the -SG it advises.',
    no: 'Not yet the article’s advice for every database (see the fidelity notes: few_large is fastest at -SG 16).',
  },
};

export type IdxChartWords = typeof en;

const fr: IdxChartWords = {
  runChart: 'Lancer le graphique',
  noRuns: 'Aucun déroulement pour l’instant.',
  runsIn: (done, all) => `${done} déroulements sur ${all} terminés.`,
  elapsedAxis: 'Temps écoulé, minutes',
  numbers: (title) => `${title}\u00a0: les chiffres`,
  min: (m) => `${m} min`,
  devices: (d) => `${d} ${d >= 2 ? 'périphériques' : 'périphérique'}`,
  faster: (pct) => `${pct}\u00a0% plus rapide`,
  slower: (pct) => `${pct}\u00a0% plus lent`,
  threadsPart: (devices, one, gain) => `${devices}\u00a0: ${one} sans threads, ${gain} avec 8`,
  articleSays: (pct) => ` L’article\u00a0: ${pct}\u00a0% plus rapide avec 8 threads sur 5 périphériques.`,
  groupsPart: (devices, lo, hi) => `${devices}\u00a0: ${lo} à -SG 8, ${hi} à -SG 64`,
  eachRun: (threads) => ` Chaque déroulement a ${threads} threads.`,
  lifted:
    ' La limite de taille de chaque répertoire est levée dans ces déroulements pour qu’un seul périphérique contienne tous les fichiers de tri\u00a0; les groupes vont aux répertoires dans l’ordre, comme avant.',
  sortDevices: 'Périphériques de tri',
  articleItem: 'les 20\u00a0% de l’article',
  articleMark: 'article\u00a0: 20\u00a0% plus rapide',
  elapsedBy: (threads) => `Minutes écoulées par périphériques de tri et ${threads ? 'threads' : 'groupes de tri'}`,
  threadsCol: 'Threads',
  groupsCol: 'Groupes de tri',
  articleCell: (pct) => ` (article\u00a0: ${pct}\u00a0% plus rapide)`,
  threads: {
    title: 'Temps écoulé selon les threads, une ligne par nombre de périphériques de tri',
    xTitle: 'Threads (-threadnum\u00a0; 1\u00a0: sans threads)',
    intro:
      'Chaque point est une reconstruction complète à part entière avec votre base et vos groupes de tri, de 1 à 16 threads sur 1, 2 ou 5 périphériques de tri.',
  },
  groups: {
    title: 'Temps écoulé selon les groupes de tri (-SG), une ligne par nombre de périphériques de tri',
    xTitle: 'Groupes de tri (-SG)',
    intro:
      'Chaque point est une reconstruction complète à part entière avec -SG de 8 à 64 sur 1, 2 ou 5 périphériques de tri\u00a0: plus de groupes, plus à fusionner en même temps, plus de fichiers.',
  },
  fastest: (line, xName, x) => `${line}\u00a0: au plus rapide à ${xName} ${x}`,
  elapsedMinutes: 'Minutes écoulées',
  cpus: {
    title: 'Temps écoulé selon les threads, une ligne par nombre de CPU',
    xTitle: 'Threads (-threadnum\u00a0; 1\u00a0: sans threads)',
    xName: '-threadnum',
    legend: 'CPU',
    line: (c) => `${c} CPU`,
    intro:
      'Chaque point est une reconstruction complète de votre base sur 1, 2, 4 ou 8 CPU. La fusion a aussi besoin de CPU (comparaisons de clés), et un thread qui trouve tous les CPU occupés le perd à chaque bloc qu’il attend et recharge ses tampons. L’article\u00a0: -threadnum 12 sur 12 CPU «\u00a0tirera le meilleur parti des CPU\u00a0», et idxbuild démarre autant de threads que de CPU.',
    yes: 'Comme l’article\u00a0: 8 threads sur 1 CPU sont plus lents que sur 8, et sur 1 et 8 CPU, les threads au-delà du nombre de CPU ne vont pas plus vite.',
    no: 'Pas la forme de l’article\u00a0: 1 CPU aussi rapide que 8, ou des threads au-delà du nombre de CPU plus rapides.',
  },
  databases: {
    title: 'Temps écoulé selon les groupes de tri (-SG), une ligne par base de l’article',
    xTitle: 'Groupes de tri (-SG)',
    xName: '-SG',
    legend: 'Base',
    lines: {
      many_indexes: '4,2 Go, 1\u202f333 index dans une zone (article\u00a0: -SG 64)',
      few_large: '2 Go, 20 zones, 17 grands index (article\u00a0: -SG 8 à 12)',
      one_dominant: '10 Go, un index dominant (article\u00a0: -SG 8)',
    },
    intro:
      'Chaque point est une reconstruction complète de l’une des trois bases de l’article avec vos threads et vos CPU. Plus de groupes, c’est moins de passes de fusion là où une zone a beaucoup de grands index\u00a0; chaque zone ouvre -SG fichiers de tri et alloue -SG × -TB × (-TM + 1) Ko, utilisés ou non.',
    yes: 'Comme l’article\u00a0: chaque base est au plus rapide au -SG qu’il conseille.',
    no: 'Pas encore le conseil de l’article pour chaque base (voir les notes de fidélité\u00a0: few_large est au plus rapide à -SG 16).',
  },
};

const ru: IdxChartWords = {
  runChart: 'Построить график',
  noRuns: 'Прогонов пока нет.',
  runsIn: (done, all) => `Готово прогонов: ${done} из ${all}.`,
  elapsedAxis: 'Время, минуты',
  numbers: (title) => `${title}: цифры`,
  min: (m) => `${m} мин`,
  devices: (d) => `${d} ${ruPlural(d, 'устройство', 'устройства', 'устройств')}`,
  faster: (pct) => `на ${pct} % быстрее`,
  slower: (pct) => `на ${pct} % медленнее`,
  threadsPart: (devices, one, gain) => `${devices}: ${one} без потоков, ${gain} с 8`,
  articleSays: (pct) => ` В статье: на ${pct} % быстрее с 8 потоками на 5 устройствах.`,
  groupsPart: (devices, lo, hi) => `${devices}: ${lo} при -SG 8, ${hi} при -SG 64`,
  eachRun: (threads) => ` Потоков в каждом прогоне: ${threads}.`,
  lifted:
    ' В этих прогонах предел размера каждого каталога снят, чтобы все файлы сортировки помещались на одно устройство; группы, как и прежде, назначаются каталогам по порядку.',
  sortDevices: 'Устройства сортировки',
  articleItem: '20 % из статьи',
  articleMark: 'статья: на 20 % быстрее',
  elapsedBy: (threads) => `Минуты по устройствам сортировки и ${threads ? 'потокам' : 'группам сортировки'}`,
  threadsCol: 'Потоки',
  groupsCol: 'Группы сортировки',
  articleCell: (pct) => ` (в статье на ${pct} % быстрее)`,
  threads: {
    title: 'Время в зависимости от числа потоков, по линии на число устройств сортировки',
    xTitle: 'Потоки (-threadnum; 1 — без потоков)',
    intro:
      'Каждая точка — отдельное полное перестроение с вашей базой и группами сортировки, от 1 до 16 потоков на 1, 2 или 5 устройствах сортировки.',
  },
  groups: {
    title: 'Время в зависимости от числа групп сортировки (-SG), по линии на число устройств сортировки',
    xTitle: 'Группы сортировки (-SG)',
    intro:
      'Каждая точка — отдельное полное перестроение с -SG от 8 до 64 на 1, 2 или 5 устройствах сортировки: больше групп — больше слияний одновременно и больше файлов.',
  },
  fastest: (line, xName, x) => `${line}: быстрее всего при ${xName} ${x}`,
  elapsedMinutes: 'Минуты',
  cpus: {
    title: 'Время в зависимости от числа потоков, по линии на число процессоров',
    xTitle: 'Потоки (-threadnum; 1 — без потоков)',
    xName: 'числе потоков',
    legend: 'Процессоры',
    line: (c) => `${c} ${ruPlural(Number(c), 'процессор', 'процессора', 'процессоров')}`,
    intro:
      'Каждая точка — полное перестроение вашей базы на 1, 2, 4 или 8 процессорах. Слиянию тоже нужен процессор (сравнения ключей), и поток, который застаёт все процессоры занятыми, теряет свой на каждом блоке, которого ждёт, и заново загружает свои буферы. Статья: -threadnum 12 на 12 процессорах «максимально использует процессоры», и idxbuild запускает столько потоков, сколько процессоров.',
    yes: 'Как в статье: 8 потоков на 1 процессоре медленнее, чем на 8, а на 1 и на 8 процессорах потоки сверх числа процессоров не ускоряют.',
    no: 'Не как в статье: 1 процессор так же быстр, как 8, или потоки сверх числа процессоров ускоряют.',
  },
  databases: {
    title: 'Время в зависимости от числа групп сортировки (-SG), по линии на базу данных из статьи',
    xTitle: 'Группы сортировки (-SG)',
    xName: '-SG',
    legend: 'База данных',
    lines: {
      many_indexes: '4,2 ГБ, 1\u00a0333 индекса в одной области (статья: -SG 64)',
      few_large: '2 ГБ, 20 областей, 17 больших индексов (статья: -SG от 8 до 12)',
      one_dominant: '10 ГБ, один доминирующий индекс (статья: -SG 8)',
    },
    intro:
      'Каждая точка — полное перестроение одной из трёх баз данных из статьи с вашими потоками и процессорами. Больше групп — меньше проходов слияния там, где в области много больших индексов; каждая область открывает -SG файлов сортировки и выделяет -SG × -TB × (-TM + 1) КБ, нужны они или нет.',
    yes: 'Как в статье: каждая база быстрее всего при том -SG, который статья советует.',
    no: 'Пока не для каждой базы результат совпадает с советом статьи (см. заметки о точности: few_large быстрее всего при -SG 16).',
  },
};

export const IDX_CHART_WORDS: Catalogue<IdxChartWords> = { en, fr, ru };
