/**
 * The index rebuild's checkpoints (its step view: one area of 1,333
 * indexes, 8 sort groups, 4 merge threads, 2 sort devices): how many
 * merges share a disk, which merge finishes first, and whether a merged
 * group's build waits for the other merges (phases 2 and 3 overlap).
 * Answers and reasons come from the step's own events.
 */
import type { IdxEvent, ScenarioEvent } from '../../../../shell/engine/types';
import { firstEvent, type Checkpoints } from '../../../../shell/lesson/checkpoint';
import { cap, deviceText, groupText, secText } from '../../words';

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
      question: 'A third merge thread starts, on one of the two sort devices. How many merges will read and write that disk at once?',
      ask(steps) {
        const m = first(steps, 'merge_start');
        if (!m || m.sharing < 1 || m.sharing > 3) return null;
        return {
          choices: ['One: each thread has a disk to itself', 'Two: it shares the disk with another merge', 'Three: every thread on one disk'],
          correct: m.sharing - 1,
          why: `${cap(groupText(m.group))}’s sort file is on ${deviceText(m.device)}, where ${m.sharing === 1 ? 'no other merge runs' : `${m.sharing} merges now read and write at once`}: four threads on two disks. The article’s toll booth: each disk serves its merges’ blocks in turn and seeks between their files.`,
        };
      },
    },
    {
      id: 'first-merge-done',
      step: 16,
      question: 'Four merges run: groups 0, 1, 2 and 3, each 120 to 170 MB of sort file. Which finishes first?',
      ask(steps) {
        const m = first(steps, 'merge_end');
        if (!m || m.group > 3) return null;
        return {
          choices: ['Group 0, the first to start', 'Group 1', 'Group 2', 'Group 3, the smallest'],
          correct: m.group,
          why: `${cap(groupText(m.group))}’s merge ended after ${secText(m.took_s)}, ${secText(m.queued_s)} of it waiting for ${deviceText(m.device)}: the merges share the disks, so the one with the least to read and write ends first, whatever the order they started in.`,
        };
      },
    },
    {
      id: 'build-while-merging',
      step: 18,
      question: 'Group 3 is merged. Does the build of its indexes (phase 3) wait for the other groups’ merges (phase 2) to end?',
      ask(steps) {
        const b = first(steps, 'build_start');
        if (!b) return null;
        return {
          choices: ['Yes: phase 3 starts when phase 2 is over', 'No: the main process builds it while the other groups merge'],
          correct: b.merging > 0 ? 1 : 0,
          why:
            b.merging > 0
              ? `The main process began building ${groupText(b.group)}’s ${b.indexes} indexes ${b.waited_s > 0 ? `after ${secText(b.waited_s)} of waiting` : 'at once'}, with ${b.merging} merges still running: the article’s “phase 3 can be performed in parallel with phase 2”.`
              : `No merge was left running when ${groupText(b.group)}’s build began.`,
        };
      },
    },
  ],
};
