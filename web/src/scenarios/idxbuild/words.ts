/**
 * The words of the index rebuild: who works (the main process, merge
 * thread n), where (sort device n, counted from 1 as the .srt file lists
 * its directories), the phases (a name, a letter and a pattern each, so a
 * phase never rests on colour), a sort group's states, the databases,
 * and seconds. Shared by the narration, the pictures and the charts.
 */
import { fmtInt } from '../../kit/text/format';

/** The engine's "none": no group (the scan's span), no thread (255). */
export const NO_GROUP = 4_294_967_295;
export const NO_THREAD = 255;

/** Thread 0 is the main process; merge threads are 1..=threads. */
export function workerText(thread: number): string {
  return thread === 0 ? 'the main process' : `thread ${fmtInt(thread)}`;
}

/** A sort device, 1-based as the .srt file lists its directories. */
export function deviceText(device: number): string {
  return `disk ${fmtInt(device + 1)}`;
}

export function groupText(group: number): string {
  return `group ${fmtInt(group)}`;
}

/**
 * The phases as the timeline's spans number them (1 scan, 2 merge, 3
 * build): a word, a letter, a colour and a pattern.
 */
export interface PhaseWords {
  code: number;
  name: string;
  letter: string;
  phrase: string;
  colour: string;
  /** What a worker on it does: "the main process builds group 3". */
  verb: string;
}

export const PHASES: PhaseWords[] = [
  { code: 1, name: 'scan', letter: 'S', phrase: 'phase 1: scan the records, sort keys into runs', colour: 'var(--phase-scan)', verb: 'scans' },
  { code: 2, name: 'merge', letter: 'M', phrase: 'phase 2: merge a sort group’s runs', colour: 'var(--phase-merge)', verb: 'merges' },
  { code: 3, name: 'build', letter: 'B', phrase: 'phase 3: build a group’s B-trees', colour: 'var(--phase-build)', verb: 'builds' },
];

export function phaseWords(code: number): PhaseWords {
  return PHASES.find((p) => p.code === code) ?? PHASES[0];
}

/**
 * A sort group's state, by the view's code (`GROUP_STATES` in the
 * engine's `scenario/idxbuild/views.rs`): a letter and a phrase, and the
 * phase it belongs to (its column in the picture).
 */
export interface GroupStateWords {
  code: string;
  letter: string;
  /** The state in a word, for a group's box (not a letter: "0 s" read as seconds). */
  short: string;
  phrase: string;
  phase: number;
  active: boolean;
}

export const GROUP_STATE_WORDS: GroupStateWords[] = [
  { code: 'scanning', short: 'scan', letter: 's', phrase: 'receiving keys from the scan', phase: 1, active: true },
  { code: 'sorted', short: 'sorted', letter: 'r', phrase: 'runs written, waiting for a merge thread', phase: 1, active: false },
  { code: 'merging', short: 'merge', letter: 'M', phrase: 'merging', phase: 2, active: true },
  { code: 'merged', short: 'done', letter: 'm', phrase: 'merged, waiting for the main process', phase: 2, active: false },
  { code: 'building', short: 'build', letter: 'B', phrase: 'building its B-trees', phase: 3, active: true },
  { code: 'built', short: 'built', letter: '✓', phrase: 'built', phase: 3, active: false },
];

export function groupStateWords(code: number): GroupStateWords {
  return GROUP_STATE_WORDS[code] ?? GROUP_STATE_WORDS[0];
}

export const DATABASE_WORDS: Record<string, string> = {
  many_indexes: 'the article’s 4.2 GB database (733 tables, 1,333 indexes in one area)',
  few_large: 'a 2 GB database in 20 areas (315 indexes, most of the index data in 17 of them in one area)',
  one_dominant: 'a 10 GB database of 3 tables in one area, most of it one table and one index',
};

/** Seconds, short: "0.8 s", "96 s", "1,173 s (19.6 min)". */
export function secText(s: number): string {
  if (!Number.isFinite(s)) return '— s';
  const a = Math.abs(s);
  if (a < 10) return `${s.toFixed(1)} s`;
  if (a < 600) return `${fmtInt(Math.round(s))} s`;
  return `${fmtInt(Math.round(s))} s (${(s / 60).toFixed(1)} min)`;
}

/** Megabytes: "151 MB", "1.34 GB". */
export function mbText(mb: number): string {
  if (!Number.isFinite(mb)) return '— MB';
  if (mb >= 1000) return `${(mb / 1000).toFixed(2)} GB`;
  return mb >= 10 ? `${fmtInt(Math.round(mb))} MB` : `${mb.toFixed(1)} MB`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
