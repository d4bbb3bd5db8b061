import { describe, expect, it } from 'vitest';
import { canonicalParams, checkParam, effectiveParams, runKey, withParam } from './params';
import { LESSONS } from './fixtures.test-helpers';

const ff = LESSONS[1].params;
const [ffSpec] = ff;
const policy = LESSONS[0].params[2];

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
  it('withParam removes a value set back to its default', () => {
    expect(withParam(ff, { fillfactor: '90' }, 'fillfactor', '100')).toEqual({});
  });
  it('runKey is the same for equal effective params', () => {
    expect(runKey('fillfactor', ff, { fillfactor: '100' })).toBe(runKey('fillfactor', ff, {}));
    expect(runKey('fillfactor', ff, { fillfactor: '90' })).not.toBe(runKey('fillfactor', ff, {}));
  });
});
