// The French words of `buffer_pool.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../kit/text/format';
import type { ScenarioWords } from './buffer_pool.i18n';

export const fr: ScenarioWords = {
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
