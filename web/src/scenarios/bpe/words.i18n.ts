/**
 * The bpe scenario's shared words (`words.ts`): where a request found its
 * page, where a page that left the pool went, the five setups, a page's
 * place, a row, a page, and the units of a time. Russian uses the words of
 * the article (буферный пул, расширение, грязная страница).
 */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  found: {
    pool: 'was in the pool',
    extension: 'read from the extension',
    disk: 'read from disk',
  },
  to: {
    disk: 'dirty: written to disk',
    extension: 'clean: copied to the extension',
    dropped: 'clean: dropped, nothing to write',
  },
  setups: {
    in_memory: { short: 'All in memory', long: 'all data in memory, warm' },
    cold_hdd: { short: 'Cold cache, HDD', long: 'a cold cache, data on the hard disk' },
    limited_memory: { short: 'Limited memory', long: 'memory limited: about 8% of the table cached, data on the hard disk' },
    bpe: { short: 'With the extension', long: 'limited memory plus a buffer pool extension on SSD, warmed by scans' },
    ssd_cold: { short: 'Cold cache, SSD', long: 'a cold cache, the whole database on SSD' },
  },
  places: ['on disk only', 'in the extension', 'in the pool, clean', 'in the pool, dirty'],
  row: (n: string) => `row ${n}`,
  page: (n: string) => `page ${n}`,
  sec: 's',
  min: 'min',
};

export type BpeWords = typeof en;

const fr: BpeWords = {
  found: {
    pool: 'était dans le pool',
    extension: 'lue depuis l’extension',
    disk: 'lue sur disque',
  },
  to: {
    disk: 'modifiée : écrite sur disque',
    extension: 'propre : copiée dans l’extension',
    dropped: 'propre : abandonnée, rien à écrire',
  },
  setups: {
    in_memory: { short: 'Tout en mémoire', long: 'toutes les données en mémoire, cache chaud' },
    cold_hdd: { short: 'Cache froid, HDD', long: 'un cache froid, données sur le disque dur' },
    limited_memory: {
      short: 'Mémoire limitée',
      long: 'mémoire limitée : environ 8 % de la table en cache, données sur le disque dur',
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

const ru: BpeWords = {
  found: {
    pool: 'была в буферном пуле',
    extension: 'прочитана из расширения',
    disk: 'прочитана с диска',
  },
  to: {
    disk: 'грязная: записана на диск',
    extension: 'чистая: скопирована в расширение',
    dropped: 'чистая: отброшена, писать нечего',
  },
  setups: {
    in_memory: { short: 'Всё в памяти', long: 'все данные в памяти, кэш прогрет' },
    cold_hdd: { short: 'Холодный кэш, HDD', long: 'холодный кэш, данные на жёстком диске' },
    limited_memory: {
      short: 'Ограниченная память',
      long: 'память ограничена: в кэше около 8% таблицы, данные на жёстком диске',
    },
    bpe: {
      short: 'С расширением',
      long: 'ограниченная память плюс расширение буферного пула на SSD, прогретое сканированием',
    },
    ssd_cold: { short: 'Холодный кэш, SSD', long: 'холодный кэш, вся база на SSD' },
  },
  places: ['только на диске', 'в расширении', 'в буферном пуле, чистая', 'в буферном пуле, грязная'],
  row: (n) => `строка ${n}`,
  page: (n) => `страница ${n}`,
  sec: 'с',
  min: 'мин',
};

export const BPE_WORDS: Catalogue<BpeWords> = { en, fr, ru };
