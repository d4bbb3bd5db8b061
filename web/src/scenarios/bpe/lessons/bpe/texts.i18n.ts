/**
 * The engine's texts about the bpe lesson (summary, parameters, presets,
 * the article's setup, note, columns, cases and notes) in French and
 * Russian; English is the engine's own. Identifiers stay as they are:
 * parameter names, choice values (in_memory, cold_hdd, limited_memory,
 * bpe, ssd_cold), plan phases (update, read, checkpoint), char(1000),
 * go 10000, max server memory. Russian case labels are the article's own
 * table ("Итоговая таблица с результатами").
 */
import type { Catalogue } from '../../../../kit/i18n/words';
import type { EngineTexts } from '../../../../shell/lesson/localInfo';

const fr: EngineTexts = {
  summary:
    'SQL Server 2014 garde dans une extension sur SSD les pages propres qui quittent un petit pool\u00a0: des mises à jour aléatoires d’une table de 1 Go à travers 90 Mo de cache prennent 2 min 29 s depuis le disque et 22 s avec l’extension chaude. Mais l’extension ne garde que des pages propres, et chaque mise à jour supprime de l’extension la copie de sa page\u00a0: série après série, le pool se remplit de pages modifiées que le lazy writer doit écrire avant que leurs cadres soient libres, et la durée monte vers 1 min 15 s environ, où elle reste.',
  question: 'Une extension du pool sur SSD accélère-t-elle les mises à jour aléatoires, et pour combien de temps\u00a0?',
  part: 'Le pool de tampons',
  params: {
    setup:
      'in_memory\u00a0: le cache contient toute la table, chaud (les 2,7 s de l’article). cold_hdd\u00a0: il pourrait tout contenir mais part vide, données sur HDD (2 min 32 s). limited_memory\u00a0: cache_mb de la table en cache, données sur HDD (2 min 29 s). bpe\u00a0: comme limited_memory plus une extension de bpe_mb sur SSD, chauffée par des parcours complets (1 min 15 s, après des séries de 22, 40, 55 s). ssd_cold\u00a0: données sur SSD, le cache partant vide (7 s).',
    rows: 'Lignes de la table\u00a0: id int identity, clustered, et n char(row_bytes) (l’article\u00a0: 1\u202f000\u202f000 lignes, un peu plus de 1 Go).',
    row_bytes: 'Octets de la colonne n (l’article\u00a0: char(1000), 7 lignes par page de 8 Ko).',
    updates:
      'Mises à jour aléatoires d’une ligne par série (l’article\u00a0: go 10000), l’une après l’autre\u00a0; une série de lectures fait autant de lectures.',
    runs: 'Séries de mises à jour, l’une après l’autre sans redémarrage (l’article en a fait la moyenne de plusieurs\u00a0; l’extension s’efface série après série).',
    cache_mb:
      'Mo de la table que le cache de données contient (limited_memory, bpe)\u00a0: un nombre décimal de Mo, 128 pages de 8 Ko chacun. L’article n’a jamais vu plus de 90 Mo de la table en cache avec max server memory à 256 Mo.',
    bpe_mb: 'L’extension du pool de tampons sur SSD (bpe seulement)\u00a0: 128 emplacements de 8 Ko par Mo (l’article\u00a0: 4 Go, plus que la table).',
    plan: 'Phases après les séries de mises à jour, séparées par des virgules\u00a0: update (une série de plus), read (une série de lectures aléatoires\u00a0: elles remplissent à nouveau l’extension), checkpoint (écrire toutes les pages modifiées\u00a0; elles restent dans le pool).',
    seed: 'Graine de chaque ligne aléatoire\u00a0: même graine, même exécution.',
  },
  presets: {
    checkpoint_then_read: {
      label: 'Effacée, puis un point de contrôle et des lectures aléatoires',
      description:
        'Huit séries de mises à jour effacent l’extension\u00a0; un point de contrôle écrit les pages modifiées mais les laisse dans le pool, donc l’extension ne gagne rien\u00a0; une série de lectures aléatoires amène des pages propres, et en quittant le pool elles la remplissent à nouveau.',
    },
    limited_memory: {
      label: 'Sans extension\u00a0: 90 Mo de cache',
      description:
        'La configuration 3 de l’article\u00a0: chaque mise à jour qui manque les 8\u00a0% de la table en cache attend le disque, et la page modifiée de son cadre va dans le cache d’écriture du disque.',
    },
  },
  article: {
    setup:
      'une machine virtuelle de 4 Go, le journal sur SSD, points de contrôle coupés\u00a0; 1\u202f000\u202f000 lignes de char(1000) en index clustered sur un id identity\u00a0; 10\u202f000 mises à jour aléatoires d’une ligne par série',
    note: 'Les nôtres sont des secondes simulées\u00a0: le CPU et le vidage du journal d’une mise à jour, chaque lecture à la vitesse du disque ou du SSD de la VM, et les attentes des écritures du lazy writer, calibrés sur les configurations 1, 2 et 5 et le plateau de la configuration 4\u00a0; la configuration 3 et la montée de la configuration 4 sont des prédictions du modèle. Le régime établi est la moyenne des séries de mises à jour après les quatre premières (séries 5 à 8).',
    columns: {
      elapsed_s: '10\u202f000 mises à jour (s)',
      bpe_share: 'Part de la table dans l’extension',
    },
    cases: {
      in_memory: 'Toutes les données en mémoire',
      cold_hdd: 'Cache froid, données sur disque',
      limited_memory: 'Mémoire max 256 Mo\u00a0: ~8\u00a0% des données en cache',
      bpe: 'Comme 3, plus une extension de 4 Go sur SSD chauffée par des parcours',
      ssd_cold: 'Toute la base sur SSD, cache froid',
    },
    notes: {
      'bpe/bpe_share':
        'L’article a vu ~75\u00a0% dans l’extension après quatre ou cinq séries et dit que les séries suivantes ont continué à l’effacer\u00a0; le nôtre est lu après les huit séries.',
    },
  },
};

const ru: EngineTexts = {
  summary:
    'SQL Server 2014 хранит чистые страницы, покидающие небольшой буферный пул, в расширении на SSD: случайные обновления таблицы в 1 ГБ через 90 МБ кэша занимают 2 мин 29 с с диска и 22 с с прогретым расширением. Но расширение хранит только чистые страницы, и каждое обновление отбрасывает копию своей страницы: запуск за запуском буферный пул заполняется грязными страницами, которые Lazy Writer должен записать, прежде чем их фреймы освободятся, и время растёт примерно до 1 мин 15 с, где и «замирает».',
  question: 'Ускоряет ли расширение буферного пула на SSD случайные обновления, и надолго ли?',
  part: 'Буферный пул',
  params: {
    setup:
      'in_memory: кэш вмещает всю таблицу, прогрет (2,7 с в статье). cold_hdd: мог бы вместить всё, но начинает пустым, данные на HDD (2 мин 32 с). limited_memory: в кэше cache_mb таблицы, данные на HDD (2 мин 29 с). bpe: как limited_memory плюс расширение bpe_mb на SSD, прогретое полным сканированием (1 мин 15 с после запусков по 22, 40, 55 с). ssd_cold: данные на SSD, кэш начинает пустым (7 с).',
    rows: 'Строки таблицы: id int identity, кластерный, и n char(row_bytes) (в статье 1\u00a0000\u00a0000 строк, чуть больше 1 ГБ).',
    row_bytes: 'Байты столбца n (в статье char(1000), 7 строк на странице в 8 КБ).',
    updates:
      'Случайные обновления одной строки за запуск (в статье go 10000), одно за другим; запуск чтений делает столько же чтений.',
    runs: 'Запуски обновлений, один за другим без перезапуска (в статье результаты нескольких запусков усреднялись; расширение «вымывается» запуск за запуском).',
    cache_mb:
      'МБ таблицы в кэше данных (limited_memory, bpe): десятичное число МБ, по 128 страниц в 8 КБ. В статье при max server memory 256 МБ «в кэше не находилось больше чем 90 Мб от всех данных в таблице».',
    bpe_mb: 'Расширение буферного пула на SSD (только bpe): 128 слотов по 8 КБ на МБ (в статье 4 ГБ, больше таблицы).',
    plan: 'Фазы после запусков обновлений, через запятую: update (ещё один запуск), read (запуск случайных чтений: они снова заполняют расширение), checkpoint (записать все грязные страницы; они остаются в буферном пуле).',
    seed: 'Начальное значение для каждой случайной строки: то же значение — тот же прогон.',
  },
  presets: {
    checkpoint_then_read: {
      label: '«Вымыто», затем контрольная точка и случайные чтения',
      description:
        'Восемь запусков обновлений «вымывают» расширение; контрольная точка записывает грязные страницы, но оставляет их в буферном пуле, поэтому расширение ничего не получает; запуск случайных чтений приносит чистые страницы, и, покидая буферный пул, они снова заполняют расширение.',
    },
    limited_memory: {
      label: 'Без расширения: 90 МБ кэша',
      description:
        'Тест 3 из статьи: каждое обновление, чья страница не попала в 8% таблицы в кэше, ждёт диск, а грязная страница из его фрейма уходит в кэш записи диска.',
    },
  },
  article: {
    setup:
      'виртуальная машина с 4 ГБ, журнал транзакций на SSD, контрольные точки отключены; 1\u00a0000\u00a0000 строк char(1000) с кластерным индексом по id identity; 10\u00a0000 случайных обновлений одной строки за запуск',
    note: 'Наши секунды смоделированы: процессор и сброс журнала для обновления, каждое чтение со скоростью диска или SSD виртуальной машины и ожидания записей Lazy Writer, откалиброванные по тестам 1, 2 и 5 и плато теста 4; тест 3 и рост времени в тесте 4 — предсказания модели. Установившееся время — среднее запусков обновлений после первых четырёх (запуски 5–8).',
    columns: {
      elapsed_s: '10\u00a0000 обновлений (с)',
      bpe_share: 'Доля таблицы в расширении',
    },
    cases: {
      in_memory: 'Все данные находятся в памяти.',
      cold_hdd: 'Все данные находятся на диске, («холодный» кэш, в памяти данных нет).',
      limited_memory: 'Размер оперативной памяти ограничен. В кэше находится примерно 8% от всего объема данных.',
      bpe: 'Размер оперативной памяти ограничен как в тесте №3, но включен BPE – практически все данные находятся в BPE, а не в памяти.',
      ssd_cold: 'База данных расположена на SSD, («холодный» кэш, в памяти данных нет).',
    },
    notes: {
      'bpe/bpe_share':
        'В статье после четырёх-пяти запусков «в BPE находилось ~75% данных», а «дальнейшие запуски продолжили «вымывать» кэш»; у нас доля измерена после всех восьми запусков.',
    },
  },
};

export const TEXTS: Catalogue<EngineTexts> = { en: {}, fr, ru };
