import { describe, expect, it } from 'vitest';
import type { InsertLoadFigures as Figures } from '../../shell/engine/types';
import { kindEntries, sysmonRows, transactionRows, transactions } from './sysmon';

const figures = {
  inserts_requiring_maint: 10_000,
  nc_insert_maintenance: 30_000,
  rid_update_ops: 2_600,
  rid_updates_from_split: 62_400,
  page_splits: 2_646,
  inserted_rows: 10_000,
  estimated_seconds: 150,
  ulc_flushes: 12_000,
  ulc_flushes_full_ulc: 1_599,
  ulc_flushes_end_xact: 1,
  ulc_flushes_by_split: 10_400,
  log_records: 200_000,
  log_writes: 18_000,
  log_records_by_kind: new Map([
    ['INSERT', 10_000],
    ['ENDXACT', 1],
  ]),
} as unknown as Figures;

describe('sysmonRows', () => {
  it('computes rates, averages and counts like sp_sysmon', () => {
    const rows = sysmonRows(figures);
    expect(rows.map((r) => r.label)).toEqual([
      'Ins/Upd Requiring Maint',
      '# of NC Ndx Maint',
      'Avg NC Ndx Maint / Op',
      'RID Upd from Clust Split',
      '# of NC Ndx Maint',
      'Avg NC Ndx Maint / Op',
      'Page Splits',
    ]);
    expect(rows[0]).toEqual({
      label: 'Ins/Upd Requiring Maint',
      indent: 1,
      perSec: '66.7',
      perXact: '10000.0',
      count: '10000',
      pctOfTotal: 'n/a',
    });
    expect(rows[2].count).toBe('3.00000');
    expect(rows[5].count).toBe('24.00000');
    expect(rows[6].perSec).toBe('17.6');
  });

  it('says n/a instead of dividing by zero', () => {
    const rows = sysmonRows({ ...figures, estimated_seconds: 0, rid_update_ops: 0 } as Figures);
    expect(rows[0].perSec).toBe('n/a');
    expect(rows[5].count).toBe('0.00000');
  });
});

describe('transactionRows', () => {
  it('breaks the ULC flushes down by reason, with their share of the total', () => {
    const rows = transactionRows(figures);
    expect(rows.map((r) => r.label)).toEqual([
      'by Full ULC',
      'by End Transaction',
      'by Other',
      'Total ULC Flushes',
      'ULC Log Records',
      'Transaction Log Writes',
    ]);
    expect(rows[2]).toEqual({
      label: 'by Other',
      indent: 2,
      perSec: '69.3',
      perXact: '10400.0',
      count: '10400',
      pctOfTotal: '86.7%',
    });
    expect(rows[3].count).toBe('12000');
    expect(rows[3].pctOfTotal).toBe('n/a');
    expect(rows[5].perSec).toBe('120.0');
  });

  it('says n/a for shares when nothing was flushed', () => {
    const rows = transactionRows({ ...figures, ulc_flushes: 0, ulc_flushes_full_ulc: 0 } as Figures);
    expect(rows[0].pctOfTotal).toBe('n/a');
  });
});

describe('log record kinds', () => {
  it('reads a Map or a plain object', () => {
    expect(kindEntries(new Map([['A', 1]]))).toEqual([['A', 1]]);
    expect(kindEntries({ A: 2 })).toEqual([['A', 2]]);
    expect(kindEntries(null)).toEqual([]);
  });
  it('counts a transaction per ENDXACT, at least one', () => {
    expect(transactions(figures)).toBe(1);
    expect(transactions({ ...figures, log_records_by_kind: { ENDXACT: 3 } } as unknown as Figures)).toBe(3);
    expect(transactions({ ...figures, log_records_by_kind: {} } as unknown as Figures)).toBe(1);
  });
});
