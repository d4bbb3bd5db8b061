/** The fragmentation figures' names and hints (`figureLabels.ts`), and the scenario's moments. */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

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

export const FIGURE_WORDS: Catalogue<FigureWords> = lazyCatalogue<FigureWords>(en, {
  fr: () => import('./figureLabels.i18n.fr').then((m) => m.fr),
  ru: () => import('./figureLabels.i18n.ru').then((m) => m.ru),
});
