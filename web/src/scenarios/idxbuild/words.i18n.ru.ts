// The Russian words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { IdxWords } from './words.i18n';

export const ru: IdxWords = {
  mainProcess: 'главный процесс',
  thread: (t) => `поток ${t}`,
  disk: (d) => `диск ${d}`,
  group: (g) => `группа ${g}`,
  phases: {
    scan: { word: 'чтение', letter: 'Ч', phrase: 'фаза 1: чтение записей, сортировка ключей в серии', verb: 'читает' },
    merge: { word: 'слияние', letter: 'С', phrase: 'фаза 2: слияние серий группы сортировки', verb: 'сливает' },
    build: { word: 'построение', letter: 'П', phrase: 'фаза 3: построение B-деревьев группы', verb: 'строит' },
  },
  states: {
    scanning: { short: 'чтение', phrase: 'получение ключей при чтении' },
    sorted: { short: 'сорт.', phrase: 'серии записаны, ожидание потока слияния' },
    merging: { short: 'слияние', phrase: 'идёт слияние' },
    merged: { short: 'ждёт', phrase: 'слита, ожидание главного процесса' },
    building: { short: 'постр.', phrase: 'построение её B-деревьев' },
    built: { short: 'готово', phrase: 'построена' },
  },
  databases: {
    many_indexes: 'базы данных из статьи, 4,2 ГБ (733 таблицы, 1\u00a0333 индекса в одной области)',
    few_large: 'базы данных 2 ГБ в 20 областях (315 индексов, основной объём индексных данных — в 17 из них, в одной области)',
    one_dominant: 'базы данных 10 ГБ из 3 таблиц в одной области, почти вся — одна таблица и один индекс',
  },
  sec: (x) => `${x} с`,
  secMin: (x, m) => `${x} с (${m} мин)`,
  noSec: '— с',
  mb: (x) => `${x} МБ`,
  gb: (x) => `${x} ГБ`,
  noMb: '— МБ',
};
