// The French words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../kit/text/format';
import type { FragWords } from './words.i18n';

export const fr: FragWords = {
  rel: {
    heap: { page: 'page de la table', name: 'les lignes de la table (heap)' },
    id_index: { page: 'page de l’index sur id', name: 'l’index sur id' },
    customer_index: { page: 'page de l’index client', name: 'l’index sur (client, heure)' },
    archive_heap: { page: 'page de l’archive', name: 'les lignes de l’archive, triées par client' },
    archive_id_index: { page: 'page de l’index sur id de l’archive', name: 'l’index sur id de l’archive' },
    archive_customer_index: {
      page: 'page de l’index client de l’archive',
      name: 'l’index sur (client, heure) de l’archive',
    },
  },
  otherRelPage: (rel) => `page de ${rel}`,
  pageNo: (page, n) => `${page} n°\u00a0${n}`,
  classLetter: { table: 'T', index: 'I', archive: 'A' },
  classWords: { table: 'table', index: 'index', archive: 'archive' },
  request: {
    insert: 'insert',
    update: 'update',
    select_one: 'select one',
    select_hour: 'select hour',
    select_all: 'select all',
  },
  found: { pool: 'trouvée dans le pool', file_cache: 'copiée depuis le cache de fichiers', disk: 'lue sur disque' },
  foundShort: { pool: 'dans le pool', file_cache: 'du cache de fichiers', disk: 'du disque' },
  session: (n) => `Session ${fmtInt(n)}`,
  seconds: (ms) => `${ms >= 100_000 ? fmtInt(Math.round(ms / 1000)) : (ms / 1000).toFixed(1).replace('.', ',')}\u00a0s`,
  place: ['sur disque seulement', 'dans le cache de fichiers', 'dans le pool'],
};
