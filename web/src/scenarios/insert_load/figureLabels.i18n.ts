/**
 * The insert load's figures as the page names them (`figureLabels.ts`):
 * each figure's label and, for some, a hint. sp_sysmon's counter names
 * stay as sp_sysmon prints them.
 */
import type { Catalogue } from '../../kit/i18n/words';

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

const fr: FigureWords = {
  inserted_rows: { label: 'Lignes insérées' },
  page_splits: { label: 'Coupures de pages', hint: 'coupures de pages de données, d’index et différées (sp_sysmon «\u00a0Page Splits\u00a0»)' },
  leaf_page_splits: { label: 'Coupures de pages de données' },
  index_page_splits: { label: 'Coupures de pages d’index' },
  deferred_splits: { label: 'Coupures différées', hint: 'laissées au housekeeper (verrouillage DOL)' },
  end_of_page_allocations: {
    label: 'Pages allouées à la fin d’une page pleine',
    hint: 'ascinserts\u00a0: la ligne allait après la dernière ligne d’une page pleine\u00a0; une nouvelle page l’a reçue et rien n’a bougé (ASE compte une allocation, pas une coupure)',
  },
  rows_moved: { label: 'Lignes déplacées' },
  pages_allocated: { label: 'Pages allouées' },
  rid_update_ops: { label: 'Coupures ayant déplacé des lignes', hint: 'sp_sysmon «\u00a0RID Upd from Clust Split\u00a0»' },
  rid_updates_from_split: { label: 'Mises à jour de RID des index NC' },
  inserts_requiring_maint: { label: 'Insertions demandant une maintenance NC' },
  nc_insert_maintenance: { label: 'Entrées NC des nouvelles lignes' },
  nc_index_maintenance: { label: 'Maintenance des index NC, en tout' },
  log_records: { label: 'Enregistrements de journal' },
  log_bytes: { label: 'Octets de journal' },
  log_writes: { label: 'Écritures dans le journal' },
  ulc_flushes: { label: 'Vidages de l’ULC' },
  forced_log_flushes: {
    label: 'Vidages forcés du journal',
    hint: 'les vidages que l’insertion attend (une coupure, les changements de RID de chaque index, le commit)\u00a0: là où passe le temps d’un déroulement lié aux coupures',
  },
  leaf_pages: { label: 'Pages de données' },
  index_pages: { label: 'Pages d’index' },
  tree_levels: { label: 'Niveaux d’index' },
  avg_leaf_density: { label: 'Taux de remplissage des pages de données' },
  bytes_used: { label: 'Espace occupé' },
  table_rows: { label: 'Lignes dans la table' },
  duplicates: { label: 'Doublons rejetés' },
  estimated_seconds: { label: 'Durée estimée' },
  estimated_rows_per_sec: { label: 'Lignes/s estimées' },
  page_reads: { label: 'Pages lues', hint: 'lectures logiques\u00a0: chaque page qu’une descente lit' },
  page_writes: { label: 'Pages écrites', hint: 'chaque page qu’une modification écrit (salit)' },
};

const ru: FigureWords = {
  inserted_rows: { label: 'Вставлено строк' },
  page_splits: { label: 'Расщепления страниц', hint: 'расщепления страниц данных, индекса и отложенные (sp_sysmon «Page Splits»)' },
  leaf_page_splits: { label: 'Расщепления страниц данных' },
  index_page_splits: { label: 'Расщепления индексных страниц' },
  deferred_splits: { label: 'Отложенные расщепления', hint: 'в очереди housekeeper (блокировка только данных)' },
  end_of_page_allocations: {
    label: 'Страницы, выделенные в конце заполненной',
    hint: 'ascinserts: строка шла после последней строки заполненной страницы; её приняла новая страница, ничего не переносилось (ASE считает выделение, а не расщепление)',
  },
  rows_moved: { label: 'Перенесено строк' },
  pages_allocated: { label: 'Выделено страниц' },
  rid_update_ops: { label: 'Расщепления с переносом строк', hint: 'sp_sysmon «RID Upd from Clust Split»' },
  rid_updates_from_split: { label: 'Обновления RID в некл. индексах' },
  inserts_requiring_maint: { label: 'Вставки, требующие обслуживания некл. индексов' },
  nc_insert_maintenance: { label: 'Записи некл. индексов для новых строк' },
  nc_index_maintenance: { label: 'Обслуживание некл. индексов, всего' },
  log_records: { label: 'Записи журнала' },
  log_bytes: { label: 'Байты журнала' },
  log_writes: { label: 'Операции записи в журнал' },
  ulc_flushes: { label: 'Сбросы ULC' },
  forced_log_flushes: {
    label: 'Принудительные сбросы журнала',
    hint: 'сбросы, которые ждёт вставка (расщепление, изменения RID каждого индекса, фиксация): на них уходит время прогона, упирающегося в расщепления',
  },
  leaf_pages: { label: 'Страницы данных' },
  index_pages: { label: 'Индексные страницы' },
  tree_levels: { label: 'Уровни индекса' },
  avg_leaf_density: { label: 'Заполненность страниц данных' },
  bytes_used: { label: 'Занятое место' },
  table_rows: { label: 'Строк в таблице' },
  duplicates: { label: 'Отвергнуто дубликатов' },
  estimated_seconds: { label: 'Оценка времени' },
  estimated_rows_per_sec: { label: 'Оценка, строк/с' },
  page_reads: { label: 'Прочитано страниц', hint: 'логические чтения: каждая страница, прочитанная при спуске' },
  page_writes: { label: 'Записано страниц', hint: 'каждая страница, которую изменение записывает (делает грязной)' },
};

export const FIGURE_WORDS: Catalogue<FigureWords> = { en, fr, ru };
