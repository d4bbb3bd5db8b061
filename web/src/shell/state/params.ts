/**
 * Parameter values as text, checked against the engine's ParamSpec before
 * they go anywhere. These checks only guard the input (is it a whole
 * number in range, is it one of the choices, is a text short enough, is a
 * set made of its choices); the engine's `validate()` stays the authority
 * and can add cross-parameter rules (a typed reference string is parsed
 * there, and its message shown next to the control).
 *
 * Params are kept "explicit": only values that differ from the default are
 * stored, in the URL and in state, so links stay short and canonical. One
 * exception: a value the lesson's step view sets otherwise (its
 * `step_preset`) is kept when the user picks the default, so the step view
 * follows the choice (threads=8 over a step preset of 4).
 */
import type { ParamSpec, Params } from '../engine/types';
import { fmtInt } from '../../kit/text/format';
import { words } from '../../kit/i18n/words';
import { PARAMS_WORDS } from './params.i18n';

export type Check = { ok: true; value: string } | { ok: false; message: string };

const INT = /^[+-]?\d{1,15}$/;
/** Longest value we even look at; anything longer is garbage. */
export const MAX_VALUE_LENGTH = 64;
/**
 * Longest set value (the engine's reader refuses more: four times its
 * 64-character limit, room for every choice of a long list).
 */
const MAX_SET_LENGTH = 4 * MAX_VALUE_LENGTH;

/** The longest text a parameter takes: a text's own `max`, a set's list, 64 otherwise. */
export function maxValueLength(spec: ParamSpec): number {
  if (spec.kind === 'text') return spec.max ?? MAX_VALUE_LENGTH;
  if (spec.kind === 'set') return MAX_SET_LENGTH;
  return MAX_VALUE_LENGTH;
}

/** The names a set's text lists, trimmed, empty items dropped (no checks). */
export function setItems(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** "1 to 4 of them", "at most 3 of them": how many a set takes. */
export function describeCount(spec: ParamSpec): string {
  const all = spec.choices?.length ?? 0;
  const lo = spec.min ?? 1;
  const hi = Math.min(spec.max ?? all, all);
  const w = words(PARAMS_WORDS);
  return lo === hi ? w.exactly(fmtInt(lo)) : w.countFromTo(fmtInt(lo), fmtInt(hi));
}

/** An engine unit ("rows") in the page's language. */
export function unitText(unit: string): string {
  return words(PARAMS_WORDS).units[unit] ?? unit;
}

/** "1 to 100%", "10 to 20,000,000 rows". */
export function describeRange(spec: ParamSpec): string {
  const lo = spec.min ?? null;
  const hi = spec.max ?? null;
  const w = words(PARAMS_WORDS);
  const unit = !spec.unit ? '' : spec.unit === '%' ? '%' : ` ${unitText(spec.unit)}`;
  if (lo !== null && hi !== null) return w.fromTo(fmtInt(lo), fmtInt(hi), unit);
  if (lo !== null) return w.atLeast(fmtInt(lo), unit);
  if (hi !== null) return w.atMost(fmtInt(hi), unit);
  return w.anyWhole;
}

/** Check one raw text value; on success returns its canonical form. */
export function checkParam(spec: ParamSpec, raw: string): Check {
  const text = raw.trim();
  const w = words(PARAMS_WORDS);
  if (spec.kind === 'text') return checkText(spec, text);
  if (text.length === 0) return { ok: false, message: w.enterValue };
  if (text.length > maxValueLength(spec)) return { ok: false, message: w.tooLong };
  if (spec.kind === 'set') return checkSet(spec, text);
  if (spec.kind === 'choice') {
    const choices = spec.choices ?? [];
    if (choices.includes(text)) return { ok: true, value: text };
    return { ok: false, message: w.chooseOne(choices.join(', ')) };
  }
  if (!INT.test(text)) return { ok: false, message: w.enterWhole(describeRange(spec)) };
  const n = Number(text);
  const lo = spec.min ?? null;
  const hi = spec.max ?? null;
  if ((lo !== null && n < lo) || (hi !== null && n > hi)) {
    return { ok: false, message: w.outOfRange(describeRange(spec)) };
  }
  return { ok: true, value: String(n) };
}

/**
 * A text: only its length is checked here. What it means (a reference
 * string's entries) is the engine's to judge, and an empty text may be
 * fine (a string nobody uses: the references are generated), so the
 * engine's message, naming the entry at fault, is the one shown.
 */
function checkText(spec: ParamSpec, text: string): Check {
  const max = maxValueLength(spec);
  if (text.length > max) {
    return { ok: false, message: words(PARAMS_WORDS).textTooLong(fmtInt(max), fmtInt(text.length)) };
  }
  return { ok: true, value: text };
}

/**
 * A set: some of the choices, each once, as many as the spec allows. Its
 * canonical form lists them in the order of `choices`, so the same set is
 * one link and one run key whatever order it was typed in.
 */
function checkSet(spec: ParamSpec, text: string): Check {
  const choices = spec.choices ?? [];
  const w = words(PARAMS_WORDS);
  const items = setItems(text);
  const unknown = items.find((i) => !choices.includes(i));
  if (unknown !== undefined) {
    return { ok: false, message: w.chooseFrom(choices.join(', '), quoteItem(unknown)) };
  }
  const twice = items.find((i, k) => items.indexOf(i) !== k);
  if (twice !== undefined) return { ok: false, message: w.twice(twice) };
  const lo = spec.min ?? 1;
  const hi = spec.max ?? choices.length;
  if (items.length < lo || items.length > hi) {
    return { ok: false, message: w.chooseCount(describeCount(spec), fmtInt(items.length)) };
  }
  return { ok: true, value: choices.filter((c) => items.includes(c)).join(',') };
}

function quoteItem(s: string): string {
  const clean = s.replace(/[^\x20-\x7e]/g, '?');
  return `“${clean.length > 24 ? `${clean.slice(0, 24)}…` : clean}”`;
}

/**
 * Known, valid, non-default values only, in spec order; a default is kept
 * where the step view's preset sets another value (`stepPreset`).
 */
export function canonicalParams(
  specs: readonly ParamSpec[],
  params: Params,
  stepPreset: Readonly<Record<string, string>> = {},
): Params {
  const out: Params = {};
  for (const spec of specs) {
    if (!Object.prototype.hasOwnProperty.call(params, spec.name)) continue;
    const c = checkParam(spec, params[spec.name]);
    const preset = Object.prototype.hasOwnProperty.call(stepPreset, spec.name) ? stepPreset[spec.name] : undefined;
    if (c.ok && (c.value !== spec.default || (preset !== undefined && preset !== c.value))) out[spec.name] = c.value;
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

/** Set one value, dropping it when it equals the default (and the step preset's). */
export function withParam(
  specs: readonly ParamSpec[],
  params: Params,
  name: string,
  value: string,
  stepPreset: Readonly<Record<string, string>> = {},
): Params {
  return canonicalParams(specs, { ...params, [name]: value }, stepPreset);
}

/** A stable key for a run: same lesson + same effective params = same key. */
export function runKey(lesson: string, specs: readonly ParamSpec[], params: Params): string {
  const c = canonicalParams(specs, params);
  return `${lesson}?${Object.entries(c)
    .map(([k, v]) => `${k}=${v}`)
    .join('&')}`;
}
