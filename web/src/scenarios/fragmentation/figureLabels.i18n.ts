/** The fragmentation figures' names and hints (`figureLabels.ts`), and the scenario's moments. */
import type { Catalogue } from '../../kit/i18n/words';

type Label = { label: string; hint?: string };

const en = {
  labels: {
    requests_done: { label: 'Requests done', hint: 'requests completed (a full run: its growth’s inserts too)' },
    table_rows: { label: 'Rows in the table' },
    rows: { label: 'Rows at the window' },
    database_pages: { label: 'Database pages', hint: 'tables and indexes, 8 KB each' },
    pool_pages: { label: 'Pool frames', hint: 'shared buffers / 8 KB' },
    file_cache_pages: { label: 'File cache pages' },
    requests: { label: 'Requests measured' },
    insert_mean_ms: { label: 'Insert, mean' },
    update_mean_ms: { label: 'Update, mean' },
    select_one_mean_ms: { label: 'Select one, mean' },
    select_hour_mean_ms: { label: 'Select hour, mean' },
    select_all_mean_ms: { label: 'Select all, mean', hint: 'all of a customer’s rows, by time' },
    physical_reads: { label: 'Disk reads', hint: 'pages the disks read (finished)' },
    physical_writes: { label: 'Disk writes', hint: 'pages the disks wrote (finished)' },
    reads_per_s: { label: 'Disk reads a second' },
    writes_per_s: { label: 'Disk writes a second' },
    read_mb_s: { label: 'Read' },
    write_mb_s: { label: 'Written' },
    hit_ratio: { label: 'Pool hit ratio', hint: 'page accesses found in the pool' },
    file_cache_hit_ratio: { label: 'File cache hit ratio', hint: 'of the accesses the pool missed, those the file cache had' },
    dirty_ratio: { label: 'Dirty frames', hint: 'share of the pool changed and not yet written' },
    heap_pages_cached: { label: 'Pages of rows in the pool' },
    useful_records_cached: {
      label: 'Useful rows in the pool',
      hint: 'on each page of rows in the pool, the rows of its most frequent customer',
    },
    useful_per_page: { label: 'Useful rows a cached page', hint: '~1 scattered, up to 55 sorted' },
    requests_per_s: { label: 'Requests a second', hint: 'all ten sessions together' },
    hours: { label: 'Simulated hours' },
    week_rows: { label: 'Rows after a week' },
  } as Record<string, Label>,
  megabytesPerSecond: 'MB/s',
  perSecond: '/s',
  moments: { background_write: 'bgwriter', checkpoint: 'checkpoint', archive: 'archive move' },
};

export type FigureWords = typeof en;

const fr: FigureWords = {
  labels: {
    requests_done: { label: 'Requêtes terminées', hint: 'requêtes achevées (à pleine échelle, les inserts de la croissance aussi)' },
    table_rows: { label: 'Lignes dans la table' },
    rows: { label: 'Lignes à la fenêtre' },
    database_pages: { label: 'Pages de la base', hint: 'tables et index, 8\u00a0Ko chacune' },
    pool_pages: { label: 'Emplacements du pool', hint: 'shared buffers / 8\u00a0Ko' },
    file_cache_pages: { label: 'Pages du cache de fichiers' },
    requests: { label: 'Requêtes mesurées' },
    insert_mean_ms: { label: 'Insert, moyenne' },
    update_mean_ms: { label: 'Update, moyenne' },
    select_one_mean_ms: { label: 'Select one, moyenne' },
    select_hour_mean_ms: { label: 'Select hour, moyenne' },
    select_all_mean_ms: { label: 'Select all, moyenne', hint: 'toutes les lignes d’un client, par heure' },
    physical_reads: { label: 'Lectures disque', hint: 'pages lues par les disques (terminées)' },
    physical_writes: { label: 'Écritures disque', hint: 'pages écrites par les disques (terminées)' },
    reads_per_s: { label: 'Lectures disque par seconde' },
    writes_per_s: { label: 'Écritures disque par seconde' },
    read_mb_s: { label: 'Lu' },
    write_mb_s: { label: 'Écrit' },
    hit_ratio: { label: 'Taux de succès du pool', hint: 'accès aux pages trouvées dans le pool' },
    file_cache_hit_ratio: {
      label: 'Taux de succès du cache de fichiers',
      hint: 'parmi les accès que le pool a manqués, ceux que le cache de fichiers avait',
    },
    dirty_ratio: { label: 'Emplacements sales', hint: 'part du pool modifiée et pas encore écrite' },
    heap_pages_cached: { label: 'Pages de lignes dans le pool' },
    useful_records_cached: {
      label: 'Lignes utiles dans le pool',
      hint: 'sur chaque page de lignes du pool, les lignes de son client le plus fréquent',
    },
    useful_per_page: { label: 'Lignes utiles par page en cache', hint: '~1 dispersées, jusqu’à 55 triées' },
    requests_per_s: { label: 'Requêtes par seconde', hint: 'les dix sessions ensemble' },
    hours: { label: 'Heures simulées' },
    week_rows: { label: 'Lignes après une semaine' },
  },
  megabytesPerSecond: 'Mo/s',
  perSecond: '/s',
  moments: { background_write: 'bgwriter', checkpoint: 'point de contrôle', archive: 'passage à l’archive' },
};

const ru: FigureWords = {
  labels: {
    requests_done: { label: 'Выполнено запросов', hint: 'завершённые запросы (в полном прогоне — и вставки роста таблицы)' },
    table_rows: { label: 'Строк в таблице' },
    rows: { label: 'Строк к окну' },
    database_pages: { label: 'Страниц базы', hint: 'таблицы и индексы, по 8\u00a0КБ' },
    pool_pages: { label: 'Буферов в пуле', hint: 'shared buffers / 8\u00a0КБ' },
    file_cache_pages: { label: 'Страниц файлового кэша' },
    requests: { label: 'Измерено запросов' },
    insert_mean_ms: { label: 'Insert, в среднем' },
    update_mean_ms: { label: 'Update, в среднем' },
    select_one_mean_ms: { label: 'Select one, в среднем' },
    select_hour_mean_ms: { label: 'Select hour, в среднем' },
    select_all_mean_ms: { label: 'Select all, в среднем', hint: 'все строки клиента, по времени' },
    physical_reads: { label: 'Чтений с диска', hint: 'страницы, прочитанные дисками (завершённые)' },
    physical_writes: { label: 'Записей на диск', hint: 'страницы, записанные дисками (завершённые)' },
    reads_per_s: { label: 'Чтений с диска в секунду' },
    writes_per_s: { label: 'Записей на диск в секунду' },
    read_mb_s: { label: 'Прочитано' },
    write_mb_s: { label: 'Записано' },
    hit_ratio: { label: 'Попадания в пул', hint: 'доля обращений к страницам, найденным в пуле' },
    file_cache_hit_ratio: {
      label: 'Попадания в файловый кэш',
      hint: 'из обращений, не нашедших страницу в пуле, доля найденных в файловом кэше',
    },
    dirty_ratio: { label: 'Грязные буферы', hint: 'доля пула, изменённая и ещё не записанная' },
    heap_pages_cached: { label: 'Страниц строк в пуле' },
    useful_records_cached: {
      label: 'Полезных строк в пуле',
      hint: 'на каждой странице строк в пуле — строки её самого частого клиента',
    },
    useful_per_page: { label: 'Полезных строк на страницу в кэше', hint: '~1 вразброс, до 55 при сортировке' },
    requests_per_s: { label: 'Запросов в секунду', hint: 'все десять сессий вместе' },
    hours: { label: 'Смоделировано часов' },
    week_rows: { label: 'Строк через неделю' },
  },
  megabytesPerSecond: 'МБ/с',
  perSecond: '/с',
  moments: { background_write: 'bgwriter', checkpoint: 'контрольная точка', archive: 'перенос в архив' },
};

export const FIGURE_WORDS: Catalogue<FigureWords> = { en, fr, ru };
