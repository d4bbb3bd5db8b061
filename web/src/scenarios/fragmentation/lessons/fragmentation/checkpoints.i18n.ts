/** The fragmentation checkpoints' questions, choices and answers (`checkpoints.ts`). Times come formatted. */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  pagesQuestion:
    'On both sides a session finishes a select all: every payment of one customer, about a hundred rows. Which reads fewer table pages?',
  pagesChoices: ['About the same on both sides', 'The defragmented side, by several times', 'The fragmented side'],
  pagesWhy: (fRows: number, fPages: number, fMs: string, dRows: number, dPages: number, dMs: string) =>
    `Fragmented: ${fRows} rows on ${fPages} table pages, ${fMs}. Defragmented: ${dRows} rows on ${dPages} pages, ${dMs}. In arrival order a customer’s rows lie about one a page among everyone else’s; the archive keeps each customer’s older rows together, a batch a page.`,
  timeQuestion: 'A select all on the fragmented table finds most of its pages in memory. Where does most of its time go?',
  timeChoices: ['The pages found in the pool', 'The pages copied from the OS file cache', 'The pages read from disk'],
  timeWhy: (
    session: string,
    pages: number,
    pool: number,
    poolMs: string,
    cache: number,
    cacheMs: string,
    disk: number,
    diskMs: string,
  ) =>
    `${session} read ${pages} pages, the index’s and the table’s: ${pool} in the pool (${poolMs}), ${cache} from the file cache (${cacheMs}), ${disk} from disk (${diskMs}). Each page from disk waits for a seek, behind the other sessions’ reads: scattered rows make a statement touch more pages, and the ones memory does not hold cost more than all the rest.`,
  bgQuestion: 'Between two requests the background writer’s round comes due (every 200 ms). What does it write?',
  bgChoices: [
    'A few dirty pages, the next its circular scan of the pool comes to, so a checkpoint has less to write',
    'Every dirty page in the pool',
    'Nothing while the pool has free frames',
  ],
  bgCheckpoint: (pages: number) => `A checkpoint came due too: ${pages} pages written, every dirty page in the pool.`,
  bgWrote: (pages: number) =>
    `It wrote ${pages} page${pages === 1 ? '' : 's'}: each round PostgreSQL 8.2’s background writer looks at the next slice of the pool in turn (bgwriter_all_percent, 0.333%) and writes at most a few of the dirty pages there (bgwriter_all_maxpages, 5), so that a checkpoint has less to write. A checkpoint, every 15 minutes, writes them all.`,
};

export type CheckpointWords = typeof en;

export const CHECKPOINT_WORDS: Catalogue<CheckpointWords> = lazyCatalogue<CheckpointWords>(en, {
  fr: () => import('./checkpoints.i18n.fr').then((m) => m.fr),
  ru: () => import('./checkpoints.i18n.ru').then((m) => m.ru),
});
