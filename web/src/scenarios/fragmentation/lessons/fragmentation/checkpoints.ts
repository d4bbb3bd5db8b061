/**
 * Fragmentation's checkpoints (its step view: both layouts side by side,
 * the mix of ten sessions all along): how many table pages a customer's
 * select all reads in each layout, where a fragmented select all spends
 * its time, and what the background writer does when its round comes due.
 * Answers and reasons come from the step's own events, in each layout.
 */
import type { FragEvent, ScenarioEvent } from '../../../../shell/engine/types';
import type { Checkpoints } from '../../../../shell/lesson/checkpoint';
import { words } from '../../../../kit/i18n/words';
import { durationText, sessionText } from '../../words';
import { CHECKPOINT_WORDS } from './checkpoints.i18n';

const w = () => words(CHECKPOINT_WORDS);

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
      get question() {
        return w().pagesQuestion;
      },
      ask([a, b]) {
        const [f, d] = [tablePages(frag(a)), tablePages(frag(b))];
        if (!f || !d || f.done.request !== 'select_all' || d.done.request !== 'select_all') return null;
        const ratio = f.pages / Math.max(1, d.pages);
        return {
          choices: [...w().pagesChoices],
          correct: ratio >= 2 ? 1 : ratio <= 0.5 ? 2 : 0,
          why: w().pagesWhy(f.done.rows, f.pages, durationText(f.done.ms), d.done.rows, d.pages, durationText(d.done.ms)),
        };
      },
    },
    {
      id: 'where-the-time-goes',
      step: 86,
      get question() {
        return w().timeQuestion;
      },
      ask([a]) {
        const events = frag(a);
        const done = first(events, 'done');
        if (!done || done.request !== 'select_all') return null;
        const pages = events.filter((e): e is Of<'page'> => e.kind === 'page');
        const count = FOUND.map((w) => pages.filter((p) => p.found === w).length);
        const ms = FOUND.map((w) => pages.filter((p) => p.found === w).reduce((t, p) => t + p.ms, 0));
        const most = ms.indexOf(Math.max(...ms));
        return {
          choices: [...w().timeChoices],
          correct: most,
          why: w().timeWhy(
            sessionText(done.session),
            pages.length,
            count[0],
            durationText(ms[0]),
            count[1],
            durationText(ms[1]),
            count[2],
            durationText(ms[2]),
          ),
        };
      },
    },
    {
      id: 'background-writer',
      step: 230,
      get question() {
        return w().bgQuestion;
      },
      ask([a]) {
        const bg = first(frag(a), 'background');
        if (!bg) return null;
        return {
          choices: [...w().bgChoices],
          correct: bg.checkpoint > 0 ? 1 : bg.bgwriter > 0 ? 0 : 2,
          why: bg.checkpoint > 0 ? w().bgCheckpoint(bg.checkpoint) : w().bgWrote(bg.bgwriter),
        };
      },
    },
  ],
};
