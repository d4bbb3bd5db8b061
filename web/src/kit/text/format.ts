/** Number formatting, in one place, with d3-format. */
import { format } from 'd3';

export const fmtInt = format(',d');
const fmt1 = format(',.1f');
const fmt2 = format(',.2f');
export const fmtPct = format('.1%');
export const fmtPct0 = format('.0%');
const fmtSi = format('.3~s');
const fmtSmall = format('.3~r');

/** A count or measure: whole numbers with separators, small ones with decimals. */
export function fmtNum(x: number): string {
  if (!Number.isFinite(x)) return '—';
  if (Number.isInteger(x)) return fmtInt(x);
  if (Math.abs(x) >= 100) return fmtInt(Math.round(x));
  if (Math.abs(x) >= 10) return fmt1(x);
  return fmt2(x);
}

export function fmtBytes(b: number): string {
  if (!Number.isFinite(b)) return '—';
  if (Math.abs(b) < 1024) return `${fmtInt(b)} B`;
  if (Math.abs(b) < 1024 ** 2) return `${fmt1(b / 1024)} KiB`;
  if (Math.abs(b) < 1024 ** 3) return `${fmt1(b / 1024 ** 2)} MiB`;
  return `${fmt2(b / 1024 ** 3)} GiB`;
}

/**
 * Compact axis label: 1.2k, 3.4M. Below 1 a plain decimal ("0.1", "0.25"):
 * d3's SI prefix would read "100m", which beside a unit ("100m ms") is
 * nonsense.
 */
export function fmtShort(x: number): string {
  if (!Number.isFinite(x)) return '—';
  if (x !== 0 && Math.abs(x) < 1) return fmtSmall(x);
  return fmtSi(x).replace('G', 'B');
}

/** A count and its noun, singular for 1: "1 data page", "2 data pages", "0 times" (`many` for irregular plurals). */
export function countText(n: number, one: string, many = `${one}s`): string {
  return `${fmtInt(n)} ${n === 1 ? one : many}`;
}

/** A time in ms: "0.52 ms", "5.6 ms", "1,204 ms" (sub-ms figures keep two decimals). */
export function msText(ms: number): string {
  if (!Number.isFinite(ms)) return '— ms';
  if (ms < 10) return `${ms < 1 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
  return `${fmtInt(Math.round(ms))} ms`;
}
