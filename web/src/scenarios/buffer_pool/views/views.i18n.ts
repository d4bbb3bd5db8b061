/**
 * The buffer pool's pictures' words: a pool's frames (`BufferFrames`,
 * `FrameDensity`, `bufferViews`) and the reference string
 * (`ReferenceString`). Page and frame numbers come as the engine gives
 * them; counts as numbers where the noun after them agrees.
 */
import { lazyCatalogue, type Catalogue } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';

const en = {
  // What the step did to a frame: its tag, and in words.
  tag: { hit: 'hit', victim: 'out', loaded: 'in', passed: '', written: 'written' },
  tagOut: (page: string) => `${page} out`,
  role: {
    hit: 'the reference found its page here (a hit)',
    victim: 'its page is leaving',
    loaded: 'its page was just read in',
    passed: 'the clock hand just passed it',
    written: 'its page was just written to disk',
  },
  // A frame in words.
  frameIs: (frame: string, what: string) => `Frame ${frame}: ${what}`,
  empty: 'empty',
  page: (page: string) => `page ${page}`,
  dirty: 'dirty',
  writtenToDisk: 'written to disk',
  pinned: (k: number) => `pinned ${k} ${k === 1 ? 'time' : 'times'}`,
  handHere: 'the clock hand points here',
  inPlaceOf: (page: string) => `in place of page ${page}`,
  pin: (k: string) => ` pin ${k}`,
  // The pool.
  denseStatus: (n: number, held: number, dirty: number) =>
    `${fmtInt(n)} frames: ${fmtInt(held)} hold a page, ${fmtInt(dirty)} dirty`,
  named: (name: string) => `${name}: `,
  poolLabel: (policy: string, n: number, held: number, dirty: number) =>
    `${policy} pool of ${fmtInt(n)} ${n === 1 ? 'frame' : 'frames'}, ${fmtInt(held)} holding a page, ${fmtInt(dirty)} dirty`,
  denseKey: 'a square per frame (several when many): light fill = holds a page, dark = dirty',
  keyHand: ' · ▼ hand',
  keyDirty: ' · ◤ dirty',
  framesOf: (policy: string) => `Frames of the ${policy} pool`,
  denseLabel: (label: string) =>
    `${label}. Drawn dense: each cell a run of frames, the lighter fill the share holding a page, the dark one the share dirty.`,
  atEnd: 'at the end of the run',
  poolAtEnd: (policy: string) => `${policy} pool at the end`,
  // The reference string.
  beforeFirst: (total: string) => `before reference 1 of ${total}`,
  referenceOf: (n: string, total: string) => `reference ${n} of ${total}`,
  theString: 'The reference string, ',
  legend: ' · H hit · M miss · w write',
  shown: (from: string, to: string) => `; references ${from} to ${to} shown`,
  references: 'References',
  cell: (n: string, page: string) => `reference ${n}: page ${page}`,
  aWrite: 'a write',
  hit: 'hit',
  miss: 'miss',
  thisStep: 'this step',
  toCome: 'to come',
  pageRow: 'page',
};

export type ViewWords = typeof en;

export const VIEW_WORDS: Catalogue<ViewWords> = lazyCatalogue<ViewWords>(en, {
  fr: () => import('./views.i18n.fr').then((m) => m.fr),
  ru: () => import('./views.i18n.ru').then((m) => m.ru),
});
