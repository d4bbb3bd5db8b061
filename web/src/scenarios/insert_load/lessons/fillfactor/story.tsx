/**
 * The fillfactor lesson's story and its "In other engines" note, in the three
 * languages (JSX, so not a message catalogue: the lesson reads the
 * page's language when it renders). The French quotes the article's own
 * words.
 */
import type { ReactNode } from 'react';
import type { Lang } from '../../../../kit/i18n/lang';
import type { LessonStory } from '../../../../shell/lesson/module';

interface StoryTexts {
  otherEngines: ReactNode;
  story: LessonStory;
}

const en: StoryTexts = {
  otherEngines: (
    <p>
      SQL Server’s <code>FILLFACTOR</code> works as ASE’s: it shapes the leaf pages at build and rebuild only,
      and the inserts that follow eat the room. PostgreSQL’s B-tree <code>fillfactor</code> (90 by default)
      also applies when the rightmost page splits, and a heap’s <code>fillfactor</code> keeps room on every
      page for updates. Oracle’s <code>PCTFREE</code> is enforced as blocks fill, not only at build.
    </p>
  ),
  story: {
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
  },
};

const fr: StoryTexts = {
  otherEngines: (
    <p>
      Le <code>FILLFACTOR</code> de SQL Server fonctionne comme celui d’ASE&nbsp;: il façonne les pages feuilles à la
      création et à la reconstruction seulement, et les insertions qui suivent consomment la place. Le{' '}
      <code>fillfactor</code> des B-arbres de PostgreSQL (90 par défaut) s’applique aussi quand la page la plus
      à droite se coupe, et le <code>fillfactor</code> d’un tas garde de la place dans chaque page pour les mises
      à jour. Le <code>PCTFREE</code> d’Oracle est respecté à mesure que les blocs se remplissent, pas seulement
      à la création.
    </p>
  ),
  story: {
    intro: [
      <>
        <code>fillfactor</code> dit à <code>CREATE INDEX</code> à quel point remplir chaque page&nbsp;: c’est le
        «&nbsp;paramètre définissant le taux de remplissage des pages d’une table en verrouillage table (APL - All
        Pages Locking)&nbsp;». L’article a recréé l’index clustered à 100, 90 et 80 et chargé le même jour de
        données.
      </>,
      <>
        À 90, une page garde de la place pour environ deux lignes de plus. L’article a mesuré 2 064 coupures
        au lieu d’environ 2 600. Il ne dit pas comment ses lignes se répartissaient&nbsp;; dans le modèle de
        pagelab, la plupart des instruments sont cotés par trois sources et reçoivent trois lignes par jour,
        si bien que leurs pages se coupent encore. À 80, il y a de la place pour trois lignes&nbsp;: «&nbsp;à 80% le
        contexte est parfait, aucune coupure de pages ne se produit&nbsp;»&nbsp;; 11 750 lignes/s, aussi vite que le
        tas, pour une «&nbsp;perte d’espace&nbsp;» d’environ 24&nbsp;%. La place est consommée par les jours qui suivent&nbsp;:
        insérez plus de jours et les coupures reviennent.
      </>,
    ],
    watch: (
      <>
        Avancez pas à pas dans une petite table construite au fillfactor de votre choix. Le graphique balaie
        le fillfactor de 50 à 100 à pleine échelle et montre la falaise.
      </>
    ),
  },
};

const ru: StoryTexts = {
  otherEngines: (
    <p>
      <code>FILLFACTOR</code> в SQL Server работает как в ASE: он формирует листовые страницы только при
      построении и перестроении индекса, а последующие вставки съедают запас. <code>fillfactor</code> B-дерева
      в PostgreSQL (по умолчанию 90) применяется и при расщеплении самой правой страницы, а{' '}
      <code>fillfactor</code> кучи оставляет на каждой странице место для обновлений. <code>PCTFREE</code> в
      Oracle соблюдается по мере заполнения блоков, а не только при построении.
    </p>
  ),
  story: {
    intro: [
      <>
        <code>fillfactor</code> говорит <code>CREATE INDEX</code>, насколько заполнять каждую страницу. Статья
        перестроила кластерный индекс с 100, 90 и 80 и загрузила один и тот же день данных.
      </>,
      <>
        При 90 на странице остаётся место примерно для двух строк. Статья измерила 2 064 расщепления вместо
        ~2 600. Статья не говорит, как были распределены её строки; в модели pagelab большинство инструментов
        котируют три источника, они получают по три строки в день, и их страницы всё равно расщепляются. При
        80 места хватает на три строки, и ни одна страница не расщепляется: 11 750 строк/с, так же быстро, как
        куча, ценой примерно на 24% большего места. Запас съедают следующие дни: вставьте больше дней, и
        расщепления вернутся.
      </>,
    ],
    watch: (
      <>
        Пройдите по шагам маленькую таблицу, построенную с выбранным fillfactor. График прогоняет fillfactor
        от 50 до 100 в полном масштабе и показывает обрыв.
      </>
    ),
  },
};

export const STORY: Record<Lang, StoryTexts> = { en, fr, ru };
