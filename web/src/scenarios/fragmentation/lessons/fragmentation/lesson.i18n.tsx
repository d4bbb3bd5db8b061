/**
 * The fragmentation lesson's own words (`index.tsx`): its step view's two
 * layouts and notes, the story above the table, what to watch, and how
 * other engines do it. The article is English: its quotes are translated.
 */
import type { ReactNode } from 'react';
import type { Catalogue } from '../../../../kit/i18n/words';

const en = {
  fragmented: { label: 'Fragmented: one table, in arrival order', short: 'Fragmented' },
  defragmented: { label: 'Defragmented: current table + archive by customer', short: 'Defragmented' },
  notes: {
    layout:
      'The step view runs both layouts side by side on the same seed (the same requests start in the same order; they finish in another, as each layout takes its own time). Your choice sets the full run.',
    every:
      'The step view runs the mix all along (every = 0): each step is a request. The charts and the full run sample the growth with your value.',
  },
  intro: [
    'A payments table grows forever: each payment has an increasing id, a time and a random customer among 10,000. Ten sessions run a mix for a week: 25% inserts, 25% updates and 25% reads of one payment of the last hour, 15% a customer’s last hour, 10% all of a customer’s payments (“select all”, the yearly statement). In arrival order, the “customer’s rows are scattered across the entire table, so that to fetch every single record, the database engine has to read an entire page from the disk”: a page, and often a seek, a row.',
    'The article’s point is about the pool as much as the disk: “Data fragmentation is not only bad because it results in lots of physical I/O but also because it reduces the effective size of the shared buffer pool from N pages to N records, thus by a factor of a 100.” A page brought in for one row keeps a frame for that row alone. Compare “useful rows” on both sides of the stage and in chart (d): the fragmented pool of N pages holds about N useful rows.',
    'The defragmented database keeps the last rows in a current table and every 550,000 rows appends its oldest to an archive sorted by customer, so that “each customer’s rows occupy exactly one page” per batch: a select all reads a few dense islands. Writes matter too: “A dirty page cannot be evicted without previously being physically flushed to the disk”, so the updates and inserts turn the selects’ evictions into writes.',
    'As the table grows the article saw three regions. “Region A: the entire database is smaller than the buffer pool.” “Region B: the database size grows above the buffer pool but is still smaller than the physical memory available on the server”: no disk reads, yet “select all” grows, because “the page it belongs to has to be brought to the buffer pool”. “Region C: the database size becomes larger than the amount of physical memory on the server”: “At 11 million records, the time to execute a ‘select all’ reaches 11 seconds. At the same database size, the unfragmented database runs it in less than 500ms !” In its week the fragmented database reached 11 million rows, the defragmented one about 17 million. Ours, beside the article’s in the table: the same orders of magnitude, and the notes say where and why we differ.',
  ],
  watch:
    'The same ten sessions on both layouts, on a small database. In each pool, a cell a frame: T a table page, A an archive page, I an index page, the number the useful rows on a page of rows, a dark corner a dirty page. Under it, each table’s pages: dark in the pool, light in the file cache, white on disk only. Step to a select all: its pages light up all over the fragmented table, a row or two each; in the archive, a few pages hold them all.',
  otherEngines: (
    <>
      <p>
        SQL Server and InnoDB keep a table’s rows in the order of its clustered index (InnoDB always: the primary
        key). A clustered index on (customer, time) gives the article’s ideal, a customer’s rows side by side, at a
        price paid on every insert: each lands in the middle of the index, and full pages split (the page-splits and
        fillfactor lessons here, on Sybase ASE). With an increasing key, as PostgreSQL’s heap, rows land at the end
        and a customer’s are scattered again.
      </p>
      <p>
        Oracle’s sorted hash cluster, which the article names, stores the rows of a key (a customer) together and
        sorted (by time) as they arrive. PostgreSQL’s <code>CLUSTER</code> is a one-off: it rewrites the whole table
        in an index’s order under an exclusive lock, and the rows inserted after it land in arrival order again
        (a table’s <code>fillfactor</code> only leaves room for updates). Partitioning by time (declarative since
        PostgreSQL 10, and in every other engine) is the article’s current table and archive done by the engine:
        old partitions stop changing and can be reorganised, or their rows sorted by customer, one at a time.
      </p>
    </>
  ) as ReactNode,
};

export type LessonText = typeof en;

const fr: LessonText = {
  fragmented: { label: 'Fragmentée : une table, dans l’ordre d’arrivée', short: 'Fragmentée' },
  defragmented: { label: 'Défragmentée : table courante + archive par client', short: 'Défragmentée' },
  notes: {
    layout:
      'La vue pas à pas fait tourner les deux organisations côte à côte sur la même graine (les mêmes requêtes démarrent dans le même ordre ; elles finissent dans un autre, chaque organisation prenant son propre temps). Votre choix règle le déroulement complet.',
    every:
      'La vue pas à pas fait tourner le mélange de requêtes en continu (every = 0) : chaque étape est une requête. Les graphiques et le déroulement complet échantillonnent la croissance avec votre valeur.',
  },
  intro: [
    'Une table de paiements grandit sans fin : chaque paiement a un id croissant, une heure et un client tiré au hasard parmi 10 000. Dix sessions exécutent un mélange de requêtes pendant une semaine : 25 % d’inserts, 25 % d’updates et 25 % de lectures d’un paiement de la dernière heure, 15 % la dernière heure d’un client, 10 % tous les paiements d’un client (« select all », le relevé annuel). Dans l’ordre d’arrivée, « les lignes du client sont éparpillées dans toute la table, si bien que pour aller chercher chaque enregistrement, le moteur de base de données doit lire une page entière sur le disque » : une page, et souvent un déplacement de la tête, par ligne.',
    'L’article parle autant du pool que du disque : « La fragmentation des données n’est pas seulement néfaste parce qu’elle entraîne beaucoup d’E/S physiques, mais aussi parce qu’elle réduit la taille effective du pool de tampons partagé de N pages à N enregistrements, donc d’un facteur 100. » Une page amenée pour une ligne occupe un emplacement pour cette seule ligne. Comparez les « lignes utiles » des deux côtés de la scène et dans le graphique (d) : le pool fragmenté de N pages contient environ N lignes utiles.',
    'La base défragmentée garde les dernières lignes dans une table courante et, toutes les 550 000 lignes, ajoute les plus anciennes à une archive triée par client, de sorte que « les lignes de chaque client occupent exactement une page » par lot : un select all lit quelques îlots denses. Les écritures comptent aussi : « Une page sale ne peut pas être évincée sans avoir d’abord été physiquement écrite sur le disque », si bien que les updates et les inserts transforment les évictions des selects en écritures.',
    'À mesure que la table grandit, l’article a vu trois régions. « Région A : la base de données entière est plus petite que le pool de tampons. » « Région B : la taille de la base dépasse le pool de tampons mais reste inférieure à la mémoire physique disponible sur le serveur » : pas de lectures disque, et pourtant « select all » s’allonge, parce que « la page à laquelle il appartient doit être amenée dans le pool de tampons ». « Région C : la taille de la base devient supérieure à la quantité de mémoire physique du serveur » : « À 11 millions d’enregistrements, le temps d’exécution d’un “select all” atteint 11 secondes. À la même taille de base, la base non fragmentée l’exécute en moins de 500 ms ! » En une semaine, la base fragmentée a atteint 11 millions de lignes, la défragmentée environ 17 millions. Les nôtres, à côté de ceux de l’article dans le tableau : les mêmes ordres de grandeur, et les notes disent où et pourquoi nous différons.',
  ],
  watch:
    'Les mêmes dix sessions sur les deux organisations, sur une petite base. Dans chaque pool, une case par emplacement : T une page de table, A une page d’archive, I une page d’index, le nombre les lignes utiles d’une page de lignes, un coin sombre une page sale. Dessous, les pages de chaque table : sombres dans le pool, claires dans le cache de fichiers, blanches sur disque seulement. Avancez jusqu’à un select all : ses pages s’allument dans toute la table fragmentée, une ligne ou deux chacune ; dans l’archive, quelques pages les contiennent toutes.',
  otherEngines: (
    <>
      <p>
        {'SQL Server et InnoDB rangent les lignes d’une table dans l’ordre de son index clustered (InnoDB toujours : la clé primaire). Un index clustered sur (client, heure) donne l’idéal de l’article, les lignes d’un client côte à côte, au prix d’un coût payé à chaque insertion : chacune arrive au milieu de l’index, et les pages pleines se coupent (les leçons sur les coupures de page et le taux de remplissage, ici sur Sybase ASE). Avec une clé croissante, comme le heap de PostgreSQL, les lignes arrivent à la fin et celles d’un client sont de nouveau dispersées.'}
      </p>
      <p>
        {'Le sorted hash cluster d’Oracle, que cite l’article, range les lignes d’une clé (un client) ensemble et triées (par heure) à mesure qu’elles arrivent. Le '}<code>CLUSTER</code>{' de PostgreSQL est ponctuel : il réécrit toute la table dans l’ordre d’un index sous un verrou exclusif, et les lignes insérées ensuite arrivent de nouveau dans l’ordre d’arrivée (le '}<code>fillfactor</code>{' d’une table ne laisse de la place qu’aux mises à jour). Le partitionnement par date (déclaratif depuis PostgreSQL 10, et dans tous les autres moteurs) est la table courante et l’archive de l’article, faites par le moteur : les anciennes partitions ne changent plus et peuvent être réorganisées, ou leurs lignes triées par client, une à la fois.'}
      </p>
    </>
  ),
};

const ru: LessonText = {
  fragmented: { label: 'Фрагментированная: одна таблица, в порядке поступления', short: 'Фрагментированная' },
  defragmented: { label: 'Дефрагментированная: текущая таблица + архив по клиентам', short: 'Дефрагментированная' },
  notes: {
    layout:
      'Пошаговый вид запускает обе организации рядом на одном и том же seed (одни и те же запросы начинаются в одном порядке; заканчиваются в другом, так как каждой организации нужно своё время). Ваш выбор задаёт полный прогон.',
    every:
      'Пошаговый вид всё время выполняет смесь запросов (every = 0): каждый шаг — один запрос. Графики и полный прогон снимают рост таблицы с вашим значением.',
  },
  intro: [
    'Таблица платежей растёт бесконечно: у каждого платежа возрастающий id, время и случайный клиент из 10 000. Десять сессий неделю выполняют смесь запросов: 25% вставок, 25% обновлений и 25% чтений одного платежа за последний час, 15% — последний час клиента, 10% — все платежи клиента («select all», годовая выписка). В порядке поступления «строки клиента разбросаны по всей таблице, так что для выборки каждой отдельной записи движку базы данных приходится читать с диска целую страницу»: страница, а часто и позиционирование головки, на каждую строку.',
    'Главная мысль статьи касается пула не меньше, чем диска: «Фрагментация данных плоха не только тем, что порождает много физического ввода-вывода, но и тем, что уменьшает эффективный размер разделяемого буферного пула с N страниц до N записей, то есть в 100 раз.» Страница, прочитанная ради одной строки, занимает буфер ради этой строки. Сравните «полезные строки» по обе стороны сцены и на графике (d): фрагментированный пул из N страниц держит около N полезных строк.',
    'Дефрагментированная база держит последние строки в текущей таблице и каждые 550 000 строк дописывает самые старые в архив, отсортированный по клиенту, так что «строки каждого клиента занимают ровно одну страницу» в каждой порции: select all читает несколько плотных островков. Запись тоже важна: «Грязную страницу нельзя вытеснить, предварительно не сбросив её физически на диск», поэтому обновления и вставки превращают вытеснения, вызванные выборками, в записи.',
    'По мере роста таблицы статья увидела три области. «Область A: вся база данных меньше буферного пула.» «Область B: размер базы данных превышает буферный пул, но всё ещё меньше физической памяти, доступной на сервере»: чтений с диска нет, и всё же «select all» растёт, потому что «страницу, которой принадлежит запись, нужно доставить в буферный пул». «Область C: размер базы данных становится больше объёма физической памяти сервера»: «При 11 миллионах записей время выполнения „select all“ достигает 11 секунд. При том же размере базы нефрагментированная база выполняет его менее чем за 500 мс!» За неделю фрагментированная база дошла до 11 миллионов строк, дефрагментированная — примерно до 17 миллионов. Наши цифры — рядом с цифрами статьи в таблице: те же порядки величин, а примечания говорят, где и почему мы расходимся.',
  ],
  watch:
    'Те же десять сессий на обеих организациях, на маленькой базе. В каждом пуле клетка — это буфер: Т — страница таблицы, А — страница архива, И — страница индекса, число — полезные строки на странице строк, тёмный уголок — грязная страница. Под ним страницы каждой таблицы: тёмные — в пуле, светлые — в файловом кэше, белые — только на диске. Дойдите до select all: его страницы загораются по всей фрагментированной таблице, по строке-две на каждой; в архиве все они помещаются на нескольких страницах.',
  otherEngines: (
    <>
      <p>
        SQL Server и InnoDB хранят строки таблицы в порядке её кластерного индекса (InnoDB — всегда: по первичному ключу). Кластерный индекс по (клиент, время) даёт идеал статьи — строки клиента рядом, — но за это платит каждая вставка: она попадает в середину индекса, и полные страницы расщепляются (уроки о расщеплении страниц и fillfactor, здесь на Sybase ASE). При возрастающем ключе, как у heap в PostgreSQL, строки попадают в конец, и строки клиента снова разбросаны.
      </p>
      <p>
        Sorted hash cluster в Oracle, который упоминает статья, хранит строки одного ключа (клиента) вместе и отсортированными (по времени) по мере поступления. <code>CLUSTER</code> в PostgreSQL — разовая операция: он переписывает всю таблицу в порядке индекса под исключительной блокировкой, а строки, вставленные после него, снова ложатся в порядке поступления (<code>fillfactor</code> таблицы лишь оставляет место для обновлений). Секционирование по времени (декларативное с PostgreSQL 10 и есть во всех остальных СУБД) — это текущая таблица и архив статьи, сделанные самой СУБД: старые секции перестают меняться, и их можно реорганизовать или отсортировать их строки по клиенту, по одной секции за раз.
      </p>
    </>
  ),
};

export const LESSON_TEXT: Catalogue<LessonText> = { en, fr, ru };
