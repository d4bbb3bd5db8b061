/**
 * Drawing of the bpe tiers (`BpeTiers.tsx`) on a canvas, in
 * the layout's already-placed boxes: the pool's frames, the extension's
 * slots, the strip of data pages by place (the base, redrawn when the
 * step's state changes), and the step's moves (the marks, redrawn as its
 * events play). Tone is never the only signal: a dirty frame has a dark
 * corner, an extension copy a dark edge, an empty cell a dashed one; a
 * washed-out slot a cross, a copy a plus, a read a ring, and the latest
 * move an arrow between its cells.
 */
import type { ViewOf } from '../../../shell/engine/types';
import { cellAt, centreOf, EMPTY, type Box, type Move, type TiersLayout } from '../layout/bpeTiers';
import type { PoolGrid } from '../../../kit/layout/poolGrid';
import { fmtInt } from '../../../kit/text/format';
import { resolveColour } from '../../../kit/theme/resolve';
import { words } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';

type Tiers = ViewOf<'bpe_tiers'>;

export const TIER_COLOUR = {
  pool: { fill: 'var(--tier-pool)', strong: 'var(--tier-pool-strong)' },
  ext: { fill: 'var(--tier-ext)', strong: 'var(--tier-ext-strong)' },
  empty: { fill: 'var(--wash)', edge: 'var(--box-edge)' },
  dirty: 'var(--s-orange)',
  ink: 'var(--ink)',
  current: 'var(--focus)',
  paper: 'var(--paper)',
};

/** Fill of each place in the strip: disk only, extension, pool clean, pool dirty. */
export const PLACE_FILL = ['var(--paper)', TIER_COLOUR.ext.fill, TIER_COLOUR.pool.strong, TIER_COLOUR.pool.strong];

function emptyCell(ctx: CanvasRenderingContext2D, x: number, y: number, s: number) {
  ctx.fillStyle = resolveColour(TIER_COLOUR.empty.fill);
  ctx.fillRect(x, y, s, s);
  if (s >= 6) {
    ctx.strokeStyle = resolveColour(TIER_COLOUR.empty.edge);
    ctx.lineWidth = 1;
    ctx.setLineDash([2, 2]);
    ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
    ctx.setLineDash([]);
  }
}

function dirtyCorner(ctx: CanvasRenderingContext2D, x: number, y: number, s: number) {
  const t = Math.max(4, Math.round(s * 0.35));
  ctx.fillStyle = resolveColour(TIER_COLOUR.dirty);
  ctx.beginPath();
  ctx.moveTo(x + s - t, y);
  ctx.lineTo(x + s, y);
  ctx.lineTo(x + s, y + t);
  ctx.closePath();
  ctx.fill();
}

/** Page numbers fit a cell of this size or more (up to six digits at 34 px). */
const NUMBER_CELL = 20;

/**
 * One font for every number of a grid (a two-digit page no bigger than a
 * three-digit one): the largest, 12 px down to 7, whose widest number fits
 * inside a cell's edges; null when none does.
 */
function numberFont(ctx: CanvasRenderingContext2D, pages: Uint32Array, s: number): string | null {
  let max = 0;
  for (const p of pages) if (p !== EMPTY && p > max) max = p;
  const widest = '8'.repeat(String(max).length);
  for (let px = 12; px >= 7; px--) {
    const font = `600 ${px}px system-ui, sans-serif`;
    ctx.font = font;
    if (ctx.measureText(widest).width <= s - 4) return font;
  }
  return null;
}

function number(ctx: CanvasRenderingContext2D, page: number, x: number, y: number, s: number) {
  ctx.fillStyle = resolveColour(TIER_COLOUR.ink);
  ctx.fillText(String(page), x + s / 2, y + s / 2 + 1);
}

/** A grid of frames or slots, a cell an item. */
function drawCells(
  ctx: CanvasRenderingContext2D,
  box: Box<PoolGrid>,
  pages: Uint32Array,
  dirty: Uint8Array | null,
  colour: { fill: string; strong: string },
) {
  const s = box.grid.size - 1;
  const font = box.grid.size >= NUMBER_CELL ? numberFont(ctx, pages, s) : null;
  if (font) {
    ctx.font = font;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
  }
  for (let i = 0; i < pages.length; i++) {
    const { x, y } = cellAt(box, i);
    if (pages[i] === EMPTY) {
      emptyCell(ctx, x, y, s);
      continue;
    }
    ctx.fillStyle = resolveColour(colour.fill);
    ctx.fillRect(x, y, s, s);
    if (s >= 8) {
      ctx.strokeStyle = resolveColour(colour.strong);
      ctx.lineWidth = 1;
      ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
    }
    if (dirty?.[i] === 1) dirtyCorner(ctx, x, y, s);
    if (font) number(ctx, pages[i], x, y, s);
  }
}

/** Dense: each cell's share of items holding a page as its tone, its dirty share as a dark foot. */
function drawDense(
  ctx: CanvasRenderingContext2D,
  box: Box<PoolGrid>,
  pages: Uint32Array,
  dirty: Uint8Array | null,
  colour: { fill: string; strong: string },
) {
  const per = box.grid.perCell;
  const s = Math.max(1, box.grid.size - (box.grid.size > 3 ? 1 : 0));
  for (let start = 0; start < pages.length; start += per) {
    const end = Math.min(pages.length, start + per);
    let held = 0;
    let dirt = 0;
    for (let i = start; i < end; i++) {
      if (pages[i] !== EMPTY) held++;
      if (dirty?.[i] === 1) dirt++;
    }
    const { x, y } = cellAt(box, start);
    ctx.fillStyle = resolveColour(TIER_COLOUR.empty.fill);
    ctx.fillRect(x, y, s, s);
    if (held > 0) {
      ctx.globalAlpha = 0.25 + (0.75 * held) / (end - start);
      ctx.fillStyle = resolveColour(colour.strong);
      ctx.fillRect(x, y, s, s);
      ctx.globalAlpha = 1;
    }
    if (dirt > 0) {
      const h = Math.max(1, Math.round((s * dirt) / (end - start)));
      ctx.fillStyle = resolveColour(TIER_COLOUR.dirty);
      ctx.fillRect(x, y + s - h, s, h);
    }
  }
}

function drawTier(ctx: CanvasRenderingContext2D, box: Box<PoolGrid>, pages: Uint32Array, dirty: Uint8Array | null, colour: { fill: string; strong: string }) {
  if (box.grid.mode === 'cells') drawCells(ctx, box, pages, dirty, colour);
  else drawDense(ctx, box, pages, dirty, colour);
}

/** The strip of data pages by place; a cell of several pages shows the warmest place among them. */
function drawStrip(ctx: CanvasRenderingContext2D, layout: TiersLayout, place: Uint8Array) {
  const box = layout.strip;
  const g = box.grid;
  const s = g.size > 3 ? g.size - 1 : g.size;
  for (let i = 0; i < place.length; i += g.perCell) {
    let p = 0;
    for (let j = i; j < Math.min(place.length, i + g.perCell); j++) p = Math.max(p, place[j]);
    const { x, y } = cellAt(box, i);
    ctx.fillStyle = resolveColour(PLACE_FILL[p] ?? PLACE_FILL[0]);
    ctx.fillRect(x, y, s, s);
    if (g.size >= 5 && p < 2) {
      ctx.strokeStyle = resolveColour(p === 1 ? TIER_COLOUR.ext.strong : TIER_COLOUR.empty.edge);
      ctx.lineWidth = 1;
      ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
    }
    if (p === 3) {
      // Dirty: the lower half in the dirty tone (a shape as well as a tone).
      const h = g.size >= 4 ? Math.ceil(s / 2) : s;
      ctx.fillStyle = resolveColour(TIER_COLOUR.dirty);
      ctx.fillRect(x, y + s - h, s, h);
    }
  }
}

/** The tiers as the step left them. */
export function drawBase(ctx: CanvasRenderingContext2D, layout: TiersLayout, view: Tiers) {
  drawTier(ctx, layout.pool, view.frames, view.dirty, TIER_COLOUR.pool);
  if (layout.ext) drawTier(ctx, layout.ext, view.slots, null, TIER_COLOUR.ext);
  drawStrip(ctx, layout, view.place);
}

/** A ring around an item's cell (at least a few px, so a dense cell shows too). */
function ring(ctx: CanvasRenderingContext2D, box: Box<PoolGrid> | Box<TiersLayout['strip']['grid']>, i: number, colour: string, width: number) {
  const { x, y } = cellAt(box, i);
  const s = Math.max(4, box.grid.size - 1);
  const pad = box.grid.size < 6 ? 2 : 0;
  ctx.strokeStyle = resolveColour(colour);
  ctx.lineWidth = width;
  ctx.strokeRect(x - pad - 0.5, y - pad - 0.5, s + 2 * pad + 1, s + 2 * pad + 1);
}

/** A cross (washed out), a plus (copied in) or a bar (pushed out) over a slot. */
function glyph(ctx: CanvasRenderingContext2D, box: Box<PoolGrid>, i: number, kind: 'cross' | 'plus' | 'minus') {
  const c = centreOf(box, i);
  const r = Math.max(3, (box.grid.size - 1) / 2 - 1);
  const strokes: [number, number, number, number][] =
    kind === 'cross'
      ? [
          [-r, -r, r, r],
          [-r, r, r, -r],
        ]
      : kind === 'plus'
        ? [
            [-r, 0, r, 0],
            [0, -r, 0, r],
          ]
        : [[-r, 0, r, 0]];
  for (const [lw, colour] of [
    [4, TIER_COLOUR.paper],
    [2, TIER_COLOUR.ink],
  ] as const) {
    ctx.strokeStyle = resolveColour(colour);
    ctx.lineWidth = lw;
    ctx.beginPath();
    for (const [x1, y1, x2, y2] of strokes) {
      ctx.moveTo(c.x + x1, c.y + y1);
      ctx.lineTo(c.x + x2, c.y + y2);
    }
    ctx.stroke();
  }
}

/** An arrow from one cell to another, with a light halo to read over any tone. */
function arrow(ctx: CanvasRenderingContext2D, from: { x: number; y: number }, to: { x: number; y: number }) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len < 4) return;
  const ux = dx / len;
  const uy = dy / len;
  const head = 9;
  const tip = { x: to.x - ux * 3, y: to.y - uy * 3 };
  for (const [lw, colour] of [
    [5, TIER_COLOUR.paper],
    [2, TIER_COLOUR.ink],
  ] as const) {
    ctx.strokeStyle = resolveColour(colour);
    ctx.lineWidth = lw;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(tip.x, tip.y);
    ctx.stroke();
  }
  ctx.fillStyle = resolveColour(TIER_COLOUR.ink);
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - ux * head - uy * head * 0.5, tip.y - uy * head + ux * head * 0.5);
  ctx.lineTo(tip.x - ux * head + uy * head * 0.5, tip.y - uy * head - ux * head * 0.5);
  ctx.closePath();
  ctx.fill();
}

/** The strip cell of a page, if the strip shows it. */
function stripCentre(layout: TiersLayout, pages: number, page: number) {
  return page < pages ? centreOf(layout.strip, page) : null;
}

/**
 * The step's moves so far: every cell they touched marked, the latest
 * move's cells in amber and its arrow (slot → frame for a read from the
 * extension, frame → slot for a copy, strip → frame for a disk read,
 * frame → strip for a write).
 */
export function drawMoves(ctx: CanvasRenderingContext2D, layout: TiersLayout, view: Tiers, moves: readonly Move[]) {
  const pages = view.place.length;
  const ext = layout.ext;
  moves.forEach((m, k) => {
    const latest = k === moves.length - 1;
    const tone = latest ? TIER_COLOUR.current : TIER_COLOUR.ink;
    const w = latest ? 3 : 2;
    switch (m.kind) {
      case 'ext_read':
      case 'disk_read':
      case 'pool_hit':
        ring(ctx, layout.pool, m.frame, tone, w);
        if (m.kind === 'ext_read' && ext && m.slot !== null) ring(ctx, ext, m.slot, tone, w);
        if (m.page < pages) ring(ctx, layout.strip, m.page, TIER_COLOUR.ink, 1.5);
        if (latest && m.kind === 'ext_read' && ext && m.slot !== null) arrow(ctx, centreOf(ext, m.slot), centreOf(layout.pool, m.frame));
        if (latest && m.kind === 'disk_read') {
          const from = stripCentre(layout, pages, m.page);
          if (from) arrow(ctx, from, centreOf(layout.pool, m.frame));
        }
        break;
      case 'write': {
        const to = stripCentre(layout, pages, m.page);
        if (to) ring(ctx, layout.strip, m.page, tone, w);
        if (latest && to) arrow(ctx, centreOf(layout.pool, m.frame), to);
        break;
      }
      case 'copy':
        if (ext && m.slot !== null) {
          glyph(ctx, ext, m.slot, 'plus');
          if (latest) arrow(ctx, centreOf(layout.pool, m.frame), centreOf(ext, m.slot));
        }
        break;
      case 'ext_out':
        if (ext) glyph(ctx, ext, m.slot, 'minus');
        break;
      case 'wash':
        if (ext) glyph(ctx, ext, m.slot, 'cross');
        break;
      case 'drop':
      case 'dirty':
      case 'checkpoint':
        break;
    }
  });
}

/** A frame or slot in words (the status line under the pointer). */
export function itemText(kind: 'frame' | 'slot', i: number, page: number, dirty: boolean): string {
  const w = words(VIEW_WORDS);
  const what = kind === 'frame' ? w.frame(fmtInt(i)) : w.slot(fmtInt(i));
  if (page === EMPTY) return w.empty(what);
  return w.holds(what, fmtInt(page), dirty ? w.dirtyState : kind === 'slot' ? w.copyState : w.cleanState);
}
