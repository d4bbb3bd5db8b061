import { describe, expect, it } from 'vitest';
import { beyondSpread, footnotesFor, type NoteCell } from './footnotes';

const SPLITS = { note: 'Splits differ.', doc: 'known-gaps' };
const RATE = { note: 'The rate is a model.', doc: 'what-we-chose-where-the-article-is-silent' };

function cell(key: string, article: number, ours: number | undefined, why: { note: string; doc: string } | null = SPLITS): NoteCell {
  return { key, article, ours, note: why?.note, doc: why?.doc };
}

describe('beyondSpread', () => {
  it('takes the ratio either way, strictly beyond the spread', () => {
    expect(beyondSpread(100, 125, 1.25)).toBe(false);
    expect(beyondSpread(100, 80, 1.25)).toBe(false);
    expect(beyondSpread(100, 126, 1.25)).toBe(true);
    expect(beyondSpread(100, 79, 1.25)).toBe(true);
    expect(beyondSpread(2646, 3596, 1.25)).toBe(true);
    expect(beyondSpread(71, 63, 1.25)).toBe(false);
  });

  it('counts any nonzero ours beyond an article figure of 0', () => {
    expect(beyondSpread(0, 0, 1.25)).toBe(false);
    expect(beyondSpread(0, 1, 1.25)).toBe(true);
    expect(beyondSpread(0, -3, 1.25)).toBe(true);
  });

  it('counts 0 or the other sign as beyond, and nothing known as not', () => {
    expect(beyondSpread(24, 0, 1.25)).toBe(true);
    expect(beyondSpread(24, -24, 1.25)).toBe(true);
    expect(beyondSpread(-24, -25, 1.25)).toBe(false);
    expect(beyondSpread(24, Number.NaN, 1.25)).toBe(false);
  });
});

describe('footnotesFor', () => {
  it('marks only the cells beyond the spread whose figure says why', () => {
    const { marks, notes } = footnotesFor(
      [
        cell('a/splits', 2646, 3596), // beyond, noted
        cell('a/rate', 71, 63, RATE), // within
        cell('b/splits', 0, 0), // 0 = 0
        cell('b/log', 430, 1055, null), // beyond, but no note: nothing to say
      ],
      1.25,
    );
    expect([...marks]).toEqual([['a/splits', 1]]);
    expect(notes).toEqual([{ n: 1, note: SPLITS.note, doc: SPLITS.doc, cells: ['a/splits'] }]);
  });

  it('has no notes while ours is not known', () => {
    const { marks, notes } = footnotesFor([cell('a/splits', 2646, undefined), cell('b/rate', 152, undefined, RATE)], 1.25);
    expect(marks.size).toBe(0);
    expect(notes).toEqual([]);
  });

  it('numbers notes in table order and shares a number between identical notes', () => {
    const { marks, notes } = footnotesFor(
      [
        cell('ff90/rate', 152, 81, RATE),
        cell('ff90/splits', 2064, 2805),
        cell('ff100/splits', 2600, 3596),
        cell('ff100/rate', 64, 63, RATE), // within: not marked, takes no number
        cell('dol/rate', 1770, 5000, RATE),
        // Same text, another section: a note of its own.
        cell('key1/splits', 2649, 3994, { note: SPLITS.note, doc: 'splits-under-ascinserts' }),
      ],
      1.25,
    );
    expect(Object.fromEntries(marks)).toEqual({
      'ff90/rate': 1,
      'ff90/splits': 2,
      'ff100/splits': 2,
      'dol/rate': 1,
      'key1/splits': 3,
    });
    expect(notes.map((n) => [n.n, n.doc, n.cells])).toEqual([
      [1, RATE.doc, ['ff90/rate', 'dol/rate']],
      [2, SPLITS.doc, ['ff90/splits', 'ff100/splits']],
      [3, 'splits-under-ascinserts', ['key1/splits']],
    ]);
  });

  it('keeps a note without a section, with no link', () => {
    const { notes } = footnotesFor([{ key: 'x', article: 10, ours: 100, note: 'Why.', doc: null }], 1.25);
    expect(notes).toEqual([{ n: 1, note: 'Why.', doc: null, cells: ['x'] }]);
  });
});
