/**
 * Lines and columns in a text box (1-based, as an error names them): where
 * an offset is, where a line and column are, and putting the cursor (or a
 * selection) there. The playground's editors use them to show an error's
 * place.
 */

/** Line and column (1-based) of offset `at` in `text`. */
export function caretOf(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - (before.lastIndexOf('\n') + 1) + 1 };
}

/** The offset of line `line`, column `column` (1-based) in `text`, kept inside the line. */
export function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  return Math.min(text.length, start + Math.max(0, Math.min(column - 1, lines[line - 1]?.length ?? 0)));
}

/**
 * Focuses `box` and selects from line `line`, column `column` to the end
 * of that line (`whole`) or puts the cursor there; scrolls it into view.
 */
export function selectAt(box: HTMLTextAreaElement, line: number, column: number, whole = false): void {
  const from = offsetOf(box.value, line, column);
  const to = whole ? offsetOf(box.value, line, Number.MAX_SAFE_INTEGER) : from;
  box.focus();
  box.setSelectionRange(from, to);
  const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 18;
  box.scrollTop = Math.max(0, (line - 3) * lineHeight);
}
