/**
 * The words of the latch scenario: the key strategies, a session's state
 * in the lanes (a letter and a phrase each, so a state never rests on
 * colour), times in µs or ms, and a page as SQL Server's wait_resource
 * names it. Shared by the narration, the pictures and the chart.
 */
import type { Strategy } from '../../shell/engine/types';
import { fmtInt } from '../../kit/text/format';

export const STRATEGIES: Strategy[] = ['identity', 'sequential_key', 'sequential_guid', 'guid', 'sequence_ranges', 'hash_partitions'];

export const STRATEGY_WORDS: Record<Strategy, { short: string; long: string }> = {
  identity: { short: 'identity', long: 'an identity key: every insert goes to the last page' },
  sequential_key: {
    short: 'OPTIMIZE_FOR_SEQUENTIAL_KEY',
    long: 'an identity key with OPTIMIZE_FOR_SEQUENTIAL_KEY: admission to the last page is throttled',
  },
  sequential_guid: { short: 'sequential GUID', long: 'NEWSEQUENTIALID(): ordered, so every insert goes to the last page, with a 16-byte key' },
  guid: { short: 'GUID', long: 'NEWID(): random keys, inserts spread over every leaf' },
  sequence_ranges: { short: 'sequence ranges', long: 'sequence ranges cached by application servers: one insert point each' },
  hash_partitions: { short: 'hash partitions', long: 'hash partitions on id: one last page each' },
};

export function strategyShort(s: string | undefined): string {
  return STRATEGY_WORDS[s as Strategy]?.short ?? s ?? '';
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

export function stateWords(code: number): StateWords {
  return STATE_WORDS[code] ?? STATE_WORDS[8];
}

/** The engine's "none" (no page, no holder). */
export const NONE = 4_294_967_295;

export function pageText(page: number): string {
  return `page ${fmtInt(page)}`;
}

export function sessionText(s: number): string {
  return `session ${fmtInt(s)}`;
}

/**
 * The file page the engine's page n stands for: pages 0-9 of a data file are
 * its header, PFS, GAM, SGAM, DCM, BCM and boot pages, never a table's, so
 * the table's pages are numbered from 1,000.
 */
export const FIRST_DATA_PAGE = 1_000;

/** The page as wait_resource names it: database 5, file 1, its page in the file. */
export function resourceText(page: number): string {
  return `5:1:${FIRST_DATA_PAGE + page}`;
}

/** Microseconds, short: "17 µs", "340 µs", "5.3 ms", "1.2 s". */
export function usText(us: number): string {
  if (!Number.isFinite(us)) return '— µs';
  const a = Math.abs(us);
  if (a < 10) return `${us.toFixed(1)} µs`;
  if (a < 1000) return `${Math.round(us)} µs`;
  if (a < 10_000) return `${(us / 1000).toFixed(2)} ms`;
  if (a < 1_000_000) return `${(us / 1000).toFixed(1)} ms`;
  return `${(us / 1_000_000).toFixed(2)} s`;
}

/** Rows a second, as the article gives them: "39,704 rows/s". */
export function rateText(r: number): string {
  return Number.isFinite(r) ? `${fmtInt(Math.round(r))} rows/s` : '— rows/s';
}
