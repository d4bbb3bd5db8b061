/**
 * The words of the bpe scenario: where a request found its page, where a
 * page that left the pool went, the five setups, a place in the strip, and
 * times as the article gives them ("2 min 29 s"). Shared by the narration,
 * the pictures and the charts.
 */
import type { BpeFound, BpeSetup, BpeTo } from '../../shell/engine/types';
import { fmtInt } from '../../kit/text/format';

export const FOUND_PHRASE: Record<BpeFound, string> = {
  pool: 'was in the pool',
  extension: 'read from the extension',
  disk: 'read from disk',
};

export const TO_PHRASE: Record<BpeTo, string> = {
  disk: 'dirty: written to disk',
  extension: 'clean: copied to the extension',
  dropped: 'clean: dropped, nothing to write',
};

/** The article's five setups, in its order, as its table names them. */
export const SETUPS: BpeSetup[] = ['in_memory', 'cold_hdd', 'limited_memory', 'bpe', 'ssd_cold'];

export const SETUP_WORDS: Record<BpeSetup, { short: string; long: string }> = {
  in_memory: { short: 'All in memory', long: 'all data in memory, warm' },
  cold_hdd: { short: 'Cold cache, HDD', long: 'a cold cache, data on the hard disk' },
  limited_memory: { short: 'Limited memory', long: 'memory limited: about 8% of the table cached, data on the hard disk' },
  bpe: { short: 'With the extension', long: 'limited memory plus a buffer pool extension on SSD, warmed by scans' },
  ssd_cold: { short: 'Cold cache, SSD', long: 'a cold cache, the whole database on SSD' },
};

export function setupShort(s: string): string {
  return SETUP_WORDS[s as BpeSetup]?.short ?? s;
}

/** A data page's place, by the view's code (0-3). */
export const PLACE_WORDS = ['on disk only', 'in the extension', 'in the pool, clean', 'in the pool, dirty'] as const;

/** A row: the engine counts from 0, the article's identity id from 1. */
export function rowText(row: number): string {
  return `row ${fmtInt(row + 1)}`;
}

export function pageText(page: number): string {
  return `page ${fmtInt(page)}`;
}

/** Seconds as the article writes them: "0.58 s", "22 s", "2 min 29 s". */
export function secondsText(s: number): string {
  if (!Number.isFinite(s)) return '— s';
  if (s === 0) return '0 s';
  if (s < 10) return `${s.toFixed(s < 1 ? 2 : 1)} s`;
  if (s < 60) return `${Math.round(s)} s`;
  const whole = Math.round(s);
  const m = Math.floor(whole / 60);
  const r = whole % 60;
  return r === 0 ? `${m} min` : `${m} min ${r} s`;
}
