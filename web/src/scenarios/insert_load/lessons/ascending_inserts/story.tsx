/**
 * The ascending-inserts lesson's story and its "In other engines" note, in the three
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
      <code>ascinserts</code> is ASE’s, set per table. InnoDB detects sequential inserts into a page by itself
      and splits at the insertion point. SQL Server, PostgreSQL and InnoDB treat an insert past the last key of
      the last page as an append: a new page takes the row and nothing moves (PostgreSQL leaves the old page
      at its fillfactor). There a split is logged with the transaction’s other records; the wait on the log
      at each split is what the article’s counters show of ASE (our reading).
    </p>
  ),
  story: {
    intro: [
      <>
        ASE can split a page at the insertion point instead of in the middle (
        <code>dbcc tune(ascinserts, 1, "TEST_TABLE")</code>): only the rows after the new one move, and
        the next inserts in ascending order land on the new page without splitting it again. It does so
        only for a row that extends its instrument’s rows; a row that lands before a row of its own
        instrument (a source not sorted on the full key) gets the ordinary mid-page split, and the step
        view says so. When the new row goes after the last row of a full page, nothing moves: a new page
        takes the row, which ASE’s manual calls a page allocation, not a split, and pagelab counts apart.
      </>,
      <>
        The article sorted the source rows four ways. Sorted on one key column, nothing changed: about
        2,650 splits and 50–60 rows/s. In full clustered-key order the splits stayed the same and the
        load ran 5–6 times faster (303 rows/s), still far from fillfactor 80 or the heap. Page by page,
        every order moves the same rows, so the speed-up is not in the pages: it is in the log. Without
        the sorted source each split waited on about five log writes of 11–12 ms; in the sorted run
        the log writes took under a millisecond each, and far more log records went through the user
        log cache (about 1 million, against 46,000). pagelab models this as ascending-insert mode:
        while the rows arrive in clustered-key order, only the split itself forces the log, and the
        nonclustered indexes’ RID changes ride the user log cache. The first row that comes below the
        one before ends the mode for the rest of the statement, and the step view says when. ASE does
        not document this rule; it is our reading of the article’s counters.
      </>,
      <>
        Where pagelab differs: in key order it counts 4% fewer splits than at mid-page (the page
        allocations above), and when an instrument’s rows come shuffled 11% more, because a split at the
        insertion point can leave its page full for the instrument’s next, lower row. The article
        measured the same count every time; <code>docs/fidelity.md</code> says why ours cannot.
      </>,
    ],
    watch: (
      <>
        Step through the small table with the source order you choose. The chart runs every source order
        under both split policies at full scale, against the heap baseline.
      </>
    ),
  },
};

const fr: StoryTexts = {
  otherEngines: (
    <p>
      <code>ascinserts</code> est propre à ASE et se règle table par table. InnoDB détecte seul les insertions
      séquentielles dans une page et coupe au point d’insertion. SQL Server, PostgreSQL et InnoDB traitent une
      insertion au-delà de la dernière clé de la dernière page comme un ajout&nbsp;: une nouvelle page reçoit la
      ligne et rien ne bouge (PostgreSQL laisse l’ancienne page à son fillfactor). Là, une coupure est
      journalisée avec les autres enregistrements de la transaction&nbsp;; l’attente du journal à chaque coupure est
      ce que les compteurs de l’article montrent d’ASE (notre lecture).
    </p>
  ),
  story: {
    intro: [
      <>
        ASE peut couper une page au point d’insertion au lieu du milieu (
        <code>dbcc tune(ascinserts, 1, "TEST_TABLE")</code>)&nbsp;: «&nbsp;la coupure n’est pas réalisée au milieu de la
        page comme dans la méthode par défaut mais au point d’insertion&nbsp;». Seules les lignes qui suivent la
        nouvelle sont déplacées, et les insertions suivantes, en ordre croissant, arrivent sur la nouvelle page
        sans la couper de nouveau. ASE ne le fait que pour une ligne qui prolonge les lignes de son
        instrument&nbsp;; une ligne qui tombe avant une ligne de son propre instrument (une source qui n’est pas
        triée sur la clé entière) subit la coupure ordinaire au milieu de la page, et la vue pas à pas le
        signale. Quand la nouvelle ligne va après la dernière ligne d’une page pleine, rien ne bouge&nbsp;: une
        nouvelle page reçoit la ligne, ce que le manuel d’ASE appelle une allocation de page, pas une coupure,
        et que pagelab compte à part.
      </>,
      <>
        L’article a trié les lignes de la source de quatre façons. Triées sur une seule colonne de la clé,
        rien n’a changé&nbsp;: environ 2 650 coupures et 50 à 60 lignes/s. Dans l’ordre complet de la clé
        clustered, les coupures sont restées les mêmes et le chargement a été «&nbsp;5 à 6 fois plus rapide qu’à la
        première tentative&nbsp;» (303 lignes/s), encore loin du fillfactor 80 ou du tas. Page par page, chaque
        ordre déplace les mêmes lignes&nbsp;: le gain n’est donc pas dans les pages, il est dans le journal. Sans la
        source triée, chaque coupure attendait environ cinq écritures dans le journal de 11 à 12 ms&nbsp;; dans le
        passage trié, les écritures dans le journal prenaient moins d’une milliseconde chacune, et bien plus
        d’enregistrements de journal passaient par l’ULC (environ 1 million, contre 46 000). pagelab modélise
        cela comme un mode d’insertion ascendante&nbsp;: tant que les lignes arrivent dans l’ordre de la clé
        clustered, seule la coupure elle-même force le journal, et les changements de RID des index non
        clustered passent par l’ULC. La première ligne qui vient en dessous de la précédente met fin à ce mode
        pour le reste de l’instruction, et la vue pas à pas dit quand. ASE ne documente pas cette règle&nbsp;; c’est
        notre lecture des compteurs de l’article.
      </>,
      <>
        Là où pagelab diffère&nbsp;: dans l’ordre de la clé, il compte 4&nbsp;% de coupures de moins qu’au milieu de la
        page (les allocations de page ci-dessus), et 11&nbsp;% de plus quand les lignes d’un instrument arrivent
        mélangées, car une coupure au point d’insertion peut laisser sa page pleine pour la ligne suivante,
        plus basse, du même instrument. L’article a mesuré le même nombre à chaque fois&nbsp;: «&nbsp;Le nombre de
        coupures de pages reste constant&nbsp;»&nbsp;; <code>docs/fidelity.md</code> dit pourquoi le nôtre ne le peut
        pas.
      </>,
    ],
    watch: (
      <>
        Avancez pas à pas dans la petite table avec l’ordre de la source de votre choix. Le graphique lance
        chaque ordre de la source sous les deux politiques de coupure à pleine échelle, face à la référence du
        tas.
      </>
    ),
  },
};

const ru: StoryTexts = {
  otherEngines: (
    <p>
      <code>ascinserts</code> — настройка ASE, задаётся для каждой таблицы. InnoDB сам распознаёт
      последовательные вставки в страницу и расщепляет её в точке вставки. SQL Server, PostgreSQL и InnoDB
      считают вставку за последним ключом последней страницы дописыванием: строку принимает новая страница, и
      ничего не переносится (PostgreSQL оставляет старую страницу заполненной до fillfactor). Там расщепление
      журналируется вместе с остальными записями транзакции; ожидание журнала при каждом расщеплении — то, что
      счётчики статьи показывают об ASE (наше прочтение).
    </p>
  ),
  story: {
    intro: [
      <>
        ASE умеет расщеплять страницу в точке вставки, а не посередине (
        <code>dbcc tune(ascinserts, 1, "TEST_TABLE")</code>): переносятся только строки после новой, и
        следующие вставки по возрастанию попадают на новую страницу, не расщепляя её снова. Так происходит
        только для строки, продолжающей строки своего инструмента; строка, попадающая перед строкой своего же
        инструмента (источник, отсортированный не по всему ключу), получает обычное расщепление посередине, и
        пошаговый вид об этом говорит. Когда новая строка идёт после последней строки заполненной страницы,
        ничего не переносится: строку принимает новая страница — руководство ASE называет это выделением
        страницы, а не расщеплением, и pagelab считает его отдельно.
      </>,
      <>
        Статья отсортировала строки источника четырьмя способами. При сортировке по одному столбцу ключа
        ничего не изменилось: около 2 650 расщеплений и 50–60 строк/с. В полном порядке кластерного ключа
        расщеплений осталось столько же, а загрузка пошла в 5–6 раз быстрее (303 строки/с) — всё ещё далеко до
        fillfactor 80 или кучи. Постранично каждый порядок переносит одни и те же строки, так что ускорение не
        в страницах, а в журнале. Без отсортированного источника каждое расщепление ждало около пяти записей в
        журнал по 11–12 мс; в отсортированном прогоне записи в журнал занимали меньше миллисекунды каждая, а
        через пользовательский кэш журнала прошло гораздо больше записей журнала (около 1 млн против 46 000).
        pagelab моделирует это как режим возрастающей вставки: пока строки приходят в порядке кластерного
        ключа, журнал принудительно сбрасывает только само расщепление, а изменения RID в некластерных индексах
        идут через пользовательский кэш журнала. Первая строка, которая меньше предыдущей, завершает этот
        режим до конца инструкции, и пошаговый вид говорит, когда это случилось. ASE это правило не
        документирует; это наше прочтение счётчиков статьи.
      </>,
      <>
        Где pagelab расходится со статьёй: в порядке ключа он насчитывает на 4% меньше расщеплений, чем
        посередине (выделения страниц, о которых выше), а когда строки инструмента перемешаны — на 11% больше,
        потому что расщепление в точке вставки может оставить страницу полной для следующей, меньшей строки
        того же инструмента. Статья каждый раз измеряла одно и то же число; <code>docs/fidelity.md</code>{' '}
        объясняет, почему у нас так не выходит.
      </>,
    ],
    watch: (
      <>
        Пройдите по шагам маленькую таблицу с выбранным порядком источника. График прогоняет каждый порядок
        источника при обеих политиках расщепления в полном масштабе, рядом с базовой линией кучи.
      </>
    ),
  },
};

export const STORY: Record<Lang, StoryTexts> = { en, fr, ru };
