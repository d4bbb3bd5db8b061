/**
 * The words of the fragmentation lesson, shared by its pictures (the pool
 * frame by frame, a table's pages) and its narration, so a frame's label
 * and the sentence about it say the same thing: the relations, the five
 * requests, where a page was found, and times. The words themselves, in
 * the three languages, are in `words.i18n.ts`; these read them at call time.
 *
 * The article's tables: one table `t` (fragmented), or a current table
 * `t_current` and an archive `t_archive` sorted by customer
 * (defragmented); each with an index on (id) and one on (customer, time).
 * The engine names the table (current or not) `heap`, the archive
 * `archive_heap`.
 *
 * Sessions are numbered from 1 here (the engine counts from 0).
 */
import type { Found, Rel } from '../../shell/engine/types';
import { words } from '../../kit/i18n/words';
import { fmtInt, msText } from '../../kit/text/format';
import { FRAG_WORDS } from './words.i18n';

/** Which family a relation belongs to: its colour and letter in the pictures. */
export type RelClass = 'table' | 'index' | 'archive';

export interface RelWords {
  /** "table page 12", "archive page 3", "id index page 7". */
  page: string;
  /** What it is, in a phrase (legends, tables). */
  name: string;
  cls: RelClass;
}

const REL_CLASS: Record<Rel, RelClass> = {
  heap: 'table',
  id_index: 'index',
  customer_index: 'index',
  archive_heap: 'archive',
  archive_id_index: 'index',
  archive_customer_index: 'index',
};

/** A relation the engine names, in words (its own name when unknown). */
export function relWords(rel: string): RelWords {
  const w = words(FRAG_WORDS);
  const cls = (REL_CLASS as Record<string, RelClass>)[rel];
  if (cls === undefined) return { page: w.otherRelPage(rel), name: rel, cls: 'index' };
  return { ...w.rel[rel as Rel], cls };
}

/** "table page 351". */
export function pageText(rel: string, page: number): string {
  return words(FRAG_WORDS).pageNo(relWords(rel).page, fmtInt(page));
}

/** The letter a frame of the pool shows for its relation's family (colour is never alone). */
export function classLetter(cls: RelClass): string {
  return words(FRAG_WORDS).classLetter[cls];
}

/** Each family in the pictures' keys. */
export function classWords(cls: RelClass): string {
  return words(FRAG_WORDS).classWords[cls];
}

/** A request kind in words ("select all"). */
export function requestText(kind: string): string {
  return (words(FRAG_WORDS).request as Record<string, string>)[kind] ?? kind;
}

/** Where an access found its page, as a clause. */
export function foundText(found: string): string {
  return (words(FRAG_WORDS).found as Record<string, string>)[found] ?? found;
}

/** The same, a word or two (pictures' status lines). */
export function foundShort(found: Found): string {
  return words(FRAG_WORDS).foundShort[found];
}

/** A session as people number it: the engine's 0 is session 1. */
export function sessionText(session: number): string {
  return words(FRAG_WORDS).session(session + 1);
}

/** A time in ms as the kit writes it (its unit in the page's language). */
export const msWords = msText;

/** A longer time, in s past 10 s ("31 s"), else as msWords. */
export function durationText(ms: number): string {
  if (Number.isFinite(ms) && ms >= 10_000) return words(FRAG_WORDS).seconds(ms);
  return msWords(ms);
}

/** Where a page of a table is (the `relation_pages` view's 0, 1, 2): on disk only, in the file cache, in the pool. */
export function placeWords(place: 0 | 1 | 2): string {
  return words(FRAG_WORDS).place[place];
}

