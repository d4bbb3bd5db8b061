import { describe, expect, it } from 'vitest';
import { detailPages, detailWindow, estimateCapacity, layoutDetail } from './stepDetail';
import { SPLIT_EVENTS, SPLIT_PAGES } from './stepDetail.test-helpers';

describe('detailWindow', () => {
  it('centres on the focus and clamps at the edges', () => {
    expect(detailWindow(32, 10, 7)).toEqual({ start: 7, end: 14 });
    expect(detailWindow(32, 0, 7)).toEqual({ start: 0, end: 7 });
    expect(detailWindow(32, 31, 7)).toEqual({ start: 25, end: 32 });
    expect(detailWindow(3, 1, 7)).toEqual({ start: 0, end: 3 });
  });
});

describe('estimateCapacity', () => {
  it('reads a full page or a page built at a fillfactor', () => {
    expect(estimateCapacity(Float32Array.from([0.9966, 0.5]), Uint32Array.from([15, 8]))).toBe(15);
    expect(estimateCapacity(Float32Array.from([0.8008]), Uint32Array.from([12]))).toBe(15);
    expect(estimateCapacity(new Float32Array(), new Uint32Array())).toBe(1);
  });
});

describe('layoutDetail', () => {
  // After a mid split of page 2 (stepDetail.test-helpers.ts).
  const snap = SPLIT_PAGES;
  const events = SPLIT_EVENTS;

  it('marks the full page, the new page and each row movement', () => {
    const d = layoutDetail(snap, events, 7);
    expect(d).not.toBeNull();
    if (!d) return;
    expect(d.start).toBe(0);
    const page2 = d.pages[1];
    expect(page2).toMatchObject({ page: 2, fullFrom: 2, fullUntil: 4, appearsAt: 0 });
    expect(d.pages[2]).toMatchObject({ page: 9, appearsAt: 3 });
    const rowsOf = (pos: number) => d.rows.filter((r) => r.after.pos === pos);
    // Page 2: slot 0 stays, slot 1 is the new row, slot 2 shifted up at insert.
    expect(rowsOf(1).map((r) => [r.before, r.movesAt])).toEqual([
      [{ pos: 1, slot: 0 }, 0],
      [null, 5],
      [{ pos: 1, slot: 1 }, 5],
    ]);
    // Page 9's rows come from page 2, stacked above the 2 rows that stayed.
    expect(rowsOf(2).map((r) => [r.before, r.movesAt])).toEqual([
      [{ pos: 1, slot: 2 }, 4],
      [{ pos: 1, slot: 3 }, 4],
    ]);
  });

  it('draws pages without rows when the engine sends none', () => {
    const d = layoutDetail({ ...snap, row_groups: new Uint32Array() }, events, 3);
    expect(d?.hasRows).toBe(false);
    expect(d?.rows).toEqual([]);
    expect(d?.pages.map((p) => p.page)).toEqual([1, 2, 9]);
  });

  it('returns null for an empty table', () => {
    const empty = { fill: new Float32Array(), physical: new Uint32Array(), rows: new Uint32Array(), row_groups: new Uint32Array() };
    expect(layoutDetail(empty, [], 7)).toBeNull();
  });
});

describe('detailPages: a narrow screen draws fewer pages, never a shrunken picture', () => {
  it('as many 74 px pages, 22 apart, as fit; at most the size asked; one at least', () => {
    expect(detailPages(1000, 7, 74, 22)).toBe(7);
    expect(detailPages(350, 7, 74, 22)).toBe(3); // a phone: 3 × 74 + 2 × 22 + 8 = 274 px
    expect(detailPages(420, 5, 74, 22)).toBe(4);
    expect(detailPages(60, 7, 74, 22)).toBe(1);
    for (const w of [300, 350, 390, 500, 700]) {
      const n = detailPages(w, 7, 74, 22);
      expect(n * 74 + (n - 1) * 22 + 8 <= w || n === 1).toBe(true);
    }
  });
});
