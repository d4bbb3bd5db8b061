import { afterEach, describe, expect, test } from 'vitest';
import { scaleLinear } from 'd3';
import { englishFormat, fmtShort, fmtTrim, setNumberLocale } from './format';

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

describe('the page’s language, everywhere numbers are written', () => {
  afterEach(() => setNumberLocale('en'));

  test('a decimal with no trailing zeros, in the language', () => {
    expect(fmtTrim(0.5)).toBe('0.5');
    expect(fmtTrim(1.25)).toBe('1.25');
    expect(fmtTrim(2)).toBe('2');
    setNumberLocale('fr');
    expect(fmtTrim(1.25)).toBe('1,25');
    setNumberLocale('ru');
    expect(fmtTrim(0.5)).toBe('0,5');
  });

  test('d3’s own tick labels follow it (an axis given no format)', () => {
    const ticks = scaleLinear().domain([0, 2000]).tickFormat(5, ',~f');
    expect(ticks(1580)).toBe('1,580');
    setNumberLocale('fr');
    // "1,580 s" on a French page read as 1.58 s.
    expect(scaleLinear().domain([0, 2000]).tickFormat(5, ',~f')(1580)).toBe('1\u202f580');
    expect(scaleLinear().domain([0, 1]).tickFormat(5)(0.5)).toBe('0,5');
  });

  test('compact figures the language’s way', () => {
    setNumberLocale('fr');
    expect(fmtShort(1_250_000)).toBe('1,25\u202fM');
    expect(fmtShort(500_000)).toBe('500\u202fk');
    setNumberLocale('ru');
    expect(fmtShort(11_000_000)).toBe('11\u00a0млн');
    expect(fmtShort(500_000)).toBe('500\u00a0тыс.');
    expect(fmtShort(40)).toBe('40');
  });

  test('a tool’s output stays as the tool prints it', () => {
    setNumberLocale('fr');
    expect(englishFormat('.1f')(1234.5)).toBe('1234.5');
  });
});
