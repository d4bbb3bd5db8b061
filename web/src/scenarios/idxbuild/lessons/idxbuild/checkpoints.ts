/**
 * The index rebuild's checkpoints (its step view: one area of 1,333
 * indexes, 8 sort groups, 4 merge threads, 2 sort devices): how many
 * merges share a disk, which merge finishes first, and whether a merged
 * group's build waits for the other merges (phases 2 and 3 overlap).
 * Answers and reasons come from the step's own events.
 */
import type { IdxEvent, ScenarioEvent } from '../../../../shell/engine/types';
import { firstEvent, type Checkpoints } from '../../../../shell/lesson/checkpoint';
import { words } from '../../../../kit/i18n/words';
import { fmtInt } from '../../../../kit/text/format';
import { deviceNo, secText } from '../../words';
import { IDX_CHECKPOINT_WORDS } from './checkpoints.i18n';

/** The page's language's words, read when a checkpoint asks. */
const w = () => words(IDX_CHECKPOINT_WORDS);

/** The step's first event of `kind` in the step view's one simulation. */
function first<K extends IdxEvent['kind']>(steps: readonly (readonly ScenarioEvent[])[], kind: K) {
  return firstEvent(steps[0] ?? [], kind);
}


export const CHECKPOINTS: Checkpoints = {
  sims: [{}],
  list: [
    {
      id: 'merges-on-a-disk',
      step: 14,
      get question() {
        return w().disk.question;
      },
      ask(steps) {
        const m = first(steps, 'merge_start');
        if (!m || m.sharing < 1 || m.sharing > 3) return null;
        return {
          choices: [...w().disk.choices],
          correct: m.sharing - 1,
          why: w().disk.why(fmtInt(m.group), deviceNo(m.device), m.sharing === 1 ? w().disk.alone : w().disk.shared(String(m.sharing))),
        };
      },
    },
    {
      id: 'first-merge-done',
      step: 16,
      get question() {
        return w().first.question;
      },
      ask(steps) {
        const m = first(steps, 'merge_end');
        if (!m || m.group > 3) return null;
        return {
          choices: [...w().first.choices],
          correct: m.group,
          why: w().first.why(fmtInt(m.group), secText(m.took_s), secText(m.queued_s), deviceNo(m.device)),
        };
      },
    },
    {
      id: 'build-while-merging',
      step: 18,
      get question() {
        return w().overlap.question;
      },
      ask(steps) {
        const b = first(steps, 'build_start');
        if (!b) return null;
        return {
          choices: [...w().overlap.choices],
          correct: b.merging > 0 ? 1 : 0,
          why:
            b.merging > 0
              ? w().overlap.why(
                  fmtInt(b.group),
                  String(b.indexes),
                  b.waited_s > 0 ? w().overlap.afterWaiting(secText(b.waited_s)) : w().overlap.atOnce,
                  String(b.merging),
                )
              : w().overlap.noMerge(fmtInt(b.group)),
        };
      },
    },
  ],
};
