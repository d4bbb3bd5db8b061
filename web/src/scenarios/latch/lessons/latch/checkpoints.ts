/**
 * The latch lesson's checkpoints (its step view: identity keys, 64
 * sessions on 4 cores): who gets the last page's latch when sessions ask
 * at once, whether a session granted the latch while parked can use it at
 * once, and what moves when the last page is full. Answers and reasons
 * come from the step's own events.
 */
import type { LatchEvent, ScenarioEvent } from '../../../../shell/engine/types';
import { eventsOf as all, type Checkpoints } from '../../../../shell/lesson/checkpoint';
import { pageNo, usText } from '../../words';
import { fmtInt } from '../../../../kit/text/format';
import { words } from '../../../../kit/i18n/words';
import { LATCH_CHECKPOINT_WORDS } from './checkpoints.i18n';

/** The page's language's words, read when a checkpoint asks. */
const w = () => words(LATCH_CHECKPOINT_WORDS);

function latch(steps: readonly (readonly ScenarioEvent[])[]): LatchEvent[] {
  return (steps[0] ?? []) as LatchEvent[];
}

export const CHECKPOINTS: Checkpoints = {
  sims: [{}],
  list: [
    {
      id: 'who-gets-the-latch',
      step: 2,
      get question() {
        return w().whoQuestion;
      },
      ask(steps) {
        const asks = all(latch(steps), 'latch_request');
        if (asks.length === 0) return null;
        const granted = asks.filter((a) => a.granted).length;
        const last = asks[asks.length - 1];
        const c = w().whoChoices;
        return {
          choices: [c.each, c.one, c.none],
          correct: granted === 0 ? 2 : granted === 1 ? 1 : 0,
          why: w().whoWhy(asks.length, pageNo(last.page), granted, last.queue),
        };
      },
    },
    {
      id: 'granted-while-parked',
      step: 20,
      get question() {
        return w().parkedQuestion;
      },
      ask(steps) {
        const grant = all(latch(steps), 'latch_grant')[0];
        if (!grant) return null;
        const c = w().parkedChoices;
        return {
          choices: [c.yes, c.no],
          correct: grant.on_cpu ? 0 : 1,
          why: grant.on_cpu
            ? w().parkedOnCpu(fmtInt(grant.session), usText(grant.waited_us))
            : w().parkedOffCpu(fmtInt(grant.session), usText(grant.waited_us), pageNo(grant.page), grant.queue),
        };
      },
    },
    {
      id: 'last-page-full',
      step: 55,
      get question() {
        return w().fullQuestion;
      },
      ask(steps) {
        const split = all(latch(steps), 'insert_split')[0];
        if (!split) return null;
        const c = w().fullChoices;
        return {
          choices: [c.half, c.none, c.rebuilt],
          correct: split.rows_moved === 0 ? 1 : 0,
          why:
            split.rows_moved === 0
              ? w().fullEnd(pageNo(split.new_page), split.waiters_moved, pageNo(split.page))
              : w().fullMid(split.rows_moved, pageNo(split.new_page), split.waiters_moved),
        };
      },
    },
  ],
};
