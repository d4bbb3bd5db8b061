import { describe, expect, test } from 'vitest';
import { cellOfPage, stripGrid } from './stripGrid';

describe('a table’s pages as a strip', () => {
  test('fits its box, a cell a page while it can', () => {
    const g = stripGrid(364, 420, 40);
    expect(g.perCell).toBe(1);
    expect(g.cols * g.rows).toBeGreaterThanOrEqual(364);
    expect(g.height).toBeLessThanOrEqual(40);
    const big = stripGrid(1_000_000, 420, 40);
    expect(big.perCell).toBeGreaterThan(1);
    expect(cellOfPage(big, 999_999).y).toBeLessThan(40);
  });
});
