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

type SimEvent = ScenarioEvent;

export function keyText(k: RowKey): string {
  return `instrument ${fmtInt(k.instrument)}, date ${fmtInt(k.date)}, source ${fmtInt(k.source)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;
const indexes = (n: number) => plural(n, 'nonclustered index', 'nonclustered indexes');

/** One sentence per event, for the step's event list. */
export function describeEvent(e: SimEvent): string {
  switch (e.kind) {
    case 'descend':
      return e.level === 0 ? `Reach leaf page ${e.page}.` : `Read index page ${e.page} (level ${e.level}).`;
    case 'page_full':
      return `Page ${e.page} is full: ${fmtInt(e.free_bytes)} B free, the row needs ${fmtInt(e.need_bytes)} B.`;
    case 'leaf_split':
      return e.policy === 'insertion_point'
        ? `Page ${e.page} is cut at the insertion point (ascinserts): the row extends its instrument's rows.`
        : e.extends_group
          ? `Page ${e.page} is cut at mid-page.`
          : `Page ${e.page} is cut at mid-page: the row lands before rows of its own instrument, so ascinserts does not apply.`;
    case 'allocate':
      return e.level === 0
        ? `New page ${e.page} is allocated at the end of the file.`
        : `New index page ${e.page} (level ${e.level}) is allocated at the end of the file.`;
    case 'move_rows':
      return e.count === 0
        ? `No rows move from page ${e.from}: the new row starts page ${e.to}.`
        : `${plural(e.count, e.level === 0 ? 'row' : 'index entry', e.level === 0 ? 'rows' : 'index entries')} move from page ${e.from} to page ${e.to}.`;
    case 'insert_row':
      return `The row (${keyText(e.key)}) goes into page ${e.page}, slot ${e.slot}.`;
    case 'separator':
      return `Index page ${e.page} (level ${e.level}) gets a separator for page ${e.child} (${keyText(e.key)}).`;
    case 'new_root':
      return `The root splits: new root page ${e.page}, the tree now has ${e.level + 1} levels.`;
    case 'nc_rid_update':
      return `${plural(e.rows, 'moved row')} changed RID: ${plural(e.rows, 'update')} in each of ${indexes(e.indexes)} (${fmtInt(e.rows * e.indexes)} in all).`;
    case 'nc_insert':
      return `One new entry in each of ${indexes(e.indexes)}.`;
    case 'log':
      return `Log record ${e.record} (${fmtInt(e.bytes)} B) into the user log cache.`;
    case 'log_flush':
      return `The user log cache is flushed${e.forced ? ' (forced: the insert waits for it)' : ''}: ${fmtInt(e.bytes)} B in ${plural(e.writes, 'log write')}.`;
    case 'ascending_mode_ends':
      return `The row (${keyText(e.key)}) comes below the one before (${keyText(e.previous)}): the table leaves ascending-insert mode for the rest of this statement.`;
    case 'end_of_page_allocation':
      return `Page ${e.page} was full and the row goes at its end: new page ${e.new_page} takes it and nothing moves. ASE counts this as a page allocation, not a page split.`;
    case 'deferred_split':
      return e.repeated
        ? `Page ${e.page}'s split is still queued for the housekeeper (data-only locking): this insert asks for it again, and sp_sysmon counts another split.`
        : `Page ${e.page}'s split is the housekeeper's, not this transaction's (data-only locking): moved rows keep forwarding addresses, so no index changes and no wait on the log.`;
    case 'append':
      return `Heap: the row is appended to the last page, ${e.page}.`;
    case 'duplicate':
      return `Key (${keyText(e.key)}) already exists: the unique index rejects the row.`;
    case 'read_row':
      return `The row (${keyText(e.key)}) is read on page ${e.page}, slot ${e.slot}.`;
    case 'update_row':
      return `The row (${keyText(e.key)}) on page ${e.page}, slot ${e.slot}, is changed in place.`;
    case 'delete_row':
      return `The row (${keyText(e.key)}) is removed from page ${e.page}, slot ${e.slot}.`;
    case 'missing':
      return `No row has the key (${keyText(e.key)}).`;
    case 'scan_leaf':
      return `The range read reads ${plural(e.rows, 'row')} of leaf page ${e.page}.`;
    case 'free_page':
      return `Page ${e.page} is empty and leaves the ${e.level === 0 ? 'leaf chain' : `index (level ${e.level})`}; it is free for reuse.`;
    case 'root_shrinks':
      return `The root, page ${e.page}, has one child left: the tree loses a level.`;
    default:
      return 'An engine event this page does not know how to describe.';
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

const STEP_ZERO = 'Step 0: the table as built, before any insert.';

function cutText(s: StepSummary, ctx: NarrationContext): string {
  const cut = s.cut;
  if (!cut) return 'split';
  if (cut.policy === 'insertion_point') return 'split at the insertion point';
  return ctx.splitPolicy === 'insertion_point' && !cut.extends_group
    ? 'split at mid-page (ascinserts does not apply: the row lands before rows of its own instrument)'
    : 'split at mid-page';
}

/** What the step did to the pages, in a clause. */
function pageClause(s: StepSummary, ctx: NarrationContext): string {
  if (s.heap) {
    return s.newPage !== null
      ? `the last page was full, so the row starts new page ${s.newPage} at the end of the file`
      : `the row is appended to the last page, ${s.landed?.page}`;
  }
  if (!s.full) {
    if (s.deferred?.repeated) {
      return `page ${s.deferred.page} has room, but its split is still queued for the housekeeper: the insert asks again (another split counted)`;
    }
    return `page ${s.landed?.page} has room, the row goes into slot ${s.landed?.slot}`;
  }
  if (s.endOfPage) {
    return `page ${s.full.page} is full and the row goes at its end: new page ${s.newPage} takes it, no rows move (a page allocation, not a split)`;
  }
  const moved =
    s.rowsMoved > 0
      ? `${plural(s.rowsMoved, 'row')} move to new page ${s.newPage}`
      : s.newPage !== null
        ? `the row starts new page ${s.newPage}, no rows move`
        : 'no rows move';
  if (s.deferred) {
    return `page ${s.full.page} is full: its split is the housekeeper's (data-only locking); ${moved}, leaving forwarding addresses`;
  }
  return `page ${s.full.page} is full: ${cutText(s, ctx)}, ${moved}`;
}

/** The step in one sentence: the stage's headline. */
export function headline(step: number, events: readonly SimEvent[], ctx: NarrationContext = {}): string {
  if (step === 0 || events.length === 0) return STEP_ZERO;
  const s = summarize(events);
  if (s.duplicate) return `Insert ${step}: the key already exists; the row is rejected.`;
  const waits = s.forcedFlushes > 0 ? `; the insert waits for ${plural(s.forcedFlushes, 'forced log flush', 'forced log flushes')}` : '';
  return `Insert ${step}: ${pageClause(s, ctx)}${waits}.`;
}

/** The whole step in a few plain sentences (the live region, the details). */
export function narrateStep(step: number, events: readonly SimEvent[], ctx: NarrationContext = {}): string {
  if (step === 0 || events.length === 0) return STEP_ZERO;
  const s = summarize(events);
  const head = `Insert ${step}${s.key ? ` (${keyText(s.key)})` : ''}`;
  if (s.duplicate) return `${head}: the key already exists; the unique index rejects the row.`;

  const full = s.full ? ` (${fmtInt(s.full.free_bytes)} B free, needs ${fmtInt(s.full.need_bytes)} B)` : '';
  let text = `${head}: ${pageClause(s, ctx)}${full}`;
  const more: string[] = [];
  if (s.full && !s.endOfPage && s.landed && !s.heap) more.push(`the new row lands on page ${s.landed.page}`);
  if (s.ridRows > 0) more.push(`${plural(s.ridRows, 'RID update')} in each of ${indexes(s.ncIndexes)}`);
  for (const sep of s.separators) more.push(`separator added to index page ${sep.page} (level ${sep.level})`);
  if (s.indexSplits) more.push(`${plural(s.indexSplits, 'index page')} split too`);
  if (s.newLevels) more.push(`the tree grows a level`);
  if (s.pageSplits) more.push(`${plural(s.pageSplits, 'page split')} counted`);
  if (s.logRecords) {
    more.push(`${plural(s.logRecords, 'log record')} (${s.logKinds.join(', ')}; ${fmtInt(s.logBytes)} B)`);
  }
  if (s.logWrites) {
    const waits = s.forcedFlushes ? `, ${plural(s.forcedFlushes, 'forced flush', 'forced flushes')} the insert waits for` : '';
    more.push(`${plural(s.logWrites, 'log write')}${waits}`);
  }
  if (s.ascendingModeEnds) {
    more.push(
      'this row comes below the one before it, so the table leaves ascending-insert mode: from now on each index’s RID changes after a split force the log',
    );
  } else if (s.ascendingMode) {
    more.push('ascending-insert mode: only the split forces the log, the RID changes ride the user log cache');
  }
  if (more.length) text += `. ${capitalize(more.join('; '))}`;
  return `${text}.`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
