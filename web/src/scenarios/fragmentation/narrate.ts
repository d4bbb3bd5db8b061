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
import { fmtInt, fmtNum, msText } from '../../kit/text/format';
import {
  foundText,
  pageText,
  relWords,
  requestText,
  sessionText,
  type RelClass,
} from './words';

// Its own events: other scenarios have events of the same kinds ('page', 'done').
type Ev<K extends FragEvent['kind']> = Extract<FragEvent, { kind: K }>;

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;

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
  const what = requestText(kind);
  switch (kind) {
    case 'insert':
      return `${what} of row ${fmtInt(row ?? 0)}${customer === null ? '' : ` (customer ${fmtInt(customer)})`}`;
    case 'update':
    case 'select_one':
      return `${what} of row ${fmtInt(row ?? 0)}`;
    case 'select_hour':
    case 'select_all':
      return `${what} of customer ${fmtInt(customer ?? 0)}`;
  }
}

/** What the session asks for, in a sentence's words ("asks for every row of customer 117, by time"). */
function asksFor(kind: RequestKind, customer: number | null, row: number | null): string {
  const c = fmtInt(customer ?? 0);
  const r = fmtInt(row ?? 0);
  switch (kind) {
    case 'insert':
      return `inserts row ${r}, a payment of customer ${c}`;
    case 'update':
      return `updates row ${r}, a payment of the last hour, found by its id`;
    case 'select_one':
      return `reads row ${r}, a payment of the last hour, by its id`;
    case 'select_hour':
      return `reads customer ${c}’s payments of the last hour, by time (select hour)`;
    case 'select_all':
      return `reads every payment of customer ${c}, by time (select all)`;
  }
}

const STEP_ZERO = 'Step 0: the table holds its first rows; ten sessions are about to run the mix.';

function stepZero(params?: Record<string, string>): string {
  const rows = Number(params?.start_rows);
  const sessions = Number(params?.sessions);
  if (!(rows >= 0) || !(sessions > 0)) return STEP_ZERO;
  return `Step 0: the table holds ${plural(rows, 'row')}; ${fmtInt(sessions)} sessions are about to run the mix.`;
}

const QUIET = 'No request completed in this step: the table grew by one row between measurement windows.';

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly FragEvent[], params?: Record<string, string>): string {
  if (step === 0) return stepZero(params);
  const s = summarize(events);
  if (!s.done) return QUIET;
  const d = s.done;
  const req = s.request;
  const who = `${sessionText(d.session)}, ${requestPhrase(d.request, req?.customer ?? null, req?.row ?? null)}`;
  const moved = s.archived > 0 ? `; ${plural(s.archived, 'row')} moved to the archive` : '';
  // The time first: on a phone two lines hold about this much.
  return `${who}: ${msText(d.ms)}, ${plural(s.pages, 'page')}, ${fmtInt(s.found.disk)} from disk${moved}.`;
}

/** "8 index pages and 82 table pages". */
function classList(s: StepSummary): string {
  const parts = (['archive', 'table', 'index'] as const)
    .filter((c) => s.byClass[c] > 0)
    .map((c) => plural(s.byClass[c], `${c} page`));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Where the pages were found, in a sentence. */
function foundSentence(s: StepSummary): string {
  if (s.pages === 0) return '';
  const disk =
    s.found.disk === 0
      ? 'none read from disk'
      : `${fmtInt(s.found.disk)} read from disk (${msText(s.diskMs)} waiting for the disks and reading)`;
  return `${fmtInt(s.found.pool)} ${s.found.pool === 1 ? 'was' : 'were'} found in the pool, ${fmtInt(
    s.found.file_cache,
  )} copied from the file cache, ${disk}.`;
}

function leftSentence(s: StepSummary): string {
  if (s.evicted === 0) return s.pages > 0 ? 'No page had to leave the pool for them.' : '';
  const dirty =
    s.evictedDirty === 0
      ? 'none was dirty'
      : `${fmtInt(s.evictedDirty)} ${s.evictedDirty === 1 ? 'was' : 'were'} dirty and written first`;
  return `${plural(s.evicted, 'page')} left the pool to make room; ${dirty}.`;
}

/** Rows a page: what fragmentation costs a customer's statement. */
function densitySentence(s: StepSummary): string {
  const d = s.done;
  if (!d || s.rowPages === 0 || (d.request !== 'select_all' && d.request !== 'select_hour') || d.rows === 0) return '';
  return `Its ${plural(d.rows, 'row')} lay on ${plural(s.rowPages, 'page')} of rows: ${fmtNum(
    d.rows / s.rowPages,
  )} rows a page.`;
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly FragEvent[], params?: Record<string, string>): string {
  if (step === 0) return stepZero(params);
  const s = summarize(events);
  if (!s.done) return QUIET;
  const d = s.done;
  const req = s.request;
  const parts = [
    `${sessionText(d.session)} ${asksFor(d.request, req?.customer ?? null, req?.row ?? null)}.`,
    s.pages === 0 ? 'It touches no page.' : `It touched ${plural(s.pages, 'page')}: ${classList(s)}.`,
    densitySentence(s),
    foundSentence(s),
    leftSentence(s),
  ];
  if (s.archived > 0) {
    parts.push(
      `The insert filled the current table’s tail: its oldest ${plural(s.archived, 'row')} moved to the archive, sorted by customer.`,
    );
  }
  if (s.bgwriter + s.checkpoint > 0) parts.push(backgroundSentence(s.bgwriter, s.checkpoint));
  parts.push(`It took ${msText(d.ms)}, its turns at the disks behind the other sessions included.`);
  parts.push(
    `This step: ${plural(s.requests, 'request')} done, ${plural(s.pages, 'page')}, ${plural(s.found.disk, 'disk read')}.`,
  );
  return parts.filter((x) => x.length > 0).join(' ');
}

function backgroundSentence(bgwriter: number, checkpoint: number): string {
  const parts: string[] = [];
  if (bgwriter > 0) parts.push(`the background writer wrote ${plural(bgwriter, 'dirty page')}`);
  if (checkpoint > 0) parts.push(`a checkpoint wrote ${plural(checkpoint, 'dirty page')}`);
  return `Meanwhile ${parts.join(' and ')} (they stay in the pool, clean).`;
}

/** One sentence per event, for the step's event list. */
export function describeEvent(e: FragEvent): string {
  switch (e.kind) {
    case 'request':
      return `${sessionText(e.session)} ${asksFor(e.request, e.customer, e.row)}.`;
    case 'page': {
      const what = `${capitalize(pageText(e.rel, e.page))}${e.write ? ', to change it' : ''}: ${foundText(e.found)}`;
      const left = e.left
        ? `; ${pageText(e.left.rel, e.left.page)} left the pool for it${e.left.written ? ', dirty: written first' : ''}`
        : '';
      return `${what}${left} (${msText(e.ms)}).`;
    }
    case 'archive':
      return `The current table’s oldest ${plural(e.rows, 'row')} move to the archive, sorted by customer.`;
    case 'background':
      return `${capitalize(backgroundSentence(e.bgwriter, e.checkpoint).replace(/^Meanwhile /, ''))}`;
    case 'done':
      return `${sessionText(e.session)}’s ${requestText(e.request)} is done: ${plural(e.pages, 'page')}, ${fmtInt(
        e.disk_reads,
      )} read from disk, ${plural(e.rows, 'row')}, ${msText(e.ms)}.`;
    default:
      return 'An engine event this page does not know how to describe.';
  }
}

/** A run of page accesses played as one beat (a step with thousands: the archive move). */
export function describeEvents(events: readonly FragEvent[]): string {
  if (events.length === 1) return describeEvent(events[0]);
  const s = summarize(events);
  if (s.pages !== events.length) return events.map(describeEvent).join(' ');
  const left = s.evicted === 0 ? '' : `; ${plural(s.evicted, 'page')} left the pool (${fmtInt(s.evictedDirty)} written first)`;
  return `${capitalize(plural(s.pages, 'page'))} (${classList(s)}${s.writes > 0 ? `, ${fmtInt(s.writes)} changed` : ''}): ${fmtInt(
    s.found.pool,
  )} in the pool, ${fmtInt(s.found.file_cache)} from the file cache, ${fmtInt(s.found.disk)} from disk${left}.`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
