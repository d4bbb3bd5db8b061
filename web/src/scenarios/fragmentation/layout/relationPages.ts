/**
 * Layout of a table's pages as a strip (`relation_pages`), as pure
 * functions, on the kit's strip of cells (`kit/layout/stripGrid.ts`: a
 * cell a page, in file order, in a box of fixed height): where the pages are
 * (pool, file cache, disk only); and which of them the step's request
 * touched, so a customer's "select all" shows as scattered cells across a
 * fragmented table and as a few islands in a sorted archive.
 *
 *   ▇▇░░□□□▇□□░□□□▇□ …   ▇ in the pool  ░ in the file cache  □ disk only
 *      ●      ●   ●       ● touched by this request
 */
import type { ScenarioEvent } from '../../../shell/engine/types';
import { isFragPage } from './poolPages';

/**
 * The most pages the engine draws of a table (`scenario/fragmentation/views.rs`,
 * MAX_PAGES): a strip this long is a big table's first pages.
 */
export const MAX_STRIP_PAGES = 4_096;

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
