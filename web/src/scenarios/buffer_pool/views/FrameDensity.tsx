/**
 * A large pool (thousands of frames, a full-scale run's) drawn dense on a
 * canvas: frames in order, left to right and row by row, several to a cell
 * when they do not fit, each cell shaded by how many of its frames hold a
 * page and how many of those are dirty; the cell of the frame the step used
 * is outlined. A bounded drawing whatever the pool's size; its label (the
 * counts) is the text alternative.
 */
import { memo, useLayoutEffect, useRef } from 'react';
import type { ViewOf } from '../../../shell/engine/types';
import { densityCells } from '../layout/frameDensity';
import { resolveColour, useThemeKey } from '../../../kit/theme/resolve';
import { useWords } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';

type Frames = ViewOf<'buffer_frames'>;

// Theme tokens, resolved when drawn (a canvas cannot read CSS variables).
const EMPTY = 'var(--wash)';
const HELD = 'var(--frame-held)';
const DIRTY = 'var(--s-orange)';
const MARK = 'var(--ink)';

export const FrameDensity = memo(function FrameDensity({
  view,
  width,
  height,
  label,
  mark,
}: {
  view: Frames;
  width: number;
  height: number;
  label: string;
  /** A frame to outline (the step's hit or load), or null. */
  mark: number | null;
}) {
  const w = useWords(VIEW_WORDS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const themeKey = useThemeKey();
  // Drawn in the commit (layout effects): the frame that shows a step shows its pictures.
  useLayoutEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    c.width = Math.round(width * dpr);
    c.height = Math.round(height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const d = densityCells(view.pages, view.dirty, width, height);
    const [empty, heldFill, dirtyFill] = [resolveColour(EMPTY), resolveColour(HELD), resolveColour(DIRTY)];
    for (let i = 0; i < d.cells.length; i++) {
      const cell = d.cells[i];
      const x = (i % d.cols) * d.size;
      const y = Math.floor(i / d.cols) * d.size;
      const s = Math.max(1, d.size - (d.size > 3 ? 1 : 0));
      ctx.fillStyle = empty;
      ctx.fillRect(x, y, s, s);
      // Held frames fill the cell from the bottom; the dirty share of them on top, darker.
      const held = Math.round(s * cell.held);
      ctx.fillStyle = heldFill;
      ctx.fillRect(x, y + s - held, s, held);
      const dirty = Math.round(s * cell.dirty);
      ctx.fillStyle = dirtyFill;
      ctx.fillRect(x, y + s - dirty, s, dirty);
    }
    if (mark !== null) {
      const i = Math.floor(mark / d.perCell);
      const x = (i % d.cols) * d.size;
      const y = Math.floor(i / d.cols) * d.size;
      ctx.strokeStyle = resolveColour(MARK);
      ctx.lineWidth = 2;
      ctx.strokeRect(x - 2, y - 2, d.size + 3, d.size + 3);
    }
  }, [view, width, height, mark, themeKey]);
  return (
    <canvas
      ref={canvas}
      className="frame-density"
      role="img"
      aria-label={w.denseLabel(label)}
      style={{ width, height }}
    />
  );
});
