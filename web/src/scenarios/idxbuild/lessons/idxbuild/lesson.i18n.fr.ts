// The French words of `lesson.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { LessonWords } from './lesson.i18n';

export const fr: LessonWords = {
  actions: {
    twoDisks: { label: '4 threads sur 2 disques', hint: 'La configuration de la vue pas à pas\u00a0: deux threads de fusion partagent chaque disque.' },
    toll: {
      label: '8 threads, un seul disque',
      hint: 'Tous les fichiers de tri sur un disque\u00a0: huit threads y font la queue, une autoroute à 8 voies vers un péage à une seule voie.',
    },
    noThreads: { label: 'Sans threads', hint: 'threads 1\u00a0: le processus principal fusionne et construit chaque groupe à tour de rôle.' },
  },
  actionsNote:
    'Chaque bouton règle les threads et les périphériques de tri (de la vue pas à pas et du déroulement complet)\u00a0; le réglage va dans le lien.',
};
