/**
 * The sort groups of the area being rebuilt (`sort_groups`), as pure
 * layout: three columns, one a phase (scan, merge, build); each group a
 * box in the column of its state's phase, in group order, so a group
 * flows left to right as it is scanned, merged and built. The box size
 * fits every group in one column, fixed by the count and the size: the
 * picture never moves while playing.
 *
 * ```text
 *    Scan            →   Merge          →   Build
 *   [r5][r6][r7]        [M0][M1][m3]       [B2][✓4]
 * ```
 */
import { groupStateWords } from '../words';

export const HEAD_H = 18;
const GAP = 14;
const MAX_BOX = 44;

export interface GroupBox {
  group: number;
  state: number;
  column: number;
  x: number;
  y: number;
  size: number;
}

export interface GroupsLayout {
  columns: { x: number; w: number; count: number }[];
  boxes: GroupBox[];
  size: number;
  perRow: number;
  height: number;
}

/** The largest box that fits `n` boxes in a column `colW` wide and `h` high. */
export function boxSize(n: number, colW: number, h: number): { size: number; perRow: number } {
  if (n <= 0) return { size: Math.min(MAX_BOX, h), perRow: 1 };
  for (let size = MAX_BOX; size >= 4; size--) {
    const perRow = Math.max(1, Math.floor(colW / size));
    if (Math.ceil(n / perRow) * size <= h) return { size, perRow };
  }
  return { size: 4, perRow: Math.max(1, Math.floor(colW / 4)) };
}

export function groupsLayout(states: ArrayLike<number>, width: number, height: number): GroupsLayout {
  const n = states.length;
  const colW = Math.max(12, (width - 2 * GAP) / 3);
  const { size, perRow } = boxSize(n, colW, height - HEAD_H);
  const columns = [0, 1, 2].map((c) => ({ x: c * (colW + GAP), w: colW, count: 0 }));
  const boxes: GroupBox[] = [];
  for (let g = 0; g < n; g++) {
    const column = groupStateWords(states[g]).phase - 1;
    const k = columns[column].count++;
    boxes.push({
      group: g,
      state: states[g],
      column,
      x: columns[column].x + (k % perRow) * size,
      y: HEAD_H + Math.floor(k / perRow) * size,
      size,
    });
  }
  return { columns, boxes, size, perRow, height };
}
