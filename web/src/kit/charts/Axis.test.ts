import { scaleBand, scaleLinear, scaleLog } from 'd3';
import { describe, expect, it } from 'vitest';
import { distinctTicks } from './Axis';

const whole = (d: number) => String(Math.round(d));

describe('an axis never labels two ticks alike', () => {
  it('asks for fewer ticks until whole numbers read apart', () => {
    // An empty chart's 0..1: D3's 0, 0.2, … 1 read 0 0 0 1 1 1.
    expect(scaleLinear().domain([0, 1]).ticks(4).map(whole)).toEqual(['0', '0', '0', '1', '1', '1']);
    expect(distinctTicks(scaleLinear().domain([0, 1]), 4, whole)).toEqual([0, 1]);
    expect(distinctTicks(scaleLinear().domain([0, 3]), 10, whole)?.map(whole)).toEqual(['0', '1', '2', '3']);
  });
  it('keeps the ticks asked for when they read apart', () => {
    const s = scaleLinear().domain([0, 2500]);
    expect(distinctTicks(s, 4, whole)).toEqual(s.ticks(4));
  });
  it('leaves a scale without ticks of its own to D3', () => {
    expect(distinctTicks(scaleBand().domain(['a', 'b']), 4, String)).toBeNull();
  });
  it('gives one tick, or none, rather than two alike', () => {
    expect(distinctTicks(scaleLinear().domain([0, 0.4]), 4, whole)).toEqual([0]);
    expect(distinctTicks(scaleLinear().domain([0.1, 0.4]), 4, whole)).toEqual([]);
    expect(distinctTicks(scaleLog().domain([1, 1000]), 10, (d: number) => (d >= 100 ? 'big' : String(d)))?.length).toBeGreaterThan(0);
  });
});
