// The French words of `checkpoints.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { PageSplitsCheckpointWords } from './checkpoints.i18n';

export const fr: PageSplitsCheckpointWords = {
  room: {
    question: 'Dans la table coupée au milieu, la cinquième ligne de la nouvelle date arrive. Qu’arrive-t-il à la page où elle a sa place\u00a0?',
    choices: [
      'Elle a de la place\u00a0: la ligne y entre et rien ne bouge',
      'Elle est pleine\u00a0: elle se coupe, et la moitié de ses lignes passe sur une nouvelle page',
    ],
    whySplit: (page) => `La page ${page} n’avait pas de place\u00a0: elle s’est coupée, et la ligne est entrée après le déplacement.`,
    whyRoom: (page, slot) =>
      `La page ${page} avait encore de la place pour elle (toutes les pages ne sont pas pleines\u00a0: les coupures précédentes ont laissé des pages à moitié vides, et la hauteur des barres montre lesquelles ont de la place), la ligne est donc allée dans l’emplacement ${slot} et rien n’a bougé.`,
  },
  where: {
    question: 'Dans la table coupée au milieu, cette insertion trouve sa page pleine, et la page se coupe. Où va la nouvelle page dans le fichier\u00a0?',
    adjacent: (page) => `Juste après la page ${page}\u00a0: l’ordre de la clé et l’ordre du fichier restent ensemble`,
    end: 'En fin de fichier\u00a0: la chaîne des feuilles fait maintenant l’aller-retour jusque-là',
    whyAdjacent: (page) => `La nouvelle page est la page ${page}, la suivante dans le fichier.`,
    whyEnd: (split, page) =>
      `La page ${split} s’est coupée vers la page ${page}, la prochaine page libre du fichier, à sa fin\u00a0: une lecture par intervalle dans l’ordre de la clé lit maintenant ${split}, saute à ${page}, puis revient.`,
  },
  howMany: {
    question: 'Dans la table coupée au milieu, une autre page se coupe. Combien de ses lignes passent sur la nouvelle page\u00a0?',
    choices: [
      'Aucune\u00a0: seule la nouvelle ligne va sur la nouvelle page',
      'Environ la moitié des lignes de la page',
      'Seulement les lignes qui viennent après la nouvelle',
    ],
    why: (count, from, to, mid) =>
      `${count} ${count < 2 ? 'ligne est passée' : 'lignes sont passées'} de la page ${from} à la page ${to}\u00a0: ${mid ? 'une coupure au milieu de la page déplace la moitié de la page, quel que soit l’ordre de la clé' : 'une coupure au point d’insertion ne déplace que les lignes qui suivent la nouvelle'}. Chacune a changé de RID, donc chaque index non clustered met à jour son entrée.`,
  },
};
