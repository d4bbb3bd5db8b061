/**
 * The buffer pool's figures (`figureLabels.ts`: each one's label and
 * hint), its moments, and the full run's table of every policy
 * (`PolicyReport.tsx`).
 */
import { ruPlural, type Catalogue } from '../../kit/i18n/words';
import { fmtInt } from '../../kit/text/format';

type Named = { label: string; hint?: string };

const en = {
  figures: {
    references: { label: 'References made' },
    trace_length: { label: 'References in the string' },
    distinct_pages: { label: 'Distinct pages', hint: 'pages the string names: a pool this big never evicts' },
    frames: { label: 'Frames' },
    requests: { label: 'References', hint: 'pages asked of the pool' },
    hits: { label: 'Hits', hint: 'the page was in a frame (the first policy’s, when several run)' },
    misses: { label: 'Misses', hint: 'the page had to be read from disk' },
    hit_ratio: { label: 'Hit ratio' },
    evictions: { label: 'Evictions', hint: 'pages that left a full pool' },
    writes: { label: 'Pages written', hint: 'dirty pages written: by an eviction (it waits) or a checkpoint' },
    dirty_ratio: { label: 'Dirty at the end', hint: 'share of frames holding a changed page not yet written' },
  } as Record<string, Named>,
  moments: { eviction: 'eviction' },
  // Every policy's figures, side by side.
  columns: {
    hits: 'Hits',
    misses: 'Misses',
    hit_ratio: 'Hit ratio',
    evictions: 'Evictions',
    writes_eviction: 'Written by an eviction',
    writes_checkpoint: 'Written by a checkpoint',
    dirty_ratio: 'Dirty at the end',
  },
  reportTitle: (n: string) => `Every policy on the same ${n} references`,
  reportRegion: 'Every policy’s figures',
  reportCaption: (frames: number) => `Each policy’s figures on the same reference string, ${fmtInt(frames)} frames each`,
  policy: 'Policy',
  fewest: 'fewest misses',
};

export type ScenarioWords = typeof en;

const fr: ScenarioWords = {
  figures: {
    references: { label: 'Références faites' },
    trace_length: { label: 'Références dans la chaîne' },
    distinct_pages: { label: 'Pages distinctes', hint: 'pages que nomme la chaîne : un pool aussi grand n’évince jamais' },
    frames: { label: 'Cadres' },
    requests: { label: 'Références', hint: 'pages demandées au pool' },
    hits: { label: 'Succès', hint: 'la page était dans un cadre (chiffres de la première politique, quand plusieurs tournent)' },
    misses: { label: 'Échecs', hint: 'la page a dû être lue sur disque' },
    hit_ratio: { label: 'Taux de succès' },
    evictions: { label: 'Évictions', hint: 'pages sorties d’un pool plein' },
    writes: { label: 'Pages écrites', hint: 'pages sales écrites : par une éviction (qui attend) ou un point de contrôle' },
    dirty_ratio: { label: 'Sales à la fin', hint: 'part des cadres contenant une page modifiée pas encore écrite' },
  },
  moments: { eviction: 'éviction' },
  columns: {
    hits: 'Succès',
    misses: 'Échecs',
    hit_ratio: 'Taux de succès',
    evictions: 'Évictions',
    writes_eviction: 'Écrites par une éviction',
    writes_checkpoint: 'Écrites par un point de contrôle',
    dirty_ratio: 'Sales à la fin',
  },
  reportTitle: (n) => `Toutes les politiques sur les mêmes ${n} références`,
  reportRegion: 'Les chiffres de chaque politique',
  reportCaption: (frames) =>
    `Les chiffres de chaque politique sur la même chaîne de références, ${fmtInt(frames)} ${frames <= 1 ? 'cadre' : 'cadres'} chacune`,
  policy: 'Politique',
  fewest: 'le moins d’échecs',
};

const ru: ScenarioWords = {
  figures: {
    references: { label: 'Сделано обращений' },
    trace_length: { label: 'Обращений в строке' },
    distinct_pages: { label: 'Различных страниц', hint: 'страницы, названные в строке: пул такого размера никогда не вытесняет' },
    frames: { label: 'Фреймы' },
    requests: { label: 'Обращения', hint: 'страницы, запрошенные у пула' },
    hits: { label: 'Попадания', hint: 'страница была в фрейме (у первой политики, если их несколько)' },
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

export const SCENARIO_WORDS: Catalogue<ScenarioWords> = { en, fr, ru };
