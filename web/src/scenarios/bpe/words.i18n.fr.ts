// The French words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { BpeWords } from './words.i18n';

export const fr: BpeWords = {
  found: {
    pool: 'était dans le pool',
    extension: 'lue depuis l’extension',
    disk: 'lue sur disque',
  },
  to: {
    disk: 'modifiée\u00a0: écrite sur disque',
    extension: 'propre\u00a0: copiée dans l’extension',
    dropped: 'propre\u00a0: abandonnée, rien à écrire',
  },
  setups: {
    in_memory: { short: 'Tout en mémoire', long: 'toutes les données en mémoire, cache chaud' },
    cold_hdd: { short: 'Cache froid, HDD', long: 'un cache froid, données sur le disque dur' },
    limited_memory: {
      short: 'Mémoire limitée',
      long: 'mémoire limitée\u00a0: environ 8\u00a0% de la table en cache, données sur le disque dur',
    },
    bpe: {
      short: 'Avec l’extension',
      long: 'mémoire limitée plus une extension du pool de tampons sur SSD, chauffée par des parcours',
    },
    ssd_cold: { short: 'Cache froid, SSD', long: 'un cache froid, toute la base sur SSD' },
  },
  places: ['sur disque seulement', 'dans l’extension', 'dans le pool, propre', 'dans le pool, modifiée'],
  row: (n) => `ligne ${n}`,
  page: (n) => `page ${n}`,
  sec: 's',
  min: 'min',
};
