/**
 * The buffer pool extension's checkpoints (its defaults: the extension
 * warm, a pool of 32 frames in the step view): where an update finds its
 * page, what becomes of the page's copy in the extension, and whether the
 * update waits for the lazy writer before it has a frame (no at first,
 * yes once the pool holds dirty pages). Answers and reasons come from the
 * step's own events.
 */
import type { BpeEvent, ScenarioEvent } from '../../../../shell/engine/types';
import type { Checkpoints } from '../../../../shell/lesson/checkpoint';

function bpe(steps: readonly (readonly ScenarioEvent[])[]): BpeEvent[] {
  return (steps[0] ?? []) as BpeEvent[];
}

const ms = (x: number) => `${x.toFixed(x < 1 ? 2 : 1)} ms`;

/** Does the update wait for a free frame? From the eviction its page caused. */
function waits(steps: readonly (readonly ScenarioEvent[])[]) {
  const evict = bpe(steps).find((e): e is Extract<BpeEvent, { kind: 'evict' }> => e.kind === 'evict');
  if (!evict) return null;
  const waited = evict.dirty && evict.wait_ms > 0;
  return {
    choices: [
      'No: the page that leaves the pool is clean, its frame is free at once',
      'Yes: the page that leaves is dirty, and the lazy writer must write it first',
    ],
    correct: waited ? 1 : 0,
    why: waited
      ? `Page ${evict.page} was dirty: the update waited ${ms(evict.wait_ms)} for the lazy writer to write it to disk before frame ${evict.frame} was free. A dirty page never goes to the extension.`
      : `Page ${evict.page} was clean: it was dropped (it was in the extension already) and frame ${evict.frame} was free at once.`,
  };
}

export const CHECKPOINTS: Checkpoints = {
  sims: [{}],
  list: [
    {
      id: 'where-the-page-is',
      step: 3,
      question: 'The update’s page is not in the pool. Where does SQL Server find it?',
      ask(steps) {
        const page = bpe(steps).find((e): e is Extract<BpeEvent, { kind: 'page' }> => e.kind === 'page');
        if (!page) return null;
        const washed = bpe(steps).some((e) => e.kind === 'wash');
        const order = ['extension', 'disk', 'pool'] as const;
        const correct = order.indexOf(page.found as (typeof order)[number]);
        if (correct < 0) return null;
        return {
          choices: ['In the extension, on the SSD', 'On the data disk', 'In the pool after all'],
          correct,
          why: `Page ${page.page} came from the ${page.found === 'extension' ? 'extension' : page.found === 'disk' ? 'data disk' : 'pool'} in ${ms(page.ms)}.${washed ? ' The update dirties it, so its copy in the extension is discarded: washed out (the extension holds only clean pages).' : ''}`,
        };
      },
    },
    {
      id: 'wait-early',
      step: 10,
      question: 'The pool is full, so a page must leave for this update’s page. Does the update wait?',
      ask: waits,
    },
    {
      id: 'wait-later',
      step: 40,
      question: 'Thirty updates later, the same question: does this update wait for its frame?',
      ask: waits,
    },
  ],
};
