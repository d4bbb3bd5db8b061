/**
 * The buffer-pool narration's sentences (`narrate.ts`): one per event, the
 * headline, the step in a few sentences. `n` is a reference's number from
 * 1, `why` a clause of `words.i18n.ts`, counts are numbers (the noun after
 * them agrees).
 */
import type { Catalogue } from '../../kit/i18n/words';
import { enN, frN, ruN } from '../../kit/i18n/plural';

const en = {
  // One sentence per event.
  asks: (n: string, page: string) => `Reference ${n} asks for page ${page}`,
  toChange: ', to change it (a write)',
  byScan: ', read by a sequential scan',
  hit: (policy: string, page: string, frame: string) => `${policy}: page ${page} is in frame ${frame}: a hit, no disk read.`,
  miss: (policy: string, page: string) => `${policy}: page ${page} is not in the pool: a miss`,
  missFree: '; an empty frame takes it',
  missFull: '; every frame is full, so one page must leave',
  writeEvict: (page: string, frame: string) => `Page ${page} in frame ${frame} is dirty: it is written to disk before it leaves.`,
  writeCheckpoint: (page: string, frame: string) =>
    `The checkpoint writes dirty page ${page} (frame ${frame}) to disk; it stays in the pool, clean.`,
  writeBackground: (page: string, frame: string) => `The background writer writes dirty page ${page} (frame ${frame}) to disk.`,
  evict: (page: string, frame: string, why: string) => `Page ${page} is the victim and leaves frame ${frame}: ${why}.`,
  load: (page: string, frame: string) => `Page ${page} is read from disk into frame ${frame}.`,
  dirtied: (page: string, frame: string) => `The reference changes page ${page}: frame ${frame} is dirty until the page is written.`,
  checkpointNone: 'A checkpoint: no page is dirty, nothing to write.',
  checkpointWrote: (k: number) => `A checkpoint wrote ${enN(k, 'dirty page')} to disk.`,
  unknown: 'An engine event this page does not know how to describe.',
  // The clock hand's pass.
  frame: (frame: string) => `frame ${frame}`,
  framePage: (frame: string, page: string) => `frame ${frame} (page ${page})`,
  passPinned: (where: string) => `The clock hand passes ${where}: it is pinned, so it is skipped.`,
  passBit: (where: string) => `The clock hand passes ${where} and clears its reference bit: a second chance.`,
  passUse: (where: string, before: string, after: string) =>
    `The clock hand passes ${where} and lowers its usage count from ${before} to ${after}.`,
  // The headline.
  stepZero: 'Step 0: the pool is empty.',
  headline: (reference: string, outcome: string, checkpoint: string) => `${reference}: ${outcome}${checkpoint}.`,
  referencePage: (n: string, page: string) => `Reference ${n}, page ${page}`,
  aWrite: ' (a write)',
  outHit: (frame: string) => `hit in frame ${frame}`,
  outNothing: 'nothing happens',
  outEmpty: (frame: string) => `miss; it goes into empty frame ${frame}`,
  outEvict: (page: string, frame: string, why: string) => `miss; page ${page} leaves frame ${frame} (${why})`,
  outDirty: '; it was dirty: written to disk first',
  checkpointClean: '; a checkpoint finds nothing dirty',
  checkpointWrites: (k: number) => `; a checkpoint writes ${enN(k, 'dirty page')}`,
  // The step in a few sentences.
  sweep: (k: number) => `The clock hand passes ${enN(k, 'frame')}`,
  loweringBits: (k: number) => `, lowering ${enN(k, 'reference bit')}`,
  loweringCounts: (k: number) => `, lowering ${enN(k, 'usage count')}`,
  skipping: (k: number) => `, skipping ${enN(k, 'pinned frame')}`,
  andChanges: ' and changes it',
  who: (policy: string) => `${policy}: `,
  stepHit: (frame: string) => `a hit: the page is in frame ${frame}, no disk read.`,
  stepMiss: 'a miss: the page must be read from disk.',
  stepEmpty: (frame: string) => `Empty frame ${frame} takes it.`,
  stepDirty: 'It was dirty: written to disk first, and the reference waits for that write.',
  stepRead: (page: string, frame: string) => `Page ${page} is read into frame ${frame}.`,
  stepDirtied: (frame: string) => `The change makes frame ${frame} dirty.`,
  stepCheckpointNone: 'Then a checkpoint: nothing is dirty.',
  stepCheckpoint: (k: number) => `Then a checkpoint writes ${enN(k, 'dirty page')} to disk.`,
  stepCount: (hits: number, misses: number, evictions: number, writes: number) =>
    `This step: ${enN(hits, 'hit')}, ${enN(misses, 'miss', 'misses')}, ${enN(evictions, 'eviction')}, ${enN(writes, 'page write')}.`,
};

export type NarrateWords = typeof en;

const fr: NarrateWords = {
  asks: (n, page) => `La référence ${n} demande la page ${page}`,
  toChange: ', pour la modifier (une écriture)',
  byScan: ', lue par un balayage séquentiel',
  hit: (policy, page, frame) => `${policy}\u00a0: la page ${page} est dans le cadre ${frame}\u00a0: un succès, pas de lecture disque.`,
  miss: (policy, page) => `${policy}\u00a0: la page ${page} n’est pas dans le pool\u00a0: un échec`,
  missFree: ' ; un cadre vide la prend',
  missFull: ' ; tous les cadres sont pleins, une page doit donc partir',
  writeEvict: (page, frame) => `La page ${page} du cadre ${frame} est sale\u00a0: elle est écrite sur disque avant de partir.`,
  writeCheckpoint: (page, frame) =>
    `Le point de contrôle écrit la page sale ${page} (cadre ${frame}) sur disque\u00a0; elle reste dans le pool, propre.`,
  writeBackground: (page, frame) =>
    `Le processus d’écriture en arrière-plan écrit la page sale ${page} (cadre ${frame}) sur disque.`,
  evict: (page, frame, why) => `La page ${page} est la victime et quitte le cadre ${frame}\u00a0: ${why}.`,
  load: (page, frame) => `La page ${page} est lue du disque dans le cadre ${frame}.`,
  dirtied: (page, frame) =>
    `La référence modifie la page ${page}\u00a0: le cadre ${frame} est sale jusqu’à ce que la page soit écrite.`,
  checkpointNone: 'Un point de contrôle : aucune page sale, rien à écrire.',
  checkpointWrote: (k) => `Un point de contrôle a écrit ${frN(k, 'page sale', 'pages sales')} sur disque.`,
  unknown: 'Un événement du moteur que cette page ne sait pas décrire.',
  frame: (frame) => `le cadre ${frame}`,
  framePage: (frame, page) => `le cadre ${frame} (page ${page})`,
  passPinned: (where) => `L’aiguille de l’horloge passe ${where}\u00a0: il est épinglé, elle le saute.`,
  passBit: (where) => `L’aiguille de l’horloge passe ${where} et remet son bit de référence à 0\u00a0: une seconde chance.`,
  passUse: (where, before, after) =>
    `L’aiguille de l’horloge passe ${where} et baisse son compteur d’usage de ${before} à ${after}.`,
  stepZero: 'Étape 0 : le pool est vide.',
  headline: (reference, outcome, checkpoint) => `${reference}\u00a0: ${outcome}${checkpoint}.`,
  referencePage: (n, page) => `Référence ${n}, page ${page}`,
  aWrite: ' (une écriture)',
  outHit: (frame) => `succès dans le cadre ${frame}`,
  outNothing: 'rien ne se passe',
  outEmpty: (frame) => `échec\u00a0; elle va dans le cadre vide ${frame}`,
  outEvict: (page, frame, why) => `échec\u00a0; la page ${page} quitte le cadre ${frame} (${why})`,
  outDirty: ' ; elle était sale : écrite d’abord sur disque',
  checkpointClean: ' ; un point de contrôle ne trouve rien de sale',
  checkpointWrites: (k) => `\u00a0; un point de contrôle écrit ${frN(k, 'page sale', 'pages sales')}`,
  sweep: (k) => `L’aiguille de l’horloge passe ${frN(k, 'cadre')}`,
  loweringBits: (k) => `, en remettant à 0 ${frN(k, 'bit de référence', 'bits de référence')}`,
  loweringCounts: (k) => `, en baissant ${frN(k, 'compteur d’usage', 'compteurs d’usage')}`,
  skipping: (k) => `, en sautant ${frN(k, 'cadre épinglé', 'cadres épinglés')}`,
  andChanges: ' et la modifie',
  who: (policy) => `${policy}\u00a0: `,
  stepHit: (frame) => `un succès\u00a0: la page est dans le cadre ${frame}, pas de lecture disque.`,
  stepMiss: 'un échec : la page doit être lue sur disque.',
  stepEmpty: (frame) => `Le cadre vide ${frame} la prend.`,
  stepDirty: 'Elle était sale : écrite d’abord sur disque, et la référence attend cette écriture.',
  stepRead: (page, frame) => `La page ${page} est lue dans le cadre ${frame}.`,
  stepDirtied: (frame) => `La modification rend le cadre ${frame} sale.`,
  stepCheckpointNone: 'Puis un point de contrôle : rien n’est sale.',
  stepCheckpoint: (k) => `Puis un point de contrôle écrit ${frN(k, 'page sale', 'pages sales')} sur disque.`,
  stepCount: (hits, misses, evictions, writes) =>
    `Cette étape\u00a0: ${frN(hits, 'succès', 'succès')}, ${frN(misses, 'échec')}, ${frN(evictions, 'éviction')}, ${frN(writes, 'écriture de page', 'écritures de page')}.`,
};

const ru: NarrateWords = {
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

export const NARRATE_WORDS: Catalogue<NarrateWords> = { en, fr, ru };
