/**
 * The buffer pool's pictures' words: a pool's frames (`BufferFrames`,
 * `FrameDensity`, `bufferViews`) and the reference string
 * (`ReferenceString`). Page and frame numbers come as the engine gives
 * them; counts as numbers where the noun after them agrees.
 */
import { ruPlural, type Catalogue } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';
import { frN, ruN } from '../../../kit/i18n/plural';

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

const fr: ViewWords = {
  tag: { hit: 'succès', victim: 'sort', loaded: 'entre', passed: '', written: 'écrite' },
  tagOut: (page) => `${page} sort`,
  role: {
    hit: 'la référence a trouvé sa page ici (un succès)',
    victim: 'sa page s’en va',
    loaded: 'sa page vient d’être lue',
    passed: 'l’aiguille de l’horloge vient de le passer',
    written: 'sa page vient d’être écrite sur disque',
  },
  frameIs: (frame, what) => `Cadre ${frame}\u00a0: ${what}`,
  empty: 'vide',
  page: (page) => `page ${page}`,
  dirty: 'sale',
  writtenToDisk: 'page écrite sur disque',
  pinned: (k) => `épinglé ${k} fois`,
  handHere: 'l’aiguille de l’horloge pointe ici',
  inPlaceOf: (page) => `à la place de la page ${page}`,
  pin: (k) => ` ép. ${k}`,
  denseStatus: (n, held, dirty) =>
    `${frN(n, 'cadre')}\u00a0: ${fmtInt(held)} avec une page, ${fmtInt(dirty)} ${dirty <= 1 ? 'sale' : 'sales'}`,
  named: (name) => `${name}\u00a0: `,
  poolLabel: (policy, n, held, dirty) =>
    `pool ${policy} de ${frN(n, 'cadre')}, ${fmtInt(held)} avec une page, ${fmtInt(dirty)} ${dirty <= 1 ? 'sale' : 'sales'}`,
  denseKey: 'un carré par cadre (plusieurs s’ils sont nombreux) : clair = contient une page, foncé = sale',
  keyHand: ' · ▼ aiguille',
  keyDirty: ' · ◤ sale',
  framesOf: (policy) => `Cadres du pool ${policy}`,
  denseLabel: (label) =>
    `${label}. Dessin dense\u00a0: chaque case une suite de cadres, le remplissage clair la part qui contient une page, le foncé la part sale.`,
  atEnd: 'à la fin du déroulement',
  poolAtEnd: (policy) => `Pool ${policy} à la fin`,
  beforeFirst: (total) => `avant la référence 1 sur ${total}`,
  referenceOf: (n, total) => `référence ${n} sur ${total}`,
  theString: 'La chaîne de références, ',
  legend: ' · H succès (hit) · M échec (miss) · w écriture',
  shown: (from, to) => `\u00a0; références ${from} à ${to} affichées`,
  references: 'Références',
  cell: (n, page) => `référence ${n}\u00a0: page ${page}`,
  aWrite: 'une écriture',
  hit: 'succès',
  miss: 'échec',
  thisStep: 'cette étape',
  toCome: 'à venir',
  pageRow: 'page',
};

const ru: ViewWords = {
  tag: { hit: 'попадание', victim: 'уходит', loaded: 'пришла', passed: '', written: 'записана' },
  tagOut: (page) => `${page} ушла`,
  role: {
    hit: 'обращение нашло здесь свою страницу (попадание)',
    victim: 'его страница уходит',
    loaded: 'его страница только что прочитана',
    passed: 'стрелка часов только что прошла его',
    written: 'его страница только что записана на диск',
  },
  frameIs: (frame, what) => `Фрейм ${frame}: ${what}`,
  empty: 'пуст',
  page: (page) => `страница ${page}`,
  dirty: 'грязный',
  writtenToDisk: 'страница записана на диск',
  pinned: (k) => `закреплён ${k} ${ruPlural(k, 'раз', 'раза', 'раз')}`,
  handHere: 'сюда указывает стрелка часов',
  inPlaceOf: (page) => `вместо страницы ${page}`,
  pin: (k) => ` закр. ${k}`,
  denseStatus: (n, held, dirty) =>
    `${ruN(n, 'фрейм', 'фрейма', 'фреймов')}: со страницей ${fmtInt(held)}, грязных ${fmtInt(dirty)}`,
  named: (name) => `${name}: `,
  poolLabel: (policy, n, held, dirty) =>
    `пул ${policy} из ${ruN(n, 'фрейма', 'фреймов', 'фреймов')}, со страницей ${fmtInt(held)}, грязных ${fmtInt(dirty)}`,
  denseKey: 'по квадрату на фрейм (на несколько, если их много): светлая заливка — со страницей, тёмная — грязные',
  keyHand: ' · ▼ стрелка',
  keyDirty: ' · ◤ грязный',
  framesOf: (policy) => `Фреймы пула ${policy}`,
  denseLabel: (label) =>
    `${label}. Плотный рисунок: каждая клетка — ряд фреймов, светлая заливка — доля со страницей, тёмная — доля грязных.`,
  atEnd: 'в конце прогона',
  poolAtEnd: (policy) => `Пул ${policy} в конце`,
  beforeFirst: (total) => `до обращения 1 из ${total}`,
  referenceOf: (n, total) => `обращение ${n} из ${total}`,
  theString: 'Строка обращений, ',
  legend: ' · H попадание (hit) · M промах (miss) · w запись',
  shown: (from, to) => `; показаны обращения с ${from} по ${to}`,
  references: 'Обращения',
  cell: (n, page) => `обращение ${n}: страница ${page}`,
  aWrite: 'запись',
  hit: 'попадание',
  miss: 'промах',
  thisStep: 'этот шаг',
  toCome: 'впереди',
  pageRow: 'стр.',
};

export const VIEW_WORDS: Catalogue<ViewWords> = { en, fr, ru };
