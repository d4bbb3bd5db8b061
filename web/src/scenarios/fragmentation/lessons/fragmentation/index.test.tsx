// The fragmentation lesson's step view: both layouts side by side on the
// same parameters (every = 0: a step a request), whatever layout is
// chosen (the choice sets the full run); the charts run both layouts.
import { describe, expect, test } from 'vitest';
import { lesson } from './index';

describe('fragmentation step view', () => {
  test('both layouts side by side, the mix running all along, the rest of the parameters kept', () => {
    const v = lesson.stepVariants?.({ layout: 'defragmented', every: '500000', customers: '200' }, {}) ?? [];
    expect(v.map((x) => x.params)).toEqual([
      { layout: 'fragmented', every: '0', customers: '200' },
      { layout: 'defragmented', every: '0', customers: '200' },
    ]);
    expect(v.map((x) => x.short)).toEqual(['Fragmented', 'Defragmented']);
  });

  test('the notes say the step view sets layout and every itself', () => {
    const notes = lesson.stepNotes?.({}, {}) ?? {};
    expect(notes.layout).toMatch(/side by side/);
    expect(notes.every).toMatch(/every = 0/);
  });

  test('the charts run both layouts over the same parameters', () => {
    const chart = lesson.charts?.[0];
    const points = typeof chart?.points === 'function' ? chart.points({}) : chart?.points;
    expect(points).toEqual([{ layout: 'fragmented' }, { layout: 'defragmented' }]);
    expect(chart?.base({ layout: 'fragmented', rows: '1000' })).toEqual({ rows: '1000' });
  });
});
