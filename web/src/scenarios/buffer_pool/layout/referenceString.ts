/**
 * Which references of the string's window fit a width: the engine sends
 * up to 48 around the current one (`start`, `at`, `total`); a narrow
 * column shows fewer, the step's reference about two thirds along, the
 * past before it and a few to come after.
 *
 *   … 4  1  2 [5] 1  2  3 …
 *     M  H  H  M
 */
export interface StringWindow {
  /** Index into the view's arrays of the first reference shown, and how many. */
  from: number;
  count: number;
  /** Index (into the view's arrays) of the step's reference, -1 if none is shown. */
  now: number;
  cellW: number;
}

export const CELL_GAP = 2;

/** Cell width for the page numbers in the window (a write adds its `w`). */
export function cellWidth(pages: ArrayLike<number>, anyWrite: boolean): number {
  let most = 1;
  for (let i = 0; i < pages.length; i++) most = Math.max(most, String(pages[i]).length);
  return Math.max(20, 7 * Math.max(2, most) + 8 + (anyWrite ? 7 : 0));
}

/**
 * The window for `width` px: `at` is the next reference to make (the
 * step's own is `at - 1`), `start` the window's first, `len` its length.
 */
export function stringWindow(start: number, at: number, len: number, width: number, cellW: number): StringWindow {
  const fit = Math.max(1, Math.floor((width + CELL_GAP) / (cellW + CELL_GAP)));
  // The step's reference, or the first to come at step 0.
  const focus = Math.max(0, at - 1) - start;
  const nowIdx = at > 0 ? focus : -1;
  if (fit >= len) return { from: 0, count: len, now: nowIdx, cellW };
  const from = Math.max(0, Math.min(len - fit, focus - Math.floor(fit * 0.7) + 1));
  return { from, count: fit, now: nowIdx >= from && nowIdx < from + fit ? nowIdx : -1, cellW };
}
