// The Russian words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../kit/text/format';
import type { FragWords } from './words.i18n';

export const ru: FragWords = {
  rel: {
    heap: { page: 'страница таблицы', name: 'строки таблицы (heap)' },
    id_index: { page: 'страница индекса по id', name: 'индекс по id' },
    customer_index: { page: 'страница индекса по клиенту', name: 'индекс по (клиент, время)' },
    archive_heap: { page: 'страница архива', name: 'строки архива, отсортированные по клиенту' },
    archive_id_index: { page: 'страница индекса архива по id', name: 'индекс архива по id' },
    archive_customer_index: {
      page: 'страница индекса архива по клиенту',
      name: 'индекс архива по (клиент, время)',
    },
  },
  otherRelPage: (rel) => `страница ${rel}`,
  pageNo: (page, n) => `${page} №\u00a0${n}`,
  classLetter: { table: 'Т', index: 'И', archive: 'А' },
  classWords: { table: 'таблица', index: 'индекс', archive: 'архив' },
  request: {
    insert: 'insert',
    update: 'update',
    select_one: 'select one',
    select_hour: 'select hour',
    select_all: 'select all',
  },
  found: { pool: 'найдена в пуле', file_cache: 'скопирована из файлового кэша', disk: 'прочитана с диска' },
  foundShort: { pool: 'в пуле', file_cache: 'из файлового кэша', disk: 'с диска' },
  session: (n) => `Сеанс ${fmtInt(n)}`,
  seconds: (ms) => `${ms >= 100_000 ? fmtInt(Math.round(ms / 1000)) : (ms / 1000).toFixed(1).replace('.', ',')} с`,
  place: ['только на диске', 'в файловом кэше', 'в пуле'],
};
