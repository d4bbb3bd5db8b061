// The Russian words of `narrate.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { ruN } from '../../kit/i18n/plural';
import type { NarrateWords } from './narrate.i18n';

export const ru: NarrateWords = {
  asks: (n, page) => `Обращение ${n} запрашивает страницу ${page}`,
  toChange: ', чтобы изменить её (запись)',
  byScan: ', её читает последовательное сканирование',
  hit: (policy, page, frame) => `${policy}: страница ${page} в фрейме ${frame}: попадание, чтения с диска нет.`,
  miss: (policy, page) => `${policy}: страницы ${page} нет в пуле: промах`,
  missFree: '; её берёт пустой фрейм',
  missFull: '; все фреймы заняты, поэтому одна страница должна уйти',
  writeEvict: (page, frame) => `Страница ${page} в фрейме ${frame} грязная: она записывается на диск, прежде чем уйти.`,
  writeCheckpoint: (page, frame) =>
    `Контрольная точка записывает грязную страницу ${page} (фрейм ${frame}) на диск; страница остаётся в пуле, уже чистой.`,
  writeBackground: (page, frame) => `Фоновый процесс записи записывает грязную страницу ${page} (фрейм ${frame}) на диск.`,
  evict: (page, frame, why) => `Страница ${page} — жертва и покидает фрейм ${frame}: ${why}.`,
  load: (page, frame) => `Страница ${page} читается с диска в фрейм ${frame}.`,
  dirtied: (page, frame) => `Обращение изменяет страницу ${page}: фрейм ${frame} грязный, пока страница не записана.`,
  checkpointNone: 'Контрольная точка: грязных страниц нет, писать нечего.',
  checkpointWrote: (k) =>
    `Контрольная точка записала на диск ${ruN(k, 'грязную страницу', 'грязные страницы', 'грязных страниц')}.`,
  unknown: 'Событие движка, которое эта страница не умеет описать.',
  frame: (frame) => `фрейм ${frame}`,
  framePage: (frame, page) => `фрейм ${frame} (страница ${page})`,
  passPinned: (where) => `Стрелка часов проходит ${where}: он закреплён, поэтому пропускается.`,
  passBit: (where) => `Стрелка часов проходит ${where} и сбрасывает его бит обращения: второй шанс.`,
  passUse: (where, before, after) =>
    `Стрелка часов проходит ${where} и уменьшает его счётчик использования с ${before} до ${after}.`,
  stepZero: 'Шаг 0: пул пуст.',
  headline: (reference, outcome, checkpoint) => `${reference}: ${outcome}${checkpoint}.`,
  referencePage: (n, page) => `Обращение ${n}, страница ${page}`,
  aWrite: ' (запись)',
  outHit: (frame) => `попадание в фрейме ${frame}`,
  outNothing: 'ничего не происходит',
  outEmpty: (frame) => `промах; она идёт в пустой фрейм ${frame}`,
  outEvict: (page, frame, why) => `промах; страница ${page} покидает фрейм ${frame} (${why})`,
  outDirty: '; она была грязной: сначала записана на диск',
  checkpointClean: '; контрольная точка не находит грязных страниц',
  checkpointWrites: (k) => `; контрольная точка записывает ${ruN(k, 'грязную страницу', 'грязные страницы', 'грязных страниц')}`,
  sweep: (k) => `Стрелка часов проходит ${ruN(k, 'фрейм', 'фрейма', 'фреймов')}`,
  loweringBits: (k) => `, сбрасывая ${ruN(k, 'бит обращения', 'бита обращения', 'битов обращения')}`,
  loweringCounts: (k) => `, уменьшая ${ruN(k, 'счётчик использования', 'счётчика использования', 'счётчиков использования')}`,
  skipping: (k) => `, пропуская ${ruN(k, 'закреплённый фрейм', 'закреплённых фрейма', 'закреплённых фреймов')}`,
  andChanges: ' и изменяет её',
  who: (policy) => `${policy}: `,
  stepHit: (frame) => `попадание: страница в фрейме ${frame}, чтения с диска нет.`,
  stepMiss: 'промах: страницу нужно прочитать с диска.',
  stepEmpty: (frame) => `Её берёт пустой фрейм ${frame}.`,
  stepDirty: 'Она была грязной: сначала записана на диск, и обращение ждёт этой записи.',
  stepRead: (page, frame) => `Страница ${page} читается в фрейм ${frame}.`,
  stepDirtied: (frame) => `Изменение делает фрейм ${frame} грязным.`,
  stepCheckpointNone: 'Затем контрольная точка: грязных страниц нет.',
  stepCheckpoint: (k) =>
    `Затем контрольная точка записывает на диск ${ruN(k, 'грязную страницу', 'грязные страницы', 'грязных страниц')}.`,
  stepCount: (hits, misses, evictions, writes) =>
    `За этот шаг: ${ruN(hits, 'попадание', 'попадания', 'попаданий')}, ${ruN(misses, 'промах', 'промаха', 'промахов')}, ` +
    `${ruN(evictions, 'вытеснение', 'вытеснения', 'вытеснений')}, ${ruN(writes, 'запись страницы', 'записи страниц', 'записей страниц')}.`,
};
