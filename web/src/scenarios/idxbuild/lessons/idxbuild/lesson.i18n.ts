/**
 * The idxbuild lesson's own words (`index.tsx`): the stage's buttons and
 * the line under them. The story and "In other engines" are JSX:
 * `story.tsx`.
 */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  actions: {
    twoDisks: { label: '4 threads on 2 disks', hint: 'The step view’s setup: two merge threads share each disk.' },
    toll: {
      label: '8 threads, one disk',
      hint: 'Every sort file on one disk: eight threads queue at it, an 8-lane highway into a one lane toll station.',
    },
    noThreads: { label: 'No threads', hint: 'threads 1: the main process merges and builds each group in turn.' },
  },
  actionsNote: 'Each button sets the threads and the sort devices (of the step view and the full run); it goes into the link.',
};

export type LessonWords = typeof en;

export const LESSON_WORDS: Catalogue<LessonWords> = lazyCatalogue<LessonWords>(en, {
  fr: () => import('./lesson.i18n.fr').then((m) => m.fr),
  ru: () => import('./lesson.i18n.ru').then((m) => m.ru),
});
