/**
 * Layout of the step detail: the few pages around the insert, row by row,
 * with where each row stood before the step's events and where it stands
 * after (the engine's snapshot). Positions come from the events only:
 *
 * ```text
 *  before: page 12 [a b c d e f g h]      after: page 12 [a b c d]  page 41 [e f g h]
 *          (full)                                          ▲ moved at event "move_rows"
 * ```
 *
 * Rows after an insert point shift up one slot when the row goes in; the
 * rows of a move start on the old page, stacked above the rows that stay.
 */
import type { EventOf, ScenarioEvent as SimEvent, ViewOf } from '../../shell/engine/types';

type PageStrip = ViewOf<'page_strip'>;
import { rowOffsets } from './pageStrips';

export interface Slot {
  /** Index of the page within the window. */
  pos: number;
  slot: number;
}

export interface RowMark {
  key: string;
  instrument: number;
  after: Slot;
  /** Where the row is until `movesAt`; null = the row appears at `movesAt`. */
  before: Slot | null;
  /** Phase (1-based event count) from which the row is at `after`. 0 = always. */
  movesAt: number;
}

export interface PageMarkInfo {
  pos: number;
  page: number;
  rows: number;
  fill: number;
  /** Phase at which the page appears (allocated this step), else 0. */
  appearsAt: number;
  /** Phase range in which the page is flagged full [from, until). */
  fullFrom: number;
  fullUntil: number;
}

export interface DetailLayout {
  start: number;
  pages: PageMarkInfo[];
  rows: RowMark[];
  /** Rows a full page holds (for slot height). */
  capacity: number;
  hasRows: boolean;
}

/** A window of `size` leaves around `focus`, clamped to 0..n. */
export function detailWindow(n: number, focus: number, size: number): { start: number; end: number } {
  const s = Math.max(1, Math.min(size, n));
  const start = Math.max(0, Math.min(focus - Math.floor((s - 1) / 2), n - s));
  return { start, end: start + s };
}

/**
 * How many pages of `boxW` px, `gap` apart (and `pad` px of margin), the
 * detail draws in `width` px: at most `size`, and as many as fit at full
 * size, so a narrow screen (a phone) gets fewer pages rather than a picture
 * scaled down until its words are too small to read. One at the least.
 */
export function detailPages(width: number, size: number, boxW: number, gap: number, pad = 8): number {
  const fit = Math.floor((width - pad + gap) / (boxW + gap));
  return Math.max(1, Math.min(size, fit));
}

/** Rows a full page holds, from the fullest page's rows and fill. */
export function estimateCapacity(fill: Float32Array, rows: Uint32Array): number {
  let best = -1;
  for (let i = 0; i < rows.length; i++) if (best < 0 || rows[i] > rows[best]) best = i;
  if (best < 0 || rows[best] === 0 || !(fill[best] > 0)) return 1;
  return Math.max(rows[best], Math.round(rows[best] / fill[best]), 1);
}

function firstOf<K extends SimEvent['kind']>(ev: readonly SimEvent[], kind: K, pred?: (e: EventOf<K>) => boolean) {
  const i = ev.findIndex((e) => e.kind === kind && (!pred || pred(e as EventOf<K>)));
  return i < 0 ? null : { e: ev[i] as EventOf<K>, phase: i + 1 };
}

/** The page the step is about: the full page, else where the row went. */
export function focusPage(events: readonly SimEvent[]): number | null {
  for (const e of events) {
    if (e.kind === 'page_full' || e.kind === 'insert_row' || e.kind === 'append' || e.kind === 'deferred_split') {
      return e.page;
    }
  }
  return null;
}

export function layoutDetail(
  snap: Pick<PageStrip, 'fill' | 'physical' | 'rows' | 'row_groups'>,
  events: readonly SimEvent[],
  size: number,
): DetailLayout | null {
  const n = snap.fill.length;
  if (n === 0) return null;
  const fp = focusPage(events);
  const focus = fp === null ? 0 : Math.max(0, snap.physical.indexOf(fp));
  const { start, end } = detailWindow(n, focus, size);
  const capacity = estimateCapacity(snap.fill, snap.rows);
  const hasRows = snap.row_groups.length > 0;
  const offsets = rowOffsets(snap.rows);

  const full = firstOf(events, 'page_full');
  const alloc = firstOf(events, 'allocate', (e) => e.level === 0);
  const move = firstOf(events, 'move_rows', (e) => e.level === 0);
  const ins = firstOf(events, 'insert_row');
  const posOf = new Map<number, number>();
  for (let i = start; i < end; i++) posOf.set(snap.physical[i], i - start);

  const pages: PageMarkInfo[] = [];
  const rows: RowMark[] = [];
  for (let i = start; i < end; i++) {
    const page = snap.physical[i];
    const pos = i - start;
    const isFull = full?.e.page === page;
    pages.push({
      pos,
      page,
      rows: snap.rows[i],
      fill: snap.fill[i],
      appearsAt: alloc && alloc.e.page === page ? alloc.phase : 0,
      fullFrom: isFull ? full.phase : 0,
      fullUntil: isFull ? (move?.phase ?? ins?.phase ?? full.phase + 1) : 0,
    });
    if (!hasRows) continue;
    const count = snap.rows[i];
    const insertedHere = ins && ins.e.page === page ? ins.e.slot : -1;
    const movedHere = move && move.e.to === page && move.e.count > 0;
    const fromPos = move ? posOf.get(move.e.from) : undefined;
    // Rows that stayed on the old page (the inserted row excluded).
    let kept = 0;
    if (move && fromPos !== undefined) {
      const fromLeaf = start + fromPos;
      kept = snap.rows[fromLeaf] - (ins && ins.e.page === move.e.from ? 1 : 0);
    }
    let movedIndex = 0;
    for (let s = 0; s < count; s++) {
      const mark: RowMark = {
        key: `${page}:${s}`,
        instrument: snap.row_groups[offsets[i] + s] ?? 0,
        after: { pos, slot: s },
        before: { pos, slot: s },
        movesAt: 0,
      };
      if (s === insertedHere && ins) {
        mark.before = null;
        mark.movesAt = ins.phase;
      } else if (movedHere && move && fromPos !== undefined) {
        mark.before = { pos: fromPos, slot: kept + movedIndex++ };
        mark.movesAt = move.phase;
      } else if (insertedHere >= 0 && s > insertedHere && ins) {
        mark.before = { pos, slot: s - 1 };
        mark.movesAt = ins.phase;
      }
      rows.push(mark);
    }
  }
  return { start, pages, rows, capacity, hasRows };
}
