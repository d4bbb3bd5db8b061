/** The page-splits lesson's questions (`checkpoints.ts`): page numbers come as text. */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  room: {
    question: 'In the mid-page table, the fifth row of the new date arrives. What happens to the page it belongs to?',
    choices: ['It has room: the row goes in and nothing moves', 'It is full: it splits, and half its rows move to a new page'],
    whySplit: (page: string) => `Page ${page} had no room: it split, and the row went in after the move.`,
    whyRoom: (page: string, slot: string) =>
      `Page ${page} still had room for it (not every page is full: earlier splits left half-empty pages, and the bars’ heights show which have room), so the row went into slot ${slot} and nothing moved.`,
  },
  where: {
    question: 'In the mid-page table, this insert finds its page full, and the page splits. Where in the file does the new page go?',
    adjacent: (page: string) => `Right after page ${page}: key order and file order stay together`,
    end: 'At the end of the file: the leaf chain now jumps there and back',
    whyAdjacent: (page: string) => `The new page is page ${page}, the next in the file.`,
    whyEnd: (split: string, page: string) =>
      `Page ${split} split into page ${page}, the file's next free page at its end: a range scan in key order now reads ${split}, jumps to ${page}, and comes back.`,
  },
  howMany: {
    question: 'In the mid-page table, another page splits. How many of its rows move to the new page?',
    choices: ['None: the new row alone goes to the new page', 'About half the page’s rows', 'Only the rows that come after the new one'],
    why: (count: number, from: string, to: string, mid: boolean) =>
      `${count} rows moved from page ${from} to page ${to}: a ${mid ? 'mid-page split moves half the page, whatever the key order' : 'split at the insertion point moves only the rows after the new one'}. Each of them changed its RID, so every nonclustered index updates its entry.`,
  },
};

export type PageSplitsCheckpointWords = typeof en;

export const CHECKPOINT_WORDS: Catalogue<PageSplitsCheckpointWords> = lazyCatalogue<PageSplitsCheckpointWords>(en, {
  fr: () => import('./checkpoints.i18n.fr').then((m) => m.fr),
  ru: () => import('./checkpoints.i18n.ru').then((m) => m.ru),
});
