/**
 * Layout of SQL Server's two tiers of page memory (`bpe_tiers`), as pure
 * functions: the pool's frames and the extension's slots as two grids
 * (side by side, or stacked on a narrow screen), a strip of every data
 * page by place under them, what each holds, and what the step's events
 * moved between them.
 *
 *   pool (frames)      extension on SSD (slots)
 *   ┌───┬───┬───┐      ┌──┬──┬──┬──┬──┬──┐
 *   │ 63◤│111│ ░ │  ←──│17│ ×│40│ +│ ░│..│   ◤ dirty   ░ empty
 *   └───┴───┴───┘      └──┴──┴──┴──┴──┴──┘   × washed out, + copied in
 *   pages: ▇▇▒▒□□□▒▇□▒□ …  ▇ pool (dirty: a dark foot) ▒ extension □ disk only
 *
 * Every size depends only on the frame, slot and page counts and the width,
 * never on the step, so the picture never moves while a step plays. The
 * grids reuse `poolGrid` (a cell a frame up to a few thousand, dense
 * beyond: a full-scale extension's 524,288 slots) and the strip
 * `stripGrid`.
 */
import { ownEvents, type BpeEvent, type ScenarioEvent, type ViewOf } from '../../../shell/engine/types';
import { poolGrid, type PoolGrid } from '../../../kit/layout/poolGrid';
import { stripGrid, type StripGrid } from '../../../kit/layout/stripGrid';

type Tiers = ViewOf<'bpe_tiers'>;

/** The engine's empty frame or slot. */
export const EMPTY = 4_294_967_295;
/** The most pages the engine places in the strip (the first ones). */
export const MAX_PLACE_PAGES = 65_536;

/** A data page's place (the view's `place`): disk only, extension, pool clean, pool dirty. */
export type Place = 0 | 1 | 2 | 3;

export interface Box<G> {
  x: number;
  y: number;
  grid: G;
}

export interface TiersLayout {
  /** Side by side, or the extension under the pool (a phone). */
  stacked: boolean;
  pool: Box<PoolGrid>;
  /** None without an extension (the other four setups). */
  ext: Box<PoolGrid> | null;
  strip: Box<StripGrid>;
  width: number;
  height: number;
}

/** Room above each grid and the strip for its title (HTML, over the canvas). */
export const TITLE_H = 18;
const GAP = 14;
/** Narrower than this, the extension goes under the pool. */
const SIDE_BY_SIDE = 560;

export interface TiersSize {
  /** Height the grids may take side by side, and both when stacked (a phone's first screen is shorter). */
  gridHeight: number;
  stackedHeight: number;
  stripHeight: number;
}

/**
 * Where each grid and the strip go in `width`. Side by side, the pool
 * takes a share of the width by its count (at least a quarter, at most
 * half), the extension the rest; stacked, the pool a third of the height.
 */
export function tiersLayout(frames: number, slots: number, pages: number, width: number, size: TiersSize): TiersLayout {
  const w = Math.max(120, Math.floor(width));
  const stacked = slots > 0 && w < SIDE_BY_SIDE;
  let pool: Box<PoolGrid>;
  let ext: Box<PoolGrid> | null = null;
  let gridsBottom: number;
  if (slots === 0) {
    pool = { x: 0, y: TITLE_H, grid: poolGrid(frames, w, size.gridHeight) };
    gridsBottom = pool.y + pool.grid.height;
  } else if (!stacked) {
    const share = Math.min(0.5, Math.max(0.25, frames / (frames + slots)));
    const poolW = Math.floor((w - GAP) * share);
    pool = { x: 0, y: TITLE_H, grid: poolGrid(frames, poolW, size.gridHeight) };
    ext = { x: poolW + GAP, y: TITLE_H, grid: poolGrid(slots, w - poolW - GAP, size.gridHeight) };
    // The tallest grid's box (fixed for these counts and this width).
    gridsBottom = TITLE_H + Math.max(pool.grid.height, ext.grid.height);
  } else {
    const poolH = Math.floor((size.stackedHeight - TITLE_H) / 3);
    pool = { x: 0, y: TITLE_H, grid: poolGrid(frames, w, poolH) };
    const extY = pool.y + pool.grid.height + GAP + TITLE_H;
    ext = { x: 0, y: extY, grid: poolGrid(slots, w, size.stackedHeight - TITLE_H - poolH) };
    gridsBottom = extY + ext.grid.height;
  }
  const stripY = gridsBottom + GAP + TITLE_H;
  const strip = { x: 0, y: stripY, grid: stripGrid(pages, w, size.stripHeight) };
  return { stacked, pool, ext, strip, width: w, height: stripY + size.stripHeight };
}

/** The top-left corner of item `i` of a grid box (dense: of the cell holding it). */
export function cellAt(box: Box<PoolGrid> | Box<StripGrid>, i: number): { x: number; y: number } {
  const g = box.grid;
  const c = Math.floor(i / g.perCell);
  return { x: box.x + (c % g.cols) * g.size, y: box.y + Math.floor(c / g.cols) * g.size };
}

/** The centre of item `i`'s cell. */
export function centreOf(box: Box<PoolGrid> | Box<StripGrid>, i: number): { x: number; y: number } {
  const { x, y } = cellAt(box, i);
  const half = Math.max(0.5, (box.grid.size - 1) / 2);
  return { x: x + half, y: y + half };
}

/** The item under a point of a grid box (one item a cell only), or null. */
export function itemAt(box: Box<PoolGrid>, count: number, x: number, y: number): number | null {
  const g = box.grid;
  const dx = x - box.x;
  const dy = y - box.y;
  if (g.perCell !== 1 || dx < 0 || dy < 0 || dx >= g.cols * g.size || dy >= g.rows * g.size) return null;
  const i = Math.floor(dy / g.size) * g.cols + Math.floor(dx / g.size);
  return i < count ? i : null;
}

export interface TierCounts {
  frames: number;
  /** Frames holding a page, and of them dirty. */
  poolPages: number;
  dirty: number;
  slots: number;
  /** Slots holding a clean copy. */
  extPages: number;
  /** Pages by place, over the strip's pages: disk only, extension, pool clean, pool dirty. */
  places: [number, number, number, number];
  /** Pages the strip shows (at most MAX_PLACE_PAGES) and the table's. */
  shown: number;
  dataPages: number;
}

export function tierCounts(view: Tiers): TierCounts {
  let poolPages = 0;
  let dirty = 0;
  for (let f = 0; f < view.frames.length; f++) {
    if (view.frames[f] === EMPTY) continue;
    poolPages++;
    if (view.dirty[f] === 1) dirty++;
  }
  let extPages = 0;
  for (const s of view.slots) if (s !== EMPTY) extPages++;
  const places: [number, number, number, number] = [0, 0, 0, 0];
  for (const p of view.place) if (p <= 3) places[p]++;
  return {
    frames: view.frames.length,
    poolPages,
    dirty,
    slots: view.slots.length,
    extPages,
    places,
    shown: view.place.length,
    dataPages: view.data_pages,
  };
}

/** Where a page is now, by page number (one map per view, built when first asked). */
const slotMaps = new WeakMap<Tiers, Map<number, number>>();
export function slotOfPage(view: Tiers, page: number): number | undefined {
  let m = slotMaps.get(view);
  if (!m) {
    m = new Map();
    for (let s = 0; s < view.slots.length; s++) if (view.slots[s] !== EMPTY) m.set(view.slots[s], s);
    slotMaps.set(view, m);
  }
  return m.get(page);
}

/** A move of a page between the tiers and the disk: what the step's events played so far did. */
export type Move =
  /** Read from the extension (slot) into a frame. */
  | { kind: 'ext_read'; page: number; slot: number | null; frame: number }
  /** Read from disk into a frame. */
  | { kind: 'disk_read'; page: number; frame: number }
  /** Found in the pool. */
  | { kind: 'pool_hit'; page: number; frame: number }
  /** Left the pool: dirty, written to disk first. */
  | { kind: 'write'; page: number; frame: number }
  /** Left the pool clean: copied to a slot of the extension. */
  | { kind: 'copy'; page: number; frame: number; slot: number | null }
  /** Left the pool clean, nothing written (its copy, if any, stays). */
  | { kind: 'drop'; page: number; frame: number }
  /** Pushed out of a full extension's slot. */
  | { kind: 'ext_out'; page: number; slot: number }
  /** The update discarded the page's extension copy. */
  | { kind: 'wash'; page: number; slot: number }
  /** The update dirtied the page in its frame. */
  | { kind: 'dirty'; page: number; frame: number }
  /** A checkpoint wrote every dirty page (they stay, clean). */
  | { kind: 'checkpoint'; pages: number };

/**
 * The moves the revealed events made, in order. The slot of a page read
 * from the extension or copied to it is looked up in the view (the tiers
 * as the step left them): a read keeps its copy, an update washes it (the
 * `wash` event names the slot), a copy stays unless a later step moved it.
 */
export function movesOf(view: Tiers, revealed: readonly ScenarioEvent[]): Move[] {
  const moves: Move[] = [];
  // A `bpe_tiers` view comes only with the bpe scenario's events.
  const events = ownEvents<BpeEvent>(revealed);
  const washSlot = new Map<number, number>();
  for (const e of events) if (e.kind === 'wash') washSlot.set(e.page, e.slot);
  for (const e of events) {
    switch (e.kind) {
      case 'page':
        if (e.found === 'extension') {
          moves.push({ kind: 'ext_read', page: e.page, frame: e.frame, slot: washSlot.get(e.page) ?? slotOfPage(view, e.page) ?? null });
        } else if (e.found === 'disk') moves.push({ kind: 'disk_read', page: e.page, frame: e.frame });
        else moves.push({ kind: 'pool_hit', page: e.page, frame: e.frame });
        break;
      case 'evict':
        if (e.to === 'disk') moves.push({ kind: 'write', page: e.page, frame: e.frame });
        else if (e.to === 'extension') moves.push({ kind: 'copy', page: e.page, frame: e.frame, slot: slotOfPage(view, e.page) ?? null });
        else moves.push({ kind: 'drop', page: e.page, frame: e.frame });
        break;
      case 'ext_evict':
        moves.push({ kind: 'ext_out', page: e.page, slot: e.slot });
        break;
      case 'wash':
        moves.push({ kind: 'wash', page: e.page, slot: e.slot });
        break;
      case 'dirtied':
        moves.push({ kind: 'dirty', page: e.page, frame: e.frame });
        break;
      case 'checkpoint':
        moves.push({ kind: 'checkpoint', pages: e.pages });
        break;
    }
  }
  return moves;
}

/** The pages a step's moves concern (the request's and those that left), for the strip's marks. */
export function movedPages(moves: readonly Move[]): Set<number> {
  const s = new Set<number>();
  for (const m of moves) if (m.kind !== 'checkpoint') s.add(m.page);
  return s;
}
