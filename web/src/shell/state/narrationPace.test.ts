import { describe, expect, it } from 'vitest';
import {
  FAST_NARRATION_EVERY_MS,
  briefNarration,
  isBriefNarration,
  narrationGap,
  paceNarration,
} from './narrationPace';

describe('narration pace', () => {
  it('narrates in full when paused or slow, briefly when playing fast', () => {
    expect(isBriefNarration(false, 32)).toBe(false);
    expect(isBriefNarration(true, 1)).toBe(false);
    expect(isBriefNarration(true, 0.5)).toBe(false);
    expect(isBriefNarration(true, 2)).toBe(true);
    expect(narrationGap(false, 32)).toBe(0);
    expect(narrationGap(true, 1)).toBe(0);
    expect(narrationGap(true, 32)).toBe(FAST_NARRATION_EVERY_MS);
  });

  it('says new text at once without a gap', () => {
    expect(paceNarration(null, 'a', 0, 2000)).toBe(0);
    expect(paceNarration({ text: 'a', at: 100 }, 'b', 110, 0)).toBe(0);
  });

  it('never repeats the same text', () => {
    expect(paceNarration({ text: 'a', at: 0 }, 'a', 10_000, 0)).toBe(Infinity);
  });

  it('waits out the gap after the last announcement', () => {
    expect(paceNarration({ text: 'a', at: 1000 }, 'b', 1500, 2000)).toBe(1500);
    expect(paceNarration({ text: 'a', at: 1000 }, 'b', 3000, 2000)).toBe(0);
    expect(paceNarration({ text: 'a', at: 1000 }, 'b', 9000, 2000)).toBe(0);
  });

  it('brief text names the step and the total', () => {
    expect(briefNarration(1234, 5000)).toBe('Playing: step 1,234 of 5,000.');
    expect(briefNarration(3, null)).toBe('Playing: step 3.');
  });
});
