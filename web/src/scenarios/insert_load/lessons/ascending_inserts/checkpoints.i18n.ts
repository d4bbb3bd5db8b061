/** The ascending-inserts lesson's questions (`checkpoints.ts`): page and slot numbers come as text, counts as numbers. */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  whatMoves: [
    'Half the page’s rows, as a mid-page split',
    'Nothing: a new page takes the row',
    'Only the rows after the new one',
  ],
  whyBlank: (page: string, newPage: string, slot: string) =>
    `The row belongs after the last row of page ${page}: nothing moves, page ${newPage} takes it (slot ${slot}). ASE counts a page allocation, not a split, and no nonclustered index changes a RID.`,
  whyMoved: (count: number, from: string, to: string, page: string, slot: string) =>
    `${count} rows after the insertion point moved from page ${from} to page ${to}: the next instrument’s rows. The new row stayed on page ${page} (slot ${slot}), where its instrument’s next rows will follow it.`,
  afterLast:
    'The day’s first row for instrument 1 belongs after the last row of a full page. With ascending inserts on, what moves?',
  inMiddle:
    'Instrument 2’s first row belongs in the middle of a full page: instrument 3’s rows come after it. What moves now?',
  waits: {
    question:
      'This split moves rows, and three nonclustered indexes must update their RIDs. In ascending-insert mode, how many times does the insert wait for the log disk?',
    choices: ['Once: the index updates ride the user log cache', 'Once for the split and once for each nonclustered index'],
    forced: (n: number) => `${n} forced log write${n === 1 ? '' : 's'}`,
    rid: (rows: string) => `: the RID updates of ${rows} moved rows waited for none.`,
    noRid: '.',
    tail: ' The rows of one INSERT ... SELECT arrive in key order, so the split’s log is forced once; a mid-page split forces it once more for each index. That is the article’s 5x: 303 rows a second against about 60.',
  },
};

export type AscendingCheckpointWords = typeof en;

export const CHECKPOINT_WORDS: Catalogue<AscendingCheckpointWords> = lazyCatalogue<AscendingCheckpointWords>(en, {
  fr: () => import('./checkpoints.i18n.fr').then((m) => m.fr),
  ru: () => import('./checkpoints.i18n.ru').then((m) => m.ru),
});
