/**
 * Layout of a buffer pool's picture, as pure functions: the grid of frame
 * boxes for a width (fixed for a frame count and a width, so the picture
 * never changes size while a step plays), and what each frame shows while
 * the step's events play.
 *
 *   ▼ hand
 *   ┌──────┐ ┌──────┐ ┌──────┐
 *   │f0   ◤│ │f1    │ │f2    │   ◤ dirty
 *   │  4   │ │  2   │ │  3   │   page in the frame
 *   │3rd out│ │1st out│ │2nd out│  the policy's state
 *   └──────┘ └──────┘ └──────┘
 *     in       ...                what the step did to it
 *
 * The engine sends the pool as it is after the step (`buffer_frames`);
 * the step's events say what changed on the way (a page that left, a
 * clock hand's passes, a write). Until an event has played, the frame it
 * changed shows what the event itself says was there before: the leaving
 * page, the count before the hand lowered it. Until the step's own change
 * (its hit, or its new page) has played, every frame's policy state is the
 * engine's at the step before, when the picture has that step's view
 * (`before`): the victim still "1st out", not the next page in line.
 * Nothing here decides what a policy does; it only reads what the engine
 * said.
 */
import { isPoolEvent, type EventOf, type PoolEvent, type ScenarioEvent, type ViewOf } from '../../../shell/engine/types';

type Frames = ViewOf<'buffer_frames'>;

/** The engine's "no page" (`u32::MAX`). */
export const NO_PAGE = 0xffff_ffff;

/** Most frames drawn as boxes; a bigger pool is drawn dense (canvas). */
export const MAX_BOXES = 64;

export interface FrameGrid {
  /** Boxes (one element each) or a dense drawing of the whole pool. */
  mode: 'boxes' | 'dense';
  cols: number;
  rows: number;
  boxW: number;
  boxH: number;
  /** `full`: frame number, page, state on three lines; `compact`: page and state. */
  level: 'full' | 'compact';
  gapX: number;
  gapY: number;
  /** Room above the first row (the hand's mark) and below the last (a label). */
  padTop: number;
  padBottom: number;
  /** Height of the grid, in px. */
  height: number;
}

const GAP_X = 6;
/**
 * Room between rows: a box's label sits on its lower edge, the clock
 * hand's mark on the upper edge of the box it points at; half of each
 * lies outside the box.
 */
const GAP_Y = 13;
const PAD_TOP = 8;
const PAD_BOTTOM = 7;
const MAX_BOX_W = 104;
const MIN_BOX_W = 30;
/** Boxes at least this wide show their frame number (three lines). */
const FULL_W = 62;
const FULL_H = 58;
const COMPACT_H = 38;
/** Height of the dense drawing. */
export const DENSE_H = 96;

function boxHeight(w: number): number {
  return w >= FULL_W ? FULL_H : COMPACT_H;
}

function gridOf(width: number, frames: number, cols: number): FrameGrid {
  const boxW = Math.min(MAX_BOX_W, Math.floor((width - (cols - 1) * GAP_X) / cols));
  const rows = Math.ceil(frames / cols);
  const boxH = boxHeight(boxW);
  return {
    mode: 'boxes',
    cols,
    rows,
    boxW,
    boxH,
    level: boxW >= FULL_W ? 'full' : 'compact',
    gapX: GAP_X,
    gapY: GAP_Y,
    padTop: PAD_TOP,
    padBottom: PAD_BOTTOM,
    height: PAD_TOP + rows * boxH + (rows - 1) * GAP_Y + PAD_BOTTOM,
  };
}

/**
 * The grid for `frames` frames in `width` px, at most `maxHeight` tall
 * where it can be. Of the grids that fit: boxes big enough for their frame
 * number first, then the fewest rows (one row for a small pool), then the
 * biggest boxes. When none fits, as many columns as the smallest boxes
 * allow. More than `MAX_BOXES` frames (a full-scale pool of thousands) are
 * drawn dense.
 */
export function frameGrid(width: number, frames: number, maxHeight: number): FrameGrid {
  const n = Math.max(1, frames);
  if (n > MAX_BOXES) {
    return {
      mode: 'dense',
      cols: 0,
      rows: 0,
      boxW: 0,
      boxH: 0,
      level: 'compact',
      gapX: 0,
      gapY: 0,
      padTop: 0,
      padBottom: 0,
      height: DENSE_H,
    };
  }
  const w = Math.max(MIN_BOX_W, width);
  const widest = Math.max(1, Math.min(n, Math.floor((w + GAP_X) / (MIN_BOX_W + GAP_X))));
  let best: FrameGrid | null = null;
  const better = (a: FrameGrid, b: FrameGrid) =>
    a.level !== b.level ? a.level === 'full' : a.rows !== b.rows ? a.rows < b.rows : a.boxW > b.boxW;
  for (let cols = 1; cols <= widest; cols++) {
    const g = gridOf(w, n, cols);
    if (g.height <= maxHeight && (!best || better(g, best))) best = g;
  }
  return best ?? gridOf(w, n, widest);
}

/** What the step did to a frame, as far as its events have played. */
export type FrameRole = 'hit' | 'victim' | 'loaded' | 'passed' | 'written' | null;

export interface FrameShow {
  frame: number;
  /** The page shown (null: empty). */
  page: number | null;
  dirty: boolean;
  pins: number;
  /** The policy's state shown (null: not known yet, the victim's old page). */
  state: number | null;
  role: FrameRole;
  /** The page was dirty and has just been written (by the eviction or a checkpoint). */
  written: boolean;
  /** A leaving page (the victim before its frame takes the new page). */
  leaving: boolean;
  /** The page the new one replaced (a loaded frame after an eviction), so the "out" stays in sight. */
  replaced: number | null;
}

export interface PoolShow {
  frames: FrameShow[];
  /** The clock hand's frame (null: the policy has none). */
  hand: number | null;
  /** The pool's events revealed so far, the latest last. */
  revealed: PoolEvent[];
}

/**
 * Each frame of `view` after `played` of the step's `events` (all of the
 * step's, any pool's; this pool's are those naming its policy). `before`:
 * the engine's view of this pool at the step before, if the picture has
 * it; used only if it holds the same pages (but the new page's frame).
 */
export function poolShow(view: Frames, events: readonly ScenarioEvent[], played: number, before: Frames | null = null): PoolShow {
  const n = view.pages.length;
  const mine: { e: PoolEvent; shown: boolean }[] = [];
  events.forEach((e, i) => {
    if (isPoolEvent(e, view.policy)) mine.push({ e, shown: i < played });
  });
  const find = <K extends PoolEvent['kind']>(kind: K) =>
    mine.find((m): m is { e: EventOf<K> & PoolEvent; shown: boolean } => m.e.kind === kind);
  const hit = find('hit');
  const load = find('load');
  // The step's change, and whether it has played: until then the states are the step before's.
  const change = load ?? hit;
  const pending = change !== undefined && !change.shown;
  const prior = pending && before !== null && isBefore(before, view, load?.e.frame) ? before : null;
  // Pending without the step before (a jump, a step back): the engine's
  // state after the step would be told too soon, so no state is shown
  // until the change has played (but what the hand's passes tell).
  const unknown = pending && prior === null;
  const frames: FrameShow[] = Array.from({ length: n }, (_, f) => ({
    frame: f,
    page: view.pages[f] === NO_PAGE ? null : view.pages[f],
    dirty: view.dirty[f] === 1,
    pins: view.pins[f] ?? 0,
    state: unknown ? null : ((prior ?? view).state[f] ?? 0),
    role: null,
    written: false,
    leaving: false,
    replaced: null,
  }));
  const at = (f: number) => frames[f] as FrameShow | undefined;

  // The clock hand's passes: a frame shows its count before the first
  // pass, then after the latest pass that has played (a sweep may go round
  // more than once).
  type Shown<K extends PoolEvent['kind']> = { e: EventOf<K> & PoolEvent; shown: boolean };
  const passes = mine.filter((m): m is Shown<'pass'> => m.e.kind === 'pass');
  /** Each passed frame's count as the passes played so far leave it. */
  const passState = new Map<number, number>();
  for (const { e, shown } of passes) {
    const fr = at(e.frame);
    if (!fr) continue;
    if (!passState.has(e.frame)) passState.set(e.frame, e.before);
    if (shown) {
      passState.set(e.frame, e.after);
      fr.role = 'passed';
    }
    fr.state = passState.get(e.frame) ?? fr.state;
  }

  if (hit?.shown) {
    const fr = at(hit.e.frame);
    if (fr) fr.role = 'hit';
  }

  const miss = find('miss');
  const evict = find('evict');
  const dirtied = find('dirtied');
  const evictWrite = mine.find((m): m is Shown<'write'> => m.e.kind === 'write' && m.e.by === 'eviction');
  // The frame that takes the page, while the page is still on its way.
  const waiting = load && !load.shown ? at(load.e.frame) : undefined;
  if (waiting) {
    // It holds the leaving page (or nothing: a free frame), dirty until written.
    waiting.page = evict ? evict.e.page : null;
    waiting.state = evict ? (passState.get(evict.e.frame) ?? prior?.state[evict.e.frame] ?? null) : null;
    waiting.dirty = evictWrite !== undefined && !evictWrite.shown;
    waiting.written = evictWrite?.shown ?? false;
    waiting.leaving = evict?.shown ?? false;
    if (evict?.shown) waiting.role = 'victim';
  } else if (load) {
    const fr = at(load.e.frame);
    if (fr) {
      // The new page's own state, whatever the hand did to the old one.
      fr.state = view.state[load.e.frame] ?? 0;
      fr.role = 'loaded';
      fr.replaced = evict?.shown ? evict.e.page : null;
    }
  }

  // A reference that writes: its frame turns dirty when that has played.
  const dirtying = dirtied && !dirtied.shown ? at(dirtied.e.frame) : undefined;
  if (dirtying && dirtying !== waiting) dirtying.dirty = false;

  // A checkpoint's writes: dirty until written (the page in the frame now).
  for (const m of mine) {
    if (m.e.kind !== 'write' || m.e.by === 'eviction') continue;
    const fr = at(m.e.frame);
    if (!fr || fr === waiting) continue;
    if (m.shown) {
      fr.dirty = false;
      fr.written = true;
      if (fr.role === null) fr.role = 'written';
    } else {
      fr.dirty = fr !== dirtying;
    }
  }

  // The hand: where the sweep started until it moves, on the frame it
  // last passed while it sweeps, on the victim when it is found, and where
  // the engine left it once the new page is in.
  let hand: number | null = view.hand >= 0 ? view.hand : null;
  if (hand !== null && miss && evict && waiting) {
    const shownPasses = passes.filter((p) => p.shown);
    if (evict.shown) hand = evict.e.frame;
    else if (shownPasses.length > 0) hand = shownPasses[shownPasses.length - 1].e.frame;
    else hand = passes[0]?.e.frame ?? evict.e.frame;
  }

  return { frames, hand, revealed: mine.filter((m) => m.shown).map((m) => m.e) };
}

/**
 * Whether `before` can be this pool at the step before `view`: the same
 * policy and frames, each holding the same page, but the frame the step
 * loads a page into.
 */
function isBefore(before: Frames, view: Frames, loaded: number | undefined): boolean {
  if (before.policy !== view.policy || before.pages.length !== view.pages.length) return false;
  for (let f = 0; f < view.pages.length; f++) {
    if (f !== loaded && before.pages[f] !== view.pages[f]) return false;
  }
  return true;
}

/**
 * The pool's events that have played, and the frame the step used (its
 * hit, or the frame taking the new page), without a model of every frame:
 * what a dense drawing of thousands of frames needs.
 */
export function poolRevealed(
  policy: string,
  events: readonly ScenarioEvent[],
  played: number,
): { revealed: PoolEvent[]; used: number | null } {
  const revealed = events.slice(0, Math.max(0, played)).filter((e): e is PoolEvent => isPoolEvent(e, policy));
  const use = revealed.find((e) => e.kind === 'hit' || e.kind === 'load' || e.kind === 'evict');
  return { revealed, used: use && 'frame' in use ? use.frame : null };
}

/** Counts of a pool for its summary sentence (dense drawing, accessible name). */
export function poolCounts(view: Frames): { held: number; dirty: number; pinned: number } {
  let held = 0;
  let dirty = 0;
  let pinned = 0;
  for (let f = 0; f < view.pages.length; f++) {
    if (view.pages[f] !== NO_PAGE) held++;
    if (view.dirty[f] === 1) dirty++;
    if ((view.pins[f] ?? 0) > 0) pinned++;
  }
  return { held, dirty, pinned };
}
