/**
 * The bpe scenario's shared words (`words.ts`): where a request found its
 * page, where a page that left the pool went, the five setups, a page's
 * place, a row, a page, and the units of a time. Russian uses the words of
 * the article (буферный пул, расширение, грязная страница).
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

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

export const BPE_WORDS: Catalogue<BpeWords> = lazyCatalogue<BpeWords>(en, {
  fr: () => import('./words.i18n.fr').then((m) => m.fr),
  ru: () => import('./words.i18n.ru').then((m) => m.ru),
});
