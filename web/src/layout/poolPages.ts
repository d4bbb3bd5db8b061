/**
 * Layout of a database's buffer pool drawn frame by frame (`pool_pages`),
 * as pure functions: the grid of cells for a frame count and a size
 * (fixed while a step plays: the picture never changes size), what each
 * relation's frames hold, and which frames the step's page accesses
 * reached.
 *
 *   ┌───┬───┬───┬───┐   T table page, A archive page, I index page
 *   │T 1│A11│ I◤│T 2│   the number: useful rows on a page of rows
 *   ├───┼───┼───┼───┤   ◤ dirty
 *   │ ░ │T 1│A11│ I │   ░ empty; an outline: touched by this request
 *   └───┴───┴───┴───┘
 *
 * Up to a few thousand frames each gets a cell; a full-scale pool (32,768
 * frames) is drawn dense, several frames to a cell. The engine sends the
 * pool as it is after the step; the step's events say which pages its
 * request touched (possibly long before, in turn with other sessions:
 * such a page may have left the pool since).
 */
import type { FragEvent, ScenarioEvent, ViewOf } from '../shell/engine/types';
import { relWords, type RelClass } from '../text/fragmentation';

type Pool = ViewOf<'pool_pages'>;

/** The engine's empty frame: relation 255. */
export const EMPTY_REL = 255;

export interface PoolGrid {
  /** A cell a frame, or several frames a cell. */
  mode: 'cells' | 'dense';
  cols: number;
  rows: number;
  /** Cell pitch in px (the cell drawn 1 px smaller: a gap). */
  size: number;
  perCell: number;
  width: number;
  height: number;
}

const MAX_CELL = 34;
/** Cells smaller than this draw no letter: the pool is drawn dense. */
const MIN_CELL = 9;
const DENSE_CELLS = [6, 5, 4, 3, 2];

/**
 * The biggest square cells that fit `frames` in `width` × `maxHeight`
 * (at most MAX_CELL px); dense when even MIN_CELL px cells do not fit.
 */
export function poolGrid(frames: number, width: number, maxHeight: number): PoolGrid {
  const n = Math.max(1, frames);
  const w = Math.max(MIN_CELL, Math.floor(width));
  const h = Math.max(MIN_CELL, Math.floor(maxHeight));
  if (n <= Math.floor(w / MIN_CELL) * Math.floor(h / MIN_CELL)) {
    // The biggest cell; of equal ones, the grid with the fewest empty cells
    // (128 frames: 16 × 8, not 15 × 9).
    let best = { size: 0, cols: 1, spare: Infinity };
    for (let cols = 1; cols <= n; cols++) {
      const size = Math.min(MAX_CELL, Math.floor(w / cols), Math.floor(h / Math.ceil(n / cols)));
      const spare = Math.ceil(n / cols) * cols - n;
      if (size > best.size || (size === best.size && spare < best.spare)) best = { size, cols, spare };
    }
    if (best.size >= MIN_CELL) {
      const rows = Math.ceil(n / best.cols);
      return { mode: 'cells', cols: best.cols, rows, size: best.size, perCell: 1, width: best.cols * best.size, height: rows * best.size };
    }
  }
  // Dense: the biggest small cell whose rows fit, as many frames a cell as it takes.
  for (const size of DENSE_CELLS) {
    const cols = Math.max(1, Math.floor(w / size));
    const fit = cols * Math.max(1, Math.floor(h / size));
    const perCell = Math.ceil(n / fit);
    if (perCell <= 4 || size === DENSE_CELLS[DENSE_CELLS.length - 1]) {
      const rows = Math.ceil(Math.ceil(n / perCell) / cols);
      return { mode: 'dense', cols, rows, size, perCell, width: cols * size, height: rows * size };
    }
  }
  return { mode: 'dense', cols: 1, rows: n, size: 1, perCell: 1, width: 1, height: n };
}

/** The family of each relation the view names (index into `relations`). */
export function relClasses(view: Pool): RelClass[] {
  return view.relations.map((r) => relWords(r).cls);
}

/** One family's frames: how many, dirty, pages of rows and their useful rows. */
export interface ClassCount {
  frames: number;
  dirty: number;
  useful: number;
}

export interface PoolCounts {
  frames: number;
  empty: number;
  dirty: number;
  byClass: Record<RelClass, ClassCount>;
  /** By relation name, in the view's order (relations with no frame left out). */
  byRel: { rel: string; frames: number; dirty: number; useful: number }[];
}

export function poolCounts(view: Pool): PoolCounts {
  const classes = relClasses(view);
  const perRel = view.relations.map((rel) => ({ rel, frames: 0, dirty: 0, useful: 0 }));
  const byClass: Record<RelClass, ClassCount> = {
    table: { frames: 0, dirty: 0, useful: 0 },
    index: { frames: 0, dirty: 0, useful: 0 },
    archive: { frames: 0, dirty: 0, useful: 0 },
  };
  let empty = 0;
  let dirty = 0;
  for (let f = 0; f < view.rel.length; f++) {
    const r = view.rel[f];
    const d = view.dirty[f] === 1;
    if (d) dirty++;
    const row = perRel[r];
    if (r === EMPTY_REL || !row) {
      empty++;
      continue;
    }
    row.frames++;
    row.useful += view.useful[f];
    if (d) row.dirty++;
    const c = byClass[classes[r]];
    c.frames++;
    c.useful += view.useful[f];
    if (d) c.dirty++;
  }
  return { frames: view.rel.length, empty, dirty, byClass, byRel: perRel.filter((x) => x.frames > 0) };
}

/** Frame of each page in the pool, by "relation index:page" (one map per view). */
const frameMaps = new WeakMap<Pool, Map<string, number>>();
export function frameOfPage(view: Pool, rel: string, page: number): number | undefined {
  let m = frameMaps.get(view);
  if (!m) {
    m = new Map();
    for (let f = 0; f < view.rel.length; f++) if (view.rel[f] !== EMPTY_REL) m.set(`${view.rel[f]}:${view.pages[f]}`, f);
    frameMaps.set(view, m);
  }
  const r = view.relations.indexOf(rel);
  return r < 0 ? undefined : m.get(`${r}:${page}`);
}

export type PageEv = Extract<FragEvent, { kind: 'page' }>;

/** A fragmentation page access (the bpe scenario's `page` event names no relation). */
export function isFragPage(e: ScenarioEvent): e is PageEv {
  return e.kind === 'page' && 'rel' in e;
}

/** The request's page accesses among `events`, in order. */
export function pageEvents(events: readonly ScenarioEvent[]): PageEv[] {
  return events.filter(isFragPage);
}

export interface Touched {
  /** Frames holding a page the request touched (revealed so far). */
  frames: Set<number>;
  /** The frame of the latest revealed access, if its page is in the pool now. */
  current: number | null;
  /** The latest revealed access (null before the first). */
  latest: PageEv | null;
  /** Touched pages no longer in the pool (left it since, for other pages). */
  gone: number;
}

/** Which frames the revealed page accesses reached. */
export function touchedFrames(view: Pool, revealed: readonly ScenarioEvent[]): Touched {
  const frames = new Set<number>();
  let current: number | null = null;
  let latest: PageEv | null = null;
  const gone = new Set<string>();
  for (const e of revealed) {
    if (!isFragPage(e)) continue;
    latest = e;
    const f = frameOfPage(view, e.rel, e.page);
    current = f ?? null;
    if (f === undefined) gone.add(`${e.rel}:${e.page}`);
    else frames.add(f);
  }
  return { frames, current, latest, gone: gone.size };
}

/** The cell of frame `f` (dense: the cell holding it). */
export function cellOf(grid: PoolGrid, f: number): { x: number; y: number } {
  const i = Math.floor(f / grid.perCell);
  return { x: (i % grid.cols) * grid.size, y: Math.floor(i / grid.cols) * grid.size };
}

/** The frame under a point of the drawing (cells mode), or null. */
export function frameAt(grid: PoolGrid, frames: number, x: number, y: number): number | null {
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return null;
  const i = Math.floor(y / grid.size) * grid.cols + Math.floor(x / grid.size);
  const f = i * grid.perCell;
  return f < frames ? f : null;
}
