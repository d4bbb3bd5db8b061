/**
 * The buffer pool's figures (`figureLabels.ts`: each one's label and
 * hint), its moments, and the full run's table of every policy
 * (`PolicyReport.tsx`).
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';
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

export const SCENARIO_WORDS: Catalogue<ScenarioWords> = lazyCatalogue<ScenarioWords>(en, {
  fr: () => import('./buffer_pool.i18n.fr').then((m) => m.fr),
  ru: () => import('./buffer_pool.i18n.ru').then((m) => m.ru),
});
