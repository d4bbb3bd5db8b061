/**
 * The insert load's figures as the page names them (`figureLabels.ts`):
 * each figure's label and, for some, a hint. sp_sysmon's counter names
 * stay as sp_sysmon prints them.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

type Named = { label: string; hint?: string };

const en = {
  inserted_rows: { label: 'Rows inserted' },
  page_splits: { label: 'Page splits', hint: 'data, index and deferred splits (sp_sysmon “Page Splits”)' },
  leaf_page_splits: { label: 'Data page splits' },
  index_page_splits: { label: 'Index page splits' },
  deferred_splits: { label: 'Deferred splits', hint: 'queued for the housekeeper (data-only locking)' },
  end_of_page_allocations: {
    label: 'Pages allocated at a full page’s end',
    hint: 'ascinserts: the row went after the last row of a full page; a new page took it and nothing moved (ASE counts an allocation, not a split)',
  },
  rows_moved: { label: 'Rows moved' },
  pages_allocated: { label: 'Pages allocated' },
  rid_update_ops: { label: 'Splits that moved rows', hint: 'sp_sysmon “RID Upd from Clust Split”' },
  rid_updates_from_split: { label: 'NC RID updates' },
  inserts_requiring_maint: { label: 'Inserts needing NC maintenance' },
  nc_insert_maintenance: { label: 'NC entries of new rows' },
  nc_index_maintenance: { label: 'NC index maintenance, all' },
  log_records: { label: 'Log records' },
  log_bytes: { label: 'Log bytes' },
  log_writes: { label: 'Log writes' },
  ulc_flushes: { label: 'ULC flushes' },
  forced_log_flushes: {
    label: 'Forced log flushes',
    hint: 'flushes the insert waits for (a split, each index’s RID changes, the commit): where a split-bound run’s time goes',
  },
  leaf_pages: { label: 'Data pages' },
  index_pages: { label: 'Index pages' },
  tree_levels: { label: 'Index levels' },
  avg_leaf_density: { label: 'Data page density' },
  bytes_used: { label: 'Space used' },
  table_rows: { label: 'Rows in table' },
  duplicates: { label: 'Duplicates rejected' },
  estimated_seconds: { label: 'Estimated time' },
  estimated_rows_per_sec: { label: 'Estimated rows/s' },
  page_reads: { label: 'Pages read', hint: 'logical reads: every page a descent reads' },
  page_writes: { label: 'Pages written', hint: 'every page a change writes (dirties)' },
} satisfies Record<string, Named>;

export type FigureWords = typeof en;

export const FIGURE_WORDS: Catalogue<FigureWords> = lazyCatalogue<FigureWords>(en, {
  fr: () => import('./figureLabels.i18n.fr').then((m) => m.fr),
  ru: () => import('./figureLabels.i18n.ru').then((m) => m.ru),
});
