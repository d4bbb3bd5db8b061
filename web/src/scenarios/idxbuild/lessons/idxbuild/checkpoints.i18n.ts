/**
 * The idxbuild checkpoints' words (`checkpoints.ts`): each question, its
 * choices and the reason, from the step's own figures (already formatted).
 */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  disk: {
    question: 'A third merge thread starts, on one of the two sort devices. How many merges will read and write that disk at once?',
    choices: ['One: each thread has a disk to itself', 'Two: it shares the disk with another merge', 'Three: every thread on one disk'],
    alone: 'no other merge runs',
    shared: (n: string) => `${n} merges now read and write at once`,
    why: (group: string, d: string, who: string) =>
      `Group ${group}’s sort file is on disk ${d}, where ${who}. Four merge threads on two disks cannot each have one to itself. The article’s toll booth: each disk serves its merges’ blocks in turn and seeks between their files.`,
  },
  first: {
    question: 'Four merges run: groups 0, 1, 2 and 3, each 120 to 170 MB of sort file. Which finishes first?',
    choices: ['Group 0, the first to start', 'Group 1', 'Group 2', 'Group 3, the smallest'],
    why: (group: string, took: string, queued: string, d: string) =>
      `Group ${group}’s merge ended after ${took}, ${queued} of it waiting for disk ${d}: the merges share the disks, so the one with the least to read and write ends first, whatever the order they started in.`,
  },
  overlap: {
    question: 'Group 3 is merged. Does the build of its indexes (phase 3) wait for the other groups’ merges (phase 2) to end?',
    choices: ['Yes: phase 3 starts when phase 2 is over', 'No: the main process builds it while the other groups merge'],
    afterWaiting: (t: string) => `after ${t} of waiting`,
    atOnce: 'at once',
    why: (group: string, indexes: string, when: string, merging: string) =>
      `The main process began building group ${group}’s ${indexes} indexes ${when}, with ${merging} merges still running: the article’s “phase 3 can be performed in parallel with phase 2”.`,
    noMerge: (group: string) => `No merge was left running when group ${group}’s build began.`,
  },
};

export type IdxCheckpointWords = typeof en;

export const IDX_CHECKPOINT_WORDS: Catalogue<IdxCheckpointWords> = lazyCatalogue<IdxCheckpointWords>(en, {
  fr: () => import('./checkpoints.i18n.fr').then((m) => m.fr),
  ru: () => import('./checkpoints.i18n.ru').then((m) => m.ru),
});
