// The Russian words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { BpeWords } from './words.i18n';

export const ru: BpeWords = {
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
