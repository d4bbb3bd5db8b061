// The Russian words of `figureLabels.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { FigureWords } from './figureLabels.i18n';

export const ru: FigureWords = {
  labels: {
    requests_done: { label: 'Выполнено запросов', hint: 'обновления и случайные чтения одной строки' },
    runs_done: { label: 'Выполнено запусков' },
    rows_per_page: { label: 'Строк на странице' },
    data_pages: { label: 'Страниц данных', hint: 'страницы таблицы, по 8 КБ' },
    pool_frames: { label: 'Фреймов буферного пула', hint: 'кэш данных, по 8 КБ' },
    bpe_slots: { label: 'Слотов расширения', hint: '0 без расширения' },
    elapsed_s: {
      label: 'Время запуска (установившееся)',
      hint: 'среднее запусков обновления после первых четырёх (при меньшем числе — последний), как в таблице статьи',
    },
    mean_update_ms: { label: 'Обновление, среднее' },
    frame_wait_s: {
      label: 'Ожидание свободного фрейма',
      hint: 'Lazy Writer ещё записывает предыдущие грязные страницы; за все запуски',
    },
    physical_reads: { label: 'Чтений с диска', hint: 'страницы, прочитанные из файла данных' },
    physical_writes: { label: 'Записей на диск', hint: 'грязные страницы, записанные в файл данных' },
    pool_hits: { label: 'Найдено в буферном пуле' },
    bpe_hits: { label: 'Прочитано из расширения' },
    bpe_writes: { label: 'Скопировано в расширение', hint: 'чистые страницы, покинувшие буферный пул' },
    washed: { label: '«Вымыто»', hint: 'копии в расширении, отброшенные обновлениями' },
    bpe_pages: { label: 'Страниц в расширении' },
    bpe_share: { label: 'Доля таблицы в расширении' },
    pool_pages: { label: 'Страниц в буферном пуле' },
  },
  moments: {
    writer_wait: 'ожидание фрейма',
    run_end: 'конец запуска',
    wash: 'вымывание',
    checkpoint: 'контрольная точка',
  },
};
