/**
 * Page splits' checkpoints: before a step, the reader predicts what the
 * insert will do to its page; the answer is read from the step's own
 * events (the engine's), on the step view's first table (mid-page splits).
 */
import type { EventOf } from '../../../../shell/engine/types';
import { firstEvent as first, type Checkpoints } from '../../../../shell/lesson/checkpoint';

export const CHECKPOINTS: Checkpoints = {
  // The step view's two tables; the questions are about the first (mid-page splits).
  sims: [{ split_policy: 'mid' }, { split_policy: 'insertion_point' }],
  list: [
  {
    id: 'room-or-split',
    step: 5,
    question: 'The fifth row of the new date arrives. What happens to the page it belongs to?',
    ask([events = []]) {
      const row = first(events, 'insert_row');
      if (!row) return null;
      const split = first(events, 'leaf_split');
      return {
        choices: [
          'It has room: the row goes in and nothing moves',
          'It is full: it splits, and half its rows move to a new page',
        ],
        correct: split ? 1 : 0,
        why: split
          ? `Page ${split.page} had no room: it split, and the row went in after the move.`
          : `Page ${row.page} still had room for it (the pages are 100% full only on average: some kept a few bytes), so the row went into slot ${row.slot} and nothing moved.`,
      };
    },
  },
  {
    id: 'where-the-new-page-goes',
    step: 11,
    question: 'This insert finds its page full, and the page splits. Where in the file does the new page go?',
    ask([events = []]) {
      const split = first(events, 'leaf_split');
      const page = events.find((e): e is EventOf<'allocate'> => e.kind === 'allocate' && e.level === 0);
      if (!split || !page) return null;
      const adjacent = page.page === split.page + 1;
      return {
        choices: [
          `Right after page ${split.page}: key order and file order stay together`,
          'At the end of the file: the leaf chain now jumps there and back',
        ],
        correct: adjacent ? 0 : 1,
        why: adjacent
          ? `The new page is page ${page.page}, the next in the file.`
          : `Page ${split.page} split into page ${page.page}, the file's next free page at its end: a range scan in key order now reads ${split.page}, jumps to ${page.page}, and comes back.`,
      };
    },
  },
  {
    id: 'how-many-rows-move',
    step: 41,
    question: 'Another page splits at mid-page. How many of its rows move to the new page?',
    ask([events = []]) {
      const split = first(events, 'leaf_split');
      const moved = events.find((e): e is EventOf<'move_rows'> => e.kind === 'move_rows' && e.level === 0);
      if (!split || !moved) return null;
      const policy = split.policy === 'mid' ? 1 : 2;
      return {
        choices: [
          'None: the new row alone goes to the new page',
          'About half the page’s rows',
          'Only the rows that come after the new one',
        ],
        correct: moved.count === 0 ? 0 : policy,
        why: `${moved.count} rows moved from page ${moved.from} to page ${moved.to}: a ${split.policy === 'mid' ? 'mid-page split moves half the page, whatever the key order' : 'split at the insertion point moves only the rows after the new one'}. Each of them changed its RID, so every nonclustered index updates its entry.`,
      };
    },
  },
],
};
