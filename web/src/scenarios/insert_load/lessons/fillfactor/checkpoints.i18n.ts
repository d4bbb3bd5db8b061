/** The fillfactor lesson's questions (`checkpoints.ts`): page and slot numbers come as text, counts as numbers. */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  room: {
    question: 'The index was built at fillfactor 100. A new day’s row arrives on its instrument’s page. Does the page have room?',
    choices: ['Yes: the row goes in and nothing moves', 'No: the page is full and splits'],
    whyFull: (page: string, free: string, need: string) =>
      `Page ${page} had ${free} bytes free and the row needs ${need}: fillfactor 100 left no room at build, so the page split. At fillfactor 80 the build leaves a fifth of every page empty, room for the day’s rows.`,
    whyRoom: (page: string, slot: string) =>
      `Page ${page} still had room (slot ${slot}): not every page is full to the byte, even at fillfactor 100.`,
  },
  waits: {
    question: 'Another page splits and half its rows move. How many times does this insert wait for the log disk?',
    choices: [
      'Once, at commit',
      'Once for the split, then once more for each nonclustered index whose entries point at the moved rows',
      'Never: the log is written later',
    ],
    forced: (n: number) => `${n} forced log write${n === 1 ? '' : 's'}`,
    rid: (rows: string, indexes: string) =>
      `: the split’s own records, then the RID updates of ${rows} moved rows in ${indexes} nonclustered indexes.`,
    noRid: '.',
    tail: ' Each is a wait for the log disk: that is why the article’s fillfactor 100 run took 71 rows a second and the heap 11,213.',
  },
  after: {
    question: 'The next row of the new day arrives. Does its page split too?',
    choices: ['Yes: every row of the new day splits a page', 'No: it finds room'],
    whySplit: (page: string) => `Page ${page} was full too: it split.`,
    whyRoom: (page: string, slot: string) =>
      `Page ${page} had room: the row went into slot ${slot} and nothing moved. Not every row of a new day splits a page: a split leaves two half-full pages, and a row whose page has room goes in.`,
  },
};

export type FillfactorCheckpointWords = typeof en;

export const CHECKPOINT_WORDS: Catalogue<FillfactorCheckpointWords> = lazyCatalogue<FillfactorCheckpointWords>(en, {
  fr: () => import('./checkpoints.i18n.fr').then((m) => m.fr),
  ru: () => import('./checkpoints.i18n.ru').then((m) => m.ru),
});
