/**
 * The bpe lesson's words (`index.tsx`, `checkpoints.ts`): the stage's
 * buttons and the line under them, and the checkpoints' questions,
 * choices and reasons. Times come formatted; `p` a page, `f` a frame.
 */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  phases: {
    update: 'a run of updates',
    read: 'a run of random reads',
    checkpoint: 'a checkpoint',
  } as Record<string, string>,
  planEmpty: 'Each button adds a phase after the runs planned so far; it goes into the link.',
  planned: (list: string) => `After the runs of updates: ${list}. A button adds another phase after these.`,
  then: ', then ',
  checkpointLabel: 'Checkpoint',
  checkpointHint:
    'Adds a checkpoint after the runs planned so far: it writes every dirty page to disk and leaves it in the pool, clean.',
  readLabel: 'Read randomly',
  readHint:
    'Adds a run of random reads after the runs planned so far: pages come into the pool clean, and as they leave it they refill the extension.',
  // The checkpoints.
  whereQuestion: 'The update’s page is not in the pool. Where does SQL Server find it?',
  whereChoices: ['In the extension, on the SSD', 'On the data disk', 'In the pool after all'],
  whereWhy: (p: string, from: string, t: string) => `Page ${p} came from the ${from} in ${t}.`,
  fromExtension: 'extension',
  fromDisk: 'data disk',
  fromPool: 'pool',
  whereWashed: ' The update dirties it, so its copy in the extension is discarded: washed out (the extension holds only clean pages).',
  waitEarlyQuestion: 'The pool is full, so a page must leave for this update’s page. Does the update wait?',
  waitLaterQuestion: 'Thirty updates later, the same question: does this update wait for its frame?',
  waitChoices: [
    'No: the page that leaves the pool is clean, its frame is free at once',
    'Yes: the page that leaves is dirty, and the lazy writer must write it first',
  ],
  waited: (p: string, t: string, f: string) =>
    `Page ${p} was dirty: the update waited ${t} for the lazy writer to write it to disk before frame ${f} was free. A dirty page never goes to the extension.`,
  notWaited: (p: string, f: string) =>
    `Page ${p} was clean: it was dropped (it was in the extension already) and frame ${f} was free at once.`,
};

export type LessonWords = typeof en;

export const BPE_LESSON_WORDS: Catalogue<LessonWords> = lazyCatalogue<LessonWords>(en, {
  fr: () => import('./lesson.i18n.fr').then((m) => m.fr),
  ru: () => import('./lesson.i18n.ru').then((m) => m.ru),
});
