/**
 * Number formatting, in one place, with d3-format, in the page's language:
 * "12,157.5" in English, "12 157,5" in French and Russian (the separators
 * Intl gives: a narrow no-break space in French, a no-break space in
 * Russian). `kit/i18n/lang.ts` sets the locale; English until it does.
 */
import { formatDefaultLocale, formatLocale, type FormatLocaleDefinition } from 'd3';

const LOCALES: Record<string, FormatLocaleDefinition> = {
  en: { decimal: '.', thousands: ',', grouping: [3], currency: ['$', ''] },
  fr: { decimal: ',', thousands: '\u202f', grouping: [3], currency: ['', '\u00a0€'], percent: '\u202f%' },
  ru: { decimal: ',', thousands: '\u00a0', grouping: [3], currency: ['', '\u00a0₽'], percent: '\u00a0%' },
};

function formatters(lang: string) {
  const { format } = formatLocale(LOCALES[lang] ?? LOCALES.en);
  return {
    lang,
    int: format(',d'),
    f1: format(',.1f'),
    f2: format(',.2f'),
    pct: format('.1%'),
    pct0: format('.0%'),
    si: format('.3~s'),
    small: format('.3~r'),
    trim: format(',~f'),
    // Units as each language writes them.
    ms: lang === 'ru' ? 'мс' : 'ms',
    bytes: lang === 'ru' ? ['Б', 'КиБ', 'МиБ', 'ГиБ'] : lang === 'fr' ? ['o', 'Kio', 'Mio', 'Gio'] : ['B', 'KiB', 'MiB', 'GiB'],
  };
}

let f = formatters('en');

/** The language numbers are written in ('en', 'fr', 'ru'); set by kit/i18n. */
export function setNumberLocale(lang: string): void {
  if (lang === f.lang) return;
  f = formatters(lang);
  // d3's own default too: an axis or a scale's tickFormat given no format
  // ("1,580 s" read as 1.58 s on a French page until 2026-12-07).
  formatDefaultLocale(LOCALES[lang] ?? LOCALES.en);
}

/** English whatever the page's language: a tool's output shown as the tool prints it (sp_sysmon). */
export const englishFormat = formatLocale(LOCALES.en).format;

export const fmtInt = (x: number): string => f.int(x);
const fmt1 = (x: number): string => f.f1(x);
const fmt2 = (x: number): string => f.f2(x);
export const fmtPct = (x: number): string => f.pct(x);
/** A decimal with no trailing zeros: "0.5", "1.25", "2" ("0,5" in French). */
export const fmtTrim = (x: number): string => f.trim(x);
export const fmtPct0 = (x: number): string => f.pct0(x);
const fmtSi = (x: number): string => f.si(x);
const fmtSmall = (x: number): string => f.small(x);

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
  const [B, K, M, G] = f.bytes;
  if (Math.abs(b) < 1024) return `${fmtInt(b)} ${B}`;
  if (Math.abs(b) < 1024 ** 2) return `${fmt1(b / 1024)} ${K}`;
  if (Math.abs(b) < 1024 ** 3) return `${fmt1(b / 1024 ** 2)} ${M}`;
  return `${fmt2(b / 1024 ** 3)} ${G}`;
}

/**
 * Compact axis label: 1.2k, 3.4M. Below 1 a plain decimal ("0.1", "0.25"):
 * d3's SI prefix would read "100m", which beside a unit ("100m ms") is
 * nonsense.
 */
export function fmtShort(x: number): string {
  if (!Number.isFinite(x)) return '—';
  if (x !== 0 && Math.abs(x) < 1) return fmtSmall(x);
  const si = fmtSi(x);
  // English says B for a billion; French spaces the SI prefix ("1,25 M");
  // Russian writes the word's short form ("1,25 млн", "500 тыс.").
  const unit = SHORT_UNITS[f.lang];
  return unit ? si.replace(/[kMG]$/, (p) => unit[p as 'k' | 'M' | 'G']) : si.replace('G', 'B');
}

const SHORT_UNITS: Record<string, Record<'k' | 'M' | 'G', string>> = {
  fr: { k: '\u202fk', M: '\u202fM', G: '\u202fG' },
  ru: { k: '\u00a0тыс.', M: '\u00a0млн', G: '\u00a0млрд' },
};

/** A count and its noun, singular for 1: "1 data page", "2 data pages", "0 times" (`many` for irregular plurals). */
export function countText(n: number, one: string, many = `${one}s`): string {
  return `${fmtInt(n)} ${n === 1 ? one : many}`;
}

/** A time in ms: "0.52 ms", "5.6 ms", "1,204 ms" (sub-ms figures keep two decimals). */
export function msText(ms: number): string {
  if (!Number.isFinite(ms)) return `— ${f.ms}`;
  if (ms < 10) return `${ms < 1 ? fmt2(ms) : fmt1(ms)} ${f.ms}`;
  return `${fmtInt(Math.round(ms))} ${f.ms}`;
}
