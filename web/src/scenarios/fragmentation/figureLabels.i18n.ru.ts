// The Russian words of `figureLabels.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { FigureWords } from './figureLabels.i18n';

export const ru: FigureWords = {
  labels: {
    requests_done: { label: 'Выполнено запросов', hint: 'завершённые запросы (в полном прогоне — и вставки роста таблицы)' },
    table_rows: { label: 'Строк в таблице' },
    rows: { label: 'Строк на момент окна' },
    database_pages: { label: 'Страниц базы', hint: 'таблицы и индексы, по 8\u00a0КБ' },
    pool_pages: { label: 'Фреймов в пуле', hint: 'shared buffers / 8\u00a0КБ' },
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
    dirty_ratio: { label: 'Грязные фреймы', hint: 'доля пула, изменённая и ещё не записанная' },
    heap_pages_cached: { label: 'Страниц строк в пуле' },
    useful_records_cached: {
      label: 'Полезных строк в пуле',
      hint: 'на каждой странице строк в пуле — строки её самого частого клиента',
    },
    useful_per_page: { label: 'Полезных строк на страницу в кэше', hint: '~1 вразброс, до 55 при сортировке' },
    requests_per_s: { label: 'Запросов в секунду', hint: 'все десять сеансов вместе' },
    hours: { label: 'Смоделировано часов' },
    week_rows: { label: 'Строк через неделю' },
  },
  megabytesPerSecond: 'МБ/с',
  perSecond: '/с',
  moments: { background_write: 'bgwriter', checkpoint: 'контрольная точка', archive: 'перенос в архив' },
};
