// The French words of `narrate.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { frN } from '../../kit/i18n/plural';
import type { NarrateWords } from './narrate.i18n';

export const fr: NarrateWords = {
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
