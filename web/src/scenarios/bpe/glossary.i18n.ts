/**
 * The words a bpe narration uses, each with the anchor the narration links
 * to and a sentence or two, in the three languages. Shown under the
 * article as "Terms". Patterns match the narration's own wording
 * (`narrate.i18n.ts`, `words.i18n.ts`) in each language; the first mention
 * in a text is linked. Russian quotes the article's own words; its
 * patterns do without \b (ASCII only in a RegExp without the u flag).
 */
import type { Catalogue } from '../../kit/i18n/words';

export interface Entry {
  term: string;
  match: RegExp;
  text: string;
}

const en: Record<string, Entry> = {
  'bpe-extension': {
    term: 'Buffer pool extension (BPE)',
    match: /\bthe (?:full )?extension(?:’s)?\b|\bbuffer pool extension\b/,
    text: 'SQL Server 2014’s second tier of page cache: a file on SSD that holds clean pages the buffer pool has let go. A page the pool misses is looked for there before the disk. It holds only clean pages: never a page changed and not yet written.',
  },
  'bpe-pool': {
    term: 'Buffer pool (data cache)',
    match: /\bthe pool\b/,
    text: 'SQL Server’s pages in memory. An update reads its page into the pool first, then changes it there. In the article, with max server memory at 256 MB, no more than 90 MB of the table was in it: about 8%.',
  },
  'bpe-dirty': {
    term: 'Dirty page',
    match: /\bdirty\b/,
    text: 'A page changed in the pool and not yet written to the data file. It must be written before its frame is reused, and it cannot go to the extension.',
  },
  'bpe-wash': {
    term: 'Wash-out',
    match: /\bwashed out\b|\bwash(?:es|-out)?\b/,
    text: 'An update discards the extension’s copy of the page it changes (the copy is stale, and the extension holds only clean pages). Run after run of random updates the extension empties: “BPE can store only clean pages, so updates will wash data out of it.”',
  },
  'bpe-lazy-writer': {
    term: 'Lazy writer',
    match: /\blazy writer\b|\bleft the pool\b|\bleft frame\b/,
    text: 'The SQL Server process that keeps a list of free frames: it frees the pool’s coldest pages, a clean one at once (dropped, or with the extension copied there), a dirty one only after writing it to disk. A request that needs a frame when the list is empty waits for it: once the pool holds only dirty pages, requests go at the pace of its writes.',
  },
  'bpe-checkpoint': {
    term: 'Checkpoint',
    match: /\b[Cc]heckpoint\b/,
    text: 'Writes every dirty page to disk; the pages stay in the pool, clean. The article turned automatic checkpoints off and ran one by hand: it moved pages to the extension “very sluggishly”, since only a clean page leaving the pool goes there.',
  },
  'bpe-cold': {
    term: 'Cold cache',
    match: /\b[Cc]old cache\b/,
    text: 'An empty cache (after DBCC DROPCLEANBUFFERS): every first touch of a page reads it from the data file. The article’s setups 2 (hard disk) and 5 (SSD).',
  },
};

const fr: typeof en = {
  'bpe-extension': {
    term: 'Extension du pool de tampons (BPE)',
    match: /\bl’extension\b|\bextension du pool de tampons\b/,
    text: 'Le second niveau de cache de pages de SQL Server 2014 : un fichier sur SSD qui garde les pages propres que le pool de tampons a lâchées. Une page absente du pool y est cherchée avant le disque. Il ne garde que des pages propres : jamais une page modifiée et pas encore écrite.',
  },
  'bpe-pool': {
    term: 'Pool de tampons (cache de données)',
    match: /\b(?:le|du) pool\b/,
    text: 'Les pages de SQL Server en mémoire. Une mise à jour lit d’abord sa page dans le pool, puis l’y modifie. Dans l’article, avec max server memory à 256 Mo, il n’y avait jamais plus de 90 Mo de la table : environ 8 %.',
  },
  'bpe-dirty': {
    term: 'Page modifiée (dirty)',
    match: /\bmodifiée?s?\b/,
    text: 'Une page changée dans le pool et pas encore écrite dans le fichier de données. Elle doit être écrite avant que son cadre serve à nouveau, et elle ne peut pas aller dans l’extension.',
  },
  'bpe-wash': {
    term: 'Effacement (wash-out)',
    match: /\beffacée?s?\b|\beffacement\b/,
    text: 'Une mise à jour jette la copie de sa page dans l’extension (la copie est périmée, et l’extension ne garde que des pages propres). Série après série de mises à jour aléatoires, l’extension se vide : « BPE ne peut garder que des pages propres, les mises à jour vont donc en chasser les données. »',
  },
  'bpe-lazy-writer': {
    term: 'Lazy writer',
    match: /\blazy writer\b|\ba quitté le (?:pool|cadre)\b/,
    text: 'Le processus de SQL Server qui tient une liste de cadres libres : il libère les pages les plus froides du pool, une page propre tout de suite (abandonnée, ou copiée dans l’extension s’il y en a une), une page modifiée seulement après l’avoir écrite sur disque. Une requête qui a besoin d’un cadre quand la liste est vide l’attend : dès que le pool ne contient plus que des pages modifiées, les requêtes vont au rythme de ses écritures.',
  },
  'bpe-checkpoint': {
    term: 'Checkpoint',
    match: /\b[Cc]heckpoint\b/,
    text: 'Écrit toutes les pages modifiées sur disque ; les pages restent dans le pool, propres. L’article a coupé les checkpoints automatiques et en a lancé un à la main : il a déplacé les pages vers l’extension « très mollement », car seule une page propre qui quitte le pool y va.',
  },
  'bpe-cold': {
    term: 'Cache froid',
    match: /\b[Cc]ache froid\b/,
    text: 'Un cache vide (après DBCC DROPCLEANBUFFERS) : le premier accès à chaque page la lit dans le fichier de données. Les configurations 2 (disque dur) et 5 (SSD) de l’article.',
  },
};

const ru: typeof en = {
  'bpe-extension': {
    term: 'Расширение буферного пула (BPE)',
    match: /[Рр]асширени[еяюи]|Buffer Pool Extension/,
    text: 'Второй уровень кэша страниц в SQL Server 2014: файл на SSD, где хранятся чистые страницы, которые буферный пул отпустил. Страницу, которой нет в буферном пуле, ищут сначала там, а потом на диске. Хранит только чистые страницы: никогда — изменённую и ещё не записанную.',
  },
  'bpe-pool': {
    term: 'Буферный пул (Buffer Pool, кэш данных)',
    match: /буферн(?:ый|ом|ого|ому) пул[аеу]?/,
    text: 'Страницы SQL Server в памяти. Обновление сначала читает свою страницу в буферный пул и меняет её там. В статье при max server memory 256 МБ «в кэше не находилось больше чем 90 Мб от всех данных в таблице, что составляет примерно только 8% от всего объема».',
  },
  'bpe-dirty': {
    term: 'Грязная страница (dirty)',
    match: /[Гг]рязн(?:ая|ую|ой|ые|ых)/,
    text: 'Страница, изменённая в буферном пуле и ещё не записанная в файл данных. Её нужно записать, прежде чем кадр будет использован снова, и в расширение она попасть не может.',
  },
  'bpe-wash': {
    term: '«Вымывание»',
    match: /«вымыт[аоы]?»|вымыва/,
    text: 'Обновление отбрасывает копию своей страницы в расширении (копия устарела, а расширение хранит только чистые страницы). Запуск за запуском случайных обновлений расширение пустеет: «Buffer Pool Extension может хранить только «чистые» страницы, поэтому операции обновления будут «вымывать» данные из него».',
  },
  'bpe-lazy-writer': {
    term: 'Lazy Writer',
    match: /Lazy Writer|ушла из буферного пула|покинула кадр/,
    text: 'Процесс SQL Server, который держит список свободных кадров: он освобождает самые холодные страницы буферного пула, чистую — сразу (отбрасывает или копирует в расширение, если оно есть), грязную — только после записи на диск. Запрос, которому нужен кадр, когда список пуст, ждёт его: как только в буферном пуле остаются одни грязные страницы, запросы идут в темпе записей Lazy Writer.',
  },
  'bpe-checkpoint': {
    term: 'Checkpoint (контрольная точка)',
    match: /Checkpoint/,
    text: 'Записывает все грязные страницы на диск; страницы остаются в буферном пуле, уже чистые. Автор статьи отключил автоматический Checkpoint и запустил его вручную, «чтобы проверить, сможет ли он после записи «грязных» страниц на диск перемещать их снова в BPE, но увы он делал это очень вяло»: в расширение попадает только чистая страница, покидающая буферный пул.',
  },
  'bpe-cold': {
    term: 'Холодный кэш',
    match: /[Хх]олодн(?:ый|ом|ого) кэш/,
    text: 'Пустой кэш (после DBCC DROPCLEANBUFFERS): первое обращение к каждой странице читает её из файла данных. Конфигурации 2 (жёсткий диск) и 5 (SSD) из статьи.',
  },
};

export const GLOSSARY_WORDS: Catalogue<Record<string, Entry>> = { en, fr, ru };
