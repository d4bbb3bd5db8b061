/**
 * Parameter values as text, checked against the engine's ParamSpec before
 * they go anywhere. These checks only guard the input (is it a whole
 * number in range, is it one of the choices); the engine's `validate()`
 * stays the authority and can add cross-parameter rules.
 *
 * Params are kept "explicit": only values that differ from the default are
 * stored, in the URL and in state, so links stay short and canonical.
 */
import type { ParamSpec, Params } from '../engine/types';
import { fmtInt } from '../text/format';

export type Check = { ok: true; value: string } | { ok: false; message: string };

const INT = /^[+-]?\d{1,15}$/;
/** Longest value we even look at; anything longer is garbage. */
export const MAX_VALUE_LENGTH = 64;

/** "1 to 100%", "10 to 20,000,000 rows". */
export function describeRange(spec: ParamSpec): string {
  const lo = spec.min ?? null;
  const hi = spec.max ?? null;
  const unit = !spec.unit ? '' : spec.unit === '%' ? '%' : ` ${spec.unit}`;
  if (lo !== null && hi !== null) return `${fmtInt(lo)} to ${fmtInt(hi)}${unit}`;
  if (lo !== null) return `at least ${fmtInt(lo)}${unit}`;
  if (hi !== null) return `at most ${fmtInt(hi)}${unit}`;
  return 'any whole number';
}

/** Check one raw text value; on success returns its canonical form. */
export function checkParam(spec: ParamSpec, raw: string): Check {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, message: 'Enter a value.' };
  if (text.length > MAX_VALUE_LENGTH) return { ok: false, message: 'That value is far too long.' };
  if (spec.kind === 'choice') {
    const choices = spec.choices ?? [];
    if (choices.includes(text)) return { ok: true, value: text };
    return { ok: false, message: `Choose one of: ${choices.join(', ')}.` };
  }
  if (!INT.test(text)) return { ok: false, message: `Enter a whole number (${describeRange(spec)}).` };
  const n = Number(text);
  const lo = spec.min ?? null;
  const hi = spec.max ?? null;
  if ((lo !== null && n < lo) || (hi !== null && n > hi)) {
    return { ok: false, message: `Out of range: use ${describeRange(spec)}.` };
  }
  return { ok: true, value: String(n) };
}

/** Known, valid, non-default values only, in spec order. */
export function canonicalParams(specs: readonly ParamSpec[], params: Params): Params {
  const out: Params = {};
  for (const spec of specs) {
    if (!Object.prototype.hasOwnProperty.call(params, spec.name)) continue;
    const c = checkParam(spec, params[spec.name]);
    if (c.ok && c.value !== spec.default) out[spec.name] = c.value;
  }
  return out;
}

/** Every parameter's value: explicit ones, defaults for the rest. */
export function effectiveParams(specs: readonly ParamSpec[], params: Params): Params {
  const out: Params = {};
  for (const spec of specs) {
    out[spec.name] = Object.prototype.hasOwnProperty.call(params, spec.name)
      ? params[spec.name]
      : spec.default;
  }
  return out;
}

/** Set one value, dropping it when it equals the default. */
export function withParam(specs: readonly ParamSpec[], params: Params, name: string, value: string): Params {
  return canonicalParams(specs, { ...params, [name]: value });
}

/** A stable key for a run: same lesson + same effective params = same key. */
export function runKey(lesson: string, specs: readonly ParamSpec[], params: Params): string {
  const c = canonicalParams(specs, params);
  return `${lesson}?${Object.entries(c)
    .map(([k, v]) => `${k}=${v}`)
    .join('&')}`;
}
