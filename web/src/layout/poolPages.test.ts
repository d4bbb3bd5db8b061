import { describe, expect, test } from 'vitest';
import type { ScenarioEvent, ViewOf } from '../shell/engine/types';
import { cellOf, EMPTY_REL, frameAt, poolCounts, poolGrid, touchedFrames } from './poolPages';
import { cellOfPage, islands, pageRanges, placeCounts, stripGrid, touchedPages } from './relationPages';

/** A pool of `n` frames: frame f holds page f of relation f % 3 (the last two empty). */
function pool(n: number): ViewOf<'pool_pages'> {
  const rel = new Uint8Array(n).map((_, f) => (f >= n - 2 ? EMPTY_REL : f % 3));
  return {
    kind: 'pool_pages',
    relations: ['heap', 'id_index', 'archive_heap'],
    rel,
    pages: new Uint32Array(n).map((_, f) => f),
    dirty: new Uint8Array(n).map((_, f) => (f % 4 === 0 ? 1 : 0)),
    useful: new Uint32Array(n).map((_, f) => (f % 3 === 1 ? 0 : 2)),
  };
}

const page = (rel: string, p: number, found: 'pool' | 'file_cache' | 'disk' = 'disk'): ScenarioEvent =>
  ({ kind: 'page', rel, page: p, write: false, found, ms: 1, left: null }) as ScenarioEvent;

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

describe('what the pool holds', () => {
  test('frames, empty frames, dirty and useful rows add up', () => {
    const v = pool(20);
    const c = poolCounts(v);
    expect(c.frames).toBe(20);
    expect(c.empty).toBe(2);
    expect(c.byRel.reduce((a, r) => a + r.frames, 0) + c.empty).toBe(20);
    expect(c.byClass.table.frames + c.byClass.index.frames + c.byClass.archive.frames).toBe(18);
    expect(c.dirty).toBe([...v.dirty].filter((d) => d === 1).length);
    expect(c.byClass.index.useful).toBe(0);
    expect(c.byRel.find((r) => r.rel === 'heap')?.useful).toBe(2 * c.byRel.find((r) => r.rel === 'heap')!.frames);
  });

  test('a request’s pages: those in the pool by frame, those gone counted', () => {
    const v = pool(20);
    // heap page 3 is in frame 3; heap page 1 is not in the pool (frame 1 holds id_index).
    const t = touchedFrames(v, [page('heap', 3), page('id_index', 4), page('heap', 1)]);
    expect([...t.frames].sort((a, b) => a - b)).toEqual([3, 4]);
    expect(t.gone).toBe(1);
    expect(t.current).toBeNull();
    expect(t.latest).toMatchObject({ rel: 'heap', page: 1 });
  });
});

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

  test('places, touched pages, ranges and islands', () => {
    expect(placeCounts(Uint8Array.from([0, 0, 1, 2, 2, 2]))).toEqual([2, 1, 3]);
    const t = touchedPages('heap', [page('heap', 9), page('id_index', 1), page('heap', 10, 'pool'), page('heap', 40)]);
    expect([...t.pages]).toEqual([9, 10, 40]);
    expect([...t.fromDisk]).toEqual([9, 40]);
    expect(t.current).toBe(40);
    expect(pageRanges([40, 9, 10, 12, 11, 1])).toBe('1, 9–12, 40');
    // Scattered: an island a page; sorted: one.
    expect(islands([1, 5, 9, 13])).toBe(4);
    expect(islands([7, 8, 9, 10])).toBe(1);
  });
});
