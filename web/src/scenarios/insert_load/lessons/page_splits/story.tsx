/**
 * The page-splits lesson's story and its "In other engines" note, in the three
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
      This is ASE’s allpages locking, where the data pages are the clustered index’s leaves. In SQL Server and
      InnoDB they are too, but secondary indexes hold the row’s clustering key, not its address: a split moves
      rows without rewriting every nonclustered index. PostgreSQL keeps rows in a heap with no clustered order;
      its B-tree pages split at mid-page but a rightmost-page insert fills the page to its fillfactor first.
      SQLite rebalances a full page across its siblings before it adds a page.
    </p>
  ),
  story: {
    intro: [
      <>
        A Sybase ASE 15 table of 4.5 million market quotes (about 600 MB on 2 KB pages, some 15 rows a
        page) has a unique clustered index on <code>(instrument, date, source)</code>, built after a bulk
        load: every page starts full and in key order. Each day, 10,000 new rows arrive by{' '}
        <code>INSERT … SELECT</code>.
      </>,
      <>
        Date is the second key column, so each new row belongs at the end of its instrument’s range:
        in the middle of the table, on a page with no free byte. The page splits. In ASE’s allpages
        locking (the article’s) the data pages are the index’s leaves: a new page is taken from the
        table’s allocation (in pagelab, the end of the file), half the rows move there, and every moved
        row gets a new row id (RID), so every nonclustered index rewrites an entry for it. The load fell
        from 11,213 rows/s without the clustered index to about 70.
      </>,
    ],
    watch: (
      <>
        The same rows go into two copies of a small table. Left: the default split at mid-page. Right:
        the split at the insertion point (<code>ascinserts</code>). Watch new pages land at the end of
        the file while the key order needs them in the middle.
      </>
    ),
  },
};

const fr: StoryTexts = {
  otherEngines: (
    <p>
      C’est le verrouillage table (allpages) d’ASE, où les pages de données sont les feuilles de l’index
      clustered. Dans SQL Server et InnoDB aussi, mais les index secondaires y contiennent la clé de clustering
      de la ligne, pas son adresse&nbsp;: une coupure déplace des lignes sans réécrire chaque index non clustered.
      PostgreSQL garde les lignes dans un tas sans ordre clustered&nbsp;; ses pages de B-arbre se coupent au milieu,
      mais une insertion dans la page la plus à droite remplit d’abord la page jusqu’à son fillfactor. SQLite
      rééquilibre une page pleine avec ses voisines avant d’ajouter une page.
    </p>
  ),
  story: {
    intro: [
      <>
        Une table Sybase ASE 15 de 4,5 millions de cotations (environ 600 Mo sur des pages de 2 Ko, quelque
        15 lignes par page) porte un index unique clustered sur <code>(instrument, date, source)</code>, posé
        «&nbsp;après l’alimentation des données&nbsp;»&nbsp;: chaque page part pleine et dans l’ordre de la clé. Chaque jour,
        10 000 nouvelles lignes arrivent par <code>INSERT … SELECT</code>.
      </>,
      <>
        La date est la deuxième colonne de la clé, «&nbsp;colonne qui n’est pas la première colonne de l’index
        clustered composite. Aussi, chaque ajout n’est pas réalisé nécessairement en fin de table&nbsp;»&nbsp;: chaque
        nouvelle ligne a sa place à la fin des lignes de son instrument, au milieu de la table, sur une page
        sans un octet libre. La page se coupe. En verrouillage table (APL, celui de l’article), les pages de
        données sont les feuilles de l’index&nbsp;: une nouvelle page est prise dans l’allocation de la table (dans
        pagelab, en fin de fichier), la moitié des lignes y est déplacée, et chaque ligne déplacée reçoit un
        nouvel identifiant (RID), si bien que chaque index non clustered réécrit une entrée pour elle.
        L’alimentation est tombée de 11 213 lignes/s sans l’index clustered à environ 70&nbsp;: «&nbsp;l’import atteint
        difficilement le rythme de 71 lignes par seconde&nbsp;».
      </>,
    ],
    watch: (
      <>
        Les mêmes lignes entrent dans deux copies d’une petite table. À gauche&nbsp;: la coupure par défaut, au
        milieu de la page. À droite&nbsp;: la coupure au point d’insertion (<code>ascinserts</code>). Regardez les
        nouvelles pages arriver en fin de fichier alors que l’ordre de la clé les voudrait au milieu.
      </>
    ),
  },
};

const ru: StoryTexts = {
  otherEngines: (
    <p>
      Это блокировка allpages в ASE, где страницы данных — листья кластерного индекса. В SQL Server и InnoDB
      тоже, но вторичные индексы хранят кластерный ключ строки, а не её адрес: расщепление переносит строки,
      не переписывая каждый некластерный индекс. PostgreSQL хранит строки в куче без кластерного порядка; его
      страницы B-дерева расщепляются посередине, но вставка в самую правую страницу сначала заполняет её до
      fillfactor. SQLite перед добавлением страницы перераспределяет строки заполненной страницы между
      соседними.
    </p>
  ),
  story: {
    intro: [
      <>
        Таблица Sybase ASE 15 из 4,5 млн биржевых котировок (около 600 МБ на страницах 2 КБ, примерно 15
        строк на страницу) имеет уникальный кластерный индекс по <code>(instrument, date, source)</code>,
        построенный после массовой загрузки: каждая страница изначально заполнена и упорядочена по ключу.
        Каждый день 10 000 новых строк приходят через <code>INSERT … SELECT</code>.
      </>,
      <>
        Дата — второй столбец ключа, поэтому каждая новая строка должна встать в конец диапазона своего
        инструмента: в середину таблицы, на страницу без единого свободного байта. Страница расщепляется. При
        блокировке allpages в ASE (как в статье) страницы данных — листья индекса: новая страница берётся из
        места, выделенного таблице (в pagelab — в конце файла), туда переносится половина строк, и каждая
        перенесённая строка получает новый идентификатор (RID), так что каждый некластерный индекс
        переписывает её запись. Загрузка упала с 11 213 строк/с без кластерного индекса примерно до 70.
      </>,
    ],
    watch: (
      <>
        Одни и те же строки идут в две копии маленькой таблицы. Слева — расщепление посередине страницы (по
        умолчанию). Справа — расщепление в точке вставки (<code>ascinserts</code>). Смотрите, как новые
        страницы появляются в конце файла, хотя по порядку ключа им место в середине.
      </>
    ),
  },
};

export const STORY: Record<Lang, StoryTexts> = { en, fr, ru };
