import { describe, expect, it } from 'vitest';
import {
  binLeaves,
  binLinks,
  binning,
  chainJumps,
  displacedLeaves,
  MAX_BOXES,
  physicalOrder,
  rowOffsets,
  stripGeometry,
  summarizeLeaves,
} from './pageStrips';

describe('physicalOrder', () => {
  it('ranks leaves by page number', () => {
    // Leaf chain: pages 3, 4, 9 (split target at end of file), 5.
    const { order, rank } = physicalOrder(Uint32Array.from([3, 4, 9, 5]));
    expect([...order]).toEqual([0, 1, 3, 2]);
    expect([...rank]).toEqual([0, 1, 3, 2]);
  });
  it('handles sparse page numbers', () => {
    const { rank } = physicalOrder(Uint32Array.from([4_000_000_000, 1]));
    expect([...rank]).toEqual([1, 0]);
  });
  it('handles empty input', () => {
    expect(physicalOrder(new Uint32Array()).order.length).toBe(0);
  });
});

describe('chainJumps', () => {
  it('finds where the chain leaves and re-enters file order', () => {
    const { rank } = physicalOrder(Uint32Array.from([3, 4, 9, 5, 6]));
    expect([...chainJumps(rank)]).toEqual([2, 3]);
  });
  it('is empty for a freshly built table', () => {
    expect(chainJumps(Uint32Array.from([0, 1, 2, 3])).length).toBe(0);
  });
});

describe('displacedLeaves', () => {
  it('finds pages that sit out of key order in the file', () => {
    // Leaf chain by page number: 0 1 [9] 2 3 [8] 4 — pages 8 and 9 were split off.
    const { rank } = physicalOrder(Uint32Array.from([0, 1, 9, 2, 3, 8, 4]));
    expect([...displacedLeaves(rank)]).toEqual([2, 5]);
  });
  it('is empty for an ordered table and for no table', () => {
    expect(displacedLeaves(Uint32Array.from([0, 1, 2])).length).toBe(0);
    expect(displacedLeaves(new Uint32Array()).length).toBe(0);
  });
  it('handles 300,000 leaves', () => {
    const n = 300_000;
    const phys = new Uint32Array(n);
    for (let i = 0; i < n; i++) phys[i] = i % 100 === 50 ? n + i : i;
    const { rank } = physicalOrder(phys);
    expect(displacedLeaves(rank).length).toBe(3000);
  });
});

describe('binning', () => {
  it('keeps one box per leaf when they fit', () => {
    expect(binning(300, 1000)).toEqual({ perBin: 1, count: 300 });
  });
  it('never exceeds the cap', () => {
    const b = binning(300_000, 50_000);
    expect(b.count).toBeLessThanOrEqual(MAX_BOXES);
    expect(b.count * b.perBin).toBeGreaterThanOrEqual(300_000);
  });
  it('copes with nonsense widths', () => {
    expect(binning(10, 0).count).toBe(1);
    expect(binning(0, 10).count).toBe(0);
  });
});

describe('binLeaves', () => {
  const fill = Float32Array.from([1, 0.5, 1, 0.5, 1]);
  const instr = Uint32Array.from([1, 1, 2, 2, 3]);
  it('averages fill per bin in logical order', () => {
    const b = binLeaves(fill, instr, null, 3);
    expect(b.perBin).toBe(2);
    expect([...b.fill]).toEqual([0.75, 0.75, 1]);
    expect([...b.instrument]).toEqual([1, 2, 3]);
  });
  it('follows a given order', () => {
    const b = binLeaves(fill, instr, Uint32Array.from([4, 3, 2, 1, 0]), 5);
    expect([...b.instrument]).toEqual([3, 2, 2, 1, 1]);
  });
  it('aggregates 300,000 leaves quickly', () => {
    const n = 300_000;
    const f = new Float32Array(n).fill(0.9);
    const ins = new Uint32Array(n);
    const phys = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      ins[i] = 1 + Math.floor(i / 84);
      phys[i] = i < 2_600 ? n + i : i; // some pages moved to the end
    }
    const t0 = performance.now();
    const { order, rank } = physicalOrder(phys);
    const top = binLeaves(f, ins, null, 2000);
    const bottom = binLeaves(f, ins, order, 2000);
    const links = binLinks(chainJumps(rank), rank, top.perBin, bottom.perBin);
    const ms = performance.now() - t0;
    expect(top.count).toBeLessThanOrEqual(2000);
    expect(links.from.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(500);
  });
});

describe('binLinks', () => {
  it('aggregates jumps per bin pair', () => {
    const rank = Uint32Array.from([0, 1, 5, 2, 3, 4]);
    const l = binLinks(chainJumps(rank), rank, 2, 2);
    // jumps at logical 2 (→ rank 5) and 3 (→ rank 2)
    expect([...l.from]).toEqual([1, 1]);
    expect([...l.to]).toEqual([2, 1]);
    expect(l.maxWeight).toBe(1);
  });
  it('respects the cap, keeping the heaviest', () => {
    const rank = Uint32Array.from([3, 0, 4, 1, 5, 2]);
    const l = binLinks(chainJumps(rank), rank, 1, 1, 2);
    expect(l.from.length).toBe(2);
  });
});

describe('geometry and summaries', () => {
  it('lays boxes edge to edge across the width', () => {
    const g = stripGeometry(1000, 100);
    expect(g.boxX(0)).toBe(0);
    expect(g.boxX(100)).toBe(1000);
    expect(g.boxW).toBeCloseTo(8.5);
    expect(g.bottomY).toBe(g.strip + g.gap);
  });
  it('prefix-sums rows', () => {
    expect([...rowOffsets(Uint32Array.from([2, 0, 3]))]).toEqual([0, 2, 2, 5]);
  });
  it('summarizes fill', () => {
    const s = summarizeLeaves(Float32Array.from([1, 0.5, 0.75, 0.5]), 3, 1);
    expect(s).toEqual({ leaves: 4, meanFill: 0.6875, jumps: 3, displaced: 1, sparse: 2 });
  });
});
