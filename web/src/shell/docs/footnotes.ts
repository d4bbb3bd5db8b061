/**
 * Which cells of the article table carry a note, and the notes' numbers.
 * Pure: the table (`lesson/ArticleTable.tsx`) hands in its cells in reading
 * order (row by row, column by column) with "ours" once it is known.
 */

/** One "ours" cell beside an article figure. */
export interface NoteCell {
  /** The cell's key (unique in the table). */
  key: string;
  /** The article's figure. */
  article: number;
  /** Ours as the table compares it; undefined (or NaN) while not known. */
  ours: number | undefined;
  /** Why ours may differ (the figure's `note`). */
  note?: string | null;
  /** Anchor of the docs/fidelity.md section that says more (the figure's `doc`). */
  doc?: string | null;
}

/** One footnote under the table. */
export interface Footnote {
  /** 1, 2, ... in the order the table first marks it. */
  n: number;
  note: string;
  doc: string | null;
  /** Keys of the cells marked with it. */
  cells: string[];
}

export interface Footnotes {
  /** The footnote number of each marked cell, by cell key. */
  marks: Map<string, number>;
  notes: Footnote[];
}

/**
 * Ours lies further from the article's figure than the article's own
 * run-to-run spread (a factor), either way; for an article figure of 0,
 * any nonzero ours does. The same rule as the engine's
 * `every_difference_beyond_the_spread_says_why` test, and ours of the
 * other sign than the article's counts as beyond too.
 */
export function beyondSpread(article: number, ours: number, spread: number): boolean {
  if (!Number.isFinite(ours) || !Number.isFinite(article)) return false;
  if (article === 0) return ours !== 0;
  const ratio = ours / article;
  if (ratio <= 0) return true;
  return ratio > spread || 1 / ratio > spread;
}

/**
 * The footnotes of a table: a cell gets one when ours is known, lies beyond
 * the spread and the figure says why. Identical notes (same text, same
 * section) share one number; numbers follow the order the cells come in.
 */
export function footnotesFor(cells: readonly NoteCell[], spread: number): Footnotes {
  const marks = new Map<string, number>();
  const notes: Footnote[] = [];
  const byText = new Map<string, Footnote>();
  for (const c of cells) {
    if (c.ours === undefined || !c.note || !beyondSpread(c.article, c.ours, spread)) continue;
    const doc = c.doc || null;
    const same = `${doc ?? ''}\n${c.note}`;
    let f = byText.get(same);
    if (!f) {
      f = { n: notes.length + 1, note: c.note, doc, cells: [] };
      byText.set(same, f);
      notes.push(f);
    }
    f.cells.push(c.key);
    marks.set(c.key, f.n);
  }
  return { marks, notes };
}
