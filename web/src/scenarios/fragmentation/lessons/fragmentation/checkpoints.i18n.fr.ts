// The French words of `checkpoints.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { CheckpointWords } from './checkpoints.i18n';

export const fr: CheckpointWords = {
  pagesQuestion:
    'Des deux côtés, une session termine un select all\u00a0: tous les paiements d’un client, une centaine de lignes. Lequel lit le moins de pages de table\u00a0?',
  pagesChoices: ['À peu près autant des deux côtés', 'Le côté défragmenté, plusieurs fois moins', 'Le côté fragmenté'],
  pagesWhy: (fRows, fPages, fMs, dRows, dPages, dMs) =>
    `Fragmenté\u00a0: ${fRows} lignes sur ${fPages} pages de table, ${fMs}. Défragmenté\u00a0: ${dRows} lignes sur ${dPages} pages, ${dMs}. Dans l’ordre d’arrivée, les lignes d’un client sont à peu près une par page parmi celles de tous les autres\u00a0; l’archive garde ensemble les lignes plus anciennes de chaque client, un lot par page.`,
  timeQuestion:
    'Un select all sur la table fragmentée trouve la plupart de ses pages en mémoire. Où passe l’essentiel de son temps\u00a0?',
  timeChoices: [
    'Les pages trouvées dans le pool',
    'Les pages copiées depuis le cache de fichiers du système',
    'Les pages lues sur disque',
  ],
  timeWhy: (session, pages, pool, poolMs, cache, cacheMs, disk, diskMs) =>
    `${session} a lu ${pages} pages, de l’index et de la table\u00a0: ${pool} dans le pool (${poolMs}), ${cache} du cache de fichiers (${cacheMs}), ${disk} du disque (${diskMs}). Chaque page venue du disque attend un déplacement de la tête, derrière les lectures des autres sessions\u00a0: des lignes dispersées font toucher plus de pages à une requête, et celles que la mémoire ne contient pas coûtent plus que tout le reste.`,
  bgQuestion:
    'Entre deux requêtes, le tour du processus d’écriture en arrière-plan arrive (toutes les 200\u00a0ms). Qu’écrit-il\u00a0?',
  bgChoices: [
    'Quelques pages sales, les prochaines que son balayage circulaire du pool rencontre, pour qu’un point de contrôle ait moins à écrire',
    'Toutes les pages sales du pool',
    'Rien tant que le pool a des cadres libres',
  ],
  bgCheckpoint: (pages) =>
    `Un point de contrôle est arrivé aussi\u00a0: ${pages} pages écrites, toutes les pages sales du pool.`,
  bgWrote: (pages) =>
    `Il a écrit ${pages} page${pages >= 2 ? 's' : ''}\u00a0: à chaque tour, le processus d’écriture en arrière-plan de PostgreSQL 8.2 parcourt la tranche suivante du pool (bgwriter_all_percent, 0,333\u00a0%) et y écrit au plus quelques pages sales (bgwriter_all_maxpages, 5), pour qu’un point de contrôle ait moins à écrire. Un point de contrôle, toutes les 15\u00a0minutes, les écrit toutes.`,
};
