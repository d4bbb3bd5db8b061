import { describe, expect, test } from 'vitest';
import { cellOf, frameAt, poolGrid } from './poolGrid';

describe('the pool grid', () => {
  test('a small pool gets one cell a frame, the biggest that fits, fewest spare cells', () => {
    const g = poolGrid(128, 420, 220);
    expect(g.mode).toBe('cells');
    expect(g.perCell).toBe(1);
    expect(g.cols * g.rows).toBeGreaterThanOrEqual(128);
    expect(g.width).toBeLessThanOrEqual(420);
    expect(g.height).toBeLessThanOrEqual(220);
    // A wider box never gives smaller cells.
    expect(poolGrid(128, 840, 220).size).toBeGreaterThanOrEqual(g.size);
  });

  test('a full-scale pool (32,768 frames) is drawn dense inside its box', () => {
    const g = poolGrid(32_768, 420, 220);
    expect(g.mode).toBe('dense');
    expect(g.perCell).toBeGreaterThan(1);
    expect(Math.ceil(32_768 / g.perCell)).toBeLessThanOrEqual(g.cols * g.rows);
    expect(g.width).toBeLessThanOrEqual(420);
    // The last frame's cell is inside the drawing.
    const c = cellOf(g, 32_767);
    expect(c.x).toBeLessThan(g.width);
    expect(c.y).toBeLessThan(g.height);
  });

  test('the frame under a point is the frame drawn there', () => {
    const g = poolGrid(100, 300, 300);
    for (const f of [0, 1, 37, 99]) {
      const c = cellOf(g, f);
      expect(frameAt(g, 100, c.x + 1, c.y + 1)).toBe(f);
    }
    expect(frameAt(g, 100, -1, 0)).toBeNull();
    expect(frameAt(g, 100, g.width, 0)).toBeNull();
  });
});
