/**
 * A grid of square cells for a pool's frames, as pure functions: the
 * biggest cells that fit a frame count in a box (fixed while a step plays:
 * the picture never changes size), or, past a few thousand frames, a
 * dense grid of several frames a cell; and the cell of a frame and the
 * frame under a point. A database's pool (`pool_pages`) and a pool beside
 * its extension (`bpe_tiers`) are both drawn on it.
 *
 *   ┌───┬───┬───┬───┐   a cell a frame, left to right and row by row;
 *   │ 0 │ 1 │ 2 │ 3 │   dense: frames 0..k-1 in the first cell, and so on
 *   ├───┼───┼───┼───┤
 *   │ 4 │ 5 │   │   │
 *   └───┴───┴───┴───┘
 */
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
