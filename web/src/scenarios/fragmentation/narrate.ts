/**
 * Plain-words narration of a fragmentation step (one request of one of the
 * ten sessions completing), for the stage's headline, the aria-live region
 * and the event list. Pure: events in, text out. The step is first counted
 * (`summarize`: what the events say, nothing else); every number the
 * narration states comes from that count, and a test
 * (tests/wasm/fragmentation-narration.test.ts) checks it against the
 * engine's figures and the request's own totals, so the story cannot
 * contradict the picture or the counters.
 *
 * A step's events, in order: [Background] Request, Page × pages, [Archive],
 * Done. A request's pages were touched over several steps, in turn with
 * the other sessions'; they are told when it completes.
 */
import type { FragEvent, Found, RequestKind } from '../../shell/engine/types';
import { words } from '../../kit/i18n/words';
import { fmtInt, fmtNum } from '../../kit/text/format';
import {
  foundText,
  msWords,
  pageText,
  relWords,
  requestText,
  sessionText,
  type RelClass,
} from './words';
import { NARRATE_WORDS } from './narrate.i18n';

// Its own events: other scenarios have events of the same kinds ('page', 'done').
type Ev<K extends FragEvent['kind']> = Extract<FragEvent, { kind: K }>;

/** What one step did, counted from its events alone. */
export interface StepSummary {
  request: Ev<'request'> | null;
  done: Ev<'done'> | null;
  /** Requests completed (the step's one, or none). */
  requests: number;
  /** Page accesses of the request, by where each page was found. */
  pages: number;
  found: Record<Found, number>;
  /** Time the pages read from disk cost the session (its wait at the disks included). */
  diskMs: number;
  /** Accesses that changed their page. */
  writes: number;
  /** Page accesses by the family of their relation. */
  byClass: Record<RelClass, number>;
  /** Distinct pages of rows (the table's and the archive's) the request touched. */
  rowPages: number;
  /** Pages that left the pool for the request's pages, and of them the dirty ones (written first). */
  evicted: number;
  evictedDirty: number;
  /** Rows the archive move took (0: none in this step). */
  archived: number;
  /** Pages the background writer and a checkpoint wrote during the step. */
  bgwriter: number;
  checkpoint: number;
}

function emptyFound(): Record<Found, number> {
  return { pool: 0, file_cache: 0, disk: 0 };
}

export function summarize(events: readonly FragEvent[]): StepSummary {
  const s: StepSummary = {
    request: null,
    done: null,
    requests: 0,
    pages: 0,
    found: emptyFound(),
    diskMs: 0,
    writes: 0,
    byClass: { table: 0, index: 0, archive: 0 },
    rowPages: 0,
    evicted: 0,
    evictedDirty: 0,
    archived: 0,
    bgwriter: 0,
    checkpoint: 0,
  };
  const rowPages = new Set<string>();
  for (const e of events) {
    switch (e.kind) {
      case 'request':
        s.request = e;
        break;
      case 'page': {
        s.pages++;
        s.found[e.found]++;
        if (e.found === 'disk') s.diskMs += e.ms;
        if (e.write) s.writes++;
        const cls = relWords(e.rel).cls;
        s.byClass[cls]++;
        if (cls !== 'index') rowPages.add(`${e.rel}/${e.page}`);
        if (e.left) {
          s.evicted++;
          if (e.left.written) s.evictedDirty++;
        }
        break;
      }
      case 'archive':
        s.archived += e.rows;
        break;
      case 'background':
        s.bgwriter += e.bgwriter;
        s.checkpoint += e.checkpoint;
        break;
      case 'done':
        s.done = e;
        s.requests++;
        break;
    }
  }
  s.rowPages = rowPages.size;
  return s;
}

/** The request in a phrase: "select all of customer 117", "insert of row 21,034 (customer 12)". */
export function requestPhrase(kind: RequestKind, customer: number | null, row: number | null): string {
  const w = words(NARRATE_WORDS).phrase;
  const what = requestText(kind);
  switch (kind) {
    case 'insert':
      return w.insert(what, fmtInt(row ?? 0), customer === null ? null : fmtInt(customer));
    case 'update':
    case 'select_one':
      return w[kind](what, fmtInt(row ?? 0));
    case 'select_hour':
    case 'select_all':
      return w[kind](what, fmtInt(customer ?? 0));
  }
}

/** What the session asks for, in a sentence's words ("asks for every row of customer 117, by time"). */
function asksFor(kind: RequestKind, customer: number | null, row: number | null): string {
  const w = words(NARRATE_WORDS).asks;
  const c = fmtInt(customer ?? 0);
  const r = fmtInt(row ?? 0);
  switch (kind) {
    case 'insert':
      return w.insert(r, c);
    case 'update':
    case 'select_one':
      return w[kind](r);
    case 'select_hour':
    case 'select_all':
      return w[kind](c);
  }
}

function stepZero(params?: Record<string, string>): string {
  const w = words(NARRATE_WORDS);
  const rows = Number(params?.start_rows);
  const sessions = Number(params?.sessions);
  if (!(rows >= 0) || !(sessions > 0)) return w.stepZeroDefault;
  return w.stepZero(rows, sessions);
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly FragEvent[], params?: Record<string, string>): string {
  if (step === 0) return stepZero(params);
  const w = words(NARRATE_WORDS);
  const s = summarize(events);
  if (!s.done) return w.quiet;
  const d = s.done;
  const req = s.request;
  const who = `${sessionText(d.session)}, ${requestPhrase(d.request, req?.customer ?? null, req?.row ?? null)}`;
  // The time first: on a phone two lines hold about this much.
  return w.headline(who, msWords(d.ms), s.pages, s.found.disk, s.archived);
}

/** "8 index pages and 82 table pages". */
function classList(s: StepSummary): string {
  const w = words(NARRATE_WORDS);
  const parts = (['archive', 'table', 'index'] as const).filter((c) => s.byClass[c] > 0).map((c) => w.classPages[c](s.byClass[c]));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')}${w.and}${parts[parts.length - 1]}`;
}

/** Where the pages were found, in a sentence. */
function foundSentence(s: StepSummary): string {
  if (s.pages === 0) return '';
  return words(NARRATE_WORDS).found(s.found.pool, s.found.file_cache, s.found.disk, msWords(s.diskMs));
}

function leftSentence(s: StepSummary): string {
  const w = words(NARRATE_WORDS);
  if (s.evicted === 0) return s.pages > 0 ? w.noneLeft : '';
  return w.left(s.evicted, s.evictedDirty);
}

/** Rows a page: what fragmentation costs a customer's statement. */
function densitySentence(s: StepSummary): string {
  const d = s.done;
  if (!d || s.rowPages === 0 || (d.request !== 'select_all' && d.request !== 'select_hour') || d.rows === 0) return '';
  return words(NARRATE_WORDS).density(d.rows, s.rowPages, fmtNum(d.rows / s.rowPages));
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly FragEvent[], params?: Record<string, string>): string {
  if (step === 0) return stepZero(params);
  const w = words(NARRATE_WORDS);
  const s = summarize(events);
  if (!s.done) return w.quiet;
  const d = s.done;
  const req = s.request;
  const parts = [
    w.request(sessionText(d.session), asksFor(d.request, req?.customer ?? null, req?.row ?? null)),
    s.pages === 0 ? w.touchesNone : w.touched(s.pages, classList(s)),
    densitySentence(s),
    foundSentence(s),
    leftSentence(s),
  ];
  if (s.archived > 0) parts.push(w.archived(s.archived));
  if (s.bgwriter + s.checkpoint > 0) parts.push(w.meanwhile(backgroundClause(s.bgwriter, s.checkpoint)));
  if (d.commit_ms > 0) parts.push(w.commit(msWords(d.commit_ms)));
  // Under 5 µs (a hit's own work) a wait for a core is not worth a sentence.
  if (d.cpu_wait_ms >= 0.005) parts.push(w.cores(msWords(d.cpu_wait_ms)));
  parts.push(w.took(msWords(d.ms)));
  parts.push(w.thisStep(s.requests, s.pages, s.found.disk));
  return parts.filter((x) => x.length > 0).join(' ');
}

/** What the background writer and a checkpoint wrote, as a clause. */
function backgroundClause(bgwriter: number, checkpoint: number): string {
  const w = words(NARRATE_WORDS);
  const parts: string[] = [];
  if (bgwriter > 0) parts.push(w.bgwriter(bgwriter));
  if (checkpoint > 0) parts.push(w.checkpoint(checkpoint));
  return parts.join(w.and);
}

/** One sentence per event, for the step's event list. */
export function describeEvent(e: FragEvent): string {
  const w = words(NARRATE_WORDS);
  switch (e.kind) {
    case 'request':
      return w.request(sessionText(e.session), asksFor(e.request, e.customer, e.row));
    case 'page': {
      const page = `${capitalize(pageText(e.rel, e.page))}${e.write ? w.toChange : ''}`;
      return e.left
        ? w.pageLeft(page, foundText(e.found), pageText(e.left.rel, e.left.page), e.left.written, msWords(e.ms))
        : w.page(page, foundText(e.found), msWords(e.ms));
    }
    case 'archive':
      return w.archive(e.rows);
    case 'background':
      return capitalize(w.background(backgroundClause(e.bgwriter, e.checkpoint)));
    case 'done':
      return w.done(sessionText(e.session), requestText(e.request), e.pages, e.disk_reads, e.rows, msWords(e.ms));
    default:
      return w.unknown;
  }
}

/** A run of page accesses played as one beat (a step with thousands: the archive move). */
export function describeEvents(events: readonly FragEvent[]): string {
  if (events.length === 1) return describeEvent(events[0]);
  const s = summarize(events);
  if (s.pages !== events.length) return events.map(describeEvent).join(' ');
  return capitalize(
    words(NARRATE_WORDS).pagesBeat(
      s.pages,
      classList(s),
      s.writes,
      s.found.pool,
      s.found.file_cache,
      s.found.disk,
      s.evicted,
      s.evictedDirty,
    ),
  );
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
