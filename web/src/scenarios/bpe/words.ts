/**
 * The words of the bpe scenario: where a request found its page, where a
 * page that left the pool went, the five setups, a place in the strip, and
 * times as the article gives them ("2 min 29 s"). Shared by the narration,
 * the pictures and the charts.
 */
import type { BpeFound, BpeSetup, BpeTo } from '../../shell/engine/types';
import { fmtInt } from '../../kit/text/format';
import { words } from '../../kit/i18n/words';
import { currentLang } from '../../kit/i18n/lang';
import { BPE_WORDS } from './words.i18n';

/** Where a request found its page ("read from the extension"). */
export function foundPhrase(f: BpeFound): string {
  return words(BPE_WORDS).found[f];
}

/** Where a page that left the pool went ("dirty: written to disk"). */
export function toPhrase(t: BpeTo): string {
  return words(BPE_WORDS).to[t];
}

/** The article's five setups, in its order, as its table names them. */
export const SETUPS: BpeSetup[] = ['in_memory', 'cold_hdd', 'limited_memory', 'bpe', 'ssd_cold'];

/** A setup's names, short and long, in the page's language. */
export function setupWords(s: string): { short: string; long: string } | undefined {
  return words(BPE_WORDS).setups[s as BpeSetup];
}

export function setupShort(s: string): string {
  return setupWords(s)?.short ?? s;
}

/** A data page's place, by the view's code (0-3). */
export function placeWords(): readonly string[] {
  return words(BPE_WORDS).places;
}

/** A row: the engine counts from 0, the article's identity id from 1. */
export function rowText(row: number): string {
  return words(BPE_WORDS).row(fmtInt(row + 1));
}

export function pageText(page: number): string {
  return words(BPE_WORDS).page(fmtInt(page));
}

/** Seconds as the article writes them: "0.58 s", "22 s", "2 min 29 s". */
export function secondsText(s: number): string {
  const w = words(BPE_WORDS);
  if (!Number.isFinite(s)) return `— ${w.sec}`;
  if (s === 0) return `0 ${w.sec}`;
  if (s < 10) return `${decimal(s.toFixed(s < 1 ? 2 : 1))} ${w.sec}`;
  if (s < 60) return `${Math.round(s)} ${w.sec}`;
  const whole = Math.round(s);
  const m = Math.floor(whole / 60);
  const r = whole % 60;
  return r === 0 ? `${m} ${w.min}` : `${m} ${w.min} ${r} ${w.sec}`;
}

/** A decimal point as the language writes it ("0,58" in French and Russian). */
function decimal(x: string): string {
  return currentLang() === 'en' ? x : x.replace('.', ',');
}
