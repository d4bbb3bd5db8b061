/**
 * The trace tool's settings as a link keeps them, read and written
 * without the engine:
 *
 *   ?playground=trace&policy=lru,arc,opt&frames=100,1000&file=pg-trace.csv
 *   ?playground=trace&refs=1,2,3,4,1,2,5w,1,2,3,4,5
 *
 * `policy`: the policies to draw (all when absent); `frames`: the pool
 * sizes (log-spaced from 1 to every page when absent); `file`: the file
 * the curves came from (a trace is too big for a link: the link names
 * it, and the page asks for it); `refs`: a short pasted trace itself,
 * page ids with `w` for a write, so a small example travels whole. A bad
 * value is reported and replaced by its default; the rest still applies.
 */
import { words } from '../../../../kit/i18n/words';
import { TRACE_WORDS } from './trace.i18n';
import { quote } from '../../../../shell/state/urlState';

/** The policies a trace runs through, in the engine's order (`mrc::trace_policies`; tests/wasm checks the two agree). */
export const TRACE_POLICIES = ['fifo', 'lru', 'clock', 'clock_sweep', 'lru2', 'opt', '2q', 'arc'] as const;

/** The largest pool a link may ask for (the engine's bound on references too). */
export const MAX_FRAMES = 10_000_000;
/** At most this many pool sizes: each simulated point replays the whole trace. */
export const MAX_SIZES = 32;
/** The longest pasted trace a link carries whole. */
export const MAX_REFS_CHARS = 400;

export interface TraceSettings {
  policies: string[];
  /** null: the engine's sizes for the trace. */
  frames: number[] | null;
  file: string | null;
  refs: string | null;
}

export interface SettingProblem {
  field: string;
  message: string;
}

export const DEFAULT_SETTINGS: TraceSettings = { policies: [...TRACE_POLICIES], frames: null, file: null, refs: null };

const REFS = /^\d{1,20}[wr]?(,\d{1,20}[wr]?)*$/;
/** A file's name as a link may name it: no folders, nothing unprintable. */
function isFileName(v: string): boolean {
  return v.length >= 1 && v.length <= 120 && ![...v].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 32);
}

/** A value cut short and stripped of what a message should not echo (as the link's other values are). */
const shown = quote;

/** Pool sizes from a comma-separated list: whole numbers from 1 to MAX_FRAMES, sorted, each once. */
export function parseFrames(raw: string): { frames: number[] | null; bad: string | null } {
  const t = raw.trim();
  if (t === '') return { frames: null, bad: null };
  const out: number[] = [];
  for (const item of t.split(',')) {
    const s = item.trim();
    if (!/^\d{1,8}$/.test(s) || Number(s) < 1 || Number(s) > MAX_FRAMES) return { frames: null, bad: s };
    out.push(Number(s));
  }
  const frames = [...new Set(out)].sort((a, b) => a - b);
  if (frames.length > MAX_SIZES) return { frames: null, bad: `${frames.length}` };
  return { frames, bad: null };
}

export function readSettings(raw: Record<string, string>): { settings: TraceSettings; problems: SettingProblem[] } {
  const w = words(TRACE_WORDS);
  const problems: SettingProblem[] = [];
  const settings: TraceSettings = { ...DEFAULT_SETTINGS, policies: [...DEFAULT_SETTINGS.policies] };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'policy') {
      const asked = value.split(',').map((p) => p.trim().toLowerCase());
      const unknown = asked.filter((p) => !(TRACE_POLICIES as readonly string[]).includes(p));
      const known = TRACE_POLICIES.filter((p) => asked.includes(p));
      if (unknown.length > 0 || known.length === 0) {
        problems.push({ field: 'policy', message: w.badPolicy(shown(unknown[0] ?? value), TRACE_POLICIES.join(', ')) });
      }
      if (known.length > 0) settings.policies = [...known];
    } else if (key === 'frames') {
      const f = parseFrames(value);
      if (f.bad !== null) problems.push({ field: 'frames', message: w.badFrames(shown(f.bad), MAX_SIZES) });
      else settings.frames = f.frames;
    } else if (key === 'file') {
      if (isFileName(value)) settings.file = value;
      else problems.push({ field: 'file', message: w.badFile(shown(value)) });
    } else if (key === 'refs') {
      const v = value.trim().toLowerCase();
      if (v.length <= MAX_REFS_CHARS && REFS.test(v)) settings.refs = v;
      else problems.push({ field: 'refs', message: w.badRefs(shown(value), MAX_REFS_CHARS) });
    } else {
      problems.push({ field: '', message: w.unknownSetting(shown(key)) });
    }
  }
  if (settings.file !== null && settings.refs !== null) settings.file = null;
  return { settings, problems };
}

/** The link's keys for `s` (defaults left out). */
export function writeSettings(s: TraceSettings): Record<string, string> {
  const out: Record<string, string> = {};
  const all = TRACE_POLICIES.every((p) => s.policies.includes(p)) && s.policies.length === TRACE_POLICIES.length;
  if (!all) out.policy = TRACE_POLICIES.filter((p) => s.policies.includes(p)).join(',');
  if (s.frames !== null) out.frames = s.frames.join(',');
  if (s.refs !== null) out.refs = s.refs;
  else if (s.file !== null) out.file = s.file;
  return out;
}

/** A link's `refs` as the text form of a trace: a reference a line. */
export function refsToText(refs: string): string {
  return refs
    .split(',')
    .map((r) => (r.endsWith('w') ? `${r.slice(0, -1)} w` : r.replace(/r$/, '')))
    .join('\n');
}

/**
 * A pasted trace as a link's `refs`, when it is the text form (a page id
 * and maybe `r` or `w` a line, no comments) and short enough; else null.
 */
export function textToRefs(text: string): string | null {
  // Asked at every keystroke: a long trace (100,000 lines) is known too
  // long for the link by its digits alone, each kept in the refs, without
  // splitting it into lines (typing in it lagged 0.3-0.5 s a key).
  let digits = 0;
  for (let i = 0; i < text.length && digits <= MAX_REFS_CHARS; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  if (digits > MAX_REFS_CHARS) return null;
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const out: string[] = [];
  for (const l of lines) {
    const m = /^(\d{1,20})\s*([wWrR]?)$/.exec(l);
    if (!m) return null;
    out.push(m[1] + (m[2].toLowerCase() === 'w' ? 'w' : ''));
  }
  const refs = out.join(',');
  return refs !== '' && refs.length <= MAX_REFS_CHARS ? refs : null;
}

/** The same experiment as a command line (`pagelab trace`). */
export function cliLine(s: TraceSettings, file: string): string {
  const name = /^[\w.,@%+=:-]+$/.test(file) ? file : `'${file.replace(/'/g, `'\\''`)}'`;
  const parts = ['pagelab', 'trace', name];
  const all = s.policies.length === TRACE_POLICIES.length;
  if (!all) parts.push('--policy', TRACE_POLICIES.filter((p) => s.policies.includes(p)).join(','));
  if (s.frames !== null) parts.push('--frames', s.frames.join(','));
  parts.push('--json');
  return parts.join(' ');
}
