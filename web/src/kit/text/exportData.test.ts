import { describe, expect, it } from 'vitest';
import { runFileName, scalarFigures, toCsv } from './exportData';

describe('export', () => {
  it('writes RFC 4180 CSV', () => {
    expect(toCsv([['case', 'ours'], ['fill, 80', 'say "hi"'], ['n', Number.NaN]])).toBe(
      'case,ours\r\n"fill, 80","say ""hi"""\r\nn,\r\n',
    );
  });
  it('writes numbers without a binary fraction’s tail, and keeps their digits', () => {
    expect(toCsv([[2.700000000004365, 0.44820444444444446, 1234567.5, 42]])).toBe('2.7,0.448204444444,1234567.5,42\r\n');
  });
  it('names a run’s file by the parameters set, in a name every system takes', () => {
    expect(runFileName('pagelab-fillfactor-figures', {})).toBe('pagelab-fillfactor-figures');
    expect(runFileName('pagelab-fillfactor-figures', { seed: '7', fillfactor: '80' })).toBe(
      'pagelab-fillfactor-figures-fillfactor-80-seed-7',
    );
    expect(runFileName('b', { refs: '1,2 3/4' })).toBe('b-refs-1_2_3_4');
  });
  it('keeps the scalar figures, in order', () => {
    expect(scalarFigures({ a: 1, b: 'x', c: [1, 2], d: true, e: { f: 1 } })).toEqual([
      ['a', 1],
      ['b', 'x'],
      ['d', true],
    ]);
  });
});
