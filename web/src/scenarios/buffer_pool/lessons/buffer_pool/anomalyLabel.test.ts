// The chart's call-out of Belady's anomaly stays inside the chart: in full
// where it fits, short on a phone, and placed where it has room.
import { describe, expect, it } from 'vitest';
import { anomalyLabel, labelPlace } from './MissesChart';

const a = { policy: '2q', from: 48, to: 49, fromMisses: 3069, toMisses: 3075 };

describe('the anomaly label', () => {
  it('is whole on a wide chart and short on a narrow one', () => {
    expect(anomalyLabel(a, 800)).toBe('Belady’s anomaly: 2Q, 48 → 49 frames, 3,069 → 3,075 misses');
    expect(anomalyLabel(a, 290)).toBe('Anomaly: 2Q, 48 → 49 frames');
  });

  it('goes right of its line, else left, else as far right as it fits', () => {
    expect(labelPlace(100, 200, 800, 56)).toEqual({ x: 104, anchor: 'start' });
    expect(labelPlace(700, 200, 800, 56)).toEqual({ x: 696, anchor: 'end' });
    expect(labelPlace(150, 300, 320, 56)).toEqual({ x: 20, anchor: 'start' });
  });
});
