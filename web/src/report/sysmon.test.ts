import { describe, expect, it } from 'vitest';
import type { Figures } from '../engine/types';
import { kindEntries, sysmonRows, transactions } from './sysmon';

const figures = {
  inserts_requiring_maint: 10_000,
  nc_insert_maintenance: 30_000,
  rid_update_ops: 2_600,
  rid_updates_from_split: 62_400,
  page_splits: 2_646,
  inserted_rows: 10_000,
  estimated_seconds: 150,
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
