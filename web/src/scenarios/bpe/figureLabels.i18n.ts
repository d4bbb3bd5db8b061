/**
 * The bpe figures' names and hints (`figureLabels.ts`) and the moments
 * worth finding (`index.ts`), in the three languages.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

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

export const FIGURE_WORDS: Catalogue<FigureWords> = lazyCatalogue<FigureWords>(en, {
  fr: () => import('./figureLabels.i18n.fr').then((m) => m.fr),
  ru: () => import('./figureLabels.i18n.ru').then((m) => m.ru),
});
