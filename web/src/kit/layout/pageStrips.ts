/**
 * Layout math of the page view: the same leaf pages drawn twice.
 *
 * ```text
 *  key order (leaf chain)  ▕▆▆▆▆▃▃▆▆▆▆▆▆▆▆▆▃▃▆▆▆▆▆▆▕   x = logical position
 *                                 ╲     ╲
 *                                   ╲       ╲           links: where the chain
 *  file order (page no.)   ▕▆▆▆▆▃▆▆▆▆▆▆▆▆▆▃▆▆▆▆▆▆▃▃▕   jumps in the file
 *                                            new pages ─┘ (end of the file)
 * ```
 *
 * Everything here is a pure function of the engine's snapshot arrays, so it
 * is tested without a canvas. Large tables (300,000 leaves at full scale)
 * are aggregated into at most a few thousand bins before anything is drawn.
 */

/** Hard cap on boxes per strip, whatever the width. */
export const MAX_BOXES = 10_000;

/**
 * `order[r]` = logical index of the leaf with the r-th smallest physical
 * page number; `rank[i]` = physical rank of logical leaf i. Counting sort
 * over page numbers: O(n + max page number), no comparisons.
 */
export function physicalOrder(physical: Uint32Array): { order: Uint32Array; rank: Uint32Array } {
  const n = physical.length;
  let max = 0;
  for (let i = 0; i < n; i++) if (physical[i] > max) max = physical[i];
  const order = new Uint32Array(n);
  const rank = new Uint32Array(n);
  if (n === 0) return { order, rank };
  if (max > 64 * n + 1_000_000) {
    // Sparse page numbers: sort indices instead of bucketing.
    const idx = Array.from({ length: n }, (_, i) => i).sort((a, b) => physical[a] - physical[b]);
    idx.forEach((li, r) => {
      order[r] = li;
      rank[li] = r;
    });
    return { order, rank };
  }
  const slot = new Int32Array(max + 1).fill(-1);
  for (let i = 0; i < n; i++) slot[physical[i]] = i;
  let r = 0;
  for (let p = 0; p <= max; p++) {
    const li = slot[p];
    if (li >= 0) {
      order[r] = li;
      rank[li] = r;
      r++;
    }
  }
  // Duplicate page numbers (never from a sane engine) keep their first leaf.
  for (let i = 0; i < n && r < n; i++) {
    if (slot[physical[i]] !== i) {
      order[r] = i;
      rank[i] = r++;
    }
  }
  return { order, rank };
}

/** How `n` items group into at most `maxBins` equal runs. */
export function binning(n: number, maxBins: number): { perBin: number; count: number } {
  const cap = Math.max(1, Math.min(Math.floor(maxBins), MAX_BOXES));
  if (n <= 0) return { perBin: 1, count: 0 };
  const perBin = Math.ceil(n / cap);
  return { perBin, count: Math.ceil(n / perBin) };
}

export interface Bins {
  perBin: number;
  count: number;
  /** Mean fill (0..1) of the leaves of each bin. */
  fill: Float32Array;
  /** Instrument of the bin's first leaf (its colour). */
  instrument: Uint32Array;
}

/**
 * Aggregate leaves into bins. `order` null = logical order; otherwise bin j
 * holds leaves `order[j*perBin ..]` (file order).
 */
export function binLeaves(
  fill: Float32Array,
  firstInstrument: Uint32Array,
  order: Uint32Array | null,
  maxBins: number,
): Bins {
  const n = fill.length;
  const { perBin, count } = binning(n, maxBins);
  const outFill = new Float32Array(count);
  const outInstr = new Uint32Array(count);
  for (let b = 0; b < count; b++) {
    const start = b * perBin;
    const end = Math.min(n, start + perBin);
    let sum = 0;
    for (let j = start; j < end; j++) sum += fill[order ? order[j] : j];
    outFill[b] = sum / (end - start);
    outInstr[b] = firstInstrument[order ? order[start] : start] ?? 0;
  }
  return { perBin, count, fill: outFill, instrument: outInstr };
}

/**
 * Logical indices where a scan in key order jumps in the file: leaf i does
 * not sit right after leaf i-1 on disk. A freshly built table has none.
 */
export function chainJumps(rank: Uint32Array): Uint32Array {
  const out: number[] = [];
  for (let i = 1; i < rank.length; i++) if (rank[i] !== rank[i - 1] + 1) out.push(i);
  return Uint32Array.from(out);
}

/**
 * Leaves out of place in the file: not part of the longest run of leaves
 * whose file positions increase with key order (a longest increasing
 * subsequence of `rank`, O(n log n)). The bulk-loaded pages form that run;
 * pages taken at the end of the file by splits do not. These are the
 * links worth drawing: from where a page belongs to where it sits.
 */
export function displacedLeaves(rank: Uint32Array): Uint32Array {
  const n = rank.length;
  if (n === 0) return new Uint32Array();
  const tails = new Int32Array(n); // index of the leaf ending a run of length k+1
  const prev = new Int32Array(n).fill(-1);
  let len = 0;
  for (let i = 0; i < n; i++) {
    let lo = 0;
    let hi = len;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rank[tails[mid]] < rank[i]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1];
    tails[lo] = i;
    if (lo === len) len++;
  }
  const keep = new Uint8Array(n);
  for (let i = tails[len - 1]; i >= 0; i = prev[i]) keep[i] = 1;
  const out = new Uint32Array(n - len);
  let k = 0;
  for (let i = 0; i < n; i++) if (!keep[i]) out[k++] = i;
  return out;
}

export interface Links {
  /** Logical bin, physical bin and number of jumps for each link. */
  from: Uint32Array;
  to: Uint32Array;
  weight: Uint32Array;
  maxWeight: number;
}

/** Leaves' links aggregated per (logical bin, physical bin) pair, at most `cap`. */
export function binLinks(
  leaves: Uint32Array,
  rank: Uint32Array,
  logicalPerBin: number,
  physicalPerBin: number,
  cap = 20_000,
): Links {
  const pairs = new Map<number, number>();
  for (const i of leaves) {
    const from = Math.floor(i / logicalPerBin);
    const to = Math.floor(rank[i] / physicalPerBin);
    const key = from * 0x100000 + to;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  let entries = [...pairs.entries()];
  if (entries.length > cap) entries = entries.sort((a, b) => b[1] - a[1]).slice(0, cap);
  const from = new Uint32Array(entries.length);
  const to = new Uint32Array(entries.length);
  const weight = new Uint32Array(entries.length);
  let maxWeight = 0;
  entries.forEach(([key, w], k) => {
    from[k] = Math.floor(key / 0x100000);
    to[k] = key % 0x100000;
    weight[k] = w;
    if (w > maxWeight) maxWeight = w;
  });
  return { from, to, weight, maxWeight };
}

export interface StripGeometry {
  width: number;
  height: number;
  /** Height of one strip of boxes. */
  strip: number;
  /** Vertical gap between the strips, where links run. */
  gap: number;
  /** Left edge of box `i` of `count`. */
  boxX: (i: number) => number;
  /** Box width, gutter removed when there is room for one. */
  boxW: number;
  topY: number;
  bottomY: number;
  /** One strip only (a heap: its file order is its only order). */
  single: boolean;
}

export function stripGeometry(width: number, count: number, strip = 72, gap = 56, single = false): StripGeometry {
  const w = Math.max(1, width);
  const step = count > 0 ? w / count : w;
  const gutter = step >= 6 ? 1.5 : step >= 3 ? 0.5 : 0;
  return {
    width: w,
    height: single ? strip : strip * 2 + gap,
    strip,
    gap,
    boxX: (i) => i * step,
    boxW: Math.max(step - gutter, 0.5),
    topY: 0,
    bottomY: single ? 0 : strip + gap,
    single,
  };
}

/** Start offset of each leaf's rows in the flattened row array. */
export function rowOffsets(rows: Uint32Array): Uint32Array {
  const out = new Uint32Array(rows.length + 1);
  for (let i = 0; i < rows.length; i++) out[i + 1] = out[i] + rows[i];
  return out;
}

/** Logical index of the leaf whose page number is `page`, or -1. */
export function leafIndexOfPage(physical: Uint32Array, page: number): number {
  return physical.indexOf(page);
}

export interface LeafSummary {
  leaves: number;
  meanFill: number;
  jumps: number;
  /** Leaves out of place in the file (see displacedLeaves). */
  displaced: number;
  /** Leaves under 60% full (typically split halves). */
  sparse: number;
}

export function summarizeLeaves(fill: Float32Array, jumps: number, displaced = 0): LeafSummary {
  let sum = 0;
  let sparse = 0;
  for (const f of fill) {
    sum += f;
    if (f < 0.6) sparse++;
  }
  return { leaves: fill.length, meanFill: fill.length ? sum / fill.length : 0, jumps, displaced, sparse };
}
