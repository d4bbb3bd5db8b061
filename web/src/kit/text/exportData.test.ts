import { describe, expect, it } from 'vitest';
import { scalarFigures, toCsv } from './exportData';

describe('export', () => {
  it('writes RFC 4180 CSV', () => {
    expect(toCsv([['case', 'ours'], ['fill, 80', 'say "hi"'], ['n', Number.NaN]])).toBe(
      'case,ours\r\n"fill, 80","say ""hi"""\r\nn,\r\n',
    );
  });
  it('keeps the scalar figures, in order', () => {
    expect(scalarFigures({ a: 1, b: 'x', c: [1, 2], d: true, e: { f: 1 } })).toEqual([
      ['a', 1],
      ['b', 'x'],
      ['d', true],
    ]);
  });
});
