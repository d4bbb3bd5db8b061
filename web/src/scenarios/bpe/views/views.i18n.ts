/**
 * The words of the bpe tiers (`BpeTiers.tsx`, `BpeTables.tsx`,
 * `bpeDraw.ts`, `extensionViews.tsx`): the caption, the titles over the
 * grids, the status line, the key and the detail table. Numbers come
 * formatted (`p` a page, `f` a frame, `s` a slot); Russian puts a count
 * after a colon ("страниц: 30") where its noun would need a plural.
 */
import { lazyCatalogue, type Catalogue } from '../../../kit/i18n/words';

const en = {
  endTitle: 'The tiers at the end of the run',
  endName: 'at the end of the run',
  stepName: 'step view',
  /** A picture's text alternative: its view's name, then what it shows. */
  named: (name: string, sentence: string) => `${name}: ${sentence}`,
  // The caption: the tiers in a sentence.
  poolHolds: (frames: string, pages: string, dirty: string) => `the pool’s ${frames} frames hold ${pages} pages, ${dirty} dirty`,
  extHolds: (slots: string, pages: string) => `; the extension’s ${slots} slots hold ${pages} clean copies`,
  noExt: '; no extension',
  /** Between the caption's parts and the step's moves. */
  sep: '; ',
  ofFirst: (n: string) => `of the table’s first ${n} pages`,
  ofAll: (n: string) => `of the table’s ${n} pages`,
  places: (pool: string, dirty: string, ext: string, disk: string) =>
    `${pool} are in the pool (${dirty} dirty), ${ext} in the extension only, ${disk} on disk only`,
  dense: ' Drawn dense: several frames or slots a cell.',
  // The latest move (the status line).
  extRead: (p: string, slot: string, f: string) => `Page ${p}: read from the extension${slot ? `’s slot ${slot}` : ''} into frame ${f}`,
  diskRead: (p: string, f: string) => `Page ${p}: read from disk into frame ${f}`,
  poolHit: (p: string, f: string) => `Page ${p}: in the pool, frame ${f}`,
  write: (p: string, f: string) => `Page ${p} left frame ${f} dirty: written to disk`,
  copy: (p: string, f: string, slot: string) => `Page ${p} left frame ${f} clean: copied to the extension${slot ? `, slot ${slot}` : ''}`,
  drop: (p: string, f: string) => `Page ${p} left frame ${f} clean: dropped`,
  extOut: (p: string, s: string) => `Page ${p} left the full extension (slot ${s})`,
  wash: (p: string, s: string) => `Page ${p}: its extension copy (slot ${s}) is washed out`,
  dirty: (p: string, f: string) => `Page ${p} changed in frame ${f}: dirty`,
  checkpoint: (n: string) => `Checkpoint: ${n} dirty pages written, still in the pool`,
  status: (pages: string, dirty: string, ext: string) => `${pages} pages in the pool (${dirty} dirty)${ext ? `, ${ext} in the extension` : ''}`,
  // Titles over the grids and the strip.
  poolTitle: (frames: string, dirty: string) => `Buffer pool: ${frames} frames, ${dirty} dirty`,
  extTitle: (used: string, slots: string) => `Extension on SSD: ${used} of ${slots} slots used`,
  stripFirst: (n: string) => `The table’s first ${n} pages`,
  stripAll: (n: string) => `The table’s ${n} pages`,
  strip: (pages: string, pool: string, ext: string, disk: string) =>
    `${pages}: ${pool} in the pool, ${ext} in the extension only, ${disk} on disk only`,
  // The cell under the pointer.
  frame: (i: string) => `Frame ${i}`,
  slot: (i: string) => `Extension slot ${i}`,
  empty: (what: string) => `${what}: empty`,
  holds: (what: string, p: string, state: string) => `${what}: page ${p}${state}`,
  dirtyState: ', dirty',
  copyState: ', a clean copy',
  cleanState: ', clean',
  // The key.
  keyPool: 'in the pool',
  keyDirty: 'dirty',
  keyExt: 'in the extension',
  keyDisk: 'disk only / empty',
  keyStep: 'this step',
  keyWashed: 'washed out',
  keyCopied: 'copied in',
  // The detail table.
  counted: 'The tiers, counted',
  region: (name: string) => `The pool and the extension, counted${name ? ` (${name})` : ''}`,
  caption: (first: string) => `The pool’s frames, the extension’s slots and the table’s ${first ? `first ${first} ` : ''}pages by place`,
  what: 'What',
  count: 'Count',
  note: 'Note',
  ofFirstPages: (n: string) => `of the first ${n} pages`,
  of: (n: string) => `of ${n}`,
  rowFrames: 'Pool frames holding a page',
  rowDirty: '… of them dirty',
  rowDirtyNote: 'written to disk before the frame is reused',
  rowSlots: 'Extension slots holding a clean copy',
  rowNoExt: 'no extension',
  rowClean: 'Data pages in the pool, clean',
  rowPoolDirty: 'Data pages in the pool, dirty',
  rowExtOnly: 'Data pages in the extension only',
  rowDiskOnly: 'Data pages on disk only',
  noMove: 'No page has moved yet in this step.',
  soFar: (moves: string) => `This step so far: ${moves}.`,
};

export type ViewWords = typeof en;

export const VIEW_WORDS: Catalogue<ViewWords> = lazyCatalogue<ViewWords>(en, {
  fr: () => import('./views.i18n.fr').then((m) => m.fr),
  ru: () => import('./views.i18n.ru').then((m) => m.ru),
});
