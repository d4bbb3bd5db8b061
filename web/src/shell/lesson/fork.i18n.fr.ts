// The French words of `fork.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { ForkWords } from './fork.i18n';

export const fr: ForkWords = {
  title: 'Bifurquer cette exécution',
  intro:
    'Changez un paramètre et regardez les deux exécutions sur la scène, depuis l’étape où vous êtes, chaque compteur côte à côte (une leçon qui compare elle-même plusieurs exécutions montre la première).',
  param: 'Paramètre',
  value: 'Sa valeur dans la bifurcation',
  fork: 'Bifurquer',
  same: 'C’est la valeur de votre exécution\u00a0: choisissez-en une autre.',
  forked: (change) => `Bifurcation\u00a0: ${change}, à côté de votre exécution.`,
  unfork: 'Retirer la bifurcation',
  yours: 'la vôtre',
  asScript: 'Ouvrir cette exécution comme un script dans le bac à sable',
};
