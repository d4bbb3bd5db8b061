import { describe, expect, it } from 'vitest';
import { figuresIn, givesFigures, sameFigures } from './figures';

describe('figures in a text', () => {
  it('reads figures as a reader of each language does', () => {
    expect(figuresIn('2,000,000 rows in 2.3 s', 'en')).toEqual(['2.3', '2000000']);
    expect(figuresIn('2\u202f000\u202f000 lignes en 2,3 s', 'fr')).toEqual(['2.3', '2000000']);
    expect(figuresIn('вставка 2 млн строк', 'ru')).toEqual(['2000000']);
    expect(figuresIn('при 11 миллионах записей, до 17 миллионов строк, 1 миллион', 'ru')).toEqual(['1000000', '11000000', '17000000']);
    expect(figuresIn('4.5 M rows', 'en')).toEqual(['4500000']);
    expect(figuresIn('1,2,3,4', 'fr', false)).toEqual(['1', '2', '3', '4']);
  });
  it('holds a translation to the English figures, exactly or at least', () => {
    expect(sameFigures('200,000 rows, within 2.3%', '200 000 lignes, à 2,3 % près', 'fr')).toBe(true);
    expect(sameFigures('200,000 rows, within 2.3%', '500 000 lignes, à 2,3 % près', 'fr')).toBe(false);
    // A quotation of the article may add figures; a stale one misses one.
    expect(givesFigures('about 70 rows/s', 'environ 70 : « 71 lignes par seconde »', 'fr')).toBe(true);
    expect(givesFigures('22 s, then 40', '22 с, затем 45', 'ru')).toBe(false);
  });
});
