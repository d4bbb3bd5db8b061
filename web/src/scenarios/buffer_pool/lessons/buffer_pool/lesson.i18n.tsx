/**
 * The buffer-pool lesson's own words: its story, the other engines, the
 * step view's column titles and notes, the misses chart and the
 * checkpoints. The article (PostgreSQL 8.2) is English: French and
 * Russian translate its quotes and say so.
 */
import type { ReactNode } from 'react';
import { words, lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  /** A policy's column title, when the name does not say what it is. */
  titles: {
    clock_sweep: 'clock-sweep (PostgreSQL 8.1)',
    clock_sweep_ring: 'clock-sweep + scan ring (PostgreSQL 8.3)',
    '2q': '2Q (PostgreSQL 8.0.2)',
    arc: 'ARC (PostgreSQL 8.0)',
    opt: 'OPT (Belady, knows the future)',
  } as Record<string, string>,
  notePolicy: 'Each policy you tick gets its own pool of the same size, side by side on the same references.',
  noteGenerated: 'Used by a generated workload only (workload is typed: the trace is used).',
  noteTrace: (workload: string) => `Used only when workload is typed; now the references are generated (${workload}).`,
  // The misses chart.
  anomalyFull: (policy: string, from: string, to: string, fromMisses: string, toMisses: string) =>
    `Belady’s anomaly: ${policy}, ${from} → ${to} frames, ${fromMisses} → ${toMisses} misses`,
  anomalyShort: (policy: string, from: string, to: string) => `Anomaly: ${policy}, ${from} → ${to} frames`,
  anomalyText: (policy: string, from: string, to: string, fromMisses: string, toMisses: string) =>
    `${policy} misses more with ${to} frames (${toMisses}) than with ${from} (${fromMisses})`,
  noRuns: 'No runs yet.',
  runsDone: (done: string, all: string, policies: string) => `${done} of ${all} frame counts run, ${policies} on each. `,
  anomalies: (list: string) => `Belady’s anomaly: ${list}.`,
  noAnomaly: 'No line goes up: more frames never meant more misses here.',
  chartTitle: 'Misses against frames, one line per policy',
  chartIntro: 'Each point is a full run of the whole string with that many frames, every policy you chose at once.',
  chartTyped: ' More frames should never mean more misses; when a line goes up, that is Belady’s anomaly.',
  chartGenerated: ' The frame counts are spread from 1 to the table’s pages on a log scale.',
  runChart: 'Run the chart',
  legend: 'Policies',
  textbookFigure: 'the textbook’s figure',
  chartLabel: (summary: string) => `Misses against frames. ${summary}`,
  framesAxis: 'Frames in the pool',
  logScale: ' (log scale)',
  missesAxis: 'Misses',
  yours: (n: string) => `yours: ${n}`,
  tableLabel: 'Misses by frames and policy',
  framesCol: 'Frames',
  missesCol: (policy: string) => `${policy} misses`,
  // The checkpoints.
  cpOptEvicts: 'Page 4 is asked for; the three frames hold pages 1, 2 and 3. Which page does OPT send away?',
  cpWhoFinds: 'Page 1 is asked for again. Which policies still hold it?',
  cpLruEvicts: 'Page 3 is asked for, and no policy holds it. Which page does LRU send away?',
  cpPage: (page: string) => `Page ${page}`,
  cpWho: ['All three', 'Only OPT', 'FIFO and LRU, not OPT', 'None of them'],
  cpFirstIn: (n: string) => `it came in first (at reference ${n})`,
  cpLeastRecent: (n: string) => `it was used least recently (at reference ${n})`,
  cpNeverAgain: 'it is never needed again',
  cpFurthest: (n: string) => `it is needed furthest ahead (at reference ${n})`,
  cpRule: (rule: string) => `its rule: ${rule}`,
  cpSends: (name: string, page: string, reason: string) => `${name} sends page ${page} away: ${reason}.`,
  cpOtherSends: (name: string, page: string, reason: string) => `${name} sends page ${page}: ${reason}`,
  cpAnd: ' and ',
  cpFoundNone: 'None found page 1 in the pool',
  cpFound: (who: string) => `${who} found page 1 in the pool`,
  cpHadSent: (name: string, page: string) => `${name} had sent it away and now sends page ${page}`,
  cpOptKept: '. OPT kept page 1 at reference 4 because it is needed again soon.',
};

export type LessonWords = typeof en;

export const LESSON_WORDS: Catalogue<LessonWords> = lazyCatalogue<LessonWords>(en, {
  fr: () => import('./lesson.i18n.fr').then((m) => m.fr),
  ru: () => import('./lesson.i18n.ru').then((m) => m.ru),
});

/** The lesson's story and the other engines, as the page shows them (JSX). */
export interface LessonProse {
  intro: ReactNode[];
  watch: ReactNode;
  otherEngines: ReactNode;
}

const enProse: LessonProse = {
  otherEngines: (
    <>
      <p>
        PostgreSQL has replaced pages by clock-sweep since 8.1: a usage count per buffer, raised by each use up to 5,
        lowered by one as the hand passes, the buffer taken when it is found at 0. Since 8.3 a large sequential scan
        and <code>VACUUM</code> get a small ring of buffers of their own (and since 8.4 bulk writes, such as{' '}
        <code>COPY FROM</code>), so they cannot flood the pool; the article’s 8.2 had no ring, which is what its{' '}
        <code>SELECT * FROM t</code> warning is about.
      </p>
      <p>
        InnoDB keeps one LRU list with midpoint insertion: a page read from disk enters at the head of the “old”
        sublist (about 3/8 of the pool, <code>innodb_old_blocks_pct</code>) and moves to the “new” part only if it is
        used again after <code>innodb_old_blocks_time</code> (1 s by default since MySQL 5.6), so a scan’s pages leave
        from the old end. SQL Server’s buffer manager ranks pages by an LRU-2 (LRU-K) policy: the time of the last use
        but one, as the LRU-2 pool here. Oracle counts touches per buffer (its touch count) and moves a buffer touched
        often to the hot end of its LRU chain.
      </p>
    </>
  ),
  intro: [
    <>
      The article (PostgreSQL 8.2, 256 MB of shared buffers, a table read by queries while it grows) draws the
      shared buffer pool as a queue of page frames: a page read from disk comes in at one end, the oldest leaves at
      the other. It adds at once: “Note that it’s only for the diagram that the buffer pool is being used in the
      FIFO fashion, a real database engine may replace the pages in the pool in any order.” Which page leaves a
      full pool is the replacement policy’s choice, and it decides how many references find their page in memory.
    </>,
    <>
      FIFO, the diagram’s order, has a famous flaw: on the textbook’s string <code>1,2,3,4,1,2,5,1,2,3,4,5</code> it
      misses 9 times with 3 frames and 10 times with 4. One frame more, one miss more: Belady’s anomaly (Belady,
      Nelson and Shedler, 1969). LRU (10, then 8) and OPT (7, then 6) never do that: a bigger pool always holds what
      a smaller one would. Counting is exact, so the table below must match the textbook figure for figure, and the
      chart shows FIFO’s line going up.
    </>,
    <>
      “A dirty page cannot be evicted without previously being physically flushed to the disk”: the reference that
      needs its frame waits for a write. Mark a reference as a write with a <code>w</code> (<code>3w</code>), or set{' '}
      <code>write_pct</code> and <code>checkpoint_every</code>, to see evictions wait and checkpoints clean ahead of
      them.
    </>,
    <>
      A query as simple as <code>SELECT * FROM t</code> “would have flooded the buffer pool with pages not to be
      accessed again any time soon”, and “the database engine needs to specifically protect itself from such
      buffer pool trashing”. The article notes that “PostgreSQL specifically uses an advanced algorithm trying to
      separate expendable short-living pages from the precious long-living ones”: clock-sweep’s usage counts. The
      preset “A scan floods LRU” shows it: LRU loses its hot pages to every scan; clock-sweep, LRU-2 and OPT keep
      them.
    </>,
    <>
      PostgreSQL came to clock-sweep by way of two other answers. 8.0 shipped ARC (Megiddo and Modha, 2003): two LRU
      lists, T1 for pages used once lately and T2 for pages used again, with ghost lists B1 and B2 that remember the
      numbers of pages that left each, and a target p for T1’s share that moves whenever a ghost is asked for again.
      Over IBM’s patent on ARC, 8.0.2 replaced it with 2Q (Johnson and Shasha, 1994): a new page waits in a FIFO
      A1in; only a page asked for again after it left A1in, while the ghost list A1out still names it, reaches the
      LRU list Am. 8.1 brought clock-sweep, and 8.3 gave a large sequential scan a ring of its own: 256 KB, 32
      buffers, at most an eighth of the pool, reused over and over, so the scan cannot touch the rest. Mark a
      scan’s reads with an <code>s</code> (<code>10s</code>) in a typed string; the generated scans are marked. The
      preset “Scan resistance” runs the history side by side: with hot pages used about once between scans, even
      clock-sweep is flooded, and 2Q, ARC and the ring keep the hot set.
    </>,
  ],
  watch: (
    <>
      Each column is a pool of the same size under its own policy, fed the same references. Watch which page each
      one sends away, and why; under the frames, the string marks each reference H (hit) or M (miss).
    </>
  ),
};

const frProse: LessonProse = {
  otherEngines: (
    <>
      <p>
        PostgreSQL remplace les pages par clock-sweep depuis la 8.1&nbsp;: un compteur d’usage par tampon, augmenté à
        chaque usage jusqu’à 5, baissé de un au passage de l’aiguille, le tampon étant pris quand on le trouve à 0.
        Depuis la 8.3, un grand balayage séquentiel et <code>VACUUM</code> reçoivent leur propre petit anneau de
        tampons (et depuis la 8.4 les écritures en masse, comme <code>COPY FROM</code>), si bien qu’ils ne peuvent pas
        inonder le pool&nbsp;; la 8.2 de l’article n’avait pas d’anneau, et c’est à cela que tient sa mise en garde sur{' '}
        <code>SELECT * FROM t</code>.
      </p>
      <p>
        InnoDB tient une seule liste LRU avec insertion au milieu&nbsp;: une page lue sur disque entre en tête de la
        sous-liste «&nbsp;old&nbsp;» (environ 3/8 du pool, <code>innodb_old_blocks_pct</code>) et ne passe dans la partie
        «&nbsp;new&nbsp;» que si elle resert après <code>innodb_old_blocks_time</code> (1 s par défaut depuis MySQL 5.6)&nbsp;: les
        pages d’un balayage sortent donc par le bout «&nbsp;old&nbsp;». Le gestionnaire de tampons de SQL Server classe les
        pages selon une politique LRU-2 (LRU-K)&nbsp;: l’heure de l’avant-dernier usage, comme le pool LRU-2 ici. Oracle
        compte les accès par tampon (son touch count) et déplace un tampon souvent touché vers le bout chaud de sa
        chaîne LRU.
      </p>
    </>
  ),
  intro: [
    <>
      L’article (PostgreSQL 8.2, 256 Mo de shared buffers, une table lue par des requêtes pendant qu’elle grossit)
      dessine le pool de tampons partagé comme une file de cadres de pages&nbsp;: une page lue sur disque entre par un
      bout, la plus ancienne sort par l’autre. Il ajoute aussitôt (nous traduisons)&nbsp;: «&nbsp;Notez que ce n’est que pour
      le schéma que le pool de tampons est utilisé à la manière FIFO&nbsp;; un vrai moteur de base de données peut
      remplacer les pages du pool dans n’importe quel ordre.&nbsp;» Quelle page sort d’un pool plein, c’est le choix de la
      politique de remplacement, et il décide combien de références trouvent leur page en mémoire.
    </>,
    <>
      FIFO, l’ordre du schéma, a un défaut célèbre&nbsp;: sur la chaîne du manuel <code>1,2,3,4,1,2,5,1,2,3,4,5</code>, il
      échoue 9 fois avec 3 cadres et 10 fois avec 4. Un cadre de plus, un échec de plus&nbsp;: l’anomalie de Belady
      (Belady, Nelson et Shedler, 1969). LRU (10, puis 8) et OPT (7, puis 6) ne font jamais cela&nbsp;: un pool plus grand
      contient toujours ce que contiendrait un plus petit. Le compte est exact&nbsp;: le tableau ci-dessous doit donc
      égaler le manuel chiffre pour chiffre, et le graphique montre la ligne de FIFO qui monte.
    </>,
    <>
      «&nbsp;Une page sale ne peut pas être évincée sans avoir d’abord été écrite physiquement sur le disque&nbsp;»&nbsp;: la
      référence qui a besoin de son cadre attend une écriture. Marquez une référence comme écriture avec un{' '}
      <code>w</code> (<code>3w</code>), ou réglez <code>write_pct</code> et <code>checkpoint_every</code>, pour voir
      les évictions attendre et les points de contrôle nettoyer en avance.
    </>,
    <>
      Une requête aussi simple que <code>SELECT * FROM t</code> «&nbsp;aurait inondé le pool de tampons de pages qui ne
      seront pas relues de sitôt&nbsp;», et «&nbsp;le moteur de base de données doit se protéger spécifiquement d’un tel
      saccage du pool de tampons&nbsp;». L’article note que «&nbsp;PostgreSQL utilise spécifiquement un algorithme avancé qui
      tente de séparer les pages jetables à courte durée de vie des précieuses pages à longue durée de vie&nbsp;»&nbsp;: les
      compteurs d’usage du clock-sweep. Le préréglage «&nbsp;Un balayage inonde LRU&nbsp;» le montre&nbsp;: LRU perd ses pages
      chaudes à chaque balayage&nbsp;; clock-sweep, LRU-2 et OPT les gardent.
    </>,
    <>
      PostgreSQL est arrivé au clock-sweep en passant par deux autres réponses. La 8.0 a livré ARC (Megiddo et Modha,
      2003)&nbsp;: deux listes LRU, T1 pour les pages utilisées une fois récemment et T2 pour celles réutilisées, avec les
      listes fantômes B1 et B2 qui retiennent les numéros des pages sorties de chacune, et une cible p pour la part de
      T1 qui bouge chaque fois qu’un fantôme est de nouveau demandé. À cause du brevet d’IBM sur ARC, la 8.0.2 l’a
      remplacé par 2Q (Johnson et Shasha, 1994)&nbsp;: une nouvelle page attend dans une file FIFO A1in&nbsp;; seule une page
      redemandée après sa sortie de A1in, tant que la liste fantôme A1out la nomme encore, atteint la liste LRU Am.
      La 8.1 a apporté le clock-sweep, et la 8.3 a donné à un grand balayage séquentiel son propre anneau&nbsp;: 256 Ko,
      32 tampons, au plus un huitième du pool, réutilisés sans cesse, si bien que le balayage ne peut pas toucher au
      reste. Marquez les lectures d’un balayage avec un <code>s</code> (<code>10s</code>) dans une chaîne tapée&nbsp;; les
      balayages générés sont marqués. Le préréglage «&nbsp;Résistance aux balayages&nbsp;» rejoue l’histoire côte à côte&nbsp;: avec
      des pages chaudes utilisées environ une fois entre deux balayages, même le clock-sweep est inondé, et 2Q, ARC
      et l’anneau gardent l’ensemble chaud.
    </>,
  ],
  watch: (
    <>
      Chaque colonne est un pool de même taille sous sa propre politique, nourri des mêmes références. Regardez quelle
      page chacun fait sortir, et pourquoi&nbsp;; sous les cadres, la chaîne marque chaque référence H (succès) ou M
      (échec).
    </>
  ),
};

const ruProse: LessonProse = {
  otherEngines: (
    <>
      <p>
        PostgreSQL вытесняет страницы алгоритмом clock-sweep с версии 8.1: у каждого буфера счётчик использования,
        который растёт с каждым использованием до 5 и уменьшается на единицу, когда мимо проходит стрелка; буфер
        забирают, когда находят его счётчик равным 0. С 8.3 большое последовательное сканирование и{' '}
        <code>VACUUM</code> получают собственное маленькое кольцо буферов (а с 8.4 и массовые записи, такие как{' '}
        <code>COPY FROM</code>), поэтому затопить пул они не могут; в 8.2 из статьи кольца не было, и именно об этом её
        предупреждение про <code>SELECT * FROM t</code>.
      </p>
      <p>
        InnoDB ведёт один список LRU со вставкой в середину: прочитанная с диска страница попадает в начало «старого»
        подсписка (около 3/8 пула, <code>innodb_old_blocks_pct</code>) и переходит в «новую» часть, только если её
        снова используют спустя <code>innodb_old_blocks_time</code> (по умолчанию 1 с начиная с MySQL 5.6), так что
        страницы сканирования уходят со «старого» конца. Диспетчер буферов SQL Server упорядочивает страницы по
        политике LRU-2 (LRU-K): по времени предпоследнего использования, как пул LRU-2 здесь. Oracle считает касания
        каждого буфера (touch count) и переносит часто затрагиваемый буфер в горячий конец своей цепочки LRU.
      </p>
    </>
  ),
  intro: [
    <>
      Статья (PostgreSQL 8.2, 256 МБ shared buffers, таблица, которую читают запросы, пока она растёт) изображает
      общий буферный пул как очередь страничных фреймов: прочитанная с диска страница входит с одного конца, самая
      старая уходит с другого. И сразу добавляет (перевод наш): «Заметим, что буферный пул работает по принципу FIFO
      только на схеме; настоящая СУБД может заменять страницы в пуле в любом порядке». Какая страница покинет
      заполненный пул, выбирает политика вытеснения, и от этого выбора зависит, сколько обращений найдут свою
      страницу в памяти.
    </>,
    <>
      У FIFO, порядка со схемы, есть знаменитый изъян: на строке из учебника <code>1,2,3,4,1,2,5,1,2,3,4,5</code> он
      даёт 9 промахов с 3 фреймами и 10 с 4. Фреймом больше — промахом больше: аномалия Белади (Белади, Нельсон и
      Шедлер, 1969). LRU (10, затем 8) и OPT (7, затем 6) так никогда не делают: больший пул всегда содержит то, что
      содержал бы меньший. Счёт точный, поэтому таблица ниже должна совпасть с учебником число в число, а на графике
      видно, как линия FIFO идёт вверх.
    </>,
    <>
      «Грязную страницу нельзя вытеснить, не записав её сначала физически на диск»: обращение, которому нужен её
      фрейм, ждёт записи. Отметьте обращение как запись буквой <code>w</code> (<code>3w</code>) или задайте{' '}
      <code>write_pct</code> и <code>checkpoint_every</code>, чтобы увидеть, как вытеснения ждут, а контрольные точки
      заранее очищают страницы.
    </>,
    <>
      Запрос даже такой простой, как <code>SELECT * FROM t</code>, «затопил бы буферный пул страницами, к которым
      в ближайшее время не обратятся», и «СУБД должна специально защищаться от такого разорения буферного пула».
      Статья отмечает, что «PostgreSQL использует особый продвинутый алгоритм, стараясь отделить расходные
      короткоживущие страницы от ценных долгоживущих»: это счётчики использования clock-sweep. Предустановка
      «Сканирование затапливает LRU» это показывает: LRU теряет горячие страницы при каждом сканировании; clock-sweep,
      LRU-2 и OPT их сохраняют.
    </>,
    <>
      К clock-sweep PostgreSQL пришёл через два других решения. 8.0 вышел с ARC (Мегиддо и Модха, 2003): два списка
      LRU, T1 для страниц, недавно использованных один раз, и T2 для использованных снова, со списками-призраками B1
      и B2, которые помнят номера ушедших из каждого страниц, и целью p для доли T1, которая сдвигается всякий раз,
      когда снова запрашивают призрака. Из-за патента IBM на ARC версия 8.0.2 заменила его на 2Q (Джонсон и Шаша,
      1994): новая страница ждёт в очереди FIFO A1in; в список LRU Am попадает только страница, запрошенная снова
      после ухода из A1in, пока список-призрак A1out ещё её помнит. 8.1 принёс clock-sweep, а 8.3 дал большому
      последовательному сканированию собственное кольцо: 256 КБ, 32 буфера, не больше восьмой части пула, которые
      используются снова и снова, так что сканирование не может задеть остальное. Отметьте чтения сканирования
      буквой <code>s</code> (<code>10s</code>) во введённой строке; сгенерированные сканирования отмечены.
      Предустановка «Устойчивость к сканированиям» прогоняет эту историю бок о бок: когда к горячим страницам
      обращаются примерно раз между сканированиями, затапливается даже clock-sweep, а 2Q, ARC и кольцо сохраняют
      горячий набор.
    </>,
  ],
  watch: (
    <>
      Каждый столбец — пул того же размера под своей политикой, получающий те же обращения. Следите, какую страницу
      вытесняет каждый и почему; под фреймами строка отмечает каждое обращение буквой H (попадание) или M (промах).
    </>
  ),
};

// Not exported as a catalogue: `i18n.test.ts` compares messages as strings and tables, and JSX is
// neither (its trees differ by language). The same three languages, read through `lessonProse`.
const PROSE: Catalogue<LessonProse> = { en: enProse, fr: frProse, ru: ruProse };

/** The story and the other engines in the page's language (read when shown). */
export function lessonProse(): LessonProse {
  return words(PROSE);
}
