/**
 * The idxbuild lesson's story (above the comparison table, and what to
 * watch on the stage) and "In other engines", in the three languages:
 * JSX, so a table by language rather than a message catalogue. The
 * article (Kbase P117178) is English: French and Russian translate its
 * quotes.
 */
import type { ReactNode } from 'react';
import { currentLang, type Lang } from '../../../../kit/i18n/lang';
import type { LessonStory } from '../../../../shell/lesson/module';

interface Story extends LessonStory {
  otherEngines: ReactNode;
}

const EN: Story = {
  intro: [
    <>
      Progress’s Kbase article P117178 asks what threads bring to <code>proutil idxbuild</code>, the utility that
      rebuilds a database’s indexes. It splits the work in three. Phase 1 scans the records and writes each index’s
      keys, sorted in memory, as runs into sort groups (-SG, 8 to 64, each with -TB × (-TM + 1) KB of memory and its
      own temporary file). Phase 2 merges each group’s runs: “index groups are merged in series, but concurrently by
      different threads”. Phase 3 builds the B-trees, and the main process starts it “immediately for groups that
      have finished external merging, by doing so; phase 3 can be performed in parallel with phase 2.”
    </>,
    <>
      Its one measurement: “8 CPUs, a 4.2GB database, 733 tables, 1333 indexes, 5 I/O devices of 2GB each
      specified, index rebuild with threading (8 threads): 20% improvement comparing to non threading model. For a
      larger database with similar layout, the improvement tends to be bigger.” Only 20% from 8 threads, because
      threads only touch phase 2: the scan is the main process’s alone, and in our model of this database it takes
      most of the time (the article does not give the phases’ times; our scan’s CPU per key is set so that the 20%
      comes out).
      Our run of the same case is beside the article’s in the table below, and on the threads chart.
    </>,
    <>
      Two limits it names. One group: “if the number of index group is only one, it wouldn’t take advantage of
      multiple threads, because there is no other group to be worked with concurrently” (rebuild only the largest
      index and idxbuild runs without threads). And one disk: merging is I/O bound, and “if multiple temp files of
      different index groups reside in the same I/O device, threads will be competing for the resource of I/O
      device … imaging a 8-lane highway with a one lane toll station”. Since OpenEdge 10 the .srt file’s
      directories are given to groups in order, so groups spread over the devices; the article’s advice is to list
      several devices.
    </>,
  ],
  watch: (
    <>
      One lane per worker: the main process (scan S, then builds B), and each merge thread (merges M, the group’s
      number beside the letter); once merges begin, a scan longer than half the run is folded narrow (the break on
      the axis). Under them one lane per sort device: grey bars are how busy it was in each slice of
      time, the red line how many requests waited for it. Each step is one milestone: a tenth of the scan, a merge
      or a build begun or ended. The boxes below are the sort groups, in the column of their phase: solid while a
      worker is on them, dashed while they wait. Press “8 threads, one disk” and watch the queue line climb as
      threads join each other on the one device.
    </>
  ),
  otherEngines: (
    <>
      <p>
        PostgreSQL (since 11) builds a B-tree in parallel the other way round: workers (
        <code>max_parallel_maintenance_workers</code>) scan the table in parallel and each sorts its share, and the
        leader merges their sorted runs and builds the one index. The scan speeds up; the final merge and the build do
        not, and each index is built by its own <code>CREATE INDEX</code>. Sort space beyond{' '}
        <code>maintenance_work_mem</code> goes to temporary files in <code>temp_tablespaces</code>, which can name
        several tablespaces on different disks.
      </p>
      <p>
        SQL Server rebuilds an index with a parallel plan (<code>MAXDOP</code>, Enterprise edition); with{' '}
        <code>SORT_IN_TEMPDB = ON</code> the sort runs go to tempdb instead of the index’s filegroup, and tempdb spread
        over files on separate disks plays the part of the .srt file’s directories.
      </p>
      <p>
        InnoDB builds secondary indexes by sorting (<code>ALTER TABLE … ADD INDEX</code>): since MySQL 8.0.27{' '}
        <code>innodb_ddl_threads</code> sort and build in parallel and <code>innodb_parallel_read_threads</code> scan the
        clustered index; the sort files go to <code>innodb_tmpdir</code>, one directory, so the disk under it is the
        one toll station.
      </p>
    </>
  ),
};

const FR: Story = {
  intro: [
    <>
      L’article P117178 de la Kbase de Progress demande ce que les threads apportent à <code>proutil idxbuild</code>,
      l’utilitaire qui reconstruit les index d’une base. Il découpe le travail en trois. La phase 1 parcourt les
      enregistrements et écrit les clés de chaque index, triées en mémoire, en séquences dans des groupes de tri (-SG,
      de 8 à 64, chacun avec -TB × (-TM + 1) Ko de mémoire et son propre fichier temporaire). La phase 2 fusionne les
      séquences de chaque groupe : « les groupes d’index sont fusionnés en série, mais en parallèle par différents
      threads ». La phase 3 construit les arbres B, et le processus principal la lance « immédiatement pour les groupes
      qui ont terminé la fusion externe ; ainsi, la phase 3 peut s’exécuter en parallèle avec la phase 2 ».
    </>,
    <>
      Sa seule mesure : « 8 CPU, une base de 4,2 Go, 733 tables, 1333 index, 5 périphériques d’E/S de 2 Go chacun
      spécifiés, reconstruction d’index avec threads (8 threads) : 20 % d’amélioration par rapport au modèle sans
      threads. Pour une base plus grande d’organisation similaire, l’amélioration tend à être plus importante. »
      Seulement 20 % avec 8 threads, parce que les threads ne touchent que la phase 2 : le parcours appartient au seul
      processus principal, et dans notre modèle de cette base il prend l’essentiel du temps (l’article ne donne pas
      les temps des phases ; le CPU par clé de notre parcours est réglé pour que les 20 % en sortent). Notre
      déroulement du même cas est à côté de celui de l’article dans la table ci-dessous, et sur le graphique des
      threads.
    </>,
    <>
      Il nomme deux limites. Un seul groupe : « si le nombre de groupes d’index n’est que d’un, il ne tirerait pas
      parti de plusieurs threads, parce qu’il n’y a pas d’autre groupe à traiter en même temps » (reconstruisez
      seulement le plus grand index et idxbuild tourne sans threads). Et un seul disque : la fusion est limitée par
      les E/S, et « si plusieurs fichiers temporaires de différents groupes d’index résident sur le même périphérique
      d’E/S, les threads se disputeront la ressource du périphérique d’E/S … imaginez une autoroute à 8 voies avec un
      péage à une seule voie ». Depuis OpenEdge 10, les répertoires du fichier .srt sont attribués aux groupes dans
      l’ordre, si bien que les groupes se répartissent sur les périphériques ; l’article conseille d’en lister
      plusieurs.
    </>,
  ],
  watch: (
    <>
      Une ligne par travailleur : le processus principal (parcours P, puis construction C), et chaque thread de fusion
      (fusion F, le numéro du groupe à côté de la lettre) ; dès que les fusions commencent, un parcours plus long que
      la moitié du déroulement est replié étroit (la coupure sur l’axe). En dessous, une ligne par périphérique de tri :
      les barres grises disent son occupation dans chaque tranche de temps, la ligne rouge combien de requêtes
      l’attendaient. Chaque étape est un jalon : un dixième du parcours, une fusion ou une construction qui commence
      ou se termine. Les cases en dessous sont les groupes de tri, dans la colonne de leur phase : pleines quand un
      travailleur s’en occupe, en pointillés quand elles attendent. Appuyez sur « 8 threads, un seul disque » et
      regardez la ligne de file monter à mesure que les threads se rejoignent sur l’unique périphérique.
    </>
  ),
  otherEngines: (
    <>
      <p>
        PostgreSQL (depuis la 11) construit un arbre B en parallèle dans l’autre sens : des workers (
        <code>max_parallel_maintenance_workers</code>) parcourent la table en parallèle et chacun trie sa part, puis le
        leader fusionne leurs séquences triées et construit l’index unique. Le parcours s’accélère ; la fusion finale
        et la construction non, et chaque index est construit par son propre <code>CREATE INDEX</code>. L’espace de
        tri au-delà de <code>maintenance_work_mem</code> va dans des fichiers temporaires de{' '}
        <code>temp_tablespaces</code>, qui peut nommer plusieurs tablespaces sur des disques différents.
      </p>
      <p>
        SQL Server reconstruit un index avec un plan parallèle (<code>MAXDOP</code>, édition Enterprise) ; avec{' '}
        <code>SORT_IN_TEMPDB = ON</code>, les séquences de tri vont dans tempdb au lieu du groupe de fichiers de
        l’index, et tempdb réparti sur des fichiers sur des disques distincts joue le rôle des répertoires du fichier
        .srt.
      </p>
      <p>
        InnoDB construit les index secondaires par tri (<code>ALTER TABLE … ADD INDEX</code>) : depuis MySQL 8.0.27,{' '}
        <code>innodb_ddl_threads</code> trient et construisent en parallèle et <code>innodb_parallel_read_threads</code>{' '}
        parcourent l’index clustered ; les fichiers de tri vont dans <code>innodb_tmpdir</code>, un seul répertoire,
        si bien que le disque en dessous est l’unique péage.
      </p>
    </>
  ),
};

const RU: Story = {
  intro: [
    <>
      Статья P117178 из базы знаний Progress разбирает, что дают потоки утилите <code>proutil idxbuild</code>,
      которая перестраивает индексы базы данных. Работа делится на три части. Фаза 1 читает записи и пишет ключи
      каждого индекса, отсортированные в памяти, сериями в группы сортировки (-SG, от 8 до 64, у каждой -TB × (-TM +
      1) КБ памяти и свой временный файл). Фаза 2 сливает серии каждой группы: «группы индексов сливаются
      последовательно, но одновременно разными потоками». Фаза 3 строит B-деревья, и главный процесс начинает её
      «сразу для групп, закончивших внешнее слияние; благодаря этому фаза 3 может выполняться параллельно с фазой 2».
    </>,
    <>
      Единственное измерение в статье: «8 процессоров, база данных 4,2 ГБ, 733 таблицы, 1333 индекса, указано 5
      устройств ввода-вывода по 2 ГБ, перестроение индексов с потоками (8 потоков): улучшение на 20 % по сравнению с
      моделью без потоков. Для большей базы данных с похожей структурой улучшение, как правило, больше». Всего 20 % от
      8 потоков, потому что потоки касаются только фазы 2: чтение — дело одного главного процесса, и в нашей модели
      этой базы оно занимает большую часть времени (статья не приводит времена фаз; процессорное время нашего чтения
      на ключ подобрано так, чтобы получились эти 20 %). Наш прогон того же случая стоит рядом со статьёй в таблице
      ниже и на графике по потокам.
    </>,
    <>
      Статья называет два ограничения. Одна группа: «если группа индексов всего одна, преимущества нескольких потоков
      не будет, потому что нет другой группы, которую можно было бы обрабатывать параллельно» (перестройте только
      самый большой индекс — и idxbuild работает без потоков). И один диск: слияние упирается в ввод-вывод, и «если
      несколько временных файлов разных групп индексов находятся на одном устройстве ввода-вывода, потоки будут
      конкурировать за ресурс этого устройства … представьте 8-полосное шоссе с однополосным пунктом оплаты». Начиная
      с OpenEdge 10 каталоги из файла .srt назначаются группам по порядку, так что группы распределяются по
      устройствам; статья советует указывать несколько устройств.
    </>,
  ],
  watch: (
    <>
      По дорожке на исполнителя: главный процесс (чтение Ч, затем построение П) и каждый поток слияния (слияние С,
      номер группы рядом с буквой); когда начинаются слияния, чтение дольше половины прогона показано сжато (разрыв на
      оси). Под ними по дорожке на устройство сортировки: серые столбики — его занятость в каждом отрезке времени,
      красная линия — сколько запросов его ждали. Каждый шаг — одна веха: десятая часть чтения, начало или конец
      слияния или построения. Квадраты ниже — группы сортировки, в столбце своей фазы: залитые, пока ими занят
      исполнитель, пунктирные, пока они ждут. Нажмите «8 потоков, один диск» и смотрите, как линия очереди ползёт
      вверх, когда потоки собираются на одном устройстве.
    </>
  ),
  otherEngines: (
    <>
      <p>
        PostgreSQL (начиная с 11) строит B-дерево параллельно наоборот: рабочие процессы (
        <code>max_parallel_maintenance_workers</code>) параллельно читают таблицу, и каждый сортирует свою долю, а
        ведущий процесс сливает их отсортированные серии и строит единственный индекс. Чтение ускоряется; итоговое
        слияние и построение — нет, и каждый индекс строится своим <code>CREATE INDEX</code>. Место для сортировки сверх{' '}
        <code>maintenance_work_mem</code> уходит во временные файлы в <code>temp_tablespaces</code>, где можно указать
        несколько табличных пространств на разных дисках.
      </p>
      <p>
        SQL Server перестраивает индекс параллельным планом (<code>MAXDOP</code>, редакция Enterprise); с{' '}
        <code>SORT_IN_TEMPDB = ON</code> серии сортировки идут в tempdb, а не в файловую группу индекса, и tempdb,
        разложенная по файлам на разных дисках, играет роль каталогов файла .srt.
      </p>
      <p>
        InnoDB строит вторичные индексы сортировкой (<code>ALTER TABLE … ADD INDEX</code>): начиная с MySQL 8.0.27{' '}
        <code>innodb_ddl_threads</code> сортируют и строят параллельно, а <code>innodb_parallel_read_threads</code>{' '}
        читают кластерный индекс; файлы сортировки идут в <code>innodb_tmpdir</code>, один каталог, так что диск под
        ним и есть единственный пункт оплаты.
      </p>
    </>
  ),
};

const STORY: Record<Lang, Story> = { en: EN, fr: FR, ru: RU };

/** The story and "In other engines" in the page's language. */
export function story(): Story {
  return STORY[currentLang()];
}
