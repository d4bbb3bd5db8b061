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
import { words } from '../../../../kit/i18n/words';
import { currentLang } from '../../../../kit/i18n/lang';
import { BPE_LESSON_WORDS } from './lesson.i18n';

/** The page's language's words, read when a checkpoint asks. */
const w = () => words(BPE_LESSON_WORDS);

function bpe(steps: readonly (readonly ScenarioEvent[])[]): BpeEvent[] {
  return (steps[0] ?? []) as BpeEvent[];
}

const ms = (x: number) => {
  const t = x.toFixed(x < 1 ? 2 : 1);
  return `${currentLang() === 'en' ? t : t.replace('.', ',')} ms`;
};

/** Does the update wait for a free frame? From the eviction its page caused. */
function waits(steps: readonly (readonly ScenarioEvent[])[]) {
  const evict = bpe(steps).find((e): e is Extract<BpeEvent, { kind: 'evict' }> => e.kind === 'evict');
  if (!evict) return null;
  const waited = evict.dirty && evict.wait_ms > 0;
  return {
    choices: [...w().waitChoices],
    correct: waited ? 1 : 0,
    why: waited
      ? w().waited(String(evict.page), ms(evict.wait_ms), String(evict.frame))
      : w().notWaited(String(evict.page), String(evict.frame)),
  };
}

export const CHECKPOINTS: Checkpoints = {
  sims: [{}],
  list: [
    {
      id: 'where-the-page-is',
      step: 3,
      get question() {
        return w().whereQuestion;
      },
      ask(steps) {
        const page = bpe(steps).find((e): e is Extract<BpeEvent, { kind: 'page' }> => e.kind === 'page');
        if (!page) return null;
        const washed = bpe(steps).some((e) => e.kind === 'wash');
        const order = ['extension', 'disk', 'pool'] as const;
        const correct = order.indexOf(page.found as (typeof order)[number]);
        if (correct < 0) return null;
        return {
          choices: [...w().whereChoices],
          correct,
          why: `${w().whereWhy(
            String(page.page),
            page.found === 'extension' ? w().fromExtension : page.found === 'disk' ? w().fromDisk : w().fromPool,
            ms(page.ms),
          )}${washed ? w().whereWashed : ''}`,
        };
      },
    },
    {
      id: 'wait-early',
      step: 10,
      get question() {
        return w().waitEarlyQuestion;
      },
      ask: waits,
    },
    {
      id: 'wait-later',
      step: 40,
      get question() {
        return w().waitLaterQuestion;
      },
      ask: waits,
    },
  ],
};
