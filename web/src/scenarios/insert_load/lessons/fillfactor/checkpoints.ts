/**
 * Fillfactor's checkpoints (its defaults: the table built at fillfactor
 * 100): whether the day's first row finds room, what a split costs in
 * waits for the log disk, and why the next row of the same page fits.
 * Answers and reasons come from the step's own events.
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
      id: 'room-at-100',
      step: 3,
      question: w.room.question,
      ask([events = []]) {
        const row = first(events, 'insert_row');
        if (!row) return null;
        const full = first(events, 'page_full');
        return {
          choices: [...w.room.choices],
          correct: full ? 1 : 0,
          why: full
            ? w.room.whyFull(`${full.page}`, `${full.free_bytes}`, `${full.need_bytes}`)
            : w.room.whyRoom(`${row.page}`, `${row.slot}`),
        };
      },
    },
    {
      id: 'log-waits',
      step: 4,
      question: w.waits.question,
      ask([events = []]) {
        const forced = events.filter((e): e is EventOf<'log_flush'> => e.kind === 'log_flush' && e.forced).length;
        const rid = first(events, 'nc_rid_update');
        if (!first(events, 'leaf_split')) return null;
        return {
          choices: [...w.waits.choices],
          correct: forced === 0 ? 2 : forced === 1 ? 0 : 1,
          why: w.waits.forced(forced) + (rid ? w.waits.rid(`${rid.rows}`, `${rid.indexes}`) : w.waits.noRid) + w.waits.tail,
        };
      },
    },
    {
      id: 'after-the-split',
      step: 5,
      question: w.after.question,
      ask([events = []]) {
        const row = first(events, 'insert_row');
        if (!row) return null;
        const split = first(events, 'leaf_split');
        return {
          choices: [...w.after.choices],
          correct: split ? 0 : 1,
          why: split ? w.after.whySplit(`${split.page}`) : w.after.whyRoom(`${row.page}`, `${row.slot}`),
        };
      },
    },
  ];
}

export const CHECKPOINTS: Checkpoints = {
  sims: [{}],
  get list() {
    return (LISTS[currentLang()] ??= build());
  },
};
