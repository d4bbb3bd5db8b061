/**
 * The words of the fragmentation lesson, shared by its pictures (the pool
 * frame by frame, a table's pages) and its narration, so a frame's label
 * and the sentence about it say the same thing: the relations, the five
 * requests, where a page was found, and times.
 *
 * The article's tables: one table `t` (fragmented), or a current table
 * `t_current` and an archive `t_archive` sorted by customer
 * (defragmented); each with an index on (id) and one on (customer, time).
 * The engine names the table (current or not) `heap`, the archive
 * `archive_heap`.
 *
 * Sessions are numbered from 1 here (the engine counts from 0).
 */
import type { Found, Rel, RequestKind } from '../../shell/engine/types';
import { fmtInt, msText } from '../../kit/text/format';

/** Which family a relation belongs to: its colour and letter in the pictures. */
export type RelClass = 'table' | 'index' | 'archive';

export interface RelWords {
  /** "table page 12", "archive page 3", "id index page 7". */
  page: string;
  /** What it is, in a phrase (legends, tables). */
  name: string;
  cls: RelClass;
}

export const REL_WORDS: Record<Rel, RelWords> = {
  heap: { page: 'table page', name: 'the table’s rows (heap)', cls: 'table' },
  id_index: { page: 'id index page', name: 'the index on id', cls: 'index' },
  customer_index: { page: 'customer index page', name: 'the index on (customer, time)', cls: 'index' },
  archive_heap: { page: 'archive page', name: 'the archive’s rows, sorted by customer', cls: 'archive' },
  archive_id_index: { page: 'archive id index page', name: 'the archive’s index on id', cls: 'index' },
  archive_customer_index: {
    page: 'archive customer index page',
    name: 'the archive’s index on (customer, time)',
    cls: 'index',
  },
};

/** A relation the engine names, in words (its own name when unknown). */
export function relWords(rel: string): RelWords {
  return (REL_WORDS as Record<string, RelWords>)[rel] ?? { page: `${rel} page`, name: rel, cls: 'index' };
}

/** "table page 351". */
export function pageText(rel: string, page: number): string {
  return `${relWords(rel).page} ${fmtInt(page)}`;
}

/** The letter a frame of the pool shows for its relation's family (colour is never alone). */
export const CLASS_LETTER: Record<RelClass, string> = { table: 'T', index: 'I', archive: 'A' };

/** Each family in the pictures' keys. */
export const CLASS_WORDS: Record<RelClass, string> = {
  table: 'table',
  index: 'index',
  archive: 'archive',
};

export const REQUEST_WORDS: Record<RequestKind, string> = {
  insert: 'insert',
  update: 'update',
  select_one: 'select one',
  select_hour: 'select hour',
  select_all: 'select all',
};

/** A request kind in words ("select all"). */
export function requestText(kind: string): string {
  return (REQUEST_WORDS as Record<string, string>)[kind] ?? kind;
}

/** Where an access found its page, as a clause. */
export const FOUND_WORDS: Record<Found, string> = {
  pool: 'found in the pool',
  file_cache: 'copied from the file cache',
  disk: 'read from disk',
};

/** The same, a word or two (pictures' status lines). */
export const FOUND_SHORT: Record<Found, string> = {
  pool: 'in the pool',
  file_cache: 'from the file cache',
  disk: 'from disk',
};

export function foundText(found: string): string {
  return (FOUND_WORDS as Record<string, string>)[found] ?? found;
}

/** A session as people number it: the engine's 0 is session 1. */
export function sessionText(session: number): string {
  return `Session ${fmtInt(session + 1)}`;
}

/** A longer time, in s past 10 s ("31 s"), else as msText. */
export function durationText(ms: number): string {
  if (Number.isFinite(ms) && ms >= 10_000) return `${(ms / 1000).toFixed(ms >= 100_000 ? 0 : 1)} s`;
  return msText(ms);
}

/** Where a page of a table is (the `relation_pages` view's 0, 1, 2). */
export const PLACE_WORDS = ['on disk only', 'in the file cache', 'in the pool'] as const;
