/**
 * The words an insert load's narration uses that a student may not know
 * (most are ASE's), in the three languages: each entry by its anchor, with
 * a pattern that finds it in the narration's own wording
 * (`narrate.i18n.ts`) in that language, and a sentence or two. Shown under
 * the article as "Terms". The French quotes the article's own words.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

export interface Entry {
  term: string;
  match: RegExp;
  text: string;
}

const en: Record<string, Entry> = {
  'page-split': {
    term: 'Page split',
    match: /\bsplit at mid-page\b|\bsplit at the insertion point\b|\bpage splits?\b/,
    text: 'A full page gets a new neighbour and some of its rows move there, so the new row fits. sp_sysmon counts data, index and deferred splits in “Page Splits”.',
  },
  'page-allocation': {
    term: 'Page allocation',
    match: /\bpage allocation\b/,
    text: 'Under ascinserts, a row that goes after the last row of a full page starts a new page and nothing moves; ASE’s manual calls this an allocation, not a split.',
  },
  rid: {
    term: 'RID',
    match: /\bRIDs?\b/,
    text: 'Row id: the page and slot of a row. ASE’s nonclustered indexes point at rows by RID, so a row that moves makes every such index rewrite its entry.',
  },
  'nonclustered-index': {
    term: 'Nonclustered index',
    match: /\bnonclustered index(es)?\b/,
    text: 'A secondary index, ordered by its own key, whose entries point at the rows. The article’s table has three.',
  },
  separator: {
    term: 'Separator',
    match: /\bseparator\b/,
    text: 'The key an index page keeps for a child page: the lowest key under it. A split adds one to the parent.',
  },
  ulc: {
    term: 'User log cache (ULC)',
    match: /\buser log cache\b|\bULC\b/,
    text: 'Each ASE session’s private buffer of log records, copied to the transaction log when it fills, at commit, and when a split forces it.',
  },
  'forced-flush': {
    term: 'Forced flush',
    match: /\bforced (log )?flush(es)?\b/,
    text: 'A flush of the user log cache that the insert waits for, until the log pages are on disk: at commit, after a split and after each index’s RID changes. Where a split-bound run’s time goes.',
  },
  'log-write': {
    term: 'Log write',
    match: /\blog writes?\b/,
    text: 'One I/O of the transaction log, of the log I/O size (sp_logiosize, 4 KB by default on 2 KB pages).',
  },
  'log-records': {
    term: 'Log records: INSERT, INSIND, IDELETE, SPLIT, ALLOC, ENDXACT',
    match: /\b(INSERT|INSIND|IDELETE|SPLIT|ALLOC|ENDXACT)\b/,
    text: 'ASE’s record kinds, as dbcc log prints them: a data row inserted; an index entry inserted; an index entry deleted; a page split; a page allocated; the transaction’s end.',
  },
  'ascending-insert-mode': {
    term: 'Ascending-insert mode',
    match: /\bascending-insert mode\b/,
    text: 'pagelab’s reading of the article’s counters: while a statement’s rows arrive in clustered-key order under ascinserts, only the split forces the log and the RID changes ride the user log cache.',
  },
  ascinserts: {
    term: 'ascinserts',
    match: /\bascinserts\b/,
    text: 'dbcc tune(ascinserts, 1, table): ASE splits a page at the insertion point, not in the middle, for rows that extend their leading-key group.',
  },
  housekeeper: {
    term: 'Housekeeper',
    match: /\bhousekeeper\b/,
    text: 'ASE’s background task (it flushes dirty pages and, under data-only locking, reclaims the space of deleted rows). The article credits it with doing data-only-locked splits later, out of the inserting transaction, since 15.0.2; pagelab models that account, which is what its counters show. ASE’s manuals describe no such split: see Data-only locking.',
  },
  'data-only-locking': {
    term: 'Data-only locking',
    match: /\bdata-only locking\b/,
    text: 'ASE’s datapages and datarows locking schemes (the article calls them DAP and DOL; in ASE both are data-only locking, DOL). The data pages are not the clustered index’s leaves: the index has its own leaf level of keys and row IDs and only places rows. ASE’s manuals: an insert goes to the page of the key just before it if it has room, else to another page of the same allocation unit or of another one the table uses; data pages do not split and row IDs stay fixed (an update that outgrows its page forwards the row). The article reads its higher split counts as splits done later by the housekeeper; pagelab follows the article there.',
  },
};

export const GLOSSARY_WORDS: Catalogue<Record<string, Entry>> = lazyCatalogue<Record<string, Entry>>(en, {
  fr: () => import('./glossary.i18n.fr').then((m) => m.fr),
  ru: () => import('./glossary.i18n.ru').then((m) => m.ru),
});
