// The French words of `lesson.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonText } from './lesson.i18n';

export const fr: LessonText = {
  fragmented: { label: 'Fragmentée : une table, dans l’ordre d’arrivée', short: 'Fragmentée' },
  defragmented: { label: 'Défragmentée : table courante + archive par client', short: 'Défragmentée' },
  notes: {
    layout:
      'La vue pas à pas fait tourner les deux organisations côte à côte sur la même graine (les mêmes requêtes démarrent dans le même ordre ; elles finissent dans un autre, chaque organisation prenant son propre temps). Votre choix règle le déroulement complet.',
    every:
      'La vue pas à pas fait tourner le mélange de requêtes en continu (every = 0) : chaque étape est une requête. Les graphiques et le déroulement complet échantillonnent la croissance avec votre valeur.',
  },
};
