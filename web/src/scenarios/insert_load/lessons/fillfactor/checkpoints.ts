/**
 * Fillfactor's checkpoints (its defaults: the table built at fillfactor
 * 100): whether the day's first row finds room, what a split costs in
 * waits for the log disk, and why the next row of the same page fits.
 * Answers and reasons come from the step's own events.
 */
import type { EventOf } from '../../../../shell/engine/types';
import { firstEvent as first, type Checkpoints } from '../../../../shell/lesson/checkpoint';

export const CHECKPOINTS: Checkpoints = {
  sims: [{}],
  list: [
    {
      id: 'room-at-100',
      step: 3,
      question: 'The index was built at fillfactor 100. A new day’s row arrives on its instrument’s page. Does the page have room?',
      ask([events = []]) {
        const row = first(events, 'insert_row');
        if (!row) return null;
        const full = first(events, 'page_full');
        return {
          choices: ['Yes: the row goes in and nothing moves', 'No: the page is full and splits'],
          correct: full ? 1 : 0,
          why: full
            ? `Page ${full.page} had ${full.free_bytes} bytes free and the row needs ${full.need_bytes}: fillfactor 100 left no room at build, so the page split. At fillfactor 80 the build leaves a fifth of every page empty, room for the day’s rows.`
            : `Page ${row.page} still had room (slot ${row.slot}): not every page is full to the byte, even at fillfactor 100.`,
        };
      },
    },
    {
      id: 'log-waits',
      step: 4,
      question: 'Another page splits and half its rows move. How many times does this insert wait for the log disk?',
      ask([events = []]) {
        const forced = events.filter((e): e is EventOf<'log_flush'> => e.kind === 'log_flush' && e.forced).length;
        const rid = first(events, 'nc_rid_update');
        if (!first(events, 'leaf_split')) return null;
        return {
          choices: [
            'Once, at commit',
            'Once for the split, then once more for each nonclustered index whose entries point at the moved rows',
            'Never: the log is written later',
          ],
          correct: forced === 0 ? 2 : forced === 1 ? 0 : 1,
          why:
            `${forced} forced log write${forced === 1 ? '' : 's'}` +
            (rid ? `: the split’s own records, then the RID updates of ${rid.rows} moved rows in ${rid.indexes} nonclustered indexes.` : '.') +
            ' Each is a wait for the log disk: that is why the article’s fillfactor 100 run took 71 rows a second and the heap 11,213.',
        };
      },
    },
    {
      id: 'after-the-split',
      step: 5,
      question: 'The next row of the new day arrives. Does its page split too?',
      ask([events = []]) {
        const row = first(events, 'insert_row');
        if (!row) return null;
        const split = first(events, 'leaf_split');
        return {
          choices: ['Yes: every row of the new day splits a page', 'No: it finds room'],
          correct: split ? 0 : 1,
          why: split
            ? `Page ${split.page} was full too: it split.`
            : `Page ${row.page} had room: the row went into slot ${row.slot} and nothing moved. An instrument’s first row of the day splits its full page; the split leaves two half-full pages, and its next rows fit.`,
        };
      },
    },
  ],
};
