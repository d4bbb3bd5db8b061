/**
 * The fillfactor lesson's story and its "In other engines" note, in the three
 * languages (JSX, so not a message catalogue, but lazy as one: French and
 * Russian in `story.fr.tsx`, `story.ru.tsx`; the lesson reads the
 * page's language when it renders). The French quotes the article's own
 * words.
 */
import { lazyAccessor } from '../../../../kit/i18n/words';
import type { LessonProse } from '../../../../shell/lesson/module';

const en: LessonProse = {
  otherEngines: (
    <p>
      SQL Server’s <code>FILLFACTOR</code> works as ASE’s: it shapes the leaf pages at build and rebuild only,
      and the inserts that follow eat the room. PostgreSQL’s B-tree <code>fillfactor</code> (90 by default)
      also applies when the rightmost page splits, and a heap’s <code>fillfactor</code> keeps room on every
      page for updates. Oracle’s <code>PCTFREE</code> is enforced as blocks fill, not only at build.
    </p>
  ),
  intro: [
    <>
      <code>fillfactor</code> tells <code>CREATE INDEX</code> how full to make each page. The article
      rebuilt the clustered index at 100, 90 and 80 and loaded the same day of data.
    </>,
    <>
      At 90 a page keeps room for about two more rows. The article measured 2,064 splits instead of
      ~2,600. The article does not say how its rows were spread; in pagelab’s model most instruments
      are quoted by three sources and get three rows a day, so their pages still split. At 80 there is room for
      three rows and not one page splits: 11,750 rows/s, as fast as the heap, for about 24% more space.
      The room is spent by the days that follow: insert more days and the splits come back.
    </>,
  ],
  watch: (
    <>
      Step through a small table built at the fillfactor you choose. The chart sweeps the fillfactor
      from 50 to 100 at full scale and shows the cliff.
    </>
  ),
};

/** The story and its aside in the page's language (French and Russian load with it). */
export const story = lazyAccessor<LessonProse>(en, {
  fr: () => import('./story.fr').then((m) => m.fr),
  ru: () => import('./story.ru').then((m) => m.ru),
});
