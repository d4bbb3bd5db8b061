import { describe, expect, it } from 'vitest';
import { distinctTyped, frameCounts, logSpread } from './framePoints';

const BELADY = '1,2,3,4,1,2,5,1,2,3,4,5';

describe('the misses chart’s frame counts', () => {
  it('a typed string: every count up to one more than its distinct pages, the user’s among them', () => {
    expect(distinctTyped(BELADY)).toBe(5);
    expect(distinctTyped('1, 2w 3W,1w')).toBe(3);
    expect(frameCounts({ workload: 'typed', trace: BELADY, frames: '3' })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(frameCounts({ workload: 'typed', trace: BELADY, frames: '9' })).toEqual([1, 2, 3, 4, 5, 6, 9, 10]);
  });
  it('a long typed string: the first eight, then a spread', () => {
    const long = Array.from({ length: 150 }, (_, i) => i).join(',');
    const c = frameCounts({ workload: 'typed', trace: long, frames: '3' });
    expect(c.slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(c[c.length - 1]).toBe(151);
    expect(c.length).toBeLessThan(25);
  });
  it('a generated string: about a dozen from 1 to the pages, log-spaced, with the user’s and one more', () => {
    const c = frameCounts({ workload: 'zipf', pages: '1000', frames: '32' });
    expect(c[0]).toBe(1);
    expect(c[c.length - 1]).toBe(1000);
    expect(c).toContain(32);
    expect(c).toContain(33);
    expect(c.length).toBeLessThanOrEqual(14);
    expect(logSpread(1, 1, 5)).toEqual([1]);
  });
});
