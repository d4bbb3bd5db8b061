/**
 * A strip of square cells for a table's pages, as pure functions: a cell a
 * page in file order, left to right and row by row, the biggest cells that
 * fit a box of fixed height (cells shrink as the table grows, the box does
 * not: the picture stays put while a step plays), several pages a cell
 * when even 1 px cells do not fit. A table's pages (`relation_pages`) and
 * the pages by place beside a pool's extension (`bpe_tiers`) are both
 * drawn on it.
 *
 *   ▇▇░░□□□▇□□░□□□▇□ …   a cell a page, in file order
 */
export interface StripGrid {
  cols: number;
  rows: number;
  /** Cell pitch in px. */
  size: number;
  /** Pages a cell (1 unless even 1 px cells do not fit). */
  perCell: number;
  width: number;
  height: number;
}

const MAX_CELL = 16;

/** The biggest square cells (up to MAX_CELL px) that fit `pages` in `width` × `height`. */
export function stripGrid(pages: number, width: number, height: number): StripGrid {
  const n = Math.max(1, pages);
  const w = Math.max(1, Math.floor(width));
  const h = Math.max(1, Math.floor(height));
  for (let size = MAX_CELL; size >= 1; size--) {
    const cols = Math.floor(w / size);
    const rows = Math.floor(h / size);
    if (cols * rows >= n) {
      const used = Math.ceil(n / cols);
      return { cols, rows: used, size, perCell: 1, width: Math.min(n, cols) * size, height: used * size };
    }
  }
  const perCell = Math.ceil(n / (w * h));
  const cells = Math.ceil(n / perCell);
  return { cols: w, rows: Math.ceil(cells / w), size: 1, perCell, width: Math.min(cells, w), height: Math.ceil(cells / w) };
}

/** The cell of page `p`. */
export function cellOfPage(grid: StripGrid, p: number): { x: number; y: number } {
  const i = Math.floor(p / grid.perCell);
  return { x: (i % grid.cols) * grid.size, y: Math.floor(i / grid.cols) * grid.size };
}
