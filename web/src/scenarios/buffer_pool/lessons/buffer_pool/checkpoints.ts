/**
 * The buffer pool's checkpoints, on Belady's string in three frames under
 * FIFO, LRU and OPT (the lesson's defaults): before a reference, the
 * reader predicts which page a policy sends away, or who finds the page;
 * the answer is read from the step's own events (each policy's pool is a
 * simulation of its own), and so is the reason, in the policy's terms.
 */
import type { BufferEvent, ScenarioEvent } from '../../../../shell/engine/types';
import type { Checkpoints } from '../../../../shell/lesson/checkpoint';
import { words } from '../../../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';

type Evict = Extract<BufferEvent, { kind: 'evict' }>;

/** The pool's evictions (a buffer pool's, with a policy and its reason). */
function evictions(steps: readonly (readonly ScenarioEvent[])[]): Evict[] {
  return steps.flat().filter((e): e is Evict => e.kind === 'evict' && 'policy' in e);
}

/** The reason a policy gives, as a reader says it (references counted from 1). */
function reason(e: Evict): string {
  const t = words(LESSON_WORDS);
  const w = e.why;
  switch (w.rule) {
    case 'first_in':
      return t.cpFirstIn(String(w.loaded_at + 1));
    case 'least_recent':
      return t.cpLeastRecent(String(w.last_used + 1));
    case 'furthest_next':
      return w.next_use === null ? t.cpNeverAgain : t.cpFurthest(String(w.next_use + 1));
    default:
      return t.cpRule(w.rule.replaceAll('_', ' '));
  }
}

/** "Which page does `policy` send away?": the pages any policy sends away are the choices. */
function whichPage(policy: string, name: string) {
  return (steps: readonly (readonly ScenarioEvent[])[]) => {
    const all = evictions(steps);
    const mine = all.find((e) => e.policy === policy);
    const pages = [...new Set(all.map((e) => e.page))].sort((a, b) => a - b);
    if (!mine || pages.length < 2) return null;
    const t = words(LESSON_WORDS);
    const others = all.filter((e) => e.policy !== policy && e.page !== mine.page);
    return {
      choices: pages.map((p) => t.cpPage(String(p))),
      correct: pages.indexOf(mine.page),
      why: `${t.cpSends(name, String(mine.page), reason(mine))}${others.length > 0 ? ` ${others.map((e) => t.cpOtherSends(e.policy.toUpperCase(), String(e.page), reason(e))).join('; ')}.` : ''}`,
    };
  };
}

export const CHECKPOINTS: Checkpoints = {
  sims: [{ policy: 'fifo' }, { policy: 'lru' }, { policy: 'opt' }],
  // Read when shown: the page's language is set after the modules load.
  get list() {
    return list();
  },
};

function list(): Checkpoints['list'] {
  const t = words(LESSON_WORDS);
  return [
    {
      id: 'opt-evicts',
      step: 4,
      question: t.cpOptEvicts,
      ask: whichPage('opt', 'OPT'),
    },
    {
      id: 'who-finds-page-1',
      step: 5,
      question: t.cpWhoFinds,
      ask(steps) {
        const hits = new Set(steps.flat().flatMap((e) => (e.kind === 'hit' && 'policy' in e ? [e.policy] : [])));
        const answer = hits.size === 3 ? 0 : hits.size === 0 ? 3 : hits.size === 1 && hits.has('opt') ? 1 : hits.size === 2 && !hits.has('opt') ? 2 : -1;
        if (answer < 0) return null;
        const evicted = evictions(steps);
        return {
          choices: t.cpWho,
          correct: answer,
          why: `${hits.size === 0 ? t.cpFoundNone : t.cpFound([...hits].map((p) => p.toUpperCase()).join(t.cpAnd))}${evicted.length > 0 ? `; ${evicted.map((e) => t.cpHadSent(e.policy.toUpperCase(), String(e.page))).join(', ')}` : ''}${t.cpOptKept}`,
        };
      },
    },
    {
      id: 'lru-evicts',
      step: 10,
      question: t.cpLruEvicts,
      ask: whichPage('lru', 'LRU'),
    },
  ];
}
