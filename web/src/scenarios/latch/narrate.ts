/**
 * Plain-words narration of a latch step (everything between two inserts
 * committing), for the stage's headline, the aria-live region and the
 * event list. Pure: events in, text out. The step is first counted
 * (`summarize`: what its events say, nothing else); every number the
 * narration states comes from that count, and a test
 * (tests/wasm/latch-narration.test.ts) checks it against the change in
 * the engine's figures, so the story cannot contradict the counters.
 *
 * A step's events, in time order: session_run (a session starts on a
 * core), latch_request (granted at once, or queued), latch_park (its spin
 * over), latch_throttle (OPTIMIZE_FOR_SEQUENTIAL_KEY), latch_grant (after
 * a wait; on_cpu false: it must wait for its core), insert_split,
 * latch_release, and last insert_done (the commit that ends the step).
 */
import type { LatchEvent, Params } from '../../shell/engine/types';
import { fmtInt } from '../../kit/text/format';
import { pageText, sessionText, STRATEGY_WORDS, usText } from './words';
import type { Strategy } from '../../shell/engine/types';

type Ev<K extends LatchEvent['kind']> = Extract<LatchEvent, { kind: K }>;

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;

/** What one step did, counted from its events alone. */
export interface StepSummary {
  /** The commits (one a step, but the last step may have none). */
  done: Ev<'insert_done'>[];
  rows: number;
  /** Latch requests, those granted at once, those queued. */
  requests: number;
  queued: number;
  /** Waits that ended in a grant (SQL Server's PAGELATCH_EX waits), their µs, the longest. */
  waits: Ev<'latch_grant'>[];
  waitUs: number;
  longestUs: number;
  /** Grants to a session off its core: it holds the latch and waits for the core (the convoy). */
  convoy: number;
  /** Spins that ended in a park. */
  parks: number;
  /** Sessions held back by OPTIMIZE_FOR_SEQUENTIAL_KEY. */
  throttles: number;
  /** Leaf splits, and those mid-page (rows moved). */
  splits: Ev<'insert_split'>[];
  midSplits: number;
  releases: number;
  /** Cores that changed session. */
  switches: number;
  /** Pages waited on in this step (granted after a wait), in order of first wait. */
  pages: number[];
}

export function summarize(events: readonly LatchEvent[]): StepSummary {
  const s: StepSummary = {
    done: [],
    rows: 0,
    requests: 0,
    queued: 0,
    waits: [],
    waitUs: 0,
    longestUs: 0,
    convoy: 0,
    parks: 0,
    throttles: 0,
    splits: [],
    midSplits: 0,
    releases: 0,
    switches: 0,
    pages: [],
  };
  for (const e of events) {
    switch (e.kind) {
      case 'session_run':
        if (e.switched) s.switches++;
        break;
      case 'latch_request':
        s.requests++;
        if (!e.granted) s.queued++;
        break;
      case 'latch_park':
        s.parks++;
        break;
      case 'latch_throttle':
        s.throttles++;
        break;
      case 'latch_grant':
        s.waits.push(e);
        s.waitUs += e.waited_us;
        s.longestUs = Math.max(s.longestUs, e.waited_us);
        if (!e.on_cpu) s.convoy++;
        if (!s.pages.includes(e.page)) s.pages.push(e.page);
        break;
      case 'latch_release':
        s.releases++;
        break;
      case 'insert_split':
        s.splits.push(e);
        if (e.rows_moved > 0) s.midSplits++;
        break;
      case 'insert_done':
        s.done.push(e);
        s.rows++;
        break;
    }
  }
  return s;
}

/** Step 0: the sessions, the cores, the rows and the key. */
export function stepZero(params?: Params): string {
  const threads = Number(params?.threads);
  const cores = Number(params?.cores);
  const rows = Number(params?.rows);
  const strategy = STRATEGY_WORDS[params?.strategy as Strategy];
  const key = strategy ? `, clustered on ${strategy.long}` : '';
  if (!(threads > 0) || !(cores > 0) || !(rows > 0)) return `Step 0: the sessions are about to insert into an empty table${key}.`;
  return `Step 0: ${plural(threads, 'session')} on ${plural(cores, 'core')} are about to insert ${plural(rows, 'row')} into an empty table${key}.`;
}

const QUIET = 'Nothing happened in this step.';

function waitPhrase(s: StepSummary): string {
  if (s.waits.length === 0) return s.queued > 0 ? `${plural(s.queued, 'session')} queued for a latch, not granted yet` : 'no session waited for a latch';
  const where = s.pages.length === 1 ? `${pageText(s.pages[0])}’s latch` : `the latches of ${plural(s.pages.length, 'page')}`;
  const who = `${plural(s.waits.length, 'session')} waited for ${where} (PAGELATCH_EX, ${usText(s.waitUs / s.waits.length)} on average)`;
  return s.convoy > 0 ? `${who}, ${fmtInt(s.convoy)} granted it off its core (the convoy)` : who;
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly LatchEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const s = summarize(events);
  const d = s.done[s.done.length - 1];
  if (!d) return events.length === 0 ? QUIET : `No insert committed; ${waitPhrase(s)}.`;
  const split = s.splits.length > 0 ? `; ${plural(s.splits.length, 'page split', 'page splits')}` : '';
  return `${cap(sessionText(d.session))} committed key ${fmtInt(d.key)} on ${pageText(d.page)} (${usText(d.latency_us)}); ${waitPhrase(s)}${split}.`;
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly LatchEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const s = summarize(events);
  if (events.length === 0) return QUIET;
  const parts: string[] = [];
  if (s.requests > 0) {
    parts.push(
      `${plural(s.requests, 'latch request')} for a leaf page, exclusive: ${fmtInt(s.requests - s.queued)} granted at once, ${fmtInt(s.queued)} queued behind the holder.`,
    );
  }
  if (s.parks > 0) parts.push(`${plural(s.parks, 'session')} spun on its core, then parked in the page’s queue: a PAGELATCH_EX wait.`);
  if (s.throttles > 0) {
    parts.push(`OPTIMIZE_FOR_SEQUENTIAL_KEY held ${plural(s.throttles, 'session')} back: another of its core’s sessions was already in line.`);
  }
  if (s.waits.length > 0) {
    parts.push(
      `${plural(s.waits.length, 'wait')} ended in a grant, ${usText(s.waitUs)} in all, the longest ${usText(s.longestUs)}.` +
        (s.convoy > 0 ? ` ${plural(s.convoy, 'session was', 'sessions were')} handed the latch while off its core: it holds the page and waits for its core (the convoy).` : ''),
    );
  }
  for (const e of s.splits) {
    parts.push(
      e.rows_moved > 0
        ? `${cap(pageText(e.page))} was full: a mid-page split moved ${plural(e.rows_moved, 'row')} to ${pageText(e.new_page)}, latched too.`
        : `${cap(pageText(e.page))} was full: the row past the last key started ${pageText(e.new_page)}, latched too.`,
    );
  }
  for (const d of s.done) {
    parts.push(`${cap(sessionText(d.session))} committed key ${fmtInt(d.key)} on ${pageText(d.page)}, ${usText(d.latency_us)} after it started.`);
  }
  if (parts.length === 0) parts.push('Sessions ran on their cores; none reached a latch.');
  parts.push(countSentence(s));
  return parts.join(' ');
}

/** The step's counts, as the counters will move. */
export function countSentence(s: StepSummary): string {
  return (
    `This step: ${plural(s.rows, 'row')} committed, ${plural(s.waits.length, 'latch wait')}, ` +
    `${plural(s.splits.length, 'page split')} (${fmtInt(s.midSplits)} mid-page), ${plural(s.switches, 'context switch', 'context switches')}.`
  );
}

/** One sentence per event, for the step's event list. */
export function describeEvent(e: LatchEvent): string {
  const at = `At ${usText(e.t_us)}`;
  switch (e.kind) {
    case 'session_run':
      return `${at}, ${sessionText(e.session)} runs on core ${fmtInt(e.core)}${e.switched ? ' (a context switch)' : ''}.`;
    case 'latch_request':
      return e.granted
        ? `${at}, ${sessionText(e.session)} takes ${pageText(e.page)}’s latch (EX) at once.`
        : `${at}, ${sessionText(e.session)} asks for ${pageText(e.page)}’s latch (EX): held, ${plural(e.queue, 'session')} already queued; it spins.`;
    case 'latch_park':
      return `${at}, ${sessionText(e.session)} stops spinning and parks in ${pageText(e.page)}’s queue: PAGELATCH_EX.`;
    case 'latch_throttle':
      return `${at}, OPTIMIZE_FOR_SEQUENTIAL_KEY holds ${sessionText(e.session)} back: core ${fmtInt(e.core)} already has a session in line.`;
    case 'latch_grant':
      return `${at}, ${sessionText(e.session)} is granted ${pageText(e.page)}’s latch after ${usText(e.waited_us)}${e.on_cpu ? '' : ', but it must wait for its core (the convoy)'}; ${plural(e.queue, 'session')} still queued.`;
    case 'latch_release':
      return `${at}, ${sessionText(e.session)} releases ${pageText(e.page)}’s latch after holding it ${usText(e.held_us)}; ${plural(e.queue, 'session')} queued.`;
    case 'insert_split':
      return e.rows_moved > 0
        ? `${at}, ${pageText(e.page)} splits mid-page: ${plural(e.rows_moved, 'row')} move to ${pageText(e.new_page)}${e.waiters_moved > 0 ? `; ${plural(e.waiters_moved, 'waiting session')} will each take the old page once more, find it split and move on` : ''}.`
        : `${at}, ${pageText(e.page)} is full: the row past the last key starts ${pageText(e.new_page)}${e.waiters_moved > 0 ? `; ${plural(e.waiters_moved, 'waiting session')} will each take the full page once more, find it split and move on` : ''}.`;
    case 'insert_done':
      return `${at}, ${sessionText(e.session)} commits key ${fmtInt(e.key)} on ${pageText(e.page)}, ${usText(e.latency_us)} after it started.`;
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
