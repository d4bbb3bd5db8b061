import { describe, expect, it } from 'vitest';
import { canonicalParams, checkParam, effectiveParams, runKey, withParam } from './params';
import { LESSONS } from './fixtures.test-helpers';

const ff = LESSONS[1].params;
const [ffSpec] = ff;
const policy = LESSONS[0].params[2];
const [policies, , trace] = LESSONS[2].params;

describe('checkParam', () => {
  it('accepts whole numbers in range, canonicalised', () => {
    expect(checkParam(ffSpec, ' 90 ')).toEqual({ ok: true, value: '90' });
    expect(checkParam(ffSpec, '+080')).toEqual({ ok: true, value: '80' });
  });
  it.each(['', '  ', 'abc', '9.5', '1e2', '0x50', 'NaN', 'Infinity', '--5', '90%', '9'.repeat(80)])(
    'rejects %j',
    (raw) => {
      expect(checkParam(ffSpec, raw).ok).toBe(false);
    },
  );
  it('rejects out of range with the range in the message', () => {
    const c = checkParam(ffSpec, '49');
    expect(c).toEqual({ ok: false, message: 'Out of range: use 50 to 100%.' });
  });
  it('checks choices exactly', () => {
    expect(checkParam(policy, 'mid').ok).toBe(true);
    expect(checkParam(policy, 'MID').ok).toBe(false);
    expect(checkParam(policy, '__proto__').ok).toBe(false);
  });
});

describe('canonical params', () => {
  it('drops defaults, unknown names and bad values', () => {
    expect(canonicalParams(ff, { fillfactor: '100', days: '3', bogus: '1' })).toEqual({ days: '3' });
    expect(canonicalParams(ff, { fillfactor: 'x' })).toEqual({});
  });
  it('ignores inherited keys', () => {
    const evil = JSON.parse('{"__proto__": {"fillfactor": "60"}}') as Record<string, string>;
    expect(canonicalParams(ff, evil)).toEqual({});
  });
  it('fills defaults for display', () => {
    expect(effectiveParams(ff, { days: '2' })).toEqual({ fillfactor: '100', days: '2' });
  });
  it('withParam keeps a default the step preset sets otherwise, so the step view follows it', () => {
    expect(withParam(ff, {}, 'fillfactor', '100', { fillfactor: '80' })).toEqual({ fillfactor: '100' });
    expect(withParam(ff, {}, 'fillfactor', '100', { fillfactor: '100' })).toEqual({});
    expect(withParam(ff, {}, 'days', '1', { fillfactor: '80' })).toEqual({});
  });

  it('withParam removes a value set back to its default', () => {
    expect(withParam(ff, { fillfactor: '90' }, 'fillfactor', '100')).toEqual({});
  });
  it('runKey is the same for equal effective params', () => {
    expect(runKey('fillfactor', ff, { fillfactor: '100' })).toBe(runKey('fillfactor', ff, {}));
    expect(runKey('fillfactor', ff, { fillfactor: '90' })).not.toBe(runKey('fillfactor', ff, {}));
  });
});

describe('text parameters', () => {
  it('keeps the text as typed (trimmed): its meaning is the engine’s to check', () => {
    expect(checkParam(trace, ' 1,2,3w, 4 ')).toEqual({ ok: true, value: '1,2,3w, 4' });
    // The engine says what is wrong with an entry; here it only has to be short enough.
    expect(checkParam(trace, '1,2,banana')).toEqual({ ok: true, value: '1,2,banana' });
    expect(checkParam(trace, '')).toEqual({ ok: true, value: '' });
  });
  it('takes up to its own max, not the 64 of other values', () => {
    expect(checkParam(trace, '1,'.repeat(300)).ok).toBe(true);
    const long = checkParam(trace, '1'.repeat(601));
    expect(long).toEqual({ ok: false, message: 'At most 600 characters; this has 601.' });
  });
});

describe('set parameters', () => {
  it('lists the chosen names in the order of the choices', () => {
    expect(checkParam(policies, 'opt, fifo')).toEqual({ ok: true, value: 'fifo,opt' });
    expect(checkParam(policies, 'clock_sweep,lru,lru2,opt')).toEqual({ ok: true, value: 'lru,clock_sweep,lru2,opt' });
  });
  it.each([
    ['', 'Enter a value.'],
    ['fifo,banana', 'none of them'],
    ['lru,lru', 'named twice'],
    ['fifo,lru,clock,clock_sweep,opt', 'Choose 1 to 4 of them; 5 chosen.'],
    [',,', 'Choose 1 to 4 of them; 0 chosen.'],
    ['FIFO', 'none of them'],
  ])('rejects %j', (raw, says) => {
    const c = checkParam(policies, raw);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.message).toContain(says);
  });
  it('a set equal to the default in another order is the default (one run key, one link)', () => {
    const specs = LESSONS[2].params;
    expect(canonicalParams(specs, { policy: 'opt,lru,fifo' })).toEqual({});
    expect(runKey('buffer_pool', specs, { policy: 'lru,fifo,opt' })).toBe(runKey('buffer_pool', specs, {}));
  });
});
