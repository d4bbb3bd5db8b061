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
import { pageNo, strategyWords, usText } from './words';
import type { Strategy } from '../../shell/engine/types';
import { words } from '../../kit/i18n/words';
import { NARRATE_WORDS } from './narrate.i18n';

type Ev<K extends LatchEvent['kind']> = Extract<LatchEvent, { kind: K }>;

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
  const w = words(NARRATE_WORDS);
  const threads = Number(params?.threads);
  const cores = Number(params?.cores);
  const rows = Number(params?.rows);
  const strategy = strategyWords()[params?.strategy as Strategy];
  const key = strategy ? w.clusteredOn(strategy.long) : '';
  if (!(threads > 0) || !(cores > 0) || !(rows > 0)) return w.zeroBare(key);
  return w.zero(threads, cores, rows, key);
}

function waitPhrase(s: StepSummary): string {
  const w = words(NARRATE_WORDS);
  if (s.waits.length === 0) return s.queued > 0 ? w.queuedOnly(s.queued) : w.noWait;
  const where = s.pages.length === 1 ? w.onePage(pageNo(s.pages[0])) : w.manyPages(s.pages.length);
  const who = w.waited(s.waits.length, where, usText(s.waitUs / s.waits.length));
  return s.convoy > 0 ? w.convoyTail(who, s.convoy) : who;
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly LatchEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const w = words(NARRATE_WORDS);
  const s = summarize(events);
  const d = s.done[s.done.length - 1];
  if (!d) return events.length === 0 ? w.quiet : w.noCommit(waitPhrase(s));
  const split = s.splits.length > 0 ? w.splitTail(s.splits.length) : '';
  return w.headline(fmtInt(d.session), fmtInt(d.key), pageNo(d.page), usText(d.latency_us), waitPhrase(s), split);
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly LatchEvent[], params?: Params): string {
  if (step === 0) return stepZero(params);
  const w = words(NARRATE_WORDS);
  const s = summarize(events);
  if (events.length === 0) return w.quiet;
  const parts: string[] = [];
  if (s.requests > 0) parts.push(w.requests(s.requests, s.queued));
  if (s.parks > 0) parts.push(w.parks(s.parks));
  if (s.throttles > 0) parts.push(w.throttles(s.throttles));
  if (s.waits.length > 0) {
    parts.push(w.waits(s.waits.length, usText(s.waitUs), usText(s.longestUs)) + (s.convoy > 0 ? w.convoy(s.convoy) : ''));
  }
  for (const e of s.splits) {
    parts.push(
      e.rows_moved > 0 ? w.splitMid(pageNo(e.page), e.rows_moved, pageNo(e.new_page)) : w.splitEnd(pageNo(e.page), pageNo(e.new_page)),
    );
  }
  for (const d of s.done) parts.push(w.committed(fmtInt(d.session), fmtInt(d.key), pageNo(d.page), usText(d.latency_us)));
  if (parts.length === 0) parts.push(w.noLatch);
  parts.push(countSentence(s));
  return parts.join(' ');
}

/** The step's counts, as the counters will move. */
export function countSentence(s: StepSummary): string {
  return words(NARRATE_WORDS).count(s.rows, s.waits.length, s.splits.length, s.midSplits, s.switches);
}

/** One sentence per event, for the step's event list. */
export function describeEvent(e: LatchEvent): string {
  const w = words(NARRATE_WORDS);
  const t = usText(e.t_us);
  switch (e.kind) {
    case 'session_run':
      return w.evRun(t, fmtInt(e.session), fmtInt(e.core), e.switched);
    case 'latch_request':
      return e.granted ? w.evTake(t, fmtInt(e.session), pageNo(e.page)) : w.evAsk(t, fmtInt(e.session), pageNo(e.page), e.queue);
    case 'latch_park':
      return w.evPark(t, fmtInt(e.session), pageNo(e.page));
    case 'latch_throttle':
      return w.evThrottle(t, fmtInt(e.session), fmtInt(e.core));
    case 'latch_grant':
      return w.evGrant(t, fmtInt(e.session), pageNo(e.page), usText(e.waited_us), e.on_cpu, e.queue);
    case 'latch_release':
      return w.evRelease(t, fmtInt(e.session), pageNo(e.page), usText(e.held_us), e.queue);
    case 'insert_split':
      return e.rows_moved > 0
        ? w.evSplitMid(t, pageNo(e.page), e.rows_moved, pageNo(e.new_page), e.waiters_moved)
        : w.evSplitEnd(t, pageNo(e.page), pageNo(e.new_page), e.waiters_moved);
    case 'insert_done':
      return w.evDone(t, fmtInt(e.session), fmtInt(e.key), pageNo(e.page), usText(e.latency_us));
  }
}
