/**
 * The latch figures' names and hints (`figureLabels.ts`), and the
 * scenario's moments as the stage names them.
 */
import { lazyCatalogue, type Catalogue } from '../../kit/i18n/words';

const en = {
  labels: {
    rows_done: { label: 'Rows committed', hint: 'one insert a statement, each its own transaction' },
    threads: { label: 'Sessions' },
    cores: { label: 'Cores' },
    elapsed_s: { label: 'Time to the last commit', hint: 'virtual time' },
    rows_per_sec: { label: 'Rows a second', hint: 'the article’s measure' },
    latch_waits: { label: 'Latch waits', hint: 'inserts that waited for a page latch (PAGELATCH_EX)' },
    latch_wait_mean_us: { label: 'Latch wait, mean' },
    latch_wait_p99_us: { label: 'Latch wait, p99' },
    page_splits: { label: 'Page splits', hint: 'new pages past the last key and mid-page splits' },
    mid_splits: { label: 'Mid-page splits', hint: 'rows moved to a new page' },
    rows_per_page: { label: 'Rows a page' },
    leaf_pages: { label: 'Leaf pages' },
    avg_leaf_density: { label: 'Leaf density', hint: 'rows over the leaves’ room' },
    context_switches: { label: 'Context switches' },
    cpu_busy: { label: 'CPU busy', hint: 'work, spins and switches' },
    flow_control_waits: { label: 'Held back (flow control)', hint: 'OPTIMIZE_FOR_SEQUENTIAL_KEY only' },
    insert_latency_mean_us: { label: 'Insert, mean', hint: 'from its start to its commit' },
  } as Record<string, { label: string; hint?: string }>,
  moments: { split: 'split', parked_grant: 'grant to a parked session' },
  perSec: (n: string) => `${n}/s`,
  seconds: (n: string) => `${n} s`,
};

export type LatchLabelWords = typeof en;

export const LATCH_LABEL_WORDS: Catalogue<LatchLabelWords> = lazyCatalogue<LatchLabelWords>(en, {
  fr: () => import('./figureLabels.i18n.fr').then((m) => m.fr),
  ru: () => import('./figureLabels.i18n.ru').then((m) => m.ru),
});
