/**
 * A database's buffer pool, frame by frame (`pool_pages`): each frame
 * filled by the family of its page's relation (table, archive, index, or
 * empty), in texture as well as colour (an archive page framed, an index
 * page hatched, and a letter when the cell is big enough), a dark corner
 * on a dirty one, and on a page of rows the number of its useful rows
 * (the rows of its most frequent customer: ~1 when rows are scattered).
 * As the step's events play, the frames of the pages its request touched
 * are outlined, the latest in amber.
 *
 * One canvas, a cell a frame up to a few thousand frames and dense beyond
 * (a full-scale pool's 32,768: several frames a cell), so the drawing is
 * bounded whatever the pool's size; its size depends only on the frame
 * count and the width, never on the step. The words: the caption and the
 * canvas's label (the counts), a status line (the access playing, or the
 * frame under the pointer), and the table of the pool by relation in the
 * detail slot (`PoolTable`).
 */
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { useCanvasWidth } from '../../../kit/hooks/useMedia';
import { EMPTY_REL, poolCounts, relClasses, touchedFrames, type PoolCounts } from '../layout/poolPages';
import { cellOf, frameAt, poolGrid, type PoolGrid } from '../../../kit/layout/poolGrid';
import { prepare } from '../../../kit/views/canvas';
import { fmtInt, fmtNum } from '../../../kit/text/format';
import { useWords, words } from '../../../kit/i18n/words';
import { classLetter, classWords, foundShort, msWords, pageText, type RelClass } from '../words';
import { VIEW_WORDS } from './views.i18n';
import { resolveColour, useThemeKey } from '../../../kit/theme/resolve';

type Pool = ViewOf<'pool_pages'>;

/** Fill and strong tone of each family (the strong one 3:1 or more on the fill). */
export const CLASS_COLOUR: Record<RelClass, { fill: string; strong: string }> = {
  table: { fill: 'var(--tier-pool)', strong: 'var(--tier-pool-strong)' },
  archive: { fill: 'var(--tier-ext)', strong: 'var(--tier-ext-strong)' },
  index: { fill: 'var(--tier-index)', strong: 'var(--tier-index-strong)' },
};
const EMPTY = { fill: 'var(--wash)', edge: 'var(--box-edge)' };
const INK = 'var(--ink)';
const DIRTY = 'var(--s-orange)';
const CURRENT = 'var(--focus)';

interface Props {
  view: Pool;
  /** The step's events revealed so far (the end of a run: none). */
  revealed: readonly ScenarioEvent[];
  testId: string;
  /** Which view this is (the step view, a variant, the end of a run). */
  name?: string;
  maxHeight: number;
  /** A step's pool (its request's pages are marked), not the end of a run. */
  step?: boolean;
}

/** The pool in a sentence: the caption, the canvas's label. */
export function poolSentence(counts: PoolCounts): string {
  const w = words(VIEW_WORDS);
  const parts: string[] = [];
  const { table, archive, index } = counts.byClass;
  const rowsEach = (c: { frames: number; useful: number }) =>
    c.frames === 0 ? '' : w.usefulEach(fmtNum(c.useful / c.frames), c.useful === c.frames);
  if (table.frames > 0) parts.push(`${w.tablePages(table.frames)}${rowsEach(table)}`);
  if (archive.frames > 0) parts.push(`${w.archivePages(archive.frames)}${rowsEach(archive)}`);
  if (index.frames > 0) parts.push(w.indexPages(index.frames));
  if (counts.empty > 0) parts.push(w.empty(counts.empty));
  const useful = table.useful + archive.useful;
  return w.poolSentence(counts.frames, parts.join(', '), counts.dirty, useful);
}

/** A frame in words (the status line under the pointer). */
function frameText(view: Pool, f: number): string {
  const w = words(VIEW_WORDS);
  const r = view.rel[f];
  if (r === EMPTY_REL) return w.frameEmpty(fmtInt(f));
  const rel = view.relations[r] ?? '?';
  const cls = relClasses(view)[r];
  const useful = cls === 'index' ? '' : w.frameUseful(view.useful[f]);
  return `${w.frame(fmtInt(f), pageText(rel, view.pages[f]))}${useful}${view.dirty[f] === 1 ? w.frameDirty : ''}`;
}

function drawCells(ctx: CanvasRenderingContext2D, view: Pool, grid: PoolGrid) {
  const classes = relClasses(view);
  const s = grid.size - 1;
  // No text under 11 px (a phone's cells are small): a cell too small for
  // its letter or number at 11 px goes without (its fill and texture, and
  // the status line, still tell it).
  const letters = grid.size >= 28;
  const letter = { table: classLetter('table'), index: classLetter('index'), archive: classLetter('archive') };
  const numberFont = Math.max(11, Math.min(14, Math.floor(grid.size * 0.42)));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let f = 0; f < view.rel.length; f++) {
    const { x, y } = cellOf(grid, f);
    const r = view.rel[f];
    if (r === EMPTY_REL) {
      ctx.fillStyle = resolveColour(EMPTY.fill);
      ctx.fillRect(x, y, s, s);
      ctx.strokeStyle = resolveColour(EMPTY.edge);
      ctx.lineWidth = 1;
      ctx.setLineDash([2, 2]);
      ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
      ctx.setLineDash([]);
      continue;
    }
    const cls = classes[r] ?? 'index';
    const c = CLASS_COLOUR[cls];
    ctx.fillStyle = resolveColour(c.fill);
    ctx.fillRect(x, y, s, s);
    if (cls === 'index') {
      // Hatched: index pages differ from pages of rows in texture, not only tone.
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y, s, s);
      ctx.clip();
      ctx.strokeStyle = resolveColour(c.strong);
      ctx.globalAlpha = 0.35;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let d = -s; d < s; d += 5) {
        ctx.moveTo(x + d, y + s);
        ctx.lineTo(x + d + s, y);
      }
      ctx.stroke();
      ctx.restore();
    } else if (cls === 'archive') {
      // Framed: an archive page.
      ctx.strokeStyle = resolveColour(c.strong);
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 1, y + 1, s - 2, s - 2);
    }
    if (view.dirty[f] === 1) {
      const t = Math.max(4, Math.round(s * 0.3));
      ctx.fillStyle = resolveColour(DIRTY);
      ctx.beginPath();
      ctx.moveTo(x + s - t, y);
      ctx.lineTo(x + s, y);
      ctx.lineTo(x + s, y + t);
      ctx.closePath();
      ctx.fill();
    }
    ctx.fillStyle = resolveColour(INK);
    if (letters) {
      ctx.font = '600 11px system-ui, sans-serif';
      ctx.textAlign = 'left';
      ctx.fillText(letter[cls], x + 3, y + 8);
      ctx.textAlign = 'center';
    }
    if (cls === 'index') {
      if (grid.size >= 15 && !letters) {
        ctx.font = `600 ${numberFont}px system-ui, sans-serif`;
        ctx.fillText(letter.index, x + s / 2, y + s / 2 + 1);
      }
    } else if (grid.size >= 15) {
      ctx.font = `700 ${numberFont}px system-ui, sans-serif`;
      ctx.fillText(fmtInt(view.useful[f]), x + s / 2, y + s / 2 + (letters ? 3 : 1));
    }
  }
}

/** Dense: each cell the family most of its frames hold, its dirty share as a dark foot. */
function drawDense(ctx: CanvasRenderingContext2D, view: Pool, grid: PoolGrid) {
  const classes = relClasses(view);
  const n = view.rel.length;
  const s = Math.max(1, grid.size - (grid.size > 3 ? 1 : 0));
  for (let start = 0; start < n; start += grid.perCell) {
    const end = Math.min(n, start + grid.perCell);
    const tally: Record<RelClass | 'empty', number> = { table: 0, archive: 0, index: 0, empty: 0 };
    let dirty = 0;
    for (let f = start; f < end; f++) {
      const r = view.rel[f];
      tally[r === EMPTY_REL ? 'empty' : (classes[r] ?? 'index')]++;
      if (view.dirty[f] === 1) dirty++;
    }
    const top = (['table', 'archive', 'index', 'empty'] as const).reduce((a, b) => (tally[b] > tally[a] ? b : a));
    const { x, y } = cellOf(grid, start);
    ctx.fillStyle = resolveColour(top === 'empty' ? EMPTY.fill : CLASS_COLOUR[top].strong);
    ctx.globalAlpha = top === 'empty' ? 1 : 0.55;
    ctx.fillRect(x, y, s, s);
    ctx.globalAlpha = 1;
    if (dirty > 0) {
      const h = Math.max(1, Math.round((s * dirty) / (end - start)));
      ctx.fillStyle = resolveColour(DIRTY);
      ctx.fillRect(x, y + s - h, s, h);
    }
  }
}

export const PoolPages = memo(function PoolPages({ view, revealed, testId, name, maxHeight, step = true }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const base = useRef<HTMLCanvasElement>(null);
  const marks = useRef<HTMLCanvasElement>(null);
  // Nothing is drawn before the width is measured (useMeasuredWidth).
  const { width, measured } = useCanvasWidth(wrap, 320);
  const captionId = useId();
  const n = view.rel.length;
  const grid = useMemo(() => poolGrid(n, width, maxHeight), [n, width, maxHeight]);
  const counts = useMemo(() => poolCounts(view), [view]);
  const touched = useMemo(() => touchedFrames(view, revealed), [view, revealed]);
  const [hover, setHover] = useState<number | null>(null);
  const w = useWords(VIEW_WORDS);

  // The pool as the step left it: redrawn when the view or the size changes.
  // The canvases redraw when the theme changes (their colours are resolved tokens).
  const themeKey = useThemeKey();
  // Drawn in the commit (layout effects): the frame that shows a step shows its pictures.
  useLayoutEffect(() => {
    if (!measured) return;
    const ctx = prepare(base.current, grid.width, grid.height);
    if (!ctx) return;
    if (grid.mode === 'cells') drawCells(ctx, view, grid);
    else drawDense(ctx, view, grid);
  }, [view, grid, themeKey, measured]);

  // The request's pages, on a canvas of their own: redrawn as the events play.
  useLayoutEffect(() => {
    if (!measured) return;
    const ctx = prepare(marks.current, grid.width, grid.height);
    if (!ctx) return;
    const s = grid.size - 1;
    ctx.strokeStyle = resolveColour(INK);
    ctx.lineWidth = grid.mode === 'cells' ? 2 : 1;
    for (const f of touched.frames) {
      const { x, y } = cellOf(grid, f);
      ctx.strokeRect(x + 1, y + 1, Math.max(1, s - 2), Math.max(1, s - 2));
    }
    if (touched.current !== null) {
      const { x, y } = cellOf(grid, touched.current);
      ctx.lineWidth = 3;
      ctx.strokeStyle = resolveColour(CURRENT);
      ctx.strokeRect(x - 1, y - 1, s + 2, s + 2);
      ctx.lineWidth = 1;
      ctx.strokeStyle = resolveColour(INK);
      ctx.strokeRect(x - 2.5, y - 2.5, s + 5, s + 5);
    }
  }, [touched, grid, themeKey, measured]);

  const sentence = poolSentence(counts);
  const label = `${name ? `${name}: ` : ''}${w.poolLabel(sentence)}`;
  const latest = touched.latest;
  const status =
    hover !== null
      ? frameText(view, hover)
      : latest
        ? w.access(pageText(latest.rel, latest.page), foundShort(latest.found), msWords(latest.ms)) +
          (touched.current !== null ? w.atFrame(fmtInt(touched.current)) : w.sinceLeft) +
          (latest.left ? w.out(pageText(latest.left.rel, latest.left.page), latest.left.written) : '')
        : sentence;
  const onMove = (e: MouseEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setHover(grid.mode === 'cells' ? frameAt(grid, n, e.clientX - r.left, e.clientY - r.top) : null);
  };

  return (
    <figure className="pool-pages" data-testid={testId} aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {label}.
      </figcaption>
      <ul className="pool-key" aria-hidden="true">
        {/* Every family, whatever the pool holds: side-by-side pools have keys of one height. */}
        {(['table', 'archive', 'index'] as const).map((c) => (
          <li key={c}>
            <span className={`key-cell key-${c}`}>{classLetter(c)}</span>
            {classWords(c)}
          </li>
        ))}
        <li>
          <span className="key-cell key-number">3</span> {w.keyUseful}
        </li>
        <li>
          <span className="key-cell key-dirty" /> {w.keyDirty}
        </li>
        {step && (
          <li>
            <span className="key-cell key-touched" /> {w.keyRequest}
          </li>
        )}
      </ul>
      <div ref={wrap} className="pool-wrap" style={{ height: grid.height }}>
        <div className="canvas-stack" style={{ width: grid.width, height: grid.height }}>
          <canvas
            ref={base}
            role="img"
            aria-label={`${label}.${grid.mode === 'dense' ? w.drawnDense(fmtInt(grid.perCell)) : ''}`}
            style={{ width: grid.width, height: grid.height }}
            onMouseMove={onMove}
            onMouseLeave={() => setHover(null)}
          />
          <canvas ref={marks} className="pool-marks" aria-hidden="true" style={{ width: grid.width, height: grid.height }} />
        </div>
      </div>
      <p className="frames-status" data-testid={`${testId}-status`} title={status}>
        {status}
      </p>
    </figure>
  );
});
