/**
 * Plain-words narration of an insert load's step, for the aria-live region
 * and the event list. Pure: events in, text out; it reads nothing else, so
 * it cannot contradict the picture the same events draw.
 */
import type { EventOf, RowKey, ScenarioEvent } from '../../engine/types';
import { fmtInt } from '../../text/format';

type SimEvent = ScenarioEvent;

export function keyText(k: RowKey): string {
  return `instrument ${fmtInt(k.instrument)}, day ${fmtInt(k.date)}, source ${fmtInt(k.source)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;

/** One sentence per event, for the step's event list. */
export function describeEvent(e: SimEvent): string {
  switch (e.kind) {
    case 'descend':
      return e.level === 0 ? `Reach leaf page ${e.page}.` : `Read index page ${e.page} (level ${e.level}).`;
    case 'page_full':
      return `Page ${e.page} is full: ${fmtInt(e.free_bytes)} B free, the row needs ${fmtInt(e.need_bytes)} B.`;
    case 'leaf_split':
      return e.policy === 'insertion_point'
        ? `Page ${e.page} splits at the insertion point (ascinserts): the row extends its instrument's rows.`
        : e.extends_group
          ? `Page ${e.page} splits at mid-page.`
          : `Page ${e.page} splits at mid-page: the row lands before rows of its own instrument, so ascinserts does not apply.`;
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
      return `${plural(e.rows, 'moved row')} changed RID: ${plural(e.rows, 'update')} in each of ${plural(e.indexes, 'nonclustered index', 'nonclustered indexes')} (${fmtInt(e.rows * e.indexes)} in all).`;
    case 'nc_insert':
      return `One new entry in each of ${plural(e.indexes, 'nonclustered index', 'nonclustered indexes')}.`;
    case 'log':
      return `Log record ${e.record} (${fmtInt(e.bytes)} B) into the user log cache.`;
    case 'log_flush':
      return `The user log cache is flushed${e.forced ? ' (forced)' : ''}: ${fmtInt(e.bytes)} B in ${plural(e.writes, 'log write')}.`;
    case 'ascending_mode_ends':
      return `The row (${keyText(e.key)}) comes below the one before (${keyText(e.previous)}): the table leaves ascending-insert mode for the rest of this statement.`;
    case 'end_of_page_allocation':
      return `Page ${e.page} was full and the row goes at its end: new page ${e.new_page} takes it and nothing moves. ASE counts this as a page allocation, not a page split.`;
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
    case 'deferred_split':
      return `Page ${e.page} is full: its split is queued for the housekeeper (data-only locking).`;
    case 'append':
      return `Heap: the row is appended to the last page, ${e.page}.`;
    case 'duplicate':
      return `Key (${keyText(e.key)}) already exists: the unique index rejects the row.`;
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

export interface NarrationContext {
  /** The sim's split policy ('mid' | 'insertion_point'), if it has one. */
  splitPolicy?: string;
}

/** The new page of a row put at the end of a full page (not a split). */
function endOfPage(events: readonly SimEvent[]): EventOf<'end_of_page_allocation'> | undefined {
  return first(events, 'end_of_page_allocation');
}

/** The whole step in a few plain sentences. */
export function narrateStep(step: number, events: readonly SimEvent[], ctx: NarrationContext = {}): string {
  if (step === 0 || events.length === 0) {
    return 'Step 0: the table as built by the bulk load, before any insert.';
  }
  const parts: string[] = [];
  const ins = first(events, 'insert_row');
  const dup = first(events, 'duplicate');
  const key = ins?.key ?? dup?.key;
  const head = `Insert ${step}${key ? ` (${keyText(key)})` : ''}`;

  if (dup) return `${head}: the key already exists; the unique index rejects the row.`;

  const append = first(events, 'append');
  const full = first(events, 'page_full');
  const deferred = first(events, 'deferred_split');
  const leafAlloc = all(events, 'allocate').filter((a) => a.level === 0);
  const indexAlloc = all(events, 'allocate').filter((a) => a.level > 0);
  const leafMove = all(events, 'move_rows').find((m) => m.level === 0);

  if (append) {
    parts.push(`${head}: heap table, the row is appended to the last page, ${append.page}`);
    if (leafAlloc.length) parts.push(`that page was full, so page ${leafAlloc[0].page} is allocated at the end of the file`);
  } else if (full) {
    parts.push(
      `${head}: leaf page ${full.page} is full (${fmtInt(full.free_bytes)} B free, needs ${fmtInt(full.need_bytes)} B)`,
    );
  } else if (ins) {
    parts.push(`${head}: page ${ins.page} has room, the row goes into slot ${ins.slot}`);
  } else {
    parts.push(head);
  }
  let text = parts.join('; ');
  const more: string[] = [];

  if (deferred) {
    more.push(`the split of page ${deferred.page} is queued for the housekeeper, no rows move now`);
  }
  const eop = endOfPage(events);
  if (full && eop) {
    more.push(
      `the row goes at the end of the full page: new page ${eop.new_page} is allocated at the end of the file and takes it, no rows move (ASE counts a page allocation, not a split)`,
    );
  } else if (full && leafAlloc.length) {
    // The engine says which split it applied; ascinserts falls back to a
    // mid-page split for a row that does not extend its instrument's rows.
    const split = first(events, 'leaf_split');
    const how = !split
      ? 'Split'
      : split.policy === 'insertion_point'
        ? 'Split at the insertion point'
        : ctx.splitPolicy === 'insertion_point' && !split.extends_group
          ? 'Split at mid-page (ascinserts does not apply: the row lands before rows of its own instrument)'
          : 'Split at mid-page';
    const bits = [`${how}: page ${leafAlloc[0].page} allocated at the end of the file`];
    bits.push(!leafMove || leafMove.count === 0 ? 'no rows move' : `${plural(leafMove.count, 'row')} move`);
    if (ins) bits.push(`the new row lands on page ${ins.page}`);
    more.push(bits.join('; '));
  }
  const rid = first(events, 'nc_rid_update');
  if (rid && rid.rows > 0) {
    more.push(
      `${plural(rid.rows, 'RID update')} in each of ${plural(rid.indexes, 'nonclustered index', 'nonclustered indexes')}`,
    );
  }
  for (const s of all(events, 'separator')) {
    more.push(`separator added to index page ${s.page} (level ${s.level})`);
  }
  if (indexAlloc.length) more.push(`${plural(indexAlloc.length, 'index page')} split too`);
  const root = first(events, 'new_root');
  if (root) more.push(`the tree grows to ${root.level + 1} levels`);

  const logs = all(events, 'log');
  if (logs.length) {
    const bytes = logs.reduce((s, l) => s + l.bytes, 0);
    const kinds = [...new Set(logs.map((l) => l.record))].join(', ');
    more.push(`${plural(logs.length, 'log record')} (${kinds}; ${fmtInt(bytes)} B)`);
  }
  const flushes = all(events, 'log_flush');
  const writes = flushes.reduce((s, f) => s + f.writes, 0);
  const waits = flushes.filter((f) => f.forced && f.writes > 0).length;
  if (writes) {
    more.push(
      `${plural(writes, 'log write')}${waits ? `, ${plural(waits, 'forced flush', 'forced flushes')} the insert waits for` : ''}`,
    );
  }
  const modeEnds = first(events, 'ascending_mode_ends');
  if (modeEnds) {
    more.push(
      'this row comes below the one before it, so the table leaves ascending-insert mode: from now on each index’s RID changes after a split force the log',
    );
  } else if (rid && rid.rows > 0 && !rid.forces_log) {
    more.push('ascending-insert mode: only the split forces the log, the RID changes ride the user log cache');
  }

  if (more.length) text += `. ${capitalize(more.join('; '))}`;
  return `${text}.`;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
