/**
 * Ascending inserts' checkpoints (its defaults: split at the insertion
 * point, the day's rows in full clustered-key order): what moves when a
 * row goes after the last row of a full page, what moves when it goes in
 * the middle, and how often the split waits for the log in
 * ascending-insert mode. Answers and reasons come from the step's events.
 */
import type { EventOf, ScenarioEvent } from '../../../../shell/engine/types';
import { firstEvent as first, type Checkpoint, type Checkpoints } from '../../../../shell/lesson/checkpoint';
import { currentLang, type Lang } from '../../../../kit/i18n/lang';
import { words } from '../../../../kit/i18n/words';
import { CHECKPOINT_WORDS } from './checkpoints.i18n';

/** Which of the "what moves" choices the step's events show, and why. */
function whatMoved(events: readonly ScenarioEvent[]) {
  const w = words(CHECKPOINT_WORDS);
  const split = first(events, 'leaf_split');
  const row = first(events, 'insert_row');
  if (!split || !row) return null;
  const blank = first(events, 'end_of_page_allocation');
  const moved = events.find((e): e is EventOf<'move_rows'> => e.kind === 'move_rows' && e.level === 0);
  if (blank) {
    return {
      choices: [...w.whatMoves],
      correct: 1,
      why: w.whyBlank(`${blank.page}`, `${blank.new_page}`, `${row.slot}`),
    };
  }
  if (!moved) return null;
  return {
    choices: [...w.whatMoves],
    correct: split.policy === 'mid' ? 0 : 2,
    why: w.whyMoved(moved.count, `${moved.from}`, `${moved.to}`, `${row.page}`, `${row.slot}`),
  };
}

/** The questions in `lang`, built once per language (the list keeps its identity). */
const LISTS: Partial<Record<Lang, Checkpoint[]>> = {};

function build(): Checkpoint[] {
  const w = words(CHECKPOINT_WORDS);
  return [
    {
      id: 'after-the-last-row',
      step: 1,
      question: w.afterLast,
      ask: ([events = []]) => whatMoved(events),
    },
    {
      id: 'in-the-middle',
      step: 3,
      question: w.inMiddle,
      ask: ([events = []]) => whatMoved(events),
    },
    {
      id: 'log-waits',
      step: 9,
      question: w.waits.question,
      ask([events = []]) {
        if (!first(events, 'leaf_split')) return null;
        const forced = events.filter((e): e is EventOf<'log_flush'> => e.kind === 'log_flush' && e.forced).length;
        const rid = first(events, 'nc_rid_update');
        return {
          choices: [...w.waits.choices],
          correct: forced <= 1 ? 0 : 1,
          why: w.waits.forced(forced) + (rid && !rid.forces_log ? w.waits.rid(`${rid.rows}`) : w.waits.noRid) + w.waits.tail,
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
