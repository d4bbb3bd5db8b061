// The French words of `app.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { AppWords } from './app.i18n';

export const fr: AppWords = {
  skip: 'Aller à la leçon',
  tagline: 'ce qu’un moteur de stockage fait aux pages',
  lessons: 'Leçons',
  allLessons: 'Toutes les leçons',
  playground: 'Bac à sable',
  loadingLessons: 'Chargement des leçons…',
  theme: 'Thème',
  themeSystem: 'Comme le système',
  themeLight: 'Clair',
  themeDark: 'Sombre',
  language: 'Langue',
  openIn: 'Ouvrir dans pagelab',
  newTab: ' (s’ouvre dans un nouvel onglet)',
  engineFailed: (why) => `Le moteur n’a pas pu démarrer\u00a0: ${why}`,
  engineRetry:
    'Rechargez la page pour réessayer. pagelab demande un navigateur avec WebAssembly et les workers de module.',
  foot: (engine) =>
    `Le moteur est écrit en Rust, compilé en WebAssembly, et tourne dans un Web Worker de cette page\u00a0; rien n’est chargé depuis le réseau. Les chiffres «\u00a0de l’article\u00a0» sont des mesures ${engine}\u00a0; les nôtres sont simulés.`,
  theArticles: 'des articles',
  embedFoot: (engine) => `«\u00a0De l’article\u00a0»\u00a0: ${engine}, mesuré\u00a0; les nôtres\u00a0: simulés.`,
  theArticle: 'l’article',
  titles: {
    page_splits: 'Coupures de pages',
    fillfactor: 'Taux de remplissage (fillfactor)',
    ascending_inserts: 'Insertions ascendantes',
    buffer_pool: 'Pool de tampons',
    fragmentation: 'Fragmentation',
    bpe: 'Extension du pool de tampons',
    latch: 'Contention sur la dernière page',
    idxbuild: 'Reconstruction d’index parallèle',
  },
};
