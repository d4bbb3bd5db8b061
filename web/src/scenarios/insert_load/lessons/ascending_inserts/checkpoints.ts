/**
 * Ascending inserts' checkpoints (its defaults: split at the insertion
 * point, the day's rows in full clustered-key order): what moves when a
 * row goes after the last row of a full page, what moves when it goes in
 * the middle, and how often the split waits for the log in
 * ascending-insert mode. Answers and reasons come from the step's events.
 */
import type { EventOf, ScenarioEvent } from '../../../../shell/engine/types';
import { firstEvent as first, type Checkpoints } from '../../../../shell/lesson/checkpoint';

const WHAT_MOVES = [
  'Half the page’s rows, as a mid-page split',
  'Nothing: a new page takes the row',
  'Only the rows after the new one',
];

/** Which of `WHAT_MOVES` the step's events show, and why. */
function whatMoved(events: readonly ScenarioEvent[]) {
  const split = first(events, 'leaf_split');
  const row = first(events, 'insert_row');
  if (!split || !row) return null;
  const blank = first(events, 'end_of_page_allocation');
  const moved = events.find((e): e is EventOf<'move_rows'> => e.kind === 'move_rows' && e.level === 0);
  if (blank) {
    return {
      choices: WHAT_MOVES,
      correct: 1,
      why: `The row belongs after the last row of page ${blank.page}: nothing moves, page ${blank.new_page} takes it (slot ${row.slot}). ASE counts a page allocation, not a split, and no nonclustered index changes a RID.`,
    };
  }
  if (!moved) return null;
  return {
    choices: WHAT_MOVES,
    correct: split.policy === 'mid' ? 0 : 2,
    why: `${moved.count} rows after the insertion point moved from page ${moved.from} to page ${moved.to}: the next instrument’s rows. The new row stayed on page ${row.page} (slot ${row.slot}), where its instrument’s next rows will follow it.`,
  };
}

export const CHECKPOINTS: Checkpoints = {
  sims: [{}],
  list: [
    {
      id: 'after-the-last-row',
      step: 1,
      question: 'The day’s first row for instrument 1 belongs after the last row of a full page. With ascending inserts on, what moves?',
      ask: ([events = []]) => whatMoved(events),
    },
    {
      id: 'in-the-middle',
      step: 3,
      question: 'Instrument 2’s first row belongs in the middle of a full page: instrument 3’s rows come after it. What moves now?',
      ask: ([events = []]) => whatMoved(events),
    },
    {
      id: 'log-waits',
      step: 9,
      question: 'This split moves rows, and three nonclustered indexes must update their RIDs. In ascending-insert mode, how many times does the insert wait for the log disk?',
      ask([events = []]) {
        if (!first(events, 'leaf_split')) return null;
        const forced = events.filter((e): e is EventOf<'log_flush'> => e.kind === 'log_flush' && e.forced).length;
        const rid = first(events, 'nc_rid_update');
        return {
          choices: ['Once: the index updates ride the user log cache', 'Once for the split and once for each nonclustered index'],
          correct: forced <= 1 ? 0 : 1,
          why:
            `${forced} forced log write${forced === 1 ? '' : 's'}` +
            (rid && !rid.forces_log ? `: the RID updates of ${rid.rows} moved rows waited for none.` : '.') +
            ' The rows of one INSERT ... SELECT arrive in key order, so the split’s log is forced once; a mid-page split forces it once more for each index. That is the article’s 5x: 303 rows a second against about 60.',
        };
      },
    },
  ],
};
