/**
 * Layout of a database's buffer pool drawn frame by frame (`pool_pages`),
 * as pure functions: what each relation's frames hold, and which frames
 * the step's page accesses reached; the grid of cells for a frame count
 * and a size (fixed while a step plays: the picture never changes size)
 * is the kit's (`kit/layout/poolGrid.ts`).
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
import type { FragEvent, ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { relWords, type RelClass } from '../words';

type Pool = ViewOf<'pool_pages'>;

/** The engine's empty frame: relation 255. */
export const EMPTY_REL = 255;

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
