import { describe, expect, test } from 'vitest';
import { countText } from '../text/format';
import { pagesSentence } from './PageView';

describe('the page view in words: a count’s noun agrees with it', () => {
  test('countText', () => {
    expect(countText(1, 'data page')).toBe('1 data page');
    expect(countText(0, 'data page')).toBe('0 data pages');
    expect(countText(20_000, 'row')).toBe('20,000 rows');
    expect(countText(1, 'NC index', 'NC indexes')).toBe('1 NC index');
    expect(countText(3, 'NC index', 'NC indexes')).toBe('3 NC indexes');
  });

  test('one data page, one jump', () => {
    const one = pagesSentence(1, 1, true, { meanFill: 0.5, sparse: 1, jumps: 0, displaced: 0 });
    expect(one).toMatch(/^1 data page, 50% full/);
    expect(one).not.toMatch(/1 data pages/);
    const jump = pagesSentence(2, 1, true, { meanFill: 0.7, sparse: 0, jumps: 1, displaced: 1 });
    expect(jump).toMatch(/^2 data pages, /);
    expect(jump).toMatch(/1 page sits out of key order .* jumps once\.$/);
    expect(pagesSentence(9, 3, true, { meanFill: 0.7, sparse: 0, jumps: 4, displaced: 2 })).toMatch(
      /^9 data pages \(drawn 3 to a box\).*2 pages sit .* jumps 4 times\.$/,
    );
  });
});
