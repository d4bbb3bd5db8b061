/**
 * The words of the index rebuild: who works (the main process, merge
 * thread n), where (sort device n, counted from 1 as the .srt file lists
 * its directories), the phases (a name, a letter and a pattern each, so a
 * phase never rests on colour), a sort group's states, the databases,
 * and seconds. Shared by the narration, the pictures and the charts.
 */
import { words } from '../../kit/i18n/words';
import { currentLang } from '../../kit/i18n/lang';
import { fmtInt } from '../../kit/text/format';
import { IDX_WORDS } from './words.i18n';

/** The engine's "none": no group (the scan's span), no thread (255). */
export const NO_GROUP = 4_294_967_295;
export const NO_THREAD = 255;

/** `x.toFixed(digits)` with the language's decimal sign ("0.8", "0,8"). */
export function fix(x: number, digits: number): string {
  const t = x.toFixed(digits);
  return currentLang() === 'en' ? t : t.replace('.', ',');
}

/** Thread 0 is the main process; merge threads are 1..=threads. */
export function workerText(thread: number): string {
  const w = words(IDX_WORDS);
  return thread === 0 ? w.mainProcess : w.thread(fmtInt(thread));
}

/** A sort device's number, 1-based as the .srt file lists its directories. */
export function deviceNo(device: number): string {
  return fmtInt(device + 1);
}

/** A sort device, 1-based as the .srt file lists its directories. */
export function deviceText(device: number): string {
  return words(IDX_WORDS).disk(deviceNo(device));
}

export function groupText(group: number): string {
  return words(IDX_WORDS).group(fmtInt(group));
}

/**
 * The phases as the timeline's spans number them (1 scan, 2 merge, 3
 * build): a name (the English code, for data attributes), a word, a
 * letter, a colour and a pattern. The words are read in the page's
 * language at each use.
 */
export interface PhaseWords {
  code: number;
  /** The phase's code word, English in every language ("scan", "merge", "build"). */
  name: 'scan' | 'merge' | 'build';
  /** Its name in the page's language. */
  readonly word: string;
  readonly letter: string;
  readonly phrase: string;
  colour: string;
  /** What a worker on it does: "the main process builds group 3". */
  readonly verb: string;
}

function phase(code: number, name: PhaseWords['name'], colour: string): PhaseWords {
  return {
    code,
    name,
    colour,
    get word() {
      return words(IDX_WORDS).phases[name].word;
    },
    get letter() {
      return words(IDX_WORDS).phases[name].letter;
    },
    get phrase() {
      return words(IDX_WORDS).phases[name].phrase;
    },
    get verb() {
      return words(IDX_WORDS).phases[name].verb;
    },
  };
}

export const PHASES: PhaseWords[] = [
  phase(1, 'scan', 'var(--phase-scan)'),
  phase(2, 'merge', 'var(--phase-merge)'),
  phase(3, 'build', 'var(--phase-build)'),
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
  code: 'scanning' | 'sorted' | 'merging' | 'merged' | 'building' | 'built';
  letter: string;
  /** The state in a word, for a group's box (not a letter: "0 s" read as seconds). */
  readonly short: string;
  readonly phrase: string;
  phase: number;
  active: boolean;
}

function state(code: GroupStateWords['code'], letter: string, phase: number, active: boolean): GroupStateWords {
  return {
    code,
    letter,
    phase,
    active,
    get short() {
      return words(IDX_WORDS).states[code].short;
    },
    get phrase() {
      return words(IDX_WORDS).states[code].phrase;
    },
  };
}

export const GROUP_STATE_WORDS: GroupStateWords[] = [
  state('scanning', 's', 1, true),
  state('sorted', 'r', 1, false),
  state('merging', 'M', 2, true),
  state('merged', 'm', 2, false),
  state('building', 'B', 3, true),
  state('built', '✓', 3, false),
];

export function groupStateWords(code: number): GroupStateWords {
  return GROUP_STATE_WORDS[code] ?? GROUP_STATE_WORDS[0];
}

/** The database in a phrase (in French and Russian with its "of": "de la base…", "базы…"). */
export function databaseText(db: string): string | undefined {
  const d = words(IDX_WORDS).databases;
  return db in d ? d[db as keyof typeof d] : undefined;
}

/** Seconds, short: "0.8 s", "96 s", "1,173 s (19.6 min)". */
export function secText(s: number): string {
  const w = words(IDX_WORDS);
  if (!Number.isFinite(s)) return w.noSec;
  const a = Math.abs(s);
  if (a < 10) return w.sec(fix(s, 1));
  if (a < 600) return w.sec(fmtInt(Math.round(s)));
  return w.secMin(fmtInt(Math.round(s)), fix(s / 60, 1));
}

/** Megabytes: "151 MB", "1.34 GB". */
export function mbText(mb: number): string {
  const w = words(IDX_WORDS);
  if (!Number.isFinite(mb)) return w.noMb;
  if (mb >= 1000) return w.gb(fix(mb / 1000, 2));
  return mb >= 10 ? w.mb(fmtInt(Math.round(mb))) : w.mb(fix(mb, 1));
}

export const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
