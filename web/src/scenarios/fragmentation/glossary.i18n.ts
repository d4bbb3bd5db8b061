/**
 * The fragmentation glossary's terms (`glossary.ts`): each term, where it
 * appears in the narration of its language (`match`), and its text. The
 * article is English: its quotes are translated here.
 */
import type { Catalogue } from '../../kit/i18n/words';

export interface TermWords {
  term: string;
  match: RegExp;
  text: string;
}

/** A pattern matched as whole words in any script (`\b` knows only ASCII letters). */
const word = (src: string) => new RegExp(`(?<!\\p{L})(?:${src})(?!\\p{L})`, 'u');

const en = {
  'frag-session': {
    term: 'Session',
    match: /\b[Ss]ession \d+|\bsessions\b/,
    text: 'One of the article’s ten client connections, each running the mix in a loop, one request at a time, in its own transaction. Their page accesses take turns at the pool and at the disks.',
  },
  'frag-mix': {
    term: 'The mix: insert, update, select one, select hour, select all',
    match: /\bselect (?:all|hour|one)\b|\bthe mix\b/,
    text: 'Each request is chosen at random: 25% insert a payment (a new id, a random customer), 25% update and 25% read one payment of the last hour by id, 15% read a customer’s payments of the last hour, 10% read all of a customer’s payments, by time (the yearly account statement).',
  },
  'frag-pool': {
    term: 'Buffer pool (shared buffers)',
    match: /\bbuffer pool\b|\bpool\b/,
    text: 'PostgreSQL’s own cache of pages: 256 MB of 8 KB pages, 32,768 frames, in the article. A page must be in the pool to be used, even when the file cache holds it: “it has to be copied to the buffer pool before the database can access it”.',
  },
  'frag-file-cache': {
    term: 'File cache',
    match: /\bfile cache\b/,
    text: 'The operating system’s cache of file pages under the pool (about 1 GB of the article’s 2 GB server). A page the pool lost may still be there: copied back without a disk read. Past its size (region C) reads go to disk.',
  },
  'frag-dirty': {
    term: 'Dirty page',
    match: /\bdirty\b/,
    text: 'A page changed in the pool and not yet written. “A dirty page cannot be evicted without previously being physically flushed to the disk”: PostgreSQL’s write() hands it to the operating system’s file cache, and the kernel writes it to disk later (its own flusher, or the checkpoint’s fsync). pagelab’s file cache sends it on to the disks at once, the article’s “constant stream of random I/O writes”.',
  },
  'frag-disk': {
    term: 'Disk read and seek',
    match: /\b(?:read )?from disk\b|\bdisks?\b/,
    text: 'Two 7,200 rpm disks striped, read and written in the file system’s 16 KB blocks (two pages: the other one lands in the file cache too). A block far from the last one costs a seek (the head moves) and half a turn, several ms; sequential blocks cost only their transfer. Each disk serves one request at a time, so a session also waits for the others’ reads, but it sorts its queue by position (the elevator): the deeper the queue, the shorter each seek.',
  },
  'frag-fragmentation': {
    term: 'Fragmentation',
    match: /\b[Ff]ragment(?:ed|ation)\b|\bscattered\b/,
    text: 'Rows inserted in arrival order from random customers: a customer’s rows lie one to a page all over the table, so reading them reads a page (often a seek) for each row.',
  },
  'frag-useful': {
    term: 'Useful rows',
    match: /\buseful rows?\b|\brows a page\b/,
    text: 'Of the rows a page of the pool holds, those a customer’s statement can use: here the rows of the page’s most frequent customer. Scattered, about one a page: a pool of N pages holds about N useful rows (the article: the pool shrinks “from N pages to N records”). Sorted by customer, up to the 55 rows a page holds.',
  },
  'frag-archive': {
    term: 'Archive and current table',
    match: /\barchive\b|\bcurrent table\b/,
    text: 'The article’s online defragmentation: new rows go to a current table; every 550,000 rows its oldest rows (no longer updated) are appended to an archive sorted by customer, one page of rows a customer. A customer’s rows then lie in a few dense islands.',
  },
  'frag-index': {
    term: 'Index pages',
    match: /\bindex pages?\b/,
    text: 'Both tables have an index on (id) and one on (customer, time). A request descends them to find its rows: their upper pages are used so often they stay in the pool.',
  },
  'frag-bgwriter': {
    term: 'Background writer',
    match: /\bbackground writer\b/,
    text: 'A PostgreSQL process that writes some dirty pages ahead of need (every 200 ms, a few pages), so a session looking for a free frame less often waits for a write. The article’s was set “aggressive”.',
  },
  'frag-checkpoint': {
    term: 'Checkpoint',
    match: /\bcheckpoint\b/,
    text: 'Every 15 minutes in the article: every dirty page is written, so recovery after a crash starts from there. The pages stay in the pool, clean.',
  },
  'frag-regions': {
    term: 'Regions A, B and C',
    match: /\b[Rr]egions? [ABC]\b/,
    text: 'The article’s three phases as the table grows: A, the database fits the pool; B, it outgrows the pool but fits the file cache (no disk reads, but “select all” grows: pages must still come into the pool); C, it outgrows memory and reads go to disk.',
  },
};

export type GlossaryWords = Record<keyof typeof en, TermWords>;

const fr: GlossaryWords = {
  'frag-session': {
    term: 'Session',
    match: word('[Ss]ession \\d+|sessions'),
    text: 'L’une des dix connexions clientes de l’article, chacune exécutant le mélange de requêtes en boucle, une requête à la fois, chacune dans sa propre transaction. Leurs accès aux pages passent à tour de rôle par le pool et par les disques.',
  },
  'frag-mix': {
    term: 'Le mélange de requêtes\u00a0: insert, update, select one, select hour, select all',
    match: word('select (?:all|hour|one)|mélange de requêtes'),
    text: 'Chaque requête est tirée au hasard\u00a0: 25\u00a0% insèrent un paiement (un nouvel id, un client au hasard), 25\u00a0% mettent à jour et 25\u00a0% lisent un paiement de la dernière heure par son id, 15\u00a0% lisent les paiements d’un client sur la dernière heure, 10\u00a0% lisent tous les paiements d’un client, par heure (le relevé de compte annuel).',
  },
  'frag-pool': {
    term: 'Pool de tampons (shared buffers)',
    match: word('pool de tampons|pool'),
    text: 'Le cache de pages propre à PostgreSQL\u00a0: 256\u00a0Mo de pages de 8\u00a0Ko, 32\u00a0768 emplacements, dans l’article. Une page doit être dans le pool pour être utilisée, même quand le cache de fichiers la détient\u00a0: « elle doit être copiée dans le pool de tampons avant que la base de données puisse y accéder ».',
  },
  'frag-file-cache': {
    term: 'Cache de fichiers',
    match: word('cache de fichiers'),
    text: 'Le cache de pages de fichiers du système d’exploitation, sous le pool (environ 1\u00a0Go des 2\u00a0Go du serveur de l’article). Une page que le pool a perdue peut encore s’y trouver\u00a0: elle est recopiée sans lecture disque. Au-delà de sa taille (région C), les lectures vont au disque.',
  },
  'frag-dirty': {
    term: 'Page sale',
    match: word('sales?'),
    text: 'Une page modifiée dans le pool et pas encore écrite. « Une page sale ne peut pas être évincée sans avoir d’abord été physiquement écrite sur le disque »\u00a0: le write() de PostgreSQL la confie au cache de fichiers du système d’exploitation, et le noyau l’écrit sur disque plus tard (son propre processus de vidage, ou le fsync du point de contrôle). Le cache de fichiers de pagelab la transmet aussitôt aux disques, le « flux constant d’écritures aléatoires » de l’article.',
  },
  'frag-disk': {
    term: 'Lecture disque et déplacement de la tête',
    match: word('(?:lues? )?sur disque|du disque|disques?'),
    text: 'Deux disques à 7\u00a0200\u00a0tr/min en agrégat par bandes (RAID-0), lus et écrits par blocs de 16\u00a0Ko du système de fichiers (deux pages\u00a0: l’autre arrive aussi dans le cache de fichiers). Un bloc loin du précédent coûte un déplacement de la tête (seek) et un demi-tour, plusieurs ms\u00a0; des blocs consécutifs ne coûtent que leur transfert. Chaque disque sert une requête à la fois, si bien qu’une session attend aussi les lectures des autres, mais il trie sa file par position (l’ascenseur)\u00a0: plus la file est longue, plus chaque déplacement est court.',
  },
  'frag-fragmentation': {
    term: 'Fragmentation des données',
    match: word('[Ff]ragment(?:ation|ée?s?|és?)|dispersées?'),
    text: 'Des lignes insérées dans l’ordre d’arrivée, venant de clients au hasard\u00a0: les lignes d’un client sont à raison d’une par page dans toute la table, si bien que les lire lit une page (souvent avec un déplacement de la tête) pour chaque ligne.',
  },
  'frag-useful': {
    term: 'Lignes utiles',
    match: word('lignes? utiles?|lignes par page'),
    text: 'Parmi les lignes que contient une page du pool, celles que le relevé d’un client peut utiliser\u00a0: ici les lignes du client le plus fréquent de la page. Dispersées, environ une par page\u00a0: un pool de N pages contient environ N lignes utiles (l’article\u00a0: le pool passe « de N pages à N enregistrements »). Triées par client, jusqu’aux 55 lignes que contient une page.',
  },
  'frag-archive': {
    term: 'Archive et table courante',
    match: word('archive|table courante'),
    text: 'La défragmentation en ligne de l’article\u00a0: les nouvelles lignes vont dans une table courante\u00a0; toutes les 550\u00a0000 lignes, ses lignes les plus anciennes (qui ne sont plus mises à jour) sont ajoutées à une archive triée par client, une page de lignes par client. Les lignes d’un client forment alors quelques îlots denses.',
  },
  'frag-index': {
    term: 'Pages d’index',
    match: word('pages? d’index|pages? de l’index'),
    text: 'Les deux tables ont un index sur (id) et un sur (client, heure). Une requête les descend pour trouver ses lignes\u00a0: leurs pages hautes servent si souvent qu’elles restent dans le pool.',
  },
  'frag-bgwriter': {
    term: 'Processus d’écriture en arrière-plan (bgwriter)',
    match: word('processus d’écriture en arrière-plan|bgwriter'),
    text: 'Un processus de PostgreSQL qui écrit quelques pages sales avant qu’on en ait besoin (toutes les 200\u00a0ms, quelques pages), pour qu’une session qui cherche un emplacement libre attende moins souvent une écriture. Celui de l’article était réglé « agressif ».',
  },
  'frag-checkpoint': {
    term: 'Point de contrôle',
    match: word('points? de contrôle'),
    text: 'Toutes les 15\u00a0minutes dans l’article\u00a0: toutes les pages sales sont écrites, si bien que la reprise après un crash part de là. Les pages restent dans le pool, propres.',
  },
  'frag-regions': {
    term: 'Régions A, B et C',
    match: word('[Rr]égions? [ABC]'),
    text: 'Les trois phases de l’article à mesure que la table grandit\u00a0: A, la base tient dans le pool\u00a0; B, elle dépasse le pool mais tient dans le cache de fichiers (pas de lectures disque, mais « select all » s’allonge\u00a0: les pages doivent toujours entrer dans le pool)\u00a0; C, elle dépasse la mémoire et les lectures vont au disque.',
  },
};

const ru: GlossaryWords = {
  'frag-session': {
    term: 'Сессия',
    match: word('[Сс]ессия \\d+|сесси(?:й|ями|ям|и)'),
    text: 'Одно из десяти клиентских подключений из статьи: каждое в цикле выполняет смесь запросов, по одному запросу за раз, каждый в своей транзакции. Их обращения к страницам по очереди проходят через пул и диски.',
  },
  'frag-mix': {
    term: 'Смесь запросов: insert, update, select one, select hour, select all',
    match: word('select (?:all|hour|one)|смес(?:ь|и) запросов'),
    text: 'Каждый запрос выбирается случайно: 25% вставляют платёж (новый id, случайный клиент), 25% обновляют и 25% читают один платёж за последний час по id, 15% читают платежи клиента за последний час, 10% читают все платежи клиента, по времени (годовая выписка по счёту).',
  },
  'frag-pool': {
    term: 'Буферный пул (shared buffers)',
    match: word('буферн\\p{L}* пул\\p{L}*|пул(?:а|е|у|ом)?'),
    text: 'Собственный кэш страниц PostgreSQL: в статье 256 МБ страниц по 8 КБ, 32 768 буферов. Чтобы страницу использовать, она должна быть в пуле, даже если она есть в файловом кэше: «её нужно скопировать в буферный пул, прежде чем база данных сможет к ней обратиться».',
  },
  'frag-file-cache': {
    term: 'Файловый кэш',
    match: word('файлов\\p{L}* кэш\\p{L}*'),
    text: 'Кэш страниц файлов операционной системы под пулом (около 1 ГБ из 2 ГБ сервера в статье). Страница, потерянная пулом, может ещё оставаться там: её копируют обратно без чтения с диска. Когда база больше него (область C), чтения идут на диск.',
  },
  'frag-dirty': {
    term: 'Грязная страница',
    match: word('грязн\\p{L}*'),
    text: 'Страница, изменённая в пуле и ещё не записанная. «Грязную страницу нельзя вытеснить, предварительно не сбросив её физически на диск»: write() PostgreSQL передаёт её в файловый кэш операционной системы, а ядро записывает её на диск позже (своим процессом сброса или по fsync контрольной точки). Файловый кэш pagelab сразу отправляет её на диски — тот самый «постоянный поток случайных операций записи» из статьи.',
  },
  'frag-disk': {
    term: 'Чтение с диска и позиционирование головки',
    match: word('диск\\p{L}*'),
    text: 'Два диска 7200 об/мин в чередовании (RAID-0); чтение и запись идут блоками файловой системы по 16 КБ (две страницы: вторая тоже попадает в файловый кэш). Блок далеко от предыдущего стоит позиционирования головки (seek) и полуоборота — несколько мс; последовательные блоки стоят только передачи. Каждый диск обслуживает один запрос за раз, поэтому сессия ждёт и чтений других сессий, но диск упорядочивает очередь по положению (алгоритм лифта): чем длиннее очередь, тем короче каждое перемещение головки.',
  },
  'frag-fragmentation': {
    term: 'Фрагментация',
    match: word('[Фф]рагментир\\p{L}*|[Фф]рагментаци\\p{L}*|вразброс'),
    text: 'Строки вставляются в порядке поступления от случайных клиентов: строки клиента лежат по одной на страницу по всей таблице, и чтобы их прочитать, приходится читать по странице (часто с позиционированием головки) на каждую строку.',
  },
  'frag-useful': {
    term: 'Полезные строки',
    match: word('полезн\\p{L}* строк\\p{L}*'),
    text: 'Из строк на странице пула — те, что пригодятся выписке клиента: здесь строки самого частого клиента этой страницы. Вразброс — около одной на страницу: пул из N страниц держит около N полезных строк (в статье пул сжимается «с N страниц до N записей»). При сортировке по клиенту — до 55 строк, сколько помещается на странице.',
  },
  'frag-archive': {
    term: 'Архив и текущая таблица',
    match: word('архив\\p{L}*|текущ\\p{L}* таблиц\\p{L}*'),
    text: 'Онлайн-дефрагментация из статьи: новые строки идут в текущую таблицу; каждые 550 000 строк её самые старые строки (их уже не обновляют) дописываются в архив, отсортированные по клиенту, — по странице строк на клиента. Строки клиента тогда лежат несколькими плотными островками.',
  },
  'frag-index': {
    term: 'Страницы индексов',
    match: word('страниц\\p{L}* индекс\\p{L}*'),
    text: 'У обеих таблиц есть индекс по (id) и индекс по (клиент, время). Запрос спускается по ним к своим строкам: их верхние страницы используются так часто, что остаются в пуле.',
  },
  'frag-bgwriter': {
    term: 'Фоновый процесс записи (bgwriter)',
    match: word('фонов\\p{L}* процесс\\p{L}* записи|bgwriter'),
    text: 'Процесс PostgreSQL, который заранее записывает часть грязных страниц (каждые 200 мс, по несколько страниц), чтобы сессии, ищущей свободный буфер, реже приходилось ждать записи. В статье он был настроен как «агрессивный».',
  },
  'frag-checkpoint': {
    term: 'Контрольная точка',
    match: word('контрольн\\p{L}* точк\\p{L}*'),
    text: 'В статье — каждые 15 минут: записываются все грязные страницы, так что восстановление после сбоя начинается с этого места. Страницы остаются в пуле, уже чистыми.',
  },
  'frag-regions': {
    term: 'Области A, B и C',
    match: word('[Оо]бласт\\p{L}* [ABC]'),
    text: 'Три фазы из статьи по мере роста таблицы: A — база помещается в пул; B — она больше пула, но помещается в файловый кэш (чтений с диска нет, но «select all» растёт: страницы всё равно должны попасть в пул); C — она больше памяти, и чтения идут на диск.',
  },
};

export const GLOSSARY_WORDS: Catalogue<GlossaryWords> = { en, fr, ru };
