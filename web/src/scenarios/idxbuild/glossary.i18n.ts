/**
 * The index rebuild's glossary (`glossary.ts`): each term, where it
 * appears in the narration of that language, and a sentence or two.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

interface Term {
  term: string;
  match: RegExp;
  text: string;
}

const en = {
  'idx-sort-group': {
    term: 'Sort group (-SG)',
    match: /\bsort groups?\b|-SG\b/,
    text: 'idxbuild deals an area’s indexes to sort groups (-SG, 8 to 64, default 48). Each group has its own memory (-TB × (-TM + 1) KB), its own buffers and its own temporary file; groups are what threads merge in parallel.',
  } as Term,
  'idx-run': {
    term: 'Sorted run',
    match: /\bruns?\b/,
    text: 'While scanning, keys fill a group’s memory; each time it is full the keys are sorted and written to the group’s sort file as one run. Phase 2 merges the runs (-TM of them a pass) until one sorted stream is left.',
  } as Term,
  'idx-phases': {
    term: 'Phases 1, 2, 3',
    match: /\bphase [123]\b|\bscan\b/i,
    text: 'Phase 1 scans the records and writes sorted runs (the main process alone); phase 2 merges each group’s runs (threads, one group each); phase 3 builds the B-trees from a merged group (the main process, as soon as a group’s merge ends, so it overlaps phase 2).',
  } as Term,
  'idx-threads': {
    term: 'Merge threads (-threadnum)',
    match: /\bthreads?\b|\bmain process\b/,
    text: 'With -threadnum N (default: the CPUs), up to N threads merge sort groups at once, at most one a group; the main process builds. One group (or one index) leaves nothing to run beside it, and idxbuild runs without threads.',
  } as Term,
  'idx-srt': {
    term: '.srt file, sort devices',
    match: /\.srt\b|\bdisks? \d+|\bsort devices?\b|\bseek\b/,
    text: 'The .srt file lists directories (ideally on separate disks) for the sort files, each with a size limit; since OpenEdge 10 they are given to groups in order. Threads whose groups’ files share a disk queue for it, and the disk’s head moves between their files: the toll station.',
  } as Term,
  'idx-merge-pass': {
    term: 'Merge pass (-TM)',
    match: /\bmerge pass(?:es)?\b/,
    text: 'One pass reads -TM runs at once through the group’s merge buffers and writes one longer run; a group with more runs than -TM needs more passes, each reading and writing its whole file.',
  } as Term,
};

export type IdxGlossaryWords = typeof en;

export const IDX_GLOSSARY_WORDS: Catalogue<IdxGlossaryWords> = lazyCatalogue<IdxGlossaryWords>(en, {
  fr: () => import('./glossary.i18n.fr').then((m) => m.fr),
  ru: () => import('./glossary.i18n.ru').then((m) => m.ru),
});
