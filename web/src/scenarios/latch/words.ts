/**
 * The words of the latch scenario: the key strategies, a session's state
 * in the lanes (a letter and a phrase each, so a state never rests on
 * colour), times in µs or ms, and a page as SQL Server's wait_resource
 * names it. Shared by the narration, the pictures and the chart.
 */
import type { Strategy } from '../../shell/engine/types';
import { fmtInt } from '../../kit/text/format';
import { words } from '../../kit/i18n/words';
import { currentLang } from '../../kit/i18n/lang';
import { LATCH_BASE_WORDS } from './words.i18n';

export const STRATEGIES: Strategy[] = ['identity', 'sequential_key', 'sequential_guid', 'guid', 'sequence_ranges', 'hash_partitions'];

/** The identifiers that name a strategy in every language. */
const SHORT_IDS: Partial<Record<Strategy, string>> = {
  identity: 'identity',
  sequential_key: 'OPTIMIZE_FOR_SEQUENTIAL_KEY',
  guid: 'GUID',
};

/** Each strategy's short name and long phrase, in the page's language (read at call time). */
export function strategyWords(): Record<Strategy, { short: string; long: string }> {
  const w = words(LATCH_BASE_WORDS);
  const short: Record<string, string> = { ...SHORT_IDS, ...w.short };
  return Object.fromEntries(STRATEGIES.map((s) => [s, { short: short[s], long: w.long[s] }])) as Record<
    Strategy,
    { short: string; long: string }
  >;
}

export function strategyShort(s: string | undefined): string {
  return strategyWords()[s as Strategy]?.short ?? s ?? '';
}

/**
 * A session's state, by the view's code (`SESSION_STATES` in the engine's
 * `scenario/latch/views.rs`): its letter in the lanes, its phrase, and how
 * sys.dm_exec_requests would show it (status, wait type).
 */
export interface StateWords {
  code: string;
  letter: string;
  phrase: string;
  status: string;
  waitType: string;
}

export const STATE_WORDS: StateWords[] = [
  { code: 'running', letter: 'R', phrase: 'running on its core', status: 'running', waitType: '' },
  { code: 'runnable', letter: 'r', phrase: 'runnable: waiting for its core', status: 'runnable', waitType: '' },
  { code: 'spinning', letter: 'S', phrase: 'spinning for the latch on its core', status: 'running', waitType: '' },
  { code: 'waiting_latch', letter: 'W', phrase: 'parked, waiting for the latch', status: 'suspended', waitType: 'PAGELATCH_EX' },
  { code: 'holding', letter: 'H', phrase: 'holding the latch, running', status: 'running', waitType: '' },
  { code: 'holding_runnable', letter: 'h', phrase: 'holding the latch, waiting for its core', status: 'runnable', waitType: '' },
  { code: 'flow_control', letter: 'F', phrase: 'held back by OPTIMIZE_FOR_SEQUENTIAL_KEY', status: 'suspended', waitType: 'BTREE_INSERT_FLOW_CONTROL' },
  { code: 'commit_wait', letter: 'C', phrase: 'committing: waiting for the log flush', status: 'suspended', waitType: 'WRITELOG' },
  { code: 'done', letter: '·', phrase: 'idle: no insert under way', status: 'sleeping', waitType: '' },
  { code: 'round_trip', letter: 't', phrase: 'committed: the result on its way to the client, the next statement on its way back', status: 'sleeping', waitType: '' },
];

/** States with no request in sys.dm_exec_requests (the session sleeps between statements, or has none left). */
export function hasRequest(code: string): boolean {
  return code !== 'done' && code !== 'round_trip';
}

/** The states with their phrases in the page's language (read at call time). */
export function stateWordsAll(): StateWords[] {
  const phrase = words(LATCH_BASE_WORDS).phrase as Record<string, string>;
  return STATE_WORDS.map((s) => ({ ...s, phrase: phrase[s.code] ?? s.phrase }));
}

export function stateWords(code: number): StateWords {
  const all = stateWordsAll();
  return all[code] ?? all[8];
}

/** The engine's "none" (no page, no holder). */
export const NONE = 4_294_967_295;

/**
 * A page as SQL Server numbers it in its file (`FIRST_DATA_PAGE` on): the
 * number wait_resource and DBCC PAGE give, without a thousands mark as
 * they print it, so the narration and the requests table name one page
 * alike.
 */
export function pageNo(page: number): string {
  return String(FIRST_DATA_PAGE + page);
}

export function sessionText(s: number): string {
  return words(LATCH_BASE_WORDS).session(fmtInt(s));
}

/**
 * The file page the engine's page n stands for: pages 0-9 of a data file are
 * its header, PFS, GAM, SGAM, DCM, BCM and boot pages, never a table's, so
 * the table's pages are numbered from 1,000.
 */
export const FIRST_DATA_PAGE = 1_000;

/** The page as wait_resource names it: database 5, file 1, its page in the file. */
export function resourceText(page: number): string {
  return `5:1:${pageNo(page)}`;
}

/** A decimal figure with the language's decimal mark ("5.30" in English, "5,30" in French and Russian). */
export function decimal(x: number, digits: number): string {
  const t = x.toFixed(digits);
  return currentLang() === 'en' ? t : t.replace('.', ',');
}

/** Microseconds, short: "17 µs", "340 µs", "5.3 ms", "1.2 s" (мкс, мс, с in Russian). */
export function usText(us: number): string {
  const u = words(LATCH_BASE_WORDS).units;
  if (!Number.isFinite(us)) return `— ${u.us}`;
  const a = Math.abs(us);
  if (a < 10) return `${decimal(us, 1)} ${u.us}`;
  if (a < 1000) return `${Math.round(us)} ${u.us}`;
  if (a < 10_000) return `${decimal(us / 1000, 2)} ${u.ms}`;
  if (a < 1_000_000) return `${decimal(us / 1000, 1)} ${u.ms}`;
  return `${decimal(us / 1_000_000, 2)} ${u.s}`;
}

/** Rows a second, as the article gives them: "39,704 rows/s". */
export function rateText(r: number): string {
  const w = words(LATCH_BASE_WORDS);
  return Number.isFinite(r) ? w.rate(fmtInt(Math.round(r))) : w.noRate;
}
