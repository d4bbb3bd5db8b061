/**
 * The latch lesson's story (above the comparison table, and what to watch
 * on the stage) and "In other engines", in the three languages: JSX, so a
 * table by language rather than a message catalogue. The Russian quotes
 * the article's own words; English and French quote it in translation.
 */
import type { ReactNode } from 'react';
import { currentLang, type Lang } from '../../../../kit/i18n/lang';
import type { LessonStory } from '../../../../shell/lesson/module';

const STORY: Record<Lang, LessonStory> = {
  en: {
    intro: [
      <>
        The article (translated from Russian) comes from a customer data platform whose inserts into one table hit a
        ceiling: “Although CPU and disk were loaded less than half, and there was enough RAM to work properly, the limit on inserts still
        held at 100–120 thousand a minute.” The waits were PAGELATCH_EX, all on one wait_resource: “the id (usually the
        clustered index) is taken from identity, and new rows are always added to the last page.” A latch guards a
        page for the microseconds a change takes, but every insert wants the same page, one at a time: “Inserts will
        not get the resource until the PAGELATCH locks are released one after another.”
      </>,
      <>
        Its diagnosis is a query of <code>sys.dm_exec_requests</code> for <code>wait_type LIKE 'PAGELATCH%'</code>:
        “If you see tens or hundreds of rows lasting more than 10 milliseconds with the same wait_resource, you will
        hit (or have already hit) a limit on insert speed.” The stage’s table below the picture is shaped like that
        query’s answer.
      </>,
      <>
        It then inserted 2,000,000 rows (an id and 20 to 100 characters of text) into an empty table on an 8-core
        laptop with an SSD, by 16, 64 and 128 threads, rows a second: identity 39,704, 30,496 and 17,523 (it falls as
        threads rise); OPTIMIZE_FOR_SEQUENTIAL_KEY 42,289, 34,811 and 23,859 (“in tests we saw an improvement of
        5–20%, but in production we noticed no effect”); a GUID key 50,894, 79,190 and 86,109 (“new rows will go to
        random pages”, but “every row and every index entry will get 12 bytes heavier”); and ids from a sequence, 1,000
        values cached per server and picked at random, 55,168, 94,420 and 94,137. Our runs are beside them in the
        table below and on the chart.
      </>,
      <>
        Why identity falls: there are more sessions than cores, and the latch is handed to the head of the queue in
        order. A session that parked is granted the latch while it is off its core, and holds the page until its
        core is free: the convoy. More threads, longer queues, more such handovers; and each time the last page fills
        (every 59 rows) every session queued for it takes it once more, after its own wait for its core, only to find it
        split. Random keys, cached sequence ranges (each value drawn at random from a server’s cached thousand) and
        partitions give the inserts many pages; OPTIMIZE_FOR_SEQUENTIAL_KEY throttles admission to the page
        so the latch goes to a session that can run, which only softens the fall. The article chose the sequence:
        inserts rose “to 250 thousand rows a minute”.
      </>,
    ],
    watch: (
      <>
        One row per core, its sessions in it: a disc runs, a ring waits for its core, a dashed ring spins, a square
        is parked on the latch (PAGELATCH_EX), a diamond holds it (hollow: holding it while waiting for its core). Under
        them each latched page with its holder and its queue, head first. Each step is one insert committing. The step view’s 64 sessions on 4 cores queue
        on the last page, and the latch is handed to sessions parked off their cores; press “6 sessions on 2 cores”
        and the cores are the bottleneck: few inserts wait. Choose another key and it plays beside identity.
      </>
    ),
  },
  fr: {
    intro: [
      <>
        L’article (en russe, cité ici en traduction) vient d’une plateforme de données clients (CDP) dont les
        insertions dans une table butaient sur un plafond&nbsp;: «&nbsp;Bien que le CPU et le disque soient chargés à moins de la
        moitié, et que la RAM suffise à un fonctionnement correct, la limite des insertions restait de 100 à 120 mille
        par minute.&nbsp;» Les attentes étaient des PAGELATCH_EX, toutes sur un même wait_resource&nbsp;: «&nbsp;l’id (en général
        l’index clustered) est pris d’un identity, et les nouvelles lignes sont toujours ajoutées sur la dernière
        page.&nbsp;» Un latch protège une page pendant les microsecondes que dure une modification, mais chaque insertion
        veut la même page, l’une après l’autre&nbsp;: «&nbsp;Les insertions n’obtiendront pas la ressource tant que les verrous
        PAGELATCH ne seront pas levés l’un après l’autre.&nbsp;»
      </>,
      <>
        Son diagnostic est une requête sur <code>sys.dm_exec_requests</code> avec <code>wait_type LIKE 'PAGELATCH%'</code>&nbsp;:
        «&nbsp;Si vous voyez des dizaines ou des centaines de lignes de plus de 10 millisecondes avec le même wait_resource,
        vous vous heurterez (ou vous êtes déjà heurté) à une limite de vitesse des insertions.&nbsp;» La table de la scène,
        sous l’image, a la forme de la réponse à cette requête.
      </>,
      <>
        L’auteur a ensuite inséré 2&#8239;000&#8239;000 de lignes (un id et 20 à 100 caractères de texte) dans une table vide, sur
        un portable à 8 cœurs avec un SSD, par 16, 64 et 128 threads, en lignes par seconde&nbsp;: identity 39&#8239;704, 30&#8239;496 et
        17&#8239;523 (le débit baisse quand les threads augmentent)&#8239;; OPTIMIZE_FOR_SEQUENTIAL_KEY 42&#8239;289, 34&#8239;811 et 23&#8239;859
        («&nbsp;en test nous avons constaté une amélioration de 5 à 20&#8239;%, mais en production nous n’avons remarqué aucun
        effet&nbsp;»)&#8239;; une clé GUID 50&#8239;894, 79&#8239;190 et 86&#8239;109 («&nbsp;les nouvelles lignes seront ajoutées dans des pages
        aléatoires&nbsp;», mais «&nbsp;chaque ligne et chaque entrée d’index s’alourdira de 12 octets&nbsp;»)&#8239;; et des id tirés d’une
        séquence, 1&#8239;000 valeurs en cache par serveur, prises au hasard, 55&#8239;168, 94&#8239;420 et 94&#8239;137. Nos déroulements sont
        à côté, dans la table ci-dessous et sur le graphique.
      </>,
      <>
        Pourquoi identity baisse&nbsp;: il y a plus de sessions que de cœurs, et le latch est remis à la tête de la file,
        dans l’ordre. Une session endormie reçoit le latch alors qu’elle n’est pas sur son cœur, et garde la page
        jusqu’à ce que son cœur se libère&nbsp;: le convoi. Plus de threads, des files plus longues, plus de ces passages de
        main&#8239;; et chaque fois que la dernière page se remplit (toutes les 59 lignes), chaque session en file pour elle
        la reprend une fois de plus, après sa propre attente de cœur, pour la trouver coupée. Les clés aléatoires, les
        plages de séquence en cache (chaque valeur tirée au hasard dans le millier en cache d’un serveur) et les
        partitions donnent aux insertions de nombreuses pages&#8239;; OPTIMIZE_FOR_SEQUENTIAL_KEY régule l’accès à la page
        pour que le latch aille à une session qui peut s’exécuter, ce qui ne fait qu’adoucir la chute. L’article a
        choisi la séquence&nbsp;: les insertions sont montées «&nbsp;jusqu’à 250 mille lignes par minute&nbsp;».
      </>,
    ],
    watch: (
      <>
        Une ligne par cœur, avec ses sessions&nbsp;: un disque s’exécute, un anneau attend son cœur, un anneau pointillé
        attend activement (spin), un carré est endormi sur le latch (PAGELATCH_EX), un losange le détient (creux&nbsp;: il le
        détient en attendant son cœur). Dessous, chaque page sous latch avec son détenteur et sa file, la tête d’abord.
        Chaque étape est la validation d’une insertion. Les 64 sessions sur 4 cœurs de la vue pas à pas font la queue
        sur la dernière page, et le latch est remis à des sessions endormies hors de leur cœur&#8239;; appuyez sur «&nbsp;6 sessions sur 2 cœurs&nbsp;»
        et les cœurs deviennent le goulet d’étranglement&nbsp;: peu d’insertions attendent.
        Choisissez une autre clé et elle se déroule à côté d’identity.
      </>
    ),
  },
  ru: {
    intro: [
      <>
        Статья написана по опыту платформы клиентских данных (CDP), где вставки в одну таблицу упёрлись в потолок:
        «Хотя CPU/диск были загружены меньше чем наполовину, а объема RAM было достаточно для корректной работы, предел
        по вставкам все равно сохранялся на уровне 100–120 тысяч в минуту». Ожидания были PAGELATCH_EX, все на одном
        wait_resource: «при вставках новых строк id (обычно это кластерный индекс) выбирается из identity, и они всегда
        добавляются на последнюю страницу». Латч защищает страницу на те микросекунды, что длится изменение, но каждой
        вставке нужна одна и та же страница, по одной за раз: «Вставки не получат ресурса, пока блокировки PAGELATCH не
        будут последовательно сняты».
      </>,
      <>
        Диагностика — запрос к <code>sys.dm_exec_requests</code> с условием <code>wait_type LIKE 'PAGELATCH%'</code>:
        «Если вы увидите десятки или сотни строк с длительностью более 10 миллисекунд и одинаковым wait_resource, то
        столкнетесь (или уже столкнулись) с ограничениями по скорости вставок». Таблица под картинкой устроена как
        ответ на этот запрос.
      </>,
      <>
        Затем автор вставлял 2 млн строк (id и строка случайной длины от 20 до 100 символов) в пустую таблицу на
        ноутбуке с 8-ядерным CPU и SSD в 16, 64 и 128 потоков; строк в секунду: identity — 39&nbsp;704, 30&nbsp;496 и 17&nbsp;523 (с
        ростом числа потоков скорость падает); OPTIMIZE_FOR_SEQUENTIAL_KEY — 42&nbsp;289, 34&nbsp;811 и 23&nbsp;859 («В тестах мы
        наблюдали улучшение на 5–20%, но в продакшене никакого эффекта не заметили»); ключ GUID — 50&nbsp;894, 79&nbsp;190 и
        86&nbsp;109 («Новые строки будут добавляться в случайные страницы», но «каждая строка и каждая запись в индексе
        потяжелеет на 12 байт»); id из последовательности, по 1000 закешированных на сервере значений, выбираемых в
        случайном порядке, — 55&nbsp;168, 94&nbsp;420 и 94&nbsp;137. Наши прогоны — рядом, в таблице ниже и на графике.
      </>,
      <>
        Почему identity падает: сеансов больше, чем ядер, а латч передаётся голове очереди по порядку. Уснувший сеанс
        получает латч, когда он не на своём ядре, и держит страницу, пока ядро не освободится: это конвой. Больше
        потоков — длиннее очереди и больше таких передач; и каждый раз, когда последняя страница заполняется (каждые 59
        строк), каждый сеанс из её очереди ещё раз берёт её — после собственного ожидания ядра, — лишь чтобы увидеть,
        что она расщеплена. Случайные ключи, закешированные диапазоны последовательности (каждое значение выбирается
        случайно из тысячи, закешированной сервером) и секции дают вставкам много страниц; OPTIMIZE_FOR_SEQUENTIAL_KEY
        регулирует доступ к странице, чтобы латч доставался сеансу, который может выполняться, и лишь смягчает падение.
        Автор выбрал последовательность: вставка ускорилась «до 250 тысяч строк в минуту».
      </>,
    ],
    watch: (
      <>
        По строке на ядро, в ней его сеансы: круг выполняется, кольцо ждёт своё ядро, пунктирное кольцо крутится в
        ожидании (спин), квадрат уснул в ожидании латча (PAGELATCH_EX), ромб держит латч (полый: держит, ожидая своё
        ядро). Под ними — каждая страница под латчем с владельцем и очередью, с головы. Каждый шаг — фиксация одной
        вставки. В пошаговом виде 64 сеанса на 4 ядрах стоят в очереди к последней странице, и латч передаётся
        сеансам, уснувшим вне своих ядер; нажмите «6 сеансов на 2 ядрах» — и узким местом станут ядра: ждут немногие
        вставки. Выберите другой ключ — он будет выполняться рядом с identity.
      </>
    ),
  },
};

const OTHER_ENGINES: Record<Lang, ReactNode> = {
  en: (
    <>
      <p>
        PostgreSQL’s B-tree takes an exclusive buffer content lock on the leaf page it inserts into, so a key that
        always grows makes the rightmost leaf just as hot (the waits show in <code>pg_stat_activity</code> as{' '}
        <code>LWLock</code> / <code>BufferContent</code>). Since version 11 a backend remembers the rightmost leaf it
        last inserted into and, when the new key still belongs there and the page has room, skips the descent from the
        root (the “fastpath”, for indexes of a few levels): cheaper inserts, but still one page, one lock at a time.
      </p>
      <p>
        InnoDB latches each index page (a read-write lock on its buffer block) for the change, so inserts at the end
        of an <code>AUTO_INCREMENT</code> primary key queue on the last leaf the same way; a split takes the index’s
        own latch too. The counter itself has its lock: <code>innodb_autoinc_lock_mode</code> 0 holds a table-level
        AUTO-INC lock to the end of each insert statement, 1 and 2 (the default since MySQL 8.0) only a light mutex for
        simple inserts.
      </p>
      <p>
        Oracle calls it right-growing index contention (waits <code>buffer busy waits</code> and{' '}
        <code>enq: TX - index contention</code> on the index’s last block). Its remedies are the article’s in other
        clothes: a reverse key index (<code>REVERSE</code>: the key’s bytes reversed, so adjacent values land on
        different leaves, at the price of range scans on the key), a global index hash-partitioned on the key (one
        right-hand edge a partition), and since 18c scalable sequences, prefixed by instance and session.
      </p>
    </>
  ),
  fr: (
    <>
      <p>
        Le B-tree de PostgreSQL prend un verrou exclusif sur le contenu du tampon (buffer content lock) de la page
        feuille où il insère, si bien qu’une clé toujours croissante rend la feuille la plus à droite tout aussi chaude
        (les attentes apparaissent dans <code>pg_stat_activity</code> comme <code>LWLock</code> /{' '}
        <code>BufferContent</code>). Depuis la version 11, un backend retient la feuille la plus à droite où il a
        inséré en dernier et, quand la nouvelle clé y va encore et que la page a de la place, saute la descente depuis
        la racine (le «&nbsp;fastpath&nbsp;», pour les index de quelques niveaux)&nbsp;: des insertions moins chères, mais toujours
        une page, un verrou à la fois.
      </p>
      <p>
        InnoDB pose un latch sur chaque page d’index (un verrou lecture-écriture sur son bloc du pool de tampons) le
        temps de la modification, donc les insertions au bout d’une clé primaire <code>AUTO_INCREMENT</code> font la
        queue sur la dernière feuille de la même façon&#8239;; une coupure prend aussi le latch propre de l’index. Le
        compteur lui-même a son verrou&nbsp;: <code>innodb_autoinc_lock_mode</code> 0 garde un verrou AUTO-INC au niveau de
        la table jusqu’à la fin de chaque instruction d’insertion, 1 et 2 (2 par défaut depuis MySQL 8.0) seulement un
        mutex léger pour les insertions simples.
      </p>
      <p>
        Oracle parle de contention d’index croissant à droite (attentes <code>buffer busy waits</code> et{' '}
        <code>enq: TX - index contention</code> sur le dernier bloc de l’index). Ses remèdes sont ceux de l’article
        sous d’autres habits&nbsp;: un index à clé inversée (<code>REVERSE</code>&nbsp;: les octets de la clé inversés, pour que
        des valeurs voisines tombent sur des feuilles différentes, au prix des parcours d’intervalle sur la clé), un
        index global partitionné par hachage sur la clé (un bord droit par partition), et depuis la 18c les séquences
        scalables, préfixées par l’instance et la session.
      </p>
    </>
  ),
  ru: (
    <>
      <p>
        B-дерево PostgreSQL берёт монопольную блокировку содержимого буфера (buffer content lock) листовой страницы, в
        которую вставляет, поэтому всё время растущий ключ делает самую правую листовую страницу такой же горячей
        (ожидания видны в <code>pg_stat_activity</code> как <code>LWLock</code> / <code>BufferContent</code>).
        Начиная с версии 11 обслуживающий процесс запоминает самую правую листовую страницу, в которую вставлял
        последним, и, если новый ключ по-прежнему попадает туда и на странице есть место, пропускает спуск от корня
        («fastpath», для индексов в несколько уровней): вставки дешевле, но по-прежнему одна страница и одна
        блокировка за раз.
      </p>
      <p>
        InnoDB берёт латч каждой страницы индекса (блокировку чтения-записи её блока в буферном пуле) на время
        изменения, поэтому вставки в конец первичного ключа <code>AUTO_INCREMENT</code> так же стоят в очереди к
        последней листовой странице; расщепление берёт ещё и собственный латч индекса. У самого счётчика своя
        блокировка: при <code>innodb_autoinc_lock_mode</code> = 0 табличная блокировка AUTO-INC держится до конца
        каждой инструкции вставки, при 1 и 2 (2 — по умолчанию начиная с MySQL 8.0) для простых вставок берётся лишь
        лёгкий мьютекс.
      </p>
      <p>
        В Oracle это называют конкуренцией за правый край растущего индекса (ожидания <code>buffer busy waits</code> и{' '}
        <code>enq: TX - index contention</code> на последнем блоке индекса). Средства те же, что в статье, только в
        другой одежде: индекс с обратным ключом (<code>REVERSE</code>: байты ключа в обратном порядке, так что соседние
        значения попадают в разные листовые страницы ценой диапазонных просмотров по ключу), глобальный индекс,
        секционированный по хешу ключа (по правому краю на секцию), и, начиная с 18c, масштабируемые
        последовательности с префиксом из номеров экземпляра и сеанса.
      </p>
    </>
  ),
};

/** The story in the page's language (read when the lesson page renders). */
export function story(): LessonStory {
  return STORY[currentLang()];
}

/** "In other engines" in the page's language. */
export function otherEngines(): ReactNode {
  return OTHER_ENGINES[currentLang()];
}
