/**
 * Layout of the latch scenario's pictures, as pure functions: the
 * sessions (`session_lanes`) as a grid of cells, one row a core, its
 * sessions in order; the hot pages (`latch_queues`) as rows of a holder
 * and its FIFO queue, head first; and the rows of the live table shaped
 * like sys.dm_exec_requests.
 *
 *   core 0 │ (R)0  [W]2  <h>4          R running  r runnable  S spinning
 *   core 1 │ (C)1  [W]3  (r)5          W parked (PAGELATCH_EX)  H/h holding
 *
 *   page 7 (last) │ holder <4> ◀ 2 ◀ 3 ◀ … +12
 *
 * Every size depends only on the session and core counts, the width and a
 * fixed height, never on the step: the picture never moves while playing.
 */
import type { ViewOf } from '../../../shell/engine/types';
import { NONE, hasRequest, resourceText, stateWords } from '../words';

type Lanes = ViewOf<'session_lanes'>;
type Queues = ViewOf<'latch_queues'>;

/** Room left of the rows for "core 12". */
export const LABEL_W = 56;
const MAX_CELL = 44;
/** Below this a cell carries no text (its shape and colour still do). */
export const TEXT_CELL = 18;
/** The pictures' smallest text, in px (a phone's too): numbers and letters are this or bigger, or left out. */
export const MIN_TEXT = 11;
/** A digit's width at `MIN_TEXT`, bold (DejaVu Sans Bold digits are 0.7 em). */
const DIGIT_W = 0.7 * MIN_TEXT;
/** Cells at least this big carry their session's number under the shape. */
export const NUMBER_CELL = 34;

/**
 * A session's cell with its number: the shape in the upper part, the
 * number (at `MIN_TEXT`) under it, apart, so neither runs into the other.
 * In the cell's coordinates (its centre at 0,0): the shape's centre and
 * half size, the number's baseline.
 */
export function numberedCell(cell: number): { shapeY: number; shapeR: number; numberY: number } {
  const half = cell / 2;
  const band = MIN_TEXT + 2; // the number's own band at the bottom
  const shapeR = (cell - band - 2) / 2;
  return { shapeY: -half + 1 + shapeR, shapeR, numberY: half - 2 };
}

/** Whether session number `n` fits `width` px at `MIN_TEXT`. */
export function numberFits(n: number, width: number): boolean {
  return String(n).length * DIGIT_W <= width;
}

export interface LanesLayout {
  width: number;
  height: number;
  cell: number;
  /** Cells a row (the most sessions any core has), rows (cores). */
  cols: number;
  rows: number;
  /** Each session's cell: its centre. */
  x: Float64Array;
  y: Float64Array;
}

/** Where each session's cell goes: row by core, column by its place among its core's sessions. */
export function lanesLayout(core: ArrayLike<number>, cores: number, width: number, height: number): LanesLayout {
  const n = core.length;
  const rows = Math.max(1, cores);
  const perCore = new Array<number>(rows).fill(0);
  const col = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const c = Math.min(rows - 1, Math.max(0, core[i]));
    col[i] = perCore[c]++;
  }
  const cols = Math.max(1, ...perCore);
  const w = Math.max(120, Math.floor(width));
  const h = Math.max(40, Math.floor(height));
  const cell = Math.max(2, Math.min(MAX_CELL, Math.floor((w - LABEL_W) / cols), Math.floor(h / rows)));
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const c = Math.min(rows - 1, Math.max(0, core[i]));
    x[i] = LABEL_W + col[i] * cell + cell / 2;
    y[i] = c * cell + cell / 2;
  }
  return { width: w, height: h, cell, cols, rows, x, y };
}

/** Sessions by state code, for the caption: counts[code]. */
export function stateCounts(view: Lanes): number[] {
  const counts = new Array<number>(view.states.length).fill(0);
  for (const s of view.state) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

export interface QueueRow {
  page: number;
  last: boolean;
  /** The holder's session, or null. */
  holder: number | null;
  /** Whether the holder runs on its core (false: granted, waiting for it: the convoy). */
  holderRunning: boolean;
  /** Sessions queued, head first. */
  waiters: number[];
  /** Waits on the page so far. */
  waits: number;
}

/** The view's pages, each with its holder and queue. */
export function queueRows(view: Queues): QueueRow[] {
  return Array.from(view.pages, (page, i) => ({
    page,
    last: page === view.last_page,
    holder: view.holders[i] === NONE ? null : view.holders[i],
    holderRunning: view.holder_running[i] === 1,
    waiters: Array.from(view.waiters.subarray(view.offsets[i], view.offsets[i + 1])),
    waits: view.waits[i],
  }));
}

export interface QueuesLayout {
  width: number;
  height: number;
  /** Rows drawn (the rest are counted in words). */
  shown: number;
  row: number;
  cell: number;
  /** Where the holder's cell and the queue start. */
  holderX: number;
  queueX: number;
  /** Queue cells that fit a row; more are "+n". */
  fits: number;
}

/** Room for the longest label, "page 1000 (dernière)": pages are named by their number in the file (`pageNo`). */
export const PAGE_LABEL_W = 136;

/** Rows of a fixed height: `maxRows` at most, whatever the step has. */
export function queuesLayout(width: number, height: number, maxRows: number): QueuesLayout {
  const w = Math.max(160, Math.floor(width));
  const row = Math.max(14, Math.floor(height / Math.max(1, maxRows)));
  const cell = Math.min(30, row - 4);
  const holderX = PAGE_LABEL_W + cell / 2;
  const queueX = PAGE_LABEL_W + cell + 18;
  const fits = Math.max(1, Math.floor((w - queueX - 34) / (cell + 3)));
  return { width: w, height: row * maxRows, shown: maxRows, row, cell, holderX, queueX, fits };
}

/** A row of sys.dm_exec_requests, as the engine's state lets us fill it. */
export interface RequestRow {
  session: number;
  status: string;
  waitType: string;
  /** Milliseconds waited so far (the engine's count); null: no wait. */
  waitMs: number | null;
  resource: string;
  core: number;
}

/**
 * The live table: one row per session with a request (a session with no
 * rows left has none), its status and wait as SQL Server would show them,
 * at the end of the step: the wait time is the engine's (`waited_us`),
 * from the wait's start to now.
 */
export function requestRows(lanes: Lanes): RequestRow[] {
  const rows: RequestRow[] = [];
  for (let i = 0; i < lanes.state.length; i++) {
    const w = stateWords(lanes.state[i]);
    if (!hasRequest(w.code)) continue;
    const page = lanes.page[i];
    rows.push({
      session: i,
      status: w.status,
      waitType: w.waitType,
      waitMs: w.waitType === '' ? null : (lanes.waited_us[i] ?? 0) / 1000,
      resource: page === NONE || w.waitType !== 'PAGELATCH_EX' ? '' : resourceText(page),
      core: lanes.core[i],
    });
  }
  return rows;
}
