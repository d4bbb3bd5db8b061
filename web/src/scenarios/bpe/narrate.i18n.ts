/**
 * The bpe narration's sentences (`narrate.ts`): step 0, the headline, the
 * step's story, its counts, one sentence per event. Counts come as numbers
 * (each language makes its plurals); times, pages (`p`), rows, frames and
 * slots already formatted; `op` is the engine's `update` or `read`; where
 * a page went (`to`) and where it was found (`found`) come from `words.ts`.
 * Russian follows the article: запуск (a run), Lazy Writer, «вымывание».
 */
import type { Catalogue } from '../../kit/i18n/words';
import { ruPlural } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';

const plural = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n === 1 ? one : many}`;
/** French: the singular for 0 and 1. */
const frN = (n: number, one: string, many = `${one}s`) => `${fmtInt(n)} ${n >= 2 ? many : one}`;
const ruN = (n: number, one: string, few: string, many: string) => `${fmtInt(n)} ${ruPlural(n, one, few, many)}`;
const ruPages = (n: number) => ruN(n, 'страница', 'страницы', 'страниц');
const ruDirtyPages = (n: number) => ruN(n, 'грязная страница', 'грязные страницы', 'грязных страниц');
const ruDirtyPagesAcc = (n: number) => ruN(n, 'грязную страницу', 'грязные страницы', 'грязных страниц');
/** A past participle agreeing with a feminine count: "записана 1 страница", "записаны 3", "записано 5". */
const ruDone = (n: number, stem: string) => `${stem}${ruPlural(n, 'а', 'ы', 'о')}`;

const frOp = (op: string) => (op === 'update' ? 'mise à jour' : op === 'read' ? 'lecture' : op);
const ruOp = (op: string) => (op === 'update' ? 'обновление' : op === 'read' ? 'чтение' : op);
/** The step's operation as a sentence's subject (a checkpoint's too). */
const frSubject = (op: string) => (op === 'checkpoint' ? 'Le point de contrôle' : `La ${frOp(op)}`);
const ruSubject = (op: string) => (op === 'checkpoint' ? 'Контрольная точка' : op === 'update' ? 'Обновление' : op === 'read' ? 'Чтение' : op);

const en = {
  zeroBare: (setup: string, then: string) => `Step 0${setup}: the runs of random updates are about to start${then}.`,
  zero: (setup: string, runs: number, updates: number, then: string) =>
    `Step 0${setup}: ${plural(runs, 'run')} of ${plural(updates, 'random update')} are about to start${then}.`,
  then: (list: string) => `, then ${list}`,
  warm: ' The extension was warmed by full scans: it holds the table.',
  quiet: 'Nothing happened in this step.',
  /** Between a headline's parts. */
  sep: '; ',
  left: (p: string, to: string) => `page ${p} left the pool ${to}`,
  checkpointHead: (n: number, t: string) =>
    `Checkpoint: ${plural(n, 'dirty page')} written to disk (${t}); they stay in the pool, clean, and the extension gains none.`,
  head: (run: string, op: string, row: string, p: string, found: string, t: string) =>
    `Run ${run}, ${op} of row ${row}: page ${p} ${found}${t ? ` (${t})` : ''}`,
  frameLater: (t: string) => `the frame came ${t} later, once the lazy writer had written it`,
  pushedOut: (p: string) => `page ${p} pushed out of the full extension`,
  washedOut: (p: string) => `the extension’s copy of page ${p} is washed out`,
  runDone: (run: string, secs: string) => ` Run ${run} done: ${secs}.`,
  checkpointWrote: (n: number, t: string) => `A checkpoint wrote ${plural(n, 'dirty page')} to disk in ${t}.`,
  checkpointWhy:
    'They stay in the pool, now clean; the extension gets a page only when a clean page leaves the pool, so it gains none now: it refills as sluggishly as the article saw.',
  request: (run: string, op: string, row: string, p: string) =>
    `Run ${run} ${op === 'update' ? 'updates' : 'reads'} row ${row}, on page ${p}.`,
  inPool: (frame: string) => `The page was in the pool (frame ${frame}): no read.`,
  fromExt: (t: string, frame: string) =>
    `The page was not in the pool but in the extension: read from the SSD in ${t} into frame ${frame}.`,
  fromDisk: (t: string, frame: string) => `The page was in neither tier: read from disk in ${t} into frame ${frame}.`,
  whyDisk: 'it was dirty, so it was written to disk first (the extension takes only clean pages)',
  whyExt: 'it was clean, so it was copied to the extension',
  whyDrop: 'it was clean and needed no write: nothing was copied (its copy, if the extension has one, stays)',
  madeRoom: (p: string, frame: string, why: string) => `To make room, page ${p} left frame ${frame}: ${why}.`,
  waited: (t: string) =>
    `The request waited ${t} for that frame: the lazy writer writes one dirty page at a time, and it was still writing the ones before it.`,
  extFull: (p: string, slot: string) => `The extension was full: page ${p} left its slot ${slot}.`,
  dirtied: 'The update changed the page in the pool: it is dirty until written.',
  washedSlot: (p: string, slot: string) =>
    `The extension holds only clean pages, so its copy of page ${p} (slot ${slot}) is washed out.`,
  took: (op: string, t: string) => `The ${op} took ${t}.`,
  lastRequest: (run: string, secs: string) => `That was run ${run}’s last request: the run took ${secs}.`,
  count: (requests: number, ext: number, disk: number, writes: number, copied: number, washed: number) =>
    `This step: ${plural(requests, 'request')}, ${fmtInt(ext)} read from the extension, ` +
    `${fmtInt(disk)} from disk, ${plural(writes, 'page')} written to disk, ` +
    `${plural(copied, 'page')} copied to the extension, ${plural(washed, 'copy', 'copies')} washed out.`,
  evInPool: (p: string, frame: string) => `Page ${p} is in the pool, frame ${frame}.`,
  evFound: (p: string, found: string, frame: string, t: string) => `Page ${p} ${found} into frame ${frame} (${t}).`,
  evLeft: (p: string, frame: string, to: string, wait: string) =>
    `Page ${p} left frame ${frame} ${to}${wait ? `; the request waited ${wait} for the lazy writer` : ''}.`,
  evExtOut: (p: string, slot: string) => `Page ${p} left the full extension’s slot ${slot}.`,
  evDirtied: (p: string, frame: string) => `The update changes page ${p} in frame ${frame}: dirty.`,
  evWash: (p: string, slot: string) =>
    `The extension’s copy of page ${p} in slot ${slot} is washed out (the extension holds only clean pages).`,
  evCheckpoint: (n: number, t: string) => `A checkpoint writes ${plural(n, 'dirty page')} to disk (${t}); they stay in the pool, clean.`,
  evDone: (op: string, t: string) => `The ${op} is done: ${t}.`,
  evRunEnd: (run: string, op: string, secs: string) =>
    `Run ${run} (${op === 'update' ? 'updates' : 'random reads'}) is over: ${secs}.`,
};

export type NarrateWords = typeof en;

const fr: NarrateWords = {
  zeroBare: (setup, then) => `Étape 0${setup}\u00a0: les séries de mises à jour aléatoires vont commencer${then}.`,
  zero: (setup, runs, updates, then) =>
    `Étape 0${setup}\u00a0: ${frN(runs, 'série')} de ${frN(updates, 'mise à jour aléatoire', 'mises à jour aléatoires')} ${runs >= 2 ? 'vont' : 'va'} commencer${then}.`,
  then: (list) => `, puis ${list}`,
  warm: ' L’extension a été chauffée par des parcours complets\u00a0: elle contient la table.',
  quiet: 'Rien ne s’est passé à cette étape.',
  sep: '\u00a0; ',
  left: (p, to) => `la page ${p} a quitté le pool, ${to}`,
  checkpointHead: (n, t) =>
    `Point de contrôle\u00a0: ${frN(n, 'page modifiée écrite', 'pages modifiées écrites')} sur disque (${t})\u00a0; elles restent dans le pool, propres, et l’extension n’en gagne aucune.`,
  head: (run, op, row, p, found, t) => `Série ${run}, ${frOp(op)} de la ligne ${row}\u00a0: page ${p} ${found}${t ? ` (${t})` : ''}`,
  frameLater: (t) => `le cadre est venu ${t} plus tard, une fois la page écrite par le lazy writer`,
  pushedOut: (p) => `la page ${p} est chassée de l’extension pleine`,
  washedOut: (p) => `la copie de la page ${p} dans l’extension est effacée`,
  runDone: (run, secs) => ` Série ${run} terminée\u00a0: ${secs}.`,
  checkpointWrote: (n, t) => `Un point de contrôle a écrit ${frN(n, 'page modifiée', 'pages modifiées')} sur disque en ${t}.`,
  checkpointWhy:
    'Elles restent dans le pool, propres désormais\u00a0; l’extension ne reçoit une page que lorsqu’une page propre quitte le pool, elle n’en gagne donc aucune maintenant\u00a0: elle se remplit aussi mollement que l’article l’a vu.',
  request: (run, op, row, p) => `La série ${run} ${op === 'update' ? 'met à jour' : 'lit'} la ligne ${row}, sur la page ${p}.`,
  inPool: (frame) => `La page était dans le pool (cadre ${frame})\u00a0: aucune lecture.`,
  fromExt: (t, frame) =>
    `La page n’était pas dans le pool mais dans l’extension\u00a0: lue depuis le SSD en ${t} dans le cadre ${frame}.`,
  fromDisk: (t, frame) => `La page n’était dans aucun des deux niveaux\u00a0: lue sur disque en ${t} dans le cadre ${frame}.`,
  whyDisk: 'elle était modifiée, donc d’abord écrite sur disque (l’extension ne prend que des pages propres)',
  whyExt: 'elle était propre, donc copiée dans l’extension',
  whyDrop: 'elle était propre et n’avait rien à écrire\u00a0: rien n’a été copié (sa copie, si l’extension en a une, reste)',
  madeRoom: (p, frame, why) => `Pour faire de la place, la page ${p} a quitté le cadre ${frame}\u00a0: ${why}.`,
  waited: (t) =>
    `La requête a attendu ce cadre ${t}\u00a0: le lazy writer écrit une page modifiée à la fois, et il écrivait encore celles d’avant.`,
  extFull: (p, slot) => `L’extension était pleine\u00a0: la page ${p} a quitté son emplacement ${slot}.`,
  dirtied: 'La mise à jour a modifié la page dans le pool\u00a0: elle reste modifiée jusqu’à son écriture.',
  washedSlot: (p, slot) =>
    `L’extension ne garde que des pages propres\u00a0: sa copie de la page ${p} (emplacement ${slot}) est donc effacée.`,
  took: (op, t) => `${frSubject(op)} a pris ${t}.`,
  lastRequest: (run, secs) => `C’était la dernière requête de la série ${run}\u00a0: la série a pris ${secs}.`,
  count: (requests, ext, disk, writes, copied, washed) =>
    `Cette étape\u00a0: ${frN(requests, 'requête')}, ${fmtInt(ext)} ${ext >= 2 ? 'lues' : 'lue'} depuis l’extension, ` +
    `${fmtInt(disk)} sur disque, ${frN(writes, 'page écrite', 'pages écrites')} sur disque, ` +
    `${frN(copied, 'page copiée', 'pages copiées')} dans l’extension, ${frN(washed, 'copie effacée', 'copies effacées')}.`,
  evInPool: (p, frame) => `La page ${p} est dans le pool, cadre ${frame}.`,
  evFound: (p, found, frame, t) => `Page ${p} ${found} dans le cadre ${frame} (${t}).`,
  evLeft: (p, frame, to, wait) =>
    `La page ${p} a quitté le cadre ${frame}, ${to}${wait ? `\u00a0; la requête a attendu le lazy writer ${wait}` : ''}.`,
  evExtOut: (p, slot) => `La page ${p} a quitté l’emplacement ${slot} de l’extension pleine.`,
  evDirtied: (p, frame) => `La mise à jour modifie la page ${p} dans le cadre ${frame}\u00a0: modifiée.`,
  evWash: (p, slot) =>
    `La copie de la page ${p} dans l’emplacement ${slot} de l’extension est effacée (l’extension ne garde que des pages propres).`,
  evCheckpoint: (n, t) =>
    `Un point de contrôle écrit ${frN(n, 'page modifiée', 'pages modifiées')} sur disque (${t})\u00a0; elles restent dans le pool, propres.`,
  evDone: (op, t) => `${frSubject(op)} ${op === 'checkpoint' ? 'est fait' : 'est faite'}\u00a0: ${t}.`,
  evRunEnd: (run, op, secs) =>
    `La série ${run} (${op === 'update' ? 'mises à jour' : 'lectures aléatoires'}) est terminée\u00a0: ${secs}.`,
};

const ru: NarrateWords = {
  zeroBare: (setup, then) => `Шаг 0${setup}: сейчас начнутся запуски случайных обновлений${then}.`,
  zero: (setup, runs, updates, then) =>
    `Шаг 0${setup}: сейчас ${runs === 1 ? 'начнётся' : 'начнутся'} ${ruN(runs, 'запуск', 'запуска', 'запусков')} по ${ruN(updates, 'случайному обновлению', 'случайных обновления', 'случайных обновлений')}${then}.`,
  then: (list) => `, затем ${list}`,
  warm: ' Расширение прогрето полным сканированием: в нём вся таблица.',
  quiet: 'На этом шаге ничего не произошло.',
  sep: '; ',
  left: (p, to) => `страница ${p} ушла из буферного пула — ${to}`,
  checkpointHead: (n, t) =>
    `Контрольная точка: на диск ${ruDone(n, 'записан')} ${ruDirtyPages(n)} (${t}); они остаются в буферном пуле, уже чистые, и в расширение не попадает ни одна.`,
  head: (run, op, row, p, found, t) =>
    `Запуск ${run}, ${ruOp(op)} строки ${row}: страница ${p} ${found}${t ? ` (${t})` : ''}`,
  frameLater: (t) => `фрейм освободился на ${t} позже, когда Lazy Writer записал его`,
  pushedOut: (p) => `страница ${p} вытеснена из заполненного расширения`,
  washedOut: (p) => `копия страницы ${p} в расширении «вымыта»`,
  runDone: (run, secs) => ` Запуск ${run} завершён: ${secs}.`,
  checkpointWrote: (n, t) => `Контрольная точка записала на диск ${ruDirtyPagesAcc(n)} за ${t}.`,
  checkpointWhy:
    'Они остаются в буферном пуле, теперь чистые; страница попадает в расширение, только когда чистая страница покидает буферный пул, поэтому сейчас расширение ничего не получает: оно заполняется так же «вяло», как видел автор статьи.',
  request: (run, op, row, p) => `Запуск ${run} ${op === 'update' ? 'обновляет' : 'читает'} строку ${row} на странице ${p}.`,
  inPool: (frame) => `Страница была в буферном пуле (фрейм ${frame}): чтения нет.`,
  fromExt: (t, frame) =>
    `Страницы не было в буферном пуле, но она была в расширении: прочитана с SSD за ${t} во фрейм ${frame}.`,
  fromDisk: (t, frame) => `Страницы не было ни на одном уровне: прочитана с диска за ${t} во фрейм ${frame}.`,
  whyDisk: 'она была грязной, поэтому сначала записана на диск (расширение принимает только чистые страницы)',
  whyExt: 'она была чистой, поэтому скопирована в расширение',
  whyDrop: 'она была чистой, и писать было нечего: ничего не скопировано (её копия, если она есть в расширении, остаётся)',
  madeRoom: (p, frame, why) => `Чтобы освободить место, страница ${p} покинула фрейм ${frame}: ${why}.`,
  waited: (t) =>
    `Запрос ждал этот фрейм ${t}: Lazy Writer пишет по одной грязной странице, и он ещё записывал предыдущие.`,
  extFull: (p, slot) => `Расширение было заполнено: страница ${p} покинула свой слот ${slot}.`,
  dirtied: 'Обновление изменило страницу в буферном пуле: она грязная, пока её не запишут.',
  washedSlot: (p, slot) =>
    `Расширение хранит только чистые страницы, поэтому его копия страницы ${p} (слот ${slot}) «вымыта».`,
  took: (op, t) => `${ruSubject(op)} ${op === 'checkpoint' ? 'заняла' : 'заняло'} ${t}.`,
  lastRequest: (run, secs) => `Это был последний запрос запуска ${run}: запуск занял ${secs}.`,
  count: (requests, ext, disk, writes, copied, washed) =>
    `Этот шаг: ${ruN(requests, 'запрос', 'запроса', 'запросов')}, из расширения ${ruDone(ext, 'прочитан')} ${fmtInt(ext)}, ` +
    `с диска ${fmtInt(disk)}, на диск ${ruDone(writes, 'записан')} ${ruPages(writes)}, ` +
    `в расширение ${ruDone(copied, 'скопирован')} ${ruPages(copied)}, «${ruDone(washed, 'вымыт')}» ${ruN(washed, 'копия', 'копии', 'копий')}.`,
  evInPool: (p, frame) => `Страница ${p} в буферном пуле, фрейм ${frame}.`,
  evFound: (p, found, frame, t) => `Страница ${p} ${found} во фрейм ${frame} (${t}).`,
  evLeft: (p, frame, to, wait) =>
    `Страница ${p} покинула фрейм ${frame} — ${to}${wait ? `; запрос ждал Lazy Writer ${wait}` : ''}.`,
  evExtOut: (p, slot) => `Страница ${p} покинула слот ${slot} заполненного расширения.`,
  evDirtied: (p, frame) => `Обновление меняет страницу ${p} во фрейме ${frame}: она грязная.`,
  evWash: (p, slot) =>
    `Копия страницы ${p} в слоте ${slot} расширения «вымыта» (расширение хранит только чистые страницы).`,
  evCheckpoint: (n, t) =>
    `Контрольная точка записывает на диск ${ruDirtyPagesAcc(n)} (${t}); они остаются в буферном пуле, чистые.`,
  evDone: (op, t) => `${ruSubject(op)} ${op === 'checkpoint' ? 'выполнена' : 'выполнено'}: ${t}.`,
  evRunEnd: (run, op, secs) => `Запуск ${run} (${op === 'update' ? 'обновления' : 'случайные чтения'}) окончен: ${secs}.`,
};

export const NARRATE_WORDS: Catalogue<NarrateWords> = { en, fr, ru };
