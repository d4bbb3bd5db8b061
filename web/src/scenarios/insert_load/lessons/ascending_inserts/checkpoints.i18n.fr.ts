// The French words of `checkpoints.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { AscendingCheckpointWords } from './checkpoints.i18n';

export const fr: AscendingCheckpointWords = {
  whatMoves: [
    'La moitié des lignes de la page, comme une coupure au milieu',
    'Rien\u00a0: une nouvelle page reçoit la ligne',
    'Seulement les lignes qui suivent la nouvelle',
  ],
  whyBlank: (page, newPage, slot) =>
    `La ligne a sa place après la dernière ligne de la page ${page}\u00a0: rien ne bouge, la page ${newPage} la reçoit (emplacement ${slot}). ASE compte une allocation de page, pas une coupure, et aucun index non clustered ne change de RID.`,
  whyMoved: (count, from, to, page, slot) =>
    `${count} ${count < 2 ? 'ligne située après le point d’insertion est passée' : 'lignes situées après le point d’insertion sont passées'} de la page ${from} à la page ${to}\u00a0: les lignes de l’instrument suivant. La nouvelle ligne est restée sur la page ${page} (emplacement ${slot}), où les lignes suivantes de son instrument la suivront.`,
  afterLast:
    'La première ligne du jour de l’instrument 1 a sa place après la dernière ligne d’une page pleine. Avec le mode «\u00a0ascending inserts\u00a0», qu’est-ce qui bouge\u00a0?',
  inMiddle:
    'La première ligne de l’instrument 2 a sa place au milieu d’une page pleine\u00a0: les lignes de l’instrument 3 viennent après elle. Qu’est-ce qui bouge, cette fois\u00a0?',
  waits: {
    question:
      'Cette coupure déplace des lignes, et trois index non clustered doivent mettre à jour leurs RID. En mode d’insertion ascendante, combien de fois l’insertion attend-elle le disque du journal\u00a0?',
    choices: [
      'Une fois\u00a0: les mises à jour des index passent par l’ULC',
      'Une fois pour la coupure et une fois pour chaque index non clustered',
    ],
    forced: (n) => `${n} ${n < 2 ? 'écriture forcée' : 'écritures forcées'} dans le journal`,
    rid: (rows) => `\u00a0: les mises à jour de RID de ${rows} lignes déplacées n’en ont attendu aucune.`,
    noRid: '.',
    tail: ' Les lignes d’un même INSERT ... SELECT arrivent dans l’ordre de la clé, le journal de la coupure est donc forcé une fois\u00a0; une coupure au milieu le force une fois de plus pour chaque index. C’est le «\u00a05 à 6 fois plus rapide\u00a0» de l’article\u00a0: 303 lignes par seconde contre environ 60.',
  },
};
