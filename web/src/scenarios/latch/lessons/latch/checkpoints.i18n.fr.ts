// The French words of `checkpoints.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../../../kit/text/format';
import type { LatchCheckpointWords } from './checkpoints.i18n';

export const fr: LatchCheckpointWords = {
  whoQuestion:
    'D’autres sessions atteignent la dernière page de la table et demandent son latch (PAGELATCH_EX). Combien l’obtiennent aussitôt\u202f?',
  whoChoices: {
    each: 'Toutes\u00a0: elles ne font qu’ajouter une ligne',
    one: 'Une seule\u00a0: le latch est exclusif, les autres attendent',
    none: 'Aucune\u00a0: le latch est détenu, et elles font la queue derrière les sessions qui attendent déjà',
  },
  whoWhy: (asks, p, granted, queue) =>
    `${fmtInt(asks)} ${asks >= 2 ? 'sessions ont demandé' : 'session a demandé'} le latch de la page ${p}\u202f; ${fmtInt(granted)} ${granted >= 2 ? 'l’ont obtenu' : 'l’a obtenu'}. La dernière en a trouvé ${fmtInt(queue)} qui attendaient déjà\u00a0: toute clé identity va sur la dernière page, et une insertion garde son latch en exclusif le temps d’ajouter sa ligne. Une session en attente tourne 20 µs sur son cœur (spin), puis s’endort.`,
  parkedQuestion: 'Le latch passe à la session suivante de la file, qui s’est endormie. Peut-elle ajouter sa ligne aussitôt\u202f?',
  parkedChoices: {
    yes: 'Oui\u00a0: le latch est à elle maintenant',
    no: 'Non\u00a0: elle doit d’abord retrouver son cœur, et garde le latch pendant qu’elle attend',
  },
  parkedOnCpu: (s, waited) => `La session ${s} était encore sur son cœur\u00a0: elle s’est servie du latch aussitôt, après ${waited} dans la file.`,
  parkedOffCpu: (s, waited, p, queue) =>
    `La session ${s} avait attendu ${waited}, endormie\u202f; son cœur exécutait une autre session, donc elle détient le latch de la page ${p} en attendant le cœur, et ${fmtInt(queue)} ${queue >= 2 ? 'sessions attendent' : 'session attend'} derrière elle\u00a0: le convoi.`,
  fullQuestion: 'La dernière page est pleine. Avec des dizaines de sessions en file dessus, que deviennent ses lignes\u202f?',
  fullChoices: {
    half: 'La moitié passe sur une nouvelle page',
    none: 'Aucune ne bouge\u00a0: la clé suivante commence une nouvelle page',
    rebuilt: 'La page est reconstruite, moins pleine',
  },
  fullEnd: (np, waiters, p) =>
    `La ligne est après la dernière clé de l’index, donc la page ${np} commence vide et rien ne bouge (la coupure en fin d’index de SQL Server). La nouvelle page est le nouveau point chaud\u00a0: chacune des ${fmtInt(waiters)} sessions en file sur la page ${p} reprend son latch une fois de plus, la trouve coupée, et refait la queue sur la page ${np}.`,
  fullMid: (moved, np, waiters) =>
    `${fmtInt(moved)} ${moved >= 2 ? 'lignes sont passées' : 'ligne est passée'} sur la page ${np}\u202f; ${fmtInt(waiters)} ${waiters >= 2 ? 'sessions en file doivent' : 'session en file doit'} redemander.`,
};
