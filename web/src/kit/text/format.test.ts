import { describe, expect, test } from 'vitest';
import { fmtShort } from './format';

describe('fmtShort, the compact axis label', () => {
  test('thousands and millions with SI letters, billions as B', () => {
    expect(fmtShort(0)).toBe('0');
    expect(fmtShort(40)).toBe('40');
    expect(fmtShort(1_000)).toBe('1k');
    expect(fmtShort(32_768)).toBe('32.8k');
    expect(fmtShort(15_000_000)).toBe('15M');
    expect(fmtShort(2_000_000_000)).toBe('2B');
  });

  test('below 1 a plain decimal, never a milli prefix ("100m")', () => {
    expect(fmtShort(0.1)).toBe('0.1');
    expect(fmtShort(0.25)).toBe('0.25');
    expect(fmtShort(0.001)).toBe('0.001');
    expect(fmtShort(-0.5)).toBe('−0.5');
    for (const v of [0.1, 0.2, 0.5, 0.01]) expect(fmtShort(v)).not.toMatch(/[mµ]/);
  });
});
