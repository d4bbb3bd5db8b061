// The Russian words of `views.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { ruPlural } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';
import { ruN } from '../../../kit/i18n/plural';
import type { ViewWords } from './views.i18n';

export const ru: ViewWords = {
  tag: { hit: 'попадание', victim: 'уходит', loaded: 'вошла', passed: '', written: 'записана' },
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
