import { describe, expect, test } from 'vitest';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { EMPTY_REL, poolCounts, touchedFrames } from './poolPages';
import { islands, pageRanges, placeCounts, touchedPages } from './relationPages';

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
