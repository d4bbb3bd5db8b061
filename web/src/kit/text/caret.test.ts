import { describe, expect, test } from 'vitest';
import { caretOf, offsetOf } from './caret';

describe('lines and columns in a text', () => {
  const text = 'lesson latch\nset threads 64\n\nrun';
  test('an offset’s line and column, and back', () => {
    for (const at of [0, 5, 12, 13, 20, 27, 28, text.length]) {
      const { line, column } = caretOf(text, at);
      expect(offsetOf(text, line, column), `${at}`).toBe(at);
    }
    expect(caretOf(text, 17)).toEqual({ line: 2, column: 5 });
  });
  test('a column past its line stays in the line', () => {
    expect(offsetOf(text, 1, 99)).toBe(12);
    expect(offsetOf(text, 9, 1)).toBe(text.length);
  });
});
