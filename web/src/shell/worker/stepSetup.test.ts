import { describe, expect, it } from 'vitest';
import type { ParamError, Params } from '../engine/types';
import { keptFromPreset, openStepView } from './stepSetup';

/**
 * A stand-in engine: refuses more than `budget` rows, and a day (`day`)
 * larger than the table's rows (defaults: 1,000,000 rows, a 480-row day).
 */
function engine(budget: number) {
  const opened: Params[] = [];
  const open = (p: Params) => {
    const rows = Number(p.rows ?? 1_000_000);
    const day = Number(p.day ?? 480);
    const errors: ParamError[] = [];
    if (rows > budget) errors.push({ param: 'rows', message: 'over budget', related: ['day'] } as ParamError);
    if (day > rows) errors.push({ param: 'day', message: 'day larger than the table', related: ['rows'] } as ParamError);
    if (errors.length) throw errors;
    opened.push(p);
    return p;
  };
  return { open, opened };
}

const PRESET = { rows: '3000', day: '480' };

describe('openStepView', () => {
  it('runs the preset under the user values when they fit', () => {
    const { open } = engine(100_000);
    expect(openStepView({ day: '100' }, PRESET, open).params).toEqual({ rows: '3000', day: '100' });
  });

  it('lets a clashing preset value give way to the default, keeping the user value', () => {
    const { open } = engine(10_000_000);
    // A day of 5,000 rows does not fit the preset's 3,000-row table: the table takes its default.
    expect(openStepView({ day: '5000' }, PRESET, open).params).toEqual({ day: '5000' });
  });

  it('keeps the preset value where the user value is too large to step through', () => {
    const { open } = engine(100_000);
    const { params } = openStepView({ rows: '17000000' }, PRESET, open);
    expect(params).toEqual({ rows: '3000', day: '480' });
    expect(keptFromPreset({ rows: '17000000' }, params)).toEqual([{ name: 'rows', yours: '17000000', kept: '3000' }]);
  });

  it('throws the first error, naming the user value, when nothing opens', () => {
    const { open } = engine(100_000);
    // No preset value for rows to fall back on.
    expect(() => openStepView({ rows: '17000000' }, { day: '480' }, open)).toThrow(
      expect.objectContaining({ 0: expect.objectContaining({ param: 'rows' }) }),
    );
  });

  it('passes on an error that is not a parameter error', () => {
    const boom = () => {
      throw new Error('engine not loaded');
    };
    expect(() => openStepView({}, PRESET, boom)).toThrow('engine not loaded');
  });
});

describe('keptFromPreset', () => {
  it('is empty when the step view ran every user value', () => {
    expect(keptFromPreset({ threads: '8' }, { threads: '8', rows: '3000' })).toEqual([]);
    // A value the step view dropped (a clash given way to the default) is not "kept".
    expect(keptFromPreset({ day: '5000' }, { day: '5000' })).toEqual([]);
  });

  it("does not count a default spelled out in the link as the user's choice", () => {
    // fragmentation: rows=0 is "as far as the article's table grew", the default.
    expect(keptFromPreset({ rows: '0' }, { rows: '24000' }, { rows: '0' })).toEqual([]);
    expect(keptFromPreset({ rows: '17000000' }, { rows: '24000' }, { rows: '0' })).toEqual([
      { name: 'rows', yours: '17000000', kept: '24000' },
    ]);
  });
});
