/**
 * The engine's texts about the idxbuild lesson in French and Russian
 * (English: the engine's own). Identifiers stay as they are: parameter
 * names, choice values (many_indexes, all, largest), -threadnum, -SG, -TB,
 * -TM, .srt, proutil idxbuild. The article (Kbase P117178) is English:
 * its words are translated.
 */
import type { Catalogue } from '../../../../kit/i18n/words';
import type { EngineTexts } from '../../../../shell/lesson/localInfo';

export const TEXTS: Catalogue<EngineTexts> = {
  en: {},
  fr: {
    summary:
      'idxbuild de Progress parcourt les données, trie les clés de chaque index dans des groupes de tri, fusionne les séquences de chaque groupe et construit son arbre B. Des threads fusionnent plusieurs groupes à la fois pendant que le processus principal construit\u00a0: 8 threads ont rendu la reconstruction d’une base de 4,2 Go 20\u00a0% plus rapide, sur 5 périphériques de tri. Sur un seul périphérique, les threads font la queue devant le disque, un seul index ne se découpe pas entre threads, et le parcours, seul, ne s’accélère pas du tout.',
    question: 'Qu’apportent les threads à une reconstruction d’index, et où attendent-ils\u00a0?',
    part: 'Les latches et la reconstruction',
    params: {
      database:
        'La base reconstruite (les trois cas de test de l’article). many_indexes\u00a0: 4,2 Go, 733 tables et 1\u202f333 index dans une zone. few_large\u00a0: 2 Go en 20 zones, 315 index, l’essentiel des données d’index dans 17 d’entre eux, dans une zone. one_dominant\u00a0: 10 Go, 3 tables dans une zone, surtout une table et un index.',
      rebuild:
        'Quels index reconstruire. all\u00a0: tous les index. largest\u00a0: seulement le plus grand (idxbuild tourne sans threads\u00a0: il n’y a pas d’autre groupe à fusionner en même temps).',
      scale_pct:
        'La taille des données en pourcentage de celle de la base (100\u00a0: telle que mesurée\u00a0; 400\u00a0: une base quatre fois plus grande avec la même organisation).',
      threads:
        '-threadnum\u00a0: threads qui fusionnent des groupes de tri en même temps (1\u00a0: sans threads\u00a0; le processus principal fusionne et construit chaque groupe à tour de rôle). L’article\u00a0: 8 threads sur 8 CPU contre aucun.',
      cpus: 'CPU de la machine (l’article\u00a0: 8).',
      devices:
        'Répertoires du fichier .srt, chacun sur son propre disque\u00a0: les groupes de tri leur sont attribués dans l’ordre (l’article\u00a0: 5).',
      device_gb: 'La limite de taille de chaque répertoire dans le fichier .srt (l’article\u00a0: 2 Go).',
      sort_groups: '-SG\u00a0: groupes de tri\u00a0; les index d’une zone leur sont distribués à tour de rôle (de 8 à 64, 48 par défaut).',
      block_kb: '-TB\u00a0: la taille de bloc de tri\u00a0; la mémoire d’un groupe de tri est de -TB × (-TM + 1) Ko.',
      merge_buffers: '-TM\u00a0: tampons de fusion, les séquences qu’une passe de fusion lit à la fois.',
      seed: 'Graine des tailles des tables et des index de la base\u00a0: même graine, même base.',
    },
    presets: {
      one_device: {
        label: '8 threads, un seul périphérique de tri',
        description:
          'Tous les fichiers de tri sur un disque\u00a0: huit threads font la queue devant lui, et ses déplacements de tête s’allongent à mesure qu’il alterne entre leurs fichiers. Une autoroute à 8 voies vers un péage à une seule voie.',
      },
      one_index: {
        label: 'Un seul index',
        description:
          'Reconstruire seulement le plus grand index\u00a0: un groupe de tri, rien à fusionner en même temps, pas de threads.',
      },
      larger_database: {
        label: 'Une base 4 fois plus grande',
        description:
          'La même organisation à 16,8 Go\u00a0: les séquences de chaque groupe demandent deux passes de fusion, donc la fusion, la phase que les threads accélèrent, pèse davantage.',
      },
      one_dominant: {
        label: '10 Go, un index dominant',
        description:
          '3 tables, l’essentiel des données dans une table et un index\u00a0: son groupe fusionne seul pendant que les autres threads n’ont plus rien à faire.',
      },
    },
    article: {
      groups: { '4.2 GB, 5 devices': '4,2\u00a0Go, 5 périphériques' },
      setup:
        'proutil idxbuild sur 8 CPU\u00a0: une base de 4,2 Go, 733 tables et 1\u202f333 index dans une zone\u00a0; fichiers de tri sur 5 périphériques de 2 Go\u00a0; -SG 48',
      note:
        'Les nôtres sont des secondes simulées d’une reconstruction\u00a0: un processus principal qui parcourt et construit, des threads de fusion, des périphériques de tri qui servent une requête à la fois et dont les déplacements de tête s’allongent quand les fichiers de plusieurs threads les partagent.',
      columns: { improvement_pct: 'Plus rapide que sans threads (%)' },
      cases: { no_threads: 'sans threads', threads_8: '8 threads' },
      notes: {
        'threads_8/improvement_pct':
          'Calibré\u00a0: le CPU par clé de la phase 1 a été réglé pour que ce déroulement tombe près des 20\u00a0% de l’article\u00a0; le reste de la leçon est la prédiction du modèle.',
      },
    },
  },
  ru: {
    summary:
      'idxbuild в Progress читает данные, сортирует ключи каждого индекса по группам сортировки, сливает серии каждой группы и строит её B-дерево. Потоки сливают несколько групп одновременно, пока главный процесс строит: 8 потоков ускорили перестроение базы данных 4,2 ГБ на 20 % на 5 устройствах сортировки. На одном устройстве потоки стоят в очереди к диску, один индекс не разделить, а чтение, которое идёт в одном процессе, не ускоряется вовсе.',
    question: 'Что дают потоки перестроению индексов и где они ждут?',
    part: 'Латчи и перестроение',
    params: {
      database:
        'Перестраиваемая база данных (три тестовых случая из статьи). many_indexes: 4,2 ГБ, 733 таблицы и 1\u00a0333 индекса в одной области. few_large: 2 ГБ в 20 областях, 315 индексов, основной объём индексных данных — в 17 из них, в одной области. one_dominant: 10 ГБ, 3 таблицы в одной области, почти всё — одна таблица и один индекс.',
      rebuild:
        'Какие индексы перестраивать. all: все индексы. largest: только самый большой (idxbuild работает без потоков: нет другой группы, которую можно сливать одновременно).',
      scale_pct:
        'Объём данных в процентах от объёма базы (100 — как измерено; 400 — база в четыре раза больше с той же структурой).',
      threads:
        '-threadnum: потоки, одновременно сливающие группы сортировки (1 — без потоков; главный процесс по очереди сливает и строит каждую группу). В статье: 8 потоков на 8 процессорах против запуска без потоков.',
      cpus: 'Процессоры машины (в статье: 8).',
      devices:
        'Каталоги в файле .srt, каждый на своём диске: группы сортировки назначаются им по порядку (в статье: 5).',
      device_gb: 'Предел размера каждого каталога в файле .srt (в статье: 2 ГБ).',
      sort_groups: '-SG: группы сортировки; индексы области раздаются им по очереди (от 8 до 64, по умолчанию 48).',
      block_kb: '-TB: размер блока сортировки; память группы сортировки — -TB × (-TM + 1) КБ.',
      merge_buffers: '-TM: буферы слияния — сколько серий проход слияния читает одновременно.',
      seed: 'Начальное значение для размеров таблиц и индексов базы: то же значение — та же база.',
    },
    presets: {
      one_device: {
        label: '8 потоков, одно устройство сортировки',
        description:
          'Все файлы сортировки на одном диске: восемь потоков стоят к нему в очереди, а позиционирование головки удлиняется, пока он переключается между их файлами. 8-полосное шоссе перед однополосным пунктом оплаты.',
      },
      one_index: {
        label: 'Один индекс',
        description: 'Перестраивается только самый большой индекс: одна группа сортировки, сливать одновременно нечего, потоков нет.',
      },
      larger_database: {
        label: 'База в 4 раза больше',
        description:
          'Та же структура на 16,8 ГБ: сериям каждой группы нужны два прохода слияния, поэтому слияние — фаза, которую ускоряют потоки, — весит больше.',
      },
      one_dominant: {
        label: '10 ГБ, один доминирующий индекс',
        description:
          '3 таблицы, почти все данные — одна таблица и один индекс: его группа сливается в одиночку, а остальным потокам больше нечего делать.',
      },
    },
    article: {
      groups: { '4.2 GB, 5 devices': '4,2 ГБ, 5 устройств' },
      setup:
        'proutil idxbuild на 8 процессорах: база данных 4,2 ГБ, 733 таблицы и 1\u00a0333 индекса в одной области; файлы сортировки на 5 устройствах по 2 ГБ; -SG 48',
      note:
        'Наши цифры — смоделированные секунды перестроения: один главный процесс, который читает и строит, потоки слияния, устройства сортировки, которые обслуживают по одному запросу за раз и позиционируют головку дольше, когда на них лежат файлы нескольких потоков.',
      columns: { improvement_pct: 'Быстрее, чем без потоков (%)' },
      cases: { no_threads: 'без потоков', threads_8: '8 потоков' },
      notes: {
        'threads_8/improvement_pct':
          'Откалибровано: процессорное время на ключ в фазе 1 подобрано так, чтобы этот прогон дал около 20 %, как в статье; остальное в уроке — предсказание модели.',
      },
    },
  },
};
