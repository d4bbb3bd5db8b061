/**
 * The words of a buffer pool (`words.ts`): why a page leaves, in a clause
 * and in a few words, a frame's policy state, the picture's key and the
 * line under a pool's frames. Figures come formatted (`n`, a reference's
 * number from 1), or as numbers where the noun after them agrees.
 */
import { ruPlural as ruPluralWord, type Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import { enN, frN, ruN } from '../../kit/i18n/plural';

/** "1st", "2nd", "3rd", "11th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${fmtInt(n)}${suffix}`;
}

/** French: "1re" (a page), "2e". */
const frOrdinal = (n: number) => (n === 1 ? '1re' : `${fmtInt(n)}e`);

const en = {
  ringPolicy: 'clock-sweep + scan ring',
  reference: (n: string) => `reference ${n}`,
  // Why a page leaves, as a clause.
  firstIn: (n: string) => `it came in first, at reference ${n}`,
  leastRecent: (n: string) => `it was used least recently, at reference ${n}`,
  bitClear: 'the clock hand found its reference bit clear',
  bitClearAfter: (k: number) => `its reference bit was clear, after the clock hand cleared ${enN(k, 'bit')}`,
  usageZero: 'the clock hand found its usage count at 0',
  usageZeroAfter: (k: number) => `its usage count was 0, after the clock hand lowered ${enN(k, 'count')}`,
  usedOnce: (n: string) => `it was used only once, at reference ${n}, and such pages go first`,
  oldestSecondLast: (n: string) => `its second-to-last use, at reference ${n}, is the oldest`,
  neverAgain: 'it is never needed again',
  furthestNext: (n: string) => `it is needed furthest ahead, at reference ${n}`,
  a1inOldest: (a1in: number, kin: string, n: string) =>
    `A1in holds ${enN(a1in, 'page')}, more than its share of ${kin}: ` +
    `its oldest page (in at reference ${n}) leaves, and A1out remembers its number`,
  amLeastRecent: (a1in: number, kin: string, n: string) =>
    `A1in holds ${enN(a1in, 'page')}, within its share of ${kin}: ` +
    `Am’s least recent page (used at reference ${n}) leaves, forgotten`,
  t1LeastRecent: (t1: number, p: string, n: string) =>
    `T1 holds ${enN(t1, 'page')} against the target p = ${p}: T1’s least recent page (used at reference ${n}) leaves`,
  t1Remembered: ', and B1 remembers it',
  t1Forgotten: '; T1 filled the pool and B1 is empty, so it is forgotten',
  t2LeastRecent: (t1: number, p: string, n: string) =>
    `T1 holds ${enN(t1, 'page')}, within the target p = ${p}: ` +
    `T2’s least recent page (used at reference ${n}) leaves, and B2 remembers it`,
  ringReuse: (slot: string, ring: number) =>
    `it is in slot ${slot} of the scan’s ring of ${enN(ring, 'frame')}, used at most once since: the scan reuses its own frame`,
  ringJoin: (slot: string, ring: string, lowered: number) =>
    `the ring’s slot ${slot} of ${ring} is empty or its frame in use, so the clock hand ` +
    (lowered === 0 ? 'found this usage count at 0' : `lowered ${enN(lowered, 'count')} to a usage count of 0`) +
    '; the frame joins the scan’s ring',
  foundB1: 'B1 remembered the page asked for, so T1 was too small and p grew; ',
  foundB2: 'B2 remembered the page asked for, so T2 was too small and p shrank; ',
  // The same in a few words, for a frame's label.
  firstInShort: (n: string) => `first in, ref ${n}`,
  leastRecentShort: (n: string) => `least recent, ref ${n}`,
  bitClearShort: 'bit clear',
  bitClearAfterShort: (k: number) => `bit clear after ${enN(k, 'clear', 'clears')}`,
  usageZeroShort: 'usage 0',
  usageZeroAfterShort: (k: number) => `usage 0 after ${enN(k, 'lowering', 'lowerings')}`,
  usedOnceShort: 'used once',
  oldestSecondLastShort: (n: string) => `oldest 2nd-last use, ref ${n}`,
  neverAgainShort: 'never needed again',
  furthestNextShort: (n: string) => `next needed furthest, ref ${n}`,
  a1inOldestShort: `A1in's oldest, to A1out`,
  amLeastRecentShort: `Am's least recent`,
  t1Short: (p: string) => `T1's least recent (p ${p})`,
  toB1: ', to B1',
  t2Short: (p: string) => `T2's least recent (p ${p}), to B2`,
  ringReuseShort: (slot: string, ring: string) => `scan reuses ring slot ${slot}/${ring}`,
  ringJoinShort: (slot: string, ring: string) => `usage 0, joins ring slot ${slot}/${ring}`,
  // A frame's policy state: short (its box), long (its words).
  rankShort: (n: number) => `${ordinal(n)} out`,
  rankLong: (n: number) => `${ordinal(n)} to go`,
  bit: (v: string) => `bit ${v}`,
  bitLong: (v: string) => `reference bit ${v}`,
  use: (v: string) => `use ${v}`,
  useLong: (v: string) => `usage count ${v}`,
  ringUse: (v: string) => `ring, use ${v}`,
  ringTiny: (v: string) => `ring ${v}`,
  ringLong: (v: string) => `in the scan’s ring, usage count ${v}`,
  inAm: 'in Am (used again after A1in: kept by recency)',
  inA1in: 'in A1in (first in, first out)',
  inT2: 'in T2 (used at least twice lately)',
  inT1: 'in T1 (used once lately)',
  never: 'never',
  neverLong: 'never needed again',
  next: (n: string) => `next ${n}`,
  nextLong: (n: string) => `next needed at reference ${n}`,
  /** What the numbers in the frames mean, for the picture's key. */
  keys: {
    rank: 'place in line (#1 goes next)',
    reference_bit: 'reference bit (0 may go)',
    usage_count: 'dots: usage count (0 may go)',
    next_use: 'next use (reference no.)',
    queue: 'queue: A1in (FIFO) or Am (LRU)',
    arc_list: 'list: T1 (recent) or T2 (frequent)',
    usage_ring: 'dots: usage count · bar on top: in the scan’s ring',
  },
  // One pool event in a few words (under a pool's frames).
  refShort: (n: string, page: string) => `reference ${n}: page ${page}`,
  writeTag: ' (write)',
  scanTag: ' (scan)',
  hitShort: (page: string, frame: string) => `hit: page ${page} is in frame ${frame}`,
  missShort: (page: string) => `miss: page ${page} is not here`,
  freeTag: '; a frame is free',
  evictWriteShort: (page: string) => `page ${page} is dirty: written to disk first`,
  checkpointWroteShort: (page: string) => `checkpoint: page ${page} written`,
  bgWroteShort: (page: string) => `background writer: page ${page} written`,
  outShort: (page: string, why: string) => `out: page ${page} (${why})`,
  inShort: (page: string, frame: string) => `in: page ${page} read into frame ${frame}`,
  dirtiedShort: (page: string, frame: string) => `page ${page} changed: frame ${frame} is dirty`,
  checkpointNoneShort: 'checkpoint: no dirty page',
  checkpointShort: (k: number) => `checkpoint: ${enN(k, 'page')} written`,
  skipShort: (frame: string) => `hand skips pinned frame ${frame}`,
  passBitShort: (frame: string, before: string, after: string) => `hand passes frame ${frame}: bit ${before} → ${after}`,
  passUseShort: (frame: string, before: string, after: string) => `hand passes frame ${frame}: use ${before} → ${after}`,
};

export type BufferWords = typeof en;

const fr: BufferWords = {
  ringPolicy: 'clock-sweep + anneau de balayage',
  reference: (n) => `référence ${n}`,
  firstIn: (n) => `elle est entrée la première, à la référence ${n}`,
  leastRecent: (n) => `c’est la moins récemment utilisée, à la référence ${n}`,
  bitClear: 'l’aiguille de l’horloge a trouvé son bit de référence à 0',
  bitClearAfter: (k) => `son bit de référence était à 0, après que l’aiguille de l’horloge a remis à 0 ${frN(k, 'bit')}`,
  usageZero: 'l’aiguille de l’horloge a trouvé son compteur d’usage à 0',
  usageZeroAfter: (k) => `son compteur d’usage était à 0, après que l’aiguille de l’horloge a baissé ${frN(k, 'compteur')}`,
  usedOnce: (n) => `elle n’a servi qu’une fois, à la référence ${n}, et ces pages partent les premières`,
  oldestSecondLast: (n) => `son avant-dernier usage, à la référence ${n}, est le plus ancien`,
  neverAgain: 'on n’en aura plus jamais besoin',
  furthestNext: (n) => `c’est celle dont on aura besoin le plus tard, à la référence ${n}`,
  a1inOldest: (a1in, kin, n) =>
    `A1in contient ${frN(a1in, 'page')}, plus que sa part de ${kin}\u00a0: ` +
    `sa page la plus ancienne (entrée à la référence ${n}) part, et A1out retient son numéro`,
  amLeastRecent: (a1in, kin, n) =>
    `A1in contient ${frN(a1in, 'page')}, dans sa part de ${kin}\u00a0: ` +
    `la page la moins récente de Am (utilisée à la référence ${n}) part, oubliée`,
  t1LeastRecent: (t1, p, n) =>
    `T1 contient ${frN(t1, 'page')} pour la cible p = ${p}\u00a0: la page la moins récente de T1 (utilisée à la référence ${n}) part`,
  t1Remembered: ', et B1 la retient',
  t1Forgotten: ' ; T1 remplissait le pool et B1 est vide : elle est donc oubliée',
  t2LeastRecent: (t1, p, n) =>
    `T1 contient ${frN(t1, 'page')}, dans la cible p = ${p}\u00a0: ` +
    `la page la moins récente de T2 (utilisée à la référence ${n}) part, et B2 la retient`,
  ringReuse: (slot, ring) =>
    `elle est dans la case ${slot} de l’anneau du balayage (${frN(ring, 'cadre')}), utilisée au plus une fois depuis\u00a0: le balayage réutilise son propre cadre`,
  ringJoin: (slot, ring, lowered) =>
    `la case ${slot} sur ${ring} de l’anneau est vide ou son cadre est pris ailleurs, donc l’aiguille de l’horloge ` +
    (lowered === 0 ? 'a trouvé ce compteur d’usage à 0' : `a baissé ${frN(lowered, 'compteur')} jusqu’à un compteur d’usage à 0`) +
    ' ; le cadre rejoint l’anneau du balayage',
  foundB1: 'B1 se souvenait de la page demandée : T1 était trop petite et p a augmenté ; ',
  foundB2: 'B2 se souvenait de la page demandée : T2 était trop petite et p a diminué ; ',
  firstInShort: (n) => `entrée 1re, réf. ${n}`,
  leastRecentShort: (n) => `moins récente, réf. ${n}`,
  bitClearShort: 'bit à 0',
  bitClearAfterShort: (k) => `bit à 0 après ${frN(k, 'remise', 'remises')} à 0`,
  usageZeroShort: 'usage 0',
  usageZeroAfterShort: (k) => `usage 0 après ${frN(k, 'baisse')}`,
  usedOnceShort: 'servie une fois',
  oldestSecondLastShort: (n) => `avant-dernier usage le plus ancien, réf. ${n}`,
  neverAgainShort: 'plus jamais utile',
  furthestNextShort: (n) => `requise le plus tard, réf. ${n}`,
  a1inOldestShort: 'la plus ancienne de A1in, vers A1out',
  amLeastRecentShort: 'la moins récente de Am',
  t1Short: (p) => `la moins récente de T1 (p ${p})`,
  toB1: ', vers B1',
  t2Short: (p) => `la moins récente de T2 (p ${p}), vers B2`,
  ringReuseShort: (slot, ring) => `le balayage réutilise la case ${slot}/${ring} de l’anneau`,
  ringJoinShort: (slot, ring) => `usage 0, rejoint la case ${slot}/${ring} de l’anneau`,
  rankShort: (n) => `${frOrdinal(n)} à sortir`,
  rankLong: (n) => `${frOrdinal(n)} à partir`,
  bit: (v) => `bit ${v}`,
  bitLong: (v) => `bit de référence ${v}`,
  use: (v) => `usage ${v}`,
  useLong: (v) => `compteur d’usage ${v}`,
  ringUse: (v) => `anneau, usage ${v}`,
  ringTiny: (v) => `ann. ${v}`,
  ringLong: (v) => `dans l’anneau du balayage, compteur d’usage ${v}`,
  inAm: 'dans Am (réutilisée après A1in : gardée selon la récence)',
  inA1in: 'dans A1in (premier entré, premier sorti)',
  inT2: 'dans T2 (utilisée au moins deux fois récemment)',
  inT1: 'dans T1 (utilisée une fois récemment)',
  never: 'jamais',
  neverLong: 'plus jamais utile',
  next: (n) => `proch. ${n}`,
  nextLong: (n) => `requise ensuite à la référence ${n}`,
  keys: {
    rank: 'rang dans la file (#1 part la prochaine)',
    reference_bit: 'bit de référence (à 0, elle peut partir)',
    usage_count: 'points : compteur d’usage (à 0, elle peut partir)',
    next_use: 'prochain usage (n° de référence)',
    queue: 'file : A1in (FIFO) ou Am (LRU)',
    arc_list: 'liste : T1 (récentes) ou T2 (fréquentes)',
    usage_ring: 'points : compteur d’usage · barre en haut : dans l’anneau du balayage',
  },
  refShort: (n, page) => `référence ${n}\u00a0: page ${page}`,
  writeTag: ' (écriture)',
  scanTag: ' (balayage)',
  hitShort: (page, frame) => `succès\u00a0: la page ${page} est dans le cadre ${frame}`,
  missShort: (page) => `échec\u00a0: la page ${page} n’est pas là`,
  freeTag: ' ; un cadre est libre',
  evictWriteShort: (page) => `la page ${page} est sale\u00a0: écrite d’abord sur disque`,
  checkpointWroteShort: (page) => `point de contrôle\u00a0: page ${page} écrite`,
  bgWroteShort: (page) => `écriture en arrière-plan\u00a0: page ${page} écrite`,
  outShort: (page, why) => `sortie\u00a0: page ${page} (${why})`,
  inShort: (page, frame) => `entrée\u00a0: page ${page} lue dans le cadre ${frame}`,
  dirtiedShort: (page, frame) => `page ${page} modifiée\u00a0: le cadre ${frame} est sale`,
  checkpointNoneShort: 'point de contrôle : aucune page sale',
  checkpointShort: (k) => `point de contrôle\u00a0: ${frN(k, 'page')} ${k <= 1 ? 'écrite' : 'écrites'}`,
  skipShort: (frame) => `l’aiguille saute le cadre épinglé ${frame}`,
  passBitShort: (frame, before, after) => `l’aiguille passe le cadre ${frame}\u00a0: bit ${before} → ${after}`,
  passUseShort: (frame, before, after) => `l’aiguille passe le cadre ${frame}\u00a0: usage ${before} → ${after}`,
};

const ru: BufferWords = {
  ringPolicy: 'clock-sweep + кольцо сканирования',
  reference: (n) => `обращение ${n}`,
  firstIn: (n) => `она пришла первой, при обращении ${n}`,
  leastRecent: (n) => `её дольше всех не использовали: последний раз при обращении ${n}`,
  bitClear: 'стрелка часов нашла её бит обращения сброшенным',
  bitClearAfter: (k) =>
    `её бит обращения был сброшен, после того как стрелка часов сбросила ${ruN(k, 'бит', 'бита', 'битов')}`,
  usageZero: 'стрелка часов нашла её счётчик использования равным 0',
  usageZeroAfter: (k) =>
    `её счётчик использования был равен 0, после того как стрелка часов уменьшила ${ruN(k, 'счётчик', 'счётчика', 'счётчиков')}`,
  usedOnce: (n) => `она использовалась лишь однажды, при обращении ${n}, а такие страницы уходят первыми`,
  oldestSecondLast: (n) => `её предпоследнее использование, при обращении ${n}, самое давнее`,
  neverAgain: 'она больше никогда не понадобится',
  furthestNext: (n) => `она понадобится позже всех, при обращении ${n}`,
  a1inOldest: (a1in, kin, n) =>
    `в A1in ${ruN(a1in, 'страница', 'страницы', 'страниц')}, больше её доли (${kin}): ` +
    `её самая старая страница (пришла при обращении ${n}) уходит, а A1out запоминает её номер`,
  amLeastRecent: (a1in, kin, n) =>
    `в A1in ${ruN(a1in, 'страница', 'страницы', 'страниц')}, в пределах её доли (${kin}): ` +
    `самая давняя страница Am (использована при обращении ${n}) уходит и забывается`,
  t1LeastRecent: (t1, p, n) =>
    `в T1 ${ruN(t1, 'страница', 'страницы', 'страниц')} при цели p = ${p}: самая давняя страница T1 (использована при обращении ${n}) уходит`,
  t1Remembered: ', и B1 её запоминает',
  t1Forgotten: '; T1 занял весь пул, а B1 пуст, поэтому она забывается',
  t2LeastRecent: (t1, p, n) =>
    `в T1 ${ruN(t1, 'страница', 'страницы', 'страниц')}, в пределах цели p = ${p}: ` +
    `самая давняя страница T2 (использована при обращении ${n}) уходит, и B2 её запоминает`,
  ringReuse: (slot, ring) =>
    `она в ячейке ${slot} кольца сканирования из ${ruN(ring, 'фрейма', 'фреймов', 'фреймов')} и с тех пор использована не более раза: сканирование снова берёт свой фрейм`,
  ringJoin: (slot, ring, lowered) =>
    `ячейка ${slot} из ${ring} в кольце пуста или её фрейм занят, поэтому стрелка часов ` +
    (lowered === 0
      ? 'нашла этот счётчик использования равным 0'
      : `уменьшила ${ruN(lowered, 'счётчик', 'счётчика', 'счётчиков')} до счётчика использования 0`) +
    '; фрейм входит в кольцо сканирования',
  foundB1: 'B1 помнил запрошенную страницу: T1 был слишком мал, и p вырос; ',
  foundB2: 'B2 помнил запрошенную страницу: T2 был слишком мал, и p уменьшился; ',
  firstInShort: (n) => `пришла первой, обр. ${n}`,
  leastRecentShort: (n) => `самая давняя, обр. ${n}`,
  bitClearShort: 'бит сброшен',
  bitClearAfterShort: (k) => `бит сброшен после ${ruN(k, 'сброса', 'сбросов', 'сбросов')}`,
  usageZeroShort: 'счётчик 0',
  usageZeroAfterShort: (k) => `счётчик 0 после ${ruN(k, 'уменьшения', 'уменьшений', 'уменьшений')}`,
  usedOnceShort: 'одно использование',
  oldestSecondLastShort: (n) => `самое давнее предпоследнее, обр. ${n}`,
  neverAgainShort: 'больше не понадобится',
  furthestNextShort: (n) => `нужна позже всех, обр. ${n}`,
  a1inOldestShort: 'старейшая в A1in, в A1out',
  amLeastRecentShort: 'самая давняя в Am',
  t1Short: (p) => `самая давняя в T1 (p ${p})`,
  toB1: ', в B1',
  t2Short: (p) => `самая давняя в T2 (p ${p}), в B2`,
  ringReuseShort: (slot, ring) => `сканирование берёт ячейку ${slot}/${ring} кольца`,
  ringJoinShort: (slot, ring) => `счётчик 0, входит в ячейку ${slot}/${ring} кольца`,
  rankShort: (n) => `${fmtInt(n)}-я на выход`,
  rankLong: (n) => `уходит ${fmtInt(n)}-й по очереди`,
  bit: (v) => `бит ${v}`,
  bitLong: (v) => `бит обращения ${v}`,
  use: (v) => `счёт ${v}`,
  useLong: (v) => `счётчик использования ${v}`,
  ringUse: (v) => `кольцо, счёт ${v}`,
  ringTiny: (v) => `кольцо ${v}`,
  ringLong: (v) => `в кольце сканирования, счётчик использования ${v}`,
  inAm: 'в Am (снова использована после A1in: хранится по давности использования)',
  inA1in: 'в A1in (первым пришёл — первым ушёл)',
  inT2: 'в T2 (недавно использована хотя бы дважды)',
  inT1: 'в T1 (недавно использована один раз)',
  never: 'никогда',
  neverLong: 'больше никогда не понадобится',
  next: (n) => `след. ${n}`,
  nextLong: (n) => `понадобится при обращении ${n}`,
  keys: {
    rank: 'место в очереди (№1 уходит следующей)',
    reference_bit: 'бит обращения (при 0 может уйти)',
    usage_count: 'точки: счётчик использования (при 0 может уйти)',
    next_use: 'следующее использование (№ обращения)',
    queue: 'очередь: A1in (FIFO) или Am (LRU)',
    arc_list: 'список: T1 (недавние) или T2 (частые)',
    usage_ring: 'точки: счётчик использования · полоса сверху: в кольце сканирования',
  },
  refShort: (n, page) => `обращение ${n}: страница ${page}`,
  writeTag: ' (запись)',
  scanTag: ' (сканирование)',
  hitShort: (page, frame) => `попадание: страница ${page} в фрейме ${frame}`,
  missShort: (page) => `промах: страницы ${page} здесь нет`,
  freeTag: '; есть свободный фрейм',
  evictWriteShort: (page) => `страница ${page} грязная: сначала записывается на диск`,
  checkpointWroteShort: (page) => `контрольная точка: страница ${page} записана`,
  bgWroteShort: (page) => `фоновая запись: страница ${page} записана`,
  outShort: (page, why) => `уходит: страница ${page} (${why})`,
  inShort: (page, frame) => `приходит: страница ${page} прочитана в фрейм ${frame}`,
  dirtiedShort: (page, frame) => `страница ${page} изменена: фрейм ${frame} грязный`,
  checkpointNoneShort: 'контрольная точка: грязных страниц нет',
  checkpointShort: (k) =>
    `контрольная точка: ${ruPluralWord(k, 'записана', 'записаны', 'записано')} ${ruN(k, 'страница', 'страницы', 'страниц')}`,
  skipShort: (frame) => `стрелка пропускает закреплённый фрейм ${frame}`,
  passBitShort: (frame, before, after) => `стрелка проходит фрейм ${frame}: бит ${before} → ${after}`,
  passUseShort: (frame, before, after) => `стрелка проходит фрейм ${frame}: счёт ${before} → ${after}`,
};

export const BUFFER_WORDS: Catalogue<BufferWords> = { en, fr, ru };
