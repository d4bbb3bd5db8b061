/**
 * The bpe figures' names and hints (`figureLabels.ts`) and the moments
 * worth finding (`index.ts`), in the three languages.
 */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  labels: {
    requests_done: { label: 'Requests done', hint: 'updates and random reads of one row' },
    runs_done: { label: 'Runs done' },
    rows_per_page: { label: 'Rows a page' },
    data_pages: { label: 'Data pages', hint: 'the table’s pages, 8 KB each' },
    pool_frames: { label: 'Pool frames', hint: 'the data cache, 8 KB each' },
    bpe_slots: { label: 'Extension slots', hint: '0 without an extension' },
    elapsed_s: {
      label: 'Time a run (steady state)',
      hint: 'the mean of the update runs after the first four (the last run’s with fewer), as the article’s table',
    },
    mean_update_ms: { label: 'Update, mean' },
    frame_wait_s: {
      label: 'Waited for a free frame',
      hint: 'the lazy writer still writing the dirty pages before it, over all runs',
    },
    physical_reads: { label: 'Disk reads', hint: 'pages read from the data file' },
    physical_writes: { label: 'Disk writes', hint: 'dirty pages written to the data file' },
    pool_hits: { label: 'Found in the pool' },
    bpe_hits: { label: 'Read from the extension' },
    bpe_writes: { label: 'Copied to the extension', hint: 'clean pages that left the pool' },
    washed: { label: 'Washed out', hint: 'extension copies discarded by updates' },
    bpe_pages: { label: 'Pages in the extension' },
    bpe_share: { label: 'Table in the extension' },
    pool_pages: { label: 'Pages in the pool' },
  } as Record<string, { label: string; hint?: string }>,
  moments: { writer_wait: 'frame wait', run_end: 'run end', wash: 'wash', checkpoint: 'checkpoint' } as Record<string, string>,
};

export type FigureWords = typeof en;

const fr: FigureWords = {
  labels: {
    requests_done: { label: 'Requêtes faites', hint: 'mises à jour et lectures aléatoires d’une ligne' },
    runs_done: { label: 'Séries faites' },
    rows_per_page: { label: 'Lignes par page' },
    data_pages: { label: 'Pages de données', hint: 'les pages de la table, 8 Ko chacune' },
    pool_frames: { label: 'Cadres du pool', hint: 'le cache de données, 8 Ko chacun' },
    bpe_slots: { label: 'Emplacements de l’extension', hint: '0 sans extension' },
    elapsed_s: {
      label: 'Durée d’une série (régime établi)',
      hint: 'la moyenne des séries de mises à jour après les quatre premières (la dernière s’il y en a moins), comme le tableau de l’article',
    },
    mean_update_ms: { label: 'Mise à jour, moyenne' },
    frame_wait_s: {
      label: 'Attente d’un cadre libre',
      hint: 'le lazy writer encore en train d’écrire les pages modifiées d’avant, sur toutes les séries',
    },
    physical_reads: { label: 'Lectures physiques', hint: 'pages lues dans le fichier de données' },
    physical_writes: { label: 'Écritures sur disque', hint: 'pages modifiées écrites dans le fichier de données' },
    pool_hits: { label: 'Trouvées dans le pool' },
    bpe_hits: { label: 'Lues depuis l’extension' },
    bpe_writes: { label: 'Copiées dans l’extension', hint: 'pages propres sorties du pool' },
    washed: { label: 'Effacées', hint: 'copies de l’extension jetées par les mises à jour' },
    bpe_pages: { label: 'Pages dans l’extension' },
    bpe_share: { label: 'Table dans l’extension' },
    pool_pages: { label: 'Pages dans le pool' },
  },
  moments: {
    writer_wait: 'attente de cadre',
    run_end: 'fin de série',
    wash: 'effacement',
    checkpoint: 'checkpoint',
  },
};

const ru: FigureWords = {
  labels: {
    requests_done: { label: 'Выполнено запросов', hint: 'обновления и случайные чтения одной строки' },
    runs_done: { label: 'Выполнено запусков' },
    rows_per_page: { label: 'Строк на странице' },
    data_pages: { label: 'Страниц данных', hint: 'страницы таблицы, по 8 КБ' },
    pool_frames: { label: 'Кадров буферного пула', hint: 'кэш данных, по 8 КБ' },
    bpe_slots: { label: 'Слотов расширения', hint: '0 без расширения' },
    elapsed_s: {
      label: 'Время запуска (установившееся)',
      hint: 'среднее запусков обновления после первых четырёх (при меньшем числе — последний), как в таблице статьи',
    },
    mean_update_ms: { label: 'Обновление, среднее' },
    frame_wait_s: {
      label: 'Ожидание свободного кадра',
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
    writer_wait: 'ожидание кадра',
    run_end: 'конец запуска',
    wash: 'вымывание',
    checkpoint: 'checkpoint',
  },
};

export const FIGURE_WORDS: Catalogue<FigureWords> = { en, fr, ru };
