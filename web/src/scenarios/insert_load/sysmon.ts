/**
 * The "Index Management" and "Transaction Management" sections of an
 * sp_sysmon report, computed from a run's figures. Presentation only:
 * every number here is a figure the engine counted, divided by time or by
 * transactions.
 *
 * ```text
 * Nonclustered Maintenance        per sec      per xact       count  % of total
 * -------------------------  ------------  ------------  ----------  ----------
 *   Ins/Upd Requiring Maint          41.9          23.9       89769       n/a
 * ```
 */
import { englishFormat as format } from '../../kit/text/format';
import type { InsertLoadFigures as Figures } from '../../shell/engine/types';

export interface SysmonRow {
  label: string;
  /** Nesting as sp_sysmon indents it: 0 section, 1 counter, 2 detail. */
  indent: 0 | 1 | 2;
  perSec: string;
  perXact: string;
  count: string;
  pctOfTotal: string;
}

const rate = format('.1f');
const whole = format('d');
const avg = format('.5f');
const pct = format('.1%');
const NA = 'n/a';

/** Counts of log records by kind; the engine may hand a Map or an object. */
export function kindEntries(byKind: unknown): Array<[string, number]> {
  if (byKind instanceof Map) return [...byKind.entries()].map(([k, v]) => [String(k), Number(v)]);
  if (byKind && typeof byKind === 'object') {
    return Object.entries(byKind as Record<string, unknown>).map(([k, v]) => [k, Number(v)]);
  }
  return [];
}

/** Transactions of the run: one INSERT ... SELECT per day (its ENDXACT). */
export function transactions(f: Figures): number {
  const end = kindEntries(f.log_records_by_kind).find(([k]) => k === 'ENDXACT')?.[1] ?? 0;
  return Math.max(end, f.inserted_rows > 0 ? 1 : 0);
}

/** A counter row: the count, per second of estimated time, per transaction. */
function counterOf(f: Figures) {
  const secs = f.estimated_seconds;
  const xacts = transactions(f);
  return (label: string, count: number, indent: 0 | 1 | 2, total?: number): SysmonRow => ({
    label,
    indent,
    perSec: secs > 0 ? rate(count / secs) : NA,
    perXact: xacts > 0 ? rate(count / xacts) : NA,
    count: whole(count),
    pctOfTotal: total !== undefined && total > 0 ? pct(count / total) : NA,
  });
}

export function sysmonRows(f: Figures): SysmonRow[] {
  const counter = counterOf(f);
  const ratio = (num: number, den: number): SysmonRow => ({
    label: 'Avg NC Ndx Maint / Op',
    indent: 2,
    perSec: NA,
    perXact: NA,
    count: den > 0 ? avg(num / den) : avg(0),
    pctOfTotal: NA,
  });
  return [
    counter('Ins/Upd Requiring Maint', f.inserts_requiring_maint, 1),
    counter('# of NC Ndx Maint', f.nc_insert_maintenance, 2),
    ratio(f.nc_insert_maintenance, f.inserts_requiring_maint),
    counter('RID Upd from Clust Split', f.rid_update_ops, 1),
    counter('# of NC Ndx Maint', f.rid_updates_from_split, 2),
    ratio(f.rid_updates_from_split, f.rid_update_ops),
    counter('Page Splits', f.page_splits, 0),
  ];
}

/**
 * "Transaction Management": the user log cache's flushes by reason, its
 * records and the log writes. "by Other" are the flushes a split forces
 * (the split's own and each index's RID maintenance), which the engine
 * counts apart because a split-bound run's time is spent waiting on them.
 */
export function transactionRows(f: Figures): SysmonRow[] {
  const counter = counterOf(f);
  const total = f.ulc_flushes;
  return [
    counter('by Full ULC', f.ulc_flushes_full_ulc, 2, total),
    counter('by End Transaction', f.ulc_flushes_end_xact, 2, total),
    counter('by Other', f.ulc_flushes_by_split, 2, total),
    counter('Total ULC Flushes', total, 1),
    counter('ULC Log Records', f.log_records, 1),
    counter('Transaction Log Writes', f.log_writes, 1),
  ];
}
