import { describe, expect, it } from 'vitest';
import type { DayFigures } from '../../../shell/engine/types';
import {
  dayLayout,
  dayReading,
  dayTicks,
  densityDomain,
  firstSplitDay,
  quietDays,
  splitsDomain,
} from './dayByDay';

const m = { top: 10, right: 10, bottom: 20, left: 40 };

function day(d: number, splits: number, density = 0.8): DayFigures {
  return {
    day: d,
    date: 465 + d,
    page_splits: splits,
    rows_moved: splits * 8,
    inserted_rows: 10_000,
    estimated_seconds: splits > 0 ? 159.5 : 0.92,
    avg_leaf_density: density,
    leaf_pages: 375_497 + splits,
  };
}

/** fillfactor=80, days=6 at full scale (`npm run sim -- run fillfactor --set fillfactor=80 --set days=6`), rounded. */
const FF80 = [
  day(1, 0, 0.8025),
  day(2, 3596, 0.7968),
  day(3, 0, 0.7985),
  day(4, 2806, 0.7951),
  day(5, 0, 0.7968),
  day(6, 2410, 0.7941),
];

describe('firstSplitDay and quietDays', () => {
  it('finds the first day that split a page', () => {
    expect(firstSplitDay(FF80)).toBe(2);
    expect(quietDays(FF80)).toEqual([1, 3, 5]);
  });
  it('is null when no day split', () => {
    expect(firstSplitDay([day(1, 0), day(2, 0)])).toBeNull();
    expect(firstSplitDay([])).toBeNull();
  });
  it('can be day 1', () => {
    expect(firstSplitDay([day(1, 2649), day(2, 2600)])).toBe(1);
  });
});

describe('dayReading', () => {
  it('says when the splits come back and when to rebuild', () => {
    expect(dayReading(FF80)).toBe(
      'Day 1 fits in the room the build left; splits come back on day 2: rebuild before day 2’s load.' +
        ' Splits then come every other day: a day’s splits leave half-empty pages that take the next day’s rows, and fill up.',
    );
  });
  it('names a run of quiet days', () => {
    expect(dayReading([day(1, 0), day(2, 0), day(3, 0), day(4, 12)])).toBe(
      'Days 1–3 fit in the room the build left; splits come back on day 4: rebuild before day 4’s load.',
    );
  });
  it('says when no day split', () => {
    expect(dayReading([day(1, 0), day(2, 0), day(3, 0)])).toBe('No day split: the room lasts all 3 days.');
    expect(dayReading([day(1, 0)])).toBe('No day split: the room lasts all 1 day.');
  });
  it('says when the first day already splits', () => {
    expect(dayReading([day(1, 2649), day(2, 2600)])).toMatch(/^Day 1 already splits pages/);
  });
  it('survives no days', () => {
    expect(dayReading([])).toBe('No day has been inserted.');
  });
  it('explains splits that come every other day', () => {
    const turns = [day(1, 0), day(2, 3596), day(3, 0), day(4, 2806), day(5, 0)];
    expect(dayReading(turns)).toMatch(/splits come back on day 2: rebuild before day 2’s load\. Splits then come every other day/);
    expect(dayReading([day(1, 0), day(2, 10), day(3, 12)])).not.toMatch(/every other day/);
  });
});

describe('domains', () => {
  it('splits: from 0 to a nice top above the busiest day', () => {
    expect(splitsDomain(FF80)).toEqual([0, 4000]);
    expect(splitsDomain([day(1, 0), day(2, 0)])).toEqual([0, 1]);
  });
  it('density: fitted to the data, padded, within 0..1', () => {
    const [lo, hi] = densityDomain(FF80);
    expect(lo).toBeLessThan(0.7941);
    expect(lo).toBeGreaterThan(0.7);
    expect(hi).toBeGreaterThan(0.8025);
    expect(hi).toBeLessThan(0.9);
  });
  it('density: a constant density still has a span; 100 % stays at most 1', () => {
    const [lo, hi] = densityDomain([day(1, 0, 1), day(2, 0, 1)]);
    expect(hi).toBe(1);
    expect(lo).toBeLessThan(1);
    expect(densityDomain([])).toEqual([0, 1]);
  });
  it('ticks: every day for a short run, fewer for a long one, day 1 always', () => {
    expect(dayTicks(FF80)).toEqual([1, 2, 3, 4, 5, 6]);
    const long = Array.from({ length: 60 }, (_, i) => day(i + 1, 0));
    const t = dayTicks(long);
    expect(t[0]).toBe(1);
    expect(t.slice(1, 4)).toEqual([5, 10, 15]);
    expect(t.length).toBe(13);
  });
});

describe('dayLayout', () => {
  const l = dayLayout([...FF80].reverse(), 440, 200, 120, m);
  it('one band per day, in day order, bars on the baseline', () => {
    expect(l.innerW).toBe(390);
    expect(l.bars.map((b) => b.day)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const b of l.bars) expect(b.y + b.h).toBeCloseTo(l.splitsH);
    expect(l.bars[1].h).toBeGreaterThan(l.bars[3].h);
  });
  it('marks the zero days (drawn as rings) and places the rebuild line before day 2', () => {
    expect(l.bars.filter((b) => b.zero).map((b) => b.day)).toEqual([1, 3, 5]);
    expect(l.bars[0].h).toBe(0);
    expect(l.firstSplit).toBe(2);
    expect(l.rebuildX).not.toBeNull();
    expect(l.rebuildX!).toBeGreaterThan(l.bars[0].x + l.bars[0].w);
    expect(l.rebuildX!).toBeLessThan(l.bars[1].x);
  });
  it('draws the density line through each day’s centre', () => {
    expect(l.densityDots).toHaveLength(6);
    expect(l.densityDots[0].cx).toBeCloseTo(l.bars[0].x + l.bars[0].w / 2);
    expect(l.densityDots[0].cy).toBeLessThan(l.densityDots[1].cy);
    for (const d of l.densityDots) {
      expect(d.cy).toBeGreaterThanOrEqual(0);
      expect(d.cy).toBeLessThanOrEqual(l.densityH);
    }
    expect(l.densityPath.startsWith('M')).toBe(true);
  });
  it('has no rebuild line when day 1 splits or no day does', () => {
    expect(dayLayout([day(1, 5), day(2, 5)], 440, 200, 120, m).rebuildX).toBeNull();
    expect(dayLayout([day(1, 0), day(2, 0)], 440, 200, 120, m).rebuildX).toBeNull();
  });
});
