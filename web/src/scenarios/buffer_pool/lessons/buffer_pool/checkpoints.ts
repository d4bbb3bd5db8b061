/**
 * The buffer pool's checkpoints, on Belady's string in three frames under
 * FIFO, LRU and OPT (the lesson's defaults): before a reference, the
 * reader predicts which page a policy sends away, or who finds the page;
 * the answer is read from the step's own events (each policy's pool is a
 * simulation of its own), and so is the reason, in the policy's terms.
 */
import type { BufferEvent, ScenarioEvent } from '../../../../shell/engine/types';
import type { Checkpoints } from '../../../../shell/lesson/checkpoint';

type Evict = Extract<BufferEvent, { kind: 'evict' }>;

/** The pool's evictions (a buffer pool's, with a policy and its reason). */
function evictions(steps: readonly (readonly ScenarioEvent[])[]): Evict[] {
  return steps.flat().filter((e): e is Evict => e.kind === 'evict' && 'policy' in e);
}

/** The reason a policy gives, as a reader says it (references counted from 1). */
function reason(e: Evict): string {
  const w = e.why;
  switch (w.rule) {
    case 'first_in':
      return `it came in first (at reference ${w.loaded_at + 1})`;
    case 'least_recent':
      return `it was used least recently (at reference ${w.last_used + 1})`;
    case 'furthest_next':
      return w.next_use === null ? 'it is never needed again' : `it is needed furthest ahead (at reference ${w.next_use + 1})`;
    default:
      return `its rule: ${w.rule.replaceAll('_', ' ')}`;
  }
}

/** "Which page does `policy` send away?": the pages any policy sends away are the choices. */
function whichPage(policy: string, name: string) {
  return (steps: readonly (readonly ScenarioEvent[])[]) => {
    const all = evictions(steps);
    const mine = all.find((e) => e.policy === policy);
    const pages = [...new Set(all.map((e) => e.page))].sort((a, b) => a - b);
    if (!mine || pages.length < 2) return null;
    const others = all.filter((e) => e.policy !== policy && e.page !== mine.page);
    return {
      choices: pages.map((p) => `Page ${p}`),
      correct: pages.indexOf(mine.page),
      why: `${name} sends page ${mine.page} away: ${reason(mine)}.${others.length > 0 ? ` ${others.map((e) => `${e.policy.toUpperCase()} sends page ${e.page}: ${reason(e)}`).join('; ')}.` : ''}`,
    };
  };
}

const WHO = ['All three', 'Only OPT', 'FIFO and LRU, not OPT', 'None of them'];

export const CHECKPOINTS: Checkpoints = {
  sims: [{ policy: 'fifo' }, { policy: 'lru' }, { policy: 'opt' }],
  list: [
    {
      id: 'opt-evicts',
      step: 4,
      question: 'Page 4 is asked for; the three frames hold pages 1, 2 and 3. Which page does OPT send away?',
      ask: whichPage('opt', 'OPT'),
    },
    {
      id: 'who-finds-page-1',
      step: 5,
      question: 'Page 1 is asked for again. Which policies still hold it?',
      ask(steps) {
        const hits = new Set(steps.flat().flatMap((e) => (e.kind === 'hit' && 'policy' in e ? [e.policy] : [])));
        const answer = hits.size === 3 ? 0 : hits.size === 0 ? 3 : hits.size === 1 && hits.has('opt') ? 1 : hits.size === 2 && !hits.has('opt') ? 2 : -1;
        if (answer < 0) return null;
        const evicted = evictions(steps);
        return {
          choices: WHO,
          correct: answer,
          why: `${[...hits].map((p) => p.toUpperCase()).join(' and ') || 'None'} found page 1 in the pool${evicted.length > 0 ? `; ${evicted.map((e) => `${e.policy.toUpperCase()} had sent it away and now sends page ${e.page}`).join(', ')}` : ''}. OPT kept page 1 at reference 4 because it is needed again soon.`,
        };
      },
    },
    {
      id: 'lru-evicts',
      step: 10,
      question: 'Page 3 is asked for, and no policy holds it. Which page does LRU send away?',
      ask: whichPage('lru', 'LRU'),
    },
  ],
};
