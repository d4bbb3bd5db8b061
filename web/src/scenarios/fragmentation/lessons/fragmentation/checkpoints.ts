/**
 * Fragmentation's checkpoints (its step view: both layouts side by side,
 * the mix of ten sessions all along): how many table pages a customer's
 * select all reads in each layout, where a fragmented select all spends
 * its time, and what the background writer does when its round comes due.
 * Answers and reasons come from the step's own events, in each layout.
 */
import type { FragEvent, ScenarioEvent } from '../../../../shell/engine/types';
import type { Checkpoints } from '../../../../shell/lesson/checkpoint';
import { durationText, sessionText } from '../../words';

type Of<K extends FragEvent['kind']> = Extract<FragEvent, { kind: K }>;

function frag(events: readonly ScenarioEvent[] | undefined): FragEvent[] {
  return (events ?? []) as FragEvent[];
}

function first<K extends FragEvent['kind']>(events: readonly FragEvent[], kind: K): Of<K> | undefined {
  return events.find((e): e is Of<K> => e.kind === kind);
}

/** The distinct table (heap) pages a step's request read, and its request. */
function tablePages(events: readonly FragEvent[]) {
  const done = first(events, 'done');
  const pages = new Set(
    events
      .filter((e): e is Of<'page'> => e.kind === 'page' && (e.rel === 'heap' || e.rel === 'archive_heap'))
      .map((e) => `${e.rel}:${e.page}`),
  );
  return done ? { done, pages: pages.size } : undefined;
}

const FOUND = ['pool', 'file_cache', 'disk'] as const;

export const CHECKPOINTS: Checkpoints = {
  // The step view's two layouts, as `layoutVariants` opens them.
  sims: [
    { every: '0', layout: 'fragmented' },
    { every: '0', layout: 'defragmented' },
  ],
  list: [
    {
      id: 'pages-for-a-customer',
      step: 84,
      question: 'On both sides a session finishes a select all: every payment of one customer, about a hundred rows. Which reads fewer table pages?',
      ask([a, b]) {
        const [f, d] = [tablePages(frag(a)), tablePages(frag(b))];
        if (!f || !d || f.done.request !== 'select_all' || d.done.request !== 'select_all') return null;
        const ratio = f.pages / Math.max(1, d.pages);
        return {
          choices: ['About the same on both sides', 'The defragmented side, by several times', 'The fragmented side'],
          correct: ratio >= 2 ? 1 : ratio <= 0.5 ? 2 : 0,
          why: `Fragmented: ${f.done.rows} rows on ${f.pages} table pages, ${durationText(f.done.ms)}. Defragmented: ${d.done.rows} rows on ${d.pages} pages, ${durationText(d.done.ms)}. In arrival order a customer’s rows lie about one a page among everyone else’s; the archive keeps each customer’s older rows together, a batch a page.`,
        };
      },
    },
    {
      id: 'where-the-time-goes',
      step: 86,
      question: 'A select all on the fragmented table finds most of its pages in memory. Where does most of its time go?',
      ask([a]) {
        const events = frag(a);
        const done = first(events, 'done');
        if (!done || done.request !== 'select_all') return null;
        const pages = events.filter((e): e is Of<'page'> => e.kind === 'page');
        const count = FOUND.map((w) => pages.filter((p) => p.found === w).length);
        const ms = FOUND.map((w) => pages.filter((p) => p.found === w).reduce((t, p) => t + p.ms, 0));
        const most = ms.indexOf(Math.max(...ms));
        return {
          choices: ['The pages found in the pool', 'The pages copied from the OS file cache', 'The pages read from disk'],
          correct: most,
          why: `${sessionText(done.session)} read ${pages.length} pages: ${count[0]} in the pool (${durationText(ms[0])}), ${count[1]} from the file cache (${durationText(ms[1])}), ${count[2]} from disk (${durationText(ms[2])}). Each page from disk waits for a seek, behind the other sessions’ reads: scattered rows make a statement touch more pages, and the ones memory does not hold cost more than all the rest.`,
        };
      },
    },
    {
      id: 'background-writer',
      step: 270,
      question: 'Between two requests the background writer’s round comes due (every 200 ms). What does it write?',
      ask([a]) {
        const bg = first(frag(a), 'background');
        if (!bg) return null;
        return {
          choices: [
            'A few dirty pages the clock hand will reach soon, so a session finds a clean frame',
            'Every dirty page in the pool',
            'Nothing while the pool has free frames',
          ],
          correct: bg.checkpoint > 0 ? 1 : bg.bgwriter > 0 ? 0 : 2,
          why:
            bg.checkpoint > 0
              ? `A checkpoint came due too: ${bg.checkpoint} pages written, every dirty page in the pool.`
              : `It wrote ${bg.bgwriter} page${bg.bgwriter === 1 ? '' : 's'}: PostgreSQL 8.2’s background writer writes at most a few dirty pages a round (bgwriter_lru_maxpages), ahead of the clock sweep. A checkpoint, every 15 minutes, writes them all.`,
        };
      },
    },
  ],
};
