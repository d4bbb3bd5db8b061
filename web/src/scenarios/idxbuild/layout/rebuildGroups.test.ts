import { describe, expect, test } from 'vitest';
import { boxText, groupsLayout } from './rebuildGroups';
import { GROUP_STATE_WORDS, PHASES } from '../words';

describe('a sort group’s box', () => {
  test('at full size: its number and its state in a word, never a bare letter that reads as a time', () => {
    const { size } = groupsLayout([0, 0, 0, 0, 0, 0, 0, 0], 900, 120);
    const inner = size - 3;
    for (const w of GROUP_STATE_WORDS) {
      expect(w.short.length).toBeGreaterThan(1);
      expect(boxText(inner, 7, w.short)).toEqual({ number: true, word: true });
    }
    expect(boxText(inner, 7, 't3')).toEqual({ number: true, word: true });
  });

  test('small boxes leave the word, then the number, out rather than shrink them', () => {
    expect(boxText(24, 12, 'sorted')).toEqual({ number: true, word: false });
    expect(boxText(12, 12, 'sorted')).toEqual({ number: false, word: false });
    expect(boxText(30, 5, 'sorted')).toEqual({ number: true, word: false });
  });
});

test('a worker’s phase as a verb: “the main process builds group 3”', () => {
  expect(PHASES.map((p) => p.verb)).toEqual(['scans', 'merges', 'builds']);
});
