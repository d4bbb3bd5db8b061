/**
 * Page splits' checkpoints: before a step, the reader predicts what the
 * insert will do to its page; the answer is read from the step's own
 * events (the engine's), on the step view's first table (mid-page splits).
 */
import type { EventOf } from '../../../../shell/engine/types';
import { firstEvent as first, type Checkpoint, type Checkpoints } from '../../../../shell/lesson/checkpoint';
import { currentLang, type Lang } from '../../../../kit/i18n/lang';
import { words } from '../../../../kit/i18n/words';
import { CHECKPOINT_WORDS } from './checkpoints.i18n';

/** The questions in `lang`, built once per language (the list keeps its identity). */
const LISTS: Partial<Record<Lang, Checkpoint[]>> = {};

function build(): Checkpoint[] {
  const w = words(CHECKPOINT_WORDS);
  return [
    {
      id: 'room-or-split',
      step: 5,
      question: w.room.question,
      ask([events = []]) {
        const row = first(events, 'insert_row');
        if (!row) return null;
        const split = first(events, 'leaf_split');
        return {
          choices: [...w.room.choices],
          correct: split ? 1 : 0,
          why: split ? w.room.whySplit(`${split.page}`) : w.room.whyRoom(`${row.page}`, `${row.slot}`),
        };
      },
    },
    {
      id: 'where-the-new-page-goes',
      step: 11,
      question: w.where.question,
      ask([events = []]) {
        const split = first(events, 'leaf_split');
        const page = events.find((e): e is EventOf<'allocate'> => e.kind === 'allocate' && e.level === 0);
        if (!split || !page) return null;
        const adjacent = page.page === split.page + 1;
        return {
          choices: [w.where.adjacent(`${split.page}`), w.where.end],
          correct: adjacent ? 0 : 1,
          why: adjacent ? w.where.whyAdjacent(`${page.page}`) : w.where.whyEnd(`${split.page}`, `${page.page}`),
        };
      },
    },
    {
      id: 'how-many-rows-move',
      step: 41,
      question: w.howMany.question,
      ask([events = []]) {
        const split = first(events, 'leaf_split');
        const moved = events.find((e): e is EventOf<'move_rows'> => e.kind === 'move_rows' && e.level === 0);
        if (!split || !moved) return null;
        const policy = split.policy === 'mid' ? 1 : 2;
        return {
          choices: [...w.howMany.choices],
          correct: moved.count === 0 ? 0 : policy,
          why: w.howMany.why(moved.count, `${moved.from}`, `${moved.to}`, split.policy === 'mid'),
        };
      },
    },
  ];
}

export const CHECKPOINTS: Checkpoints = {
  // The step view's two tables; the questions are about the first (mid-page splits).
  sims: [{ split_policy: 'mid' }, { split_policy: 'insertion_point' }],
  get list() {
    return (LISTS[currentLang()] ??= build());
  },
};
