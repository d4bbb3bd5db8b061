// The Russian words of `buffer_pool.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { ruPlural } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';
import type { ScenarioWords } from './buffer_pool.i18n';

export const ru: ScenarioWords = {
  figures: {
    references: { label: 'Сделано обращений' },
    trace_length: { label: 'Обращений в строке' },
    distinct_pages: { label: 'Различных страниц', hint: 'страницы, названные в строке: пул такого размера никогда не вытесняет' },
    frames: { label: 'Фреймы' },
    requests: { label: 'Обращения', hint: 'страницы, запрошенные у пула' },
    hits: { label: 'Попадания', hint: 'страница была во фрейме (у первой политики, если их несколько)' },
    misses: { label: 'Промахи', hint: 'страницу пришлось прочитать с диска' },
    hit_ratio: { label: 'Доля попаданий' },
    evictions: { label: 'Вытеснения', hint: 'страницы, ушедшие из заполненного пула' },
    writes: { label: 'Записано страниц', hint: 'записанные грязные страницы: при вытеснении (оно ждёт) или контрольной точкой' },
    dirty_ratio: { label: 'Грязных в конце', hint: 'доля фреймов с изменённой, ещё не записанной страницей' },
  },
  moments: { eviction: 'вытеснение' },
  columns: {
    hits: 'Попадания',
    misses: 'Промахи',
    hit_ratio: 'Доля попаданий',
    evictions: 'Вытеснения',
    writes_eviction: 'Записано при вытеснении',
    writes_checkpoint: 'Записано контрольной точкой',
    dirty_ratio: 'Грязных в конце',
  },
  reportTitle: (n) => `Все политики на одних и тех же обращениях (${n})`,
  reportRegion: 'Показатели каждой политики',
  reportCaption: (frames) =>
    `Показатели каждой политики на одной и той же строке обращений, по ${fmtInt(frames)} ${ruPlural(frames, 'фрейму', 'фрейма', 'фреймов')} у каждой`,
  policy: 'Политика',
  fewest: 'меньше всего промахов',
};
