/**
 * A large pool in a bounded drawing: cells of `size` px in rows across the
 * width, as many frames to a cell as it takes for all of them to fit the
 * height (a 32,000-frame pool in a few thousand cells). Each cell gives
 * the share of its frames that hold a page and the share that are dirty.
 */
import { NO_PAGE } from './bufferFrames';

export interface DensityCell {
  held: number;
  dirty: number;
}

export interface Density {
  size: number;
  cols: number;
  /** Frames to a cell. */
  perCell: number;
  cells: DensityCell[];
}

const MAX_SIZE = 12;
const MIN_SIZE = 3;

export function densityCells(pages: Uint32Array, dirty: Uint8Array, width: number, height: number): Density {
  const n = pages.length;
  const w = Math.max(MIN_SIZE, Math.floor(width));
  const h = Math.max(MIN_SIZE, Math.floor(height));
  // The biggest cell that fits every frame, one to a cell; else the
  // smallest cell, several frames to each.
  let size = MAX_SIZE;
  while (size > MIN_SIZE && Math.floor(w / size) * Math.floor(h / size) < n) size--;
  const cols = Math.max(1, Math.floor(w / size));
  const capacity = cols * Math.max(1, Math.floor(h / size));
  const perCell = Math.max(1, Math.ceil(n / capacity));
  const cells: DensityCell[] = [];
  for (let start = 0; start < n; start += perCell) {
    const end = Math.min(n, start + perCell);
    let held = 0;
    let dirt = 0;
    for (let f = start; f < end; f++) {
      if (pages[f] !== NO_PAGE) held++;
      if (dirty[f] === 1) dirt++;
    }
    cells.push({ held: held / (end - start), dirty: dirt / (end - start) });
  }
  return { size, cols, perCell, cells };
}
