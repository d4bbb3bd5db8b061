/**
 * Layout of a table's pages as a strip (`relation_pages`), as pure
 * functions: a cell a page, in file order, left to right and row by row,
 * in a box of fixed height (cells shrink as the table grows, the box does
 * not: the picture stays put while a step plays); where the pages are
 * (pool, file cache, disk only); and which of them the step's request
 * touched, so a customer's "select all" shows as scattered cells across a
 * fragmented table and as a few islands in a sorted archive.
 *
 *   ▇▇░░□□□▇□□░□□□▇□ …   ▇ in the pool  ░ in the file cache  □ disk only
 *      ●      ●   ●       ● touched by this request
 */
import type { ScenarioEvent } from '../shell/engine/types';
import { isFragPage } from './poolPages';

/**
 * The most pages the engine draws of a table (`scenario/fragmentation/views.rs`,
 * MAX_PAGES): a strip this long is a big table's first pages.
 */
export const MAX_STRIP_PAGES = 4_096;

export interface StripGrid {
  cols: number;
  rows: number;
  /** Cell pitch in px. */
  size: number;
  /** Pages a cell (1 unless even 1 px cells do not fit). */
  perCell: number;
  width: number;
  height: number;
}

const MAX_CELL = 16;

/** The biggest square cells (up to MAX_CELL px) that fit `pages` in `width` × `height`. */
export function stripGrid(pages: number, width: number, height: number): StripGrid {
  const n = Math.max(1, pages);
  const w = Math.max(1, Math.floor(width));
  const h = Math.max(1, Math.floor(height));
  for (let size = MAX_CELL; size >= 1; size--) {
    const cols = Math.floor(w / size);
    const rows = Math.floor(h / size);
    if (cols * rows >= n) {
      const used = Math.ceil(n / cols);
      return { cols, rows: used, size, perCell: 1, width: Math.min(n, cols) * size, height: used * size };
    }
  }
  const perCell = Math.ceil(n / (w * h));
  const cells = Math.ceil(n / perCell);
  return { cols: w, rows: Math.ceil(cells / w), size: 1, perCell, width: Math.min(cells, w), height: Math.ceil(cells / w) };
}

/** Pages on disk only, in the file cache, in the pool (the view's 0, 1, 2). */
export function placeCounts(place: Uint8Array): [number, number, number] {
  const c: [number, number, number] = [0, 0, 0];
  for (const p of place) if (p <= 2) c[p]++;
  return c;
}

export interface StripTouched {
  /** Pages of this relation the revealed accesses touched, and of them read from disk. */
  pages: Set<number>;
  fromDisk: Set<number>;
  /** The latest revealed access's page, if it is of this relation. */
  current: number | null;
}

export function touchedPages(relation: string, revealed: readonly ScenarioEvent[]): StripTouched {
  const pages = new Set<number>();
  const fromDisk = new Set<number>();
  let current: number | null = null;
  for (const e of revealed) {
    if (!isFragPage(e)) continue;
    if (e.rel !== relation) {
      current = null;
      continue;
    }
    pages.add(e.page);
    if (e.found === 'disk') fromDisk.add(e.page);
    current = e.page;
  }
  return { pages, fromDisk, current };
}

/** "1, 8–9, 12, 40–43": page numbers in order, runs as ranges. */
export function pageRanges(pages: Iterable<number>, fmt: (n: number) => string = String): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    out.push(j === i ? fmt(sorted[i]) : `${fmt(sorted[i])}–${fmt(sorted[j])}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** Runs of consecutive pages: 1 for pages side by side, one per page when scattered. */
export function islands(pages: Iterable<number>): number {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1] + 1) n++;
  return n;
}

/** The cell of page `p`. */
export function cellOfPage(grid: StripGrid, p: number): { x: number; y: number } {
  const i = Math.floor(p / grid.perCell);
  return { x: (i % grid.cols) * grid.size, y: Math.floor(i / grid.cols) * grid.size };
}
