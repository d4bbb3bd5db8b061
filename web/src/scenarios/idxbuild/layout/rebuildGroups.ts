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

/** A box's text size in px: never under 11 (a phone's smallest). */
export const BOX_FONT = 11;
/** Roughly a character's width at `BOX_FONT` (bold-free sans). */
const CHAR_W = 0.58 * BOX_FONT;

/**
 * What a group's box of inner side `inner` px has room to say, at
 * `BOX_FONT`: its number, and under it its state in a word ("scan",
 * "done", a merge's thread "t2"). What does not fit is left out (the
 * box's fill, dash and column still tell the state; its title and the
 * table say all), never shrunk below `BOX_FONT` nor cut to a letter
 * ("0 s" read as a time).
 */
export function boxText(inner: number, group: number, word: string): { number: boolean; word: boolean } {
  const fits = (text: string) => text.length * CHAR_W <= inner;
  const number = inner >= BOX_FONT + 4 && fits(String(group));
  return { number, word: number && inner >= 2 * BOX_FONT + 8 && word.length > 0 && fits(word) };
}
