// The French words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../kit/text/format';
import { frN } from '../../kit/i18n/plural';
import type { BufferWords } from './words.i18n';

/** French: "1re" (a page), "2e". */
const frOrdinal = (n: number) => (n === 1 ? '1re' : `${fmtInt(n)}e`);

export const fr: BufferWords = {
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
