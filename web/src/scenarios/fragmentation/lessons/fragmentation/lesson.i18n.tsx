/**
 * The fragmentation lesson's own words (`index.tsx`): its step view's two
 * layouts and notes (its story, what to watch and how other engines do
 * it: `story.tsx`). The article is English: its quotes are translated.
 */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  fragmented: { label: 'Fragmented: one table, in arrival order', short: 'Fragmented' },
  defragmented: { label: 'Defragmented: current table + archive by customer', short: 'Defragmented' },
  notes: {
    layout:
      'The step view runs both layouts side by side on the same seed (the same requests start in the same order; they finish in another, as each layout takes its own time). Your choice sets the full run.',
    every:
      'The step view runs the mix all along (every = 0): each step is a request. The charts and the full run sample the growth with your value.',
  },
};

export type LessonText = typeof en;

export const LESSON_TEXT: Catalogue<LessonText> = lazyCatalogue<LessonText>(en, {
  fr: () => import('./lesson.i18n.fr').then((m) => m.fr),
  ru: () => import('./lesson.i18n.ru').then((m) => m.ru),
});
