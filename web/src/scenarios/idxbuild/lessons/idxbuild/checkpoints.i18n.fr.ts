// The French words of `checkpoints.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { IdxCheckpointWords } from './checkpoints.i18n';

export const fr: IdxCheckpointWords = {
  disk: {
    question:
      'Un troisième thread de fusion démarre, sur l’un des deux périphériques de tri. Combien de fusions vont lire et écrire ce disque en même temps\u00a0?',
    choices: ['Une\u00a0: chaque thread a un disque pour lui seul', 'Deux\u00a0: il partage le disque avec une autre fusion', 'Trois\u00a0: tous les threads sur un disque'],
    alone: 'aucune autre fusion ne tourne',
    shared: (n) => `${n} fusions lisent et écrivent maintenant en même temps`,
    why: (group, d, who) =>
      `Le fichier de tri du groupe ${group} est sur le disque ${d}, où ${who}. Quatre threads de fusion sur deux disques ne peuvent pas en avoir chacun un. Le péage de l’article\u00a0: chaque disque sert à tour de rôle les blocs de ses fusions et déplace sa tête entre leurs fichiers.`,
  },
  first: {
    question: 'Quatre fusions tournent\u00a0: les groupes 0, 1, 2 et 3, chacun avec 120 à 170 Mo de fichier de tri. Laquelle finit la première\u00a0?',
    choices: ['Le groupe 0, le premier à démarrer', 'Le groupe 1', 'Le groupe 2', 'Le groupe 3, le plus petit'],
    why: (group, took, queued, d) =>
      `La fusion du groupe ${group} s’est terminée après ${took}, dont ${queued} à attendre le disque ${d}\u00a0: les fusions se partagent les disques, donc celle qui a le moins à lire et à écrire finit la première, quel que soit l’ordre dans lequel elles ont démarré.`,
  },
  overlap: {
    question:
      'Le groupe 3 est fusionné. La construction de ses index (phase 3) attend-elle la fin des fusions des autres groupes (phase 2)\u00a0?',
    choices: ['Oui\u00a0: la phase 3 commence quand la phase 2 est finie', 'Non\u00a0: le processus principal le construit pendant que les autres groupes fusionnent'],
    afterWaiting: (t) => `après ${t} d’attente`,
    atOnce: 'aussitôt',
    why: (group, indexes, when, merging) =>
      `Le processus principal a commencé à construire les ${indexes} index du groupe ${group} ${when}, avec ${merging} fusions encore en cours\u00a0: la «\u00a0phase 3 peut s’exécuter en parallèle avec la phase 2\u00a0» de l’article.`,
    noMerge: (group) => `Aucune fusion ne tournait plus quand la construction du groupe ${group} a commencé.`,
  },
};
