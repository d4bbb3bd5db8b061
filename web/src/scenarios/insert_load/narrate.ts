/**
 * Plain-words narration of an insert load's step, for the stage's headline,
 * the aria-live region and the event list. Pure: events in, text out. The
 * step is first counted (`summarize`: what the events say, nothing else);
 * every number the narration states comes from that count, and a test
 * (tests/wasm/narration.test.ts) checks that the count equals the step's
 * figures, so the story cannot contradict the picture or the counters.
 */
import type { EventOf, RowKey, ScenarioEvent } from '../../shell/engine/types';
import { fmtInt } from '../../kit/text/format';
import { words } from '../../kit/i18n/words';
import { NARRATE_WORDS } from './narrate.i18n';

type SimEvent = ScenarioEvent;

export function keyText(k: RowKey): string {
  return words(NARRATE_WORDS).keyText(fmtInt(k.instrument), fmtInt(k.date), fmtInt(k.source));
}

/** One sentence per event, for the step's event list. */
export function describeEvent(e: SimEvent): string {
  const v = words(NARRATE_WORDS).ev;
  switch (e.kind) {
    case 'descend':
      return e.level === 0 ? v.reachLeaf(`${e.page}`) : v.readIndex(`${e.page}`, `${e.level}`);
    case 'page_full':
      return v.pageFull(`${e.page}`, fmtInt(e.free_bytes), fmtInt(e.need_bytes));
    case 'leaf_split':
      return e.policy === 'insertion_point'
        ? v.cutInsertion(`${e.page}`)
        : e.extends_group
          ? v.cutMid(`${e.page}`)
          : v.cutMidNoAsc(`${e.page}`);
    case 'allocate':
      return e.level === 0 ? v.allocLeaf(`${e.page}`) : v.allocIndex(`${e.page}`, `${e.level}`);
    case 'move_rows':
      return e.count === 0 ? v.moveNone(`${e.from}`, `${e.to}`) : v.moveRows(e.count, e.level === 0, `${e.from}`, `${e.to}`);
    case 'insert_row':
      return v.insertRow(keyText(e.key), `${e.page}`, `${e.slot}`);
    case 'separator':
      return v.separator(`${e.page}`, `${e.level}`, `${e.child}`, keyText(e.key));
    case 'new_root':
      return v.newRoot(`${e.page}`, `${e.level + 1}`);
    case 'nc_rid_update':
      return v.ridUpdate(e.rows, e.indexes, fmtInt(e.rows * e.indexes));
    case 'nc_insert':
      return v.ncInsert(e.indexes);
    case 'log':
      return v.log(e.record, fmtInt(e.bytes));
    case 'log_flush':
      return v.logFlush(e.forced, fmtInt(e.bytes), e.writes);
    case 'ascending_mode_ends':
      return v.ascEnds(keyText(e.key), keyText(e.previous));
    case 'end_of_page_allocation':
      return v.endOfPage(`${e.page}`, `${e.new_page}`);
    case 'deferred_split':
      return e.repeated ? v.deferredAgain(`${e.page}`) : v.deferred(`${e.page}`);
    case 'append':
      return v.append(`${e.page}`);
    case 'duplicate':
      return v.duplicate(keyText(e.key));
    case 'read_row':
      return v.readRow(keyText(e.key), `${e.page}`, `${e.slot}`);
    case 'update_row':
      return v.updateRow(keyText(e.key), `${e.page}`, `${e.slot}`);
    case 'delete_row':
      return v.deleteRow(keyText(e.key), `${e.page}`, `${e.slot}`);
    case 'missing':
      return v.missing(keyText(e.key));
    case 'scan_leaf':
      return v.scanLeaf(e.rows, `${e.page}`);
    case 'free_page':
      return v.freePage(`${e.page}`, e.level);
    case 'root_shrinks':
      return v.rootShrinks(`${e.page}`);
    case 'statement':
      return v.statement(`${e.number}`, e.text);
    case 'pool_read':
      return v.poolRead(`${e.page}`, `${e.frame}`, e.evicted === null || e.evicted === undefined ? null : `${e.evicted}`, e.written);
    case 'pool_reads_more':
      return v.poolReadsMore(e.reads, e.written);
    case 'scanned':
      return v.scanned(fmtInt(e.rows), fmtInt(e.leaves));
    case 'table_checkpoint':
      return v.checkpoint(e.pages);
    case 'rebuild':
      return v.rebuild(fmtInt(e.pages_before), fmtInt(e.pages_after), `${e.fillfactor}`);
    default:
      return words(NARRATE_WORDS).unknownEvent;
  }
}

function first<K extends SimEvent['kind']>(events: readonly SimEvent[], kind: K): EventOf<K> | undefined {
  return events.find((e): e is EventOf<K> => e.kind === kind);
}
function all<K extends SimEvent['kind']>(events: readonly SimEvent[], kind: K): EventOf<K>[] {
  return events.filter((e): e is EventOf<K> => e.kind === kind);
}

/** What one step did, counted from its events alone. */
export interface StepSummary {
  key: RowKey | null;
  duplicate: boolean;
  /** Where the row went (page, slot), or the heap page it was appended to. */
  landed: { page: number; slot: number | null } | null;
  heap: boolean;
  /** The full page the row met, if any. */
  full: EventOf<'page_full'> | null;
  /** How that page was cut (absent for a heap or a page allocation). */
  cut: EventOf<'leaf_split'> | null;
  /** The new data page, if one was made. */
  newPage: number | null;
  endOfPage: boolean;
  deferred: EventOf<'deferred_split'> | null;
  /** sp_sysmon's "Page Splits" of this step: data, index and deferred. */
  pageSplits: number;
  leafSplits: number;
  indexSplits: number;
  deferredSplits: number;
  rowsMoved: number;
  pagesAllocated: number;
  ridUpdates: number;
  ridRows: number;
  ncIndexes: number;
  ncEntries: number;
  separators: EventOf<'separator'>[];
  newLevels: number;
  logRecords: number;
  logBytes: number;
  logKinds: string[];
  logWrites: number;
  forcedFlushes: number;
  /** Ascending-insert mode: the RID changes rode the user log cache. */
  ascendingMode: boolean;
  ascendingModeEnds: boolean;
  insertedRows: number;
}

export function summarize(events: readonly SimEvent[]): StepSummary {
  const ins = first(events, 'insert_row');
  const dup = first(events, 'duplicate');
  const append = first(events, 'append');
  const deferred = first(events, 'deferred_split') ?? null;
  const eop = first(events, 'end_of_page_allocation');
  const leafSplits = all(events, 'leaf_split');
  const allocs = all(events, 'allocate');
  const rid = first(events, 'nc_rid_update');
  const nc = first(events, 'nc_insert');
  const logs = all(events, 'log');
  const flushes = all(events, 'log_flush');
  const indexSplits = allocs.filter((a) => a.level > 0).length;
  const deferredSplits = all(events, 'deferred_split').length;
  // A cut data page is counted as a split only in the transaction (not a
  // data-only-locking split, the housekeeper's) and not when nothing moved
  // (an end-of-page allocation).
  const counted = deferred || eop ? 0 : leafSplits.length;
  const leafAlloc = allocs.find((a) => a.level === 0);
  return {
    key: ins?.key ?? dup?.key ?? null,
    duplicate: dup !== undefined,
    landed: ins ? { page: ins.page, slot: ins.slot } : append ? { page: append.page, slot: null } : null,
    heap: append !== undefined,
    full: first(events, 'page_full') ?? null,
    cut: eop ? null : (leafSplits[0] ?? null),
    newPage: leafAlloc?.page ?? null,
    endOfPage: eop !== undefined,
    deferred,
    pageSplits: counted + indexSplits + deferredSplits,
    leafSplits: counted,
    indexSplits,
    deferredSplits,
    rowsMoved: all(events, 'move_rows')
      .filter((m) => m.level === 0)
      .reduce((s, m) => s + m.count, 0),
    pagesAllocated: allocs.length + all(events, 'new_root').length,
    ridUpdates: rid ? rid.rows * rid.indexes : 0,
    ridRows: rid?.rows ?? 0,
    ncIndexes: rid?.indexes ?? nc?.indexes ?? 0,
    ncEntries: nc?.indexes ?? 0,
    separators: all(events, 'separator'),
    newLevels: all(events, 'new_root').length,
    logRecords: logs.length,
    logBytes: logs.reduce((s, l) => s + l.bytes, 0),
    logKinds: [...new Set(logs.map((l) => l.record))],
    logWrites: flushes.reduce((s, f) => s + f.writes, 0),
    forcedFlushes: flushes.filter((f) => f.forced && f.bytes > 0).length,
    ascendingMode: rid !== undefined && rid.rows > 0 && !rid.forces_log,
    ascendingModeEnds: first(events, 'ascending_mode_ends') !== undefined,
    insertedRows: ins || append ? 1 : 0,
  };
}

export interface NarrationContext {
  /** The sim's split policy ('mid' | 'insertion_point'), if it has one. */
  splitPolicy?: string;
}

function cutText(s: StepSummary, ctx: NarrationContext): string {
  const c = words(NARRATE_WORDS).cut;
  const cut = s.cut;
  if (!cut) return c.split;
  if (cut.policy === 'insertion_point') return c.insertion;
  return ctx.splitPolicy === 'insertion_point' && !cut.extends_group ? c.midNoAsc : c.mid;
}

/** What the step did to the pages, in a clause. */
function pageClause(s: StepSummary, ctx: NarrationContext): string {
  const c = words(NARRATE_WORDS).clause;
  if (s.heap) {
    return s.newPage !== null ? c.heapNew(`${s.newPage}`) : c.heapAppend(`${s.landed?.page}`);
  }
  if (!s.full) {
    if (s.deferred?.repeated) {
      return c.queuedAgain(`${s.deferred.page}`);
    }
    return c.room(`${s.landed?.page}`, `${s.landed?.slot}`);
  }
  if (s.endOfPage) {
    return c.endOfPage(`${s.full.page}`, `${s.newPage}`);
  }
  const moved =
    s.rowsMoved > 0 ? c.moved(s.rowsMoved, `${s.newPage}`) : s.newPage !== null ? c.startsNew(`${s.newPage}`) : c.noneMove;
  if (s.deferred) {
    return c.deferred(`${s.full.page}`, moved);
  }
  return c.split(`${s.full.page}`, cutText(s, ctx), moved);
}

/**
 * A step of the user's own statements that is not an insert (an update,
 * a delete, a read, a scan, a checkpoint, a rebuild), in one sentence;
 * null for an insert. Its statement's first step names the statement, and
 * the pool's reads from disk follow.
 */
function workSentence(step: number, events: readonly SimEvent[]): string | null {
  const w = words(NARRATE_WORDS).work;
  const rebuild = first(events, 'rebuild');
  const checkpoint = first(events, 'table_checkpoint');
  const scanned = first(events, 'scanned');
  const updated = first(events, 'update_row');
  const deleted = first(events, 'delete_row');
  const read = first(events, 'read_row');
  const missing = first(events, 'missing');
  const what = rebuild
    ? w.rebuild(fmtInt(rebuild.pages_before), fmtInt(rebuild.pages_after), `${rebuild.fillfactor}`)
    : checkpoint
      ? w.checkpoint(checkpoint.pages)
      : scanned
        ? w.scanned(fmtInt(scanned.rows), fmtInt(scanned.leaves))
        : updated
          ? w.updated(keyText(updated.key), `${updated.page}`)
          : deleted
            ? w.deleted(keyText(deleted.key), `${deleted.page}`)
            : read
              ? w.read(keyText(read.key), `${read.page}`)
              : missing
                ? w.missing(keyText(missing.key))
                : null;
  if (what === null) return null;
  const statement = first(events, 'statement');
  return `${statement ? w.statement(`${statement.number}`, statement.text) : ''}${w.head(`${step}`, what, poolClause(events))}`;
}

/** The pool's reads from disk in a step, as a clause ('' without any). */
function poolClause(events: readonly SimEvent[]): string {
  const reads = all(events, 'pool_read');
  const more = first(events, 'pool_reads_more');
  const n = reads.length + (more?.reads ?? 0);
  const written = reads.filter((r) => r.written).length + (more?.written ?? 0);
  return n > 0 ? words(NARRATE_WORDS).work.pool(n, written) : '';
}

/** An insert of the user's statements: its statement named at its first row, the pool's reads after. */
function aroundInsert(events: readonly SimEvent[], sentence: string): string {
  const statement = first(events, 'statement');
  const w = words(NARRATE_WORDS).work;
  const pool = poolClause(events);
  const withPool = pool ? `${sentence.replace(/\.$/, '')}${pool}.` : sentence;
  return statement ? `${w.statement(`${statement.number}`, statement.text)}${withPool}` : withPool;
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly SimEvent[], ctx: NarrationContext = {}): string {
  const w = words(NARRATE_WORDS);
  if (step === 0 || events.length === 0) return w.stepZero;
  const work = workSentence(step, events);
  if (work !== null) return work;
  return aroundInsert(events, insertHeadline(step, events, ctx));
}

function insertHeadline(step: number, events: readonly SimEvent[], ctx: NarrationContext): string {
  const w = words(NARRATE_WORDS);
  const s = summarize(events);
  if (s.duplicate) return w.headDuplicate(`${step}`);
  const waits = s.forcedFlushes > 0 ? w.headWaits(s.forcedFlushes) : '';
  return w.headline(`${step}`, pageClause(s, ctx), waits);
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly SimEvent[], ctx: NarrationContext = {}): string {
  const w = words(NARRATE_WORDS);
  if (step === 0 || events.length === 0) return w.stepZero;
  const work = workSentence(step, events);
  if (work !== null) return work;
  return aroundInsert(events, insertNarration(step, events, ctx));
}

function insertNarration(step: number, events: readonly SimEvent[], ctx: NarrationContext): string {
  const w = words(NARRATE_WORDS);
  const s = summarize(events);
  const head = w.insertHead(`${step}`, s.key ? keyText(s.key) : null);
  if (s.duplicate) return w.duplicate(head);

  const full = s.full ? w.fullDetail(fmtInt(s.full.free_bytes), fmtInt(s.full.need_bytes)) : '';
  let text = w.body(head, pageClause(s, ctx), full);
  const m = w.more;
  const more: string[] = [];
  if (s.full && !s.endOfPage && s.landed && !s.heap) more.push(m.lands(`${s.landed.page}`));
  if (s.ridRows > 0) more.push(m.rid(s.ridRows, s.ncIndexes));
  for (const sep of s.separators) more.push(m.separator(`${sep.page}`, `${sep.level}`));
  if (s.indexSplits) more.push(m.indexSplits(s.indexSplits));
  if (s.newLevels) more.push(m.treeGrows);
  if (s.pageSplits) more.push(m.pageSplits(s.pageSplits));
  if (s.logRecords) more.push(m.logRecords(s.logRecords, s.logKinds.join(', '), fmtInt(s.logBytes)));
  if (s.logWrites) more.push(m.logWrites(s.logWrites, s.forcedFlushes));
  if (s.ascendingModeEnds) more.push(m.ascEnds);
  else if (s.ascendingMode) more.push(m.ascMode);
  if (more.length) text += `. ${capitalize(more.join(w.join))}`;
  return `${text}.`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
