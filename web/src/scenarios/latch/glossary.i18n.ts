/**
 * The words a latch narration uses, each with the anchor the narration
 * links to and a sentence or two, in the three languages. Shown under the
 * article as "Terms". Patterns match the narration's own wording
 * (`narrate.i18n.ts`, `words.i18n.ts`) in each language; the first mention
 * in a text is linked.
 */
import type { Catalogue } from '../../kit/i18n/words';

/**
 * A term's entry by its anchor (`latch-…`); `term` absent where the term
 * is an identifier (PAGELATCH_EX, OPTIMIZE_FOR_SEQUENTIAL_KEY), the same
 * in every language. Entries in the order of the glossary.
 */
export interface Entry {
  term?: string;
  match: RegExp;
  text: string;
}

const en: Record<string, Entry> = {
  'latch-pagelatch-ex': {
    match: /\bPAGELATCH_EX\b/,
    text: 'SQL Server’s wait type for a session that wants a page in memory exclusively (to change it) while another holds its latch. Not PAGEIOLATCH: the page is in the buffer pool, no I/O is waited for. Its wait_resource names the page as database:file:page.',
  },
  'latch-vs-lock': {
    term: 'Latch (not a lock)',
    match: /\blatch(?:es)?\b/,
    text: 'A latch guards a page in memory for the microseconds a change takes, and is let go at once; a lock guards a row or key to the end of the transaction. Inserts of different rows take no locks that clash, but every insert into one page takes that page’s latch exclusively, one at a time.',
  },
  'latch-last-page': {
    term: 'Last-page insert contention',
    match: /\blast page\b|\blast key\b/,
    text: 'With a clustered key that always grows (an identity, a sequential GUID), every new row belongs on the index’s last leaf page, so every session queues for that one page’s latch. More threads lengthen the queue, not the work done.',
  },
  'latch-convoy': {
    term: 'Convoy',
    match: /\bconvoy\b/,
    text: 'A latch handed, in queue order, to a session that is not on a core: it holds the page and waits for its core while the rest of the queue waits for it. With more sessions than cores each handover pays a wait for a core, so throughput falls as threads rise.',
  },
  'latch-spin': {
    term: 'Spin, then park',
    match: /\bspin(?:s|ning|ned)?\b|\bpark(?:s|ed)?\b/,
    text: 'A session that finds the latch held first spins on its core for a while (the holder may let go within microseconds), then parks: it leaves its core and sleeps in the page’s queue until the latch is granted. Spinning keeps cores busy with no work done (a spinlock’s trade).',
  },
  'latch-ofsk': {
    match: /\bOPTIMIZE_FOR_SEQUENTIAL_KEY\b/,
    text: 'An index option of SQL Server 2019: admission to the hot page is throttled (one session a scheduler in line, the rest wait as BTREE_INSERT_FLOW_CONTROL), and the latch goes preferably to a session that can run at once. It softens the convoy; it does not remove the single insert point.',
  },
  'latch-split': {
    term: 'Page split',
    match: /\bsplits?\b|\bmid-page\b/,
    text: 'A full leaf makes room: a row past the last key starts a new page and moves nothing; a row into a full page elsewhere moves half its rows to a new page (a mid-page split), leaving two half-full pages. A split holds the latch longer and latches the new page too.',
  },
  'latch-context-switch': {
    term: 'Context switch',
    match: /\bcontext switch(?:es)?\b/,
    text: 'A core starting another session. Each costs a few microseconds; a queue of parked sessions on a hot page makes many of them.',
  },
};

const fr: Record<string, Entry> = {
  'latch-pagelatch-ex': {
    match: /\bPAGELATCH_EX\b/,
    text: 'Le type d’attente de SQL Server d’une session qui veut une page en mémoire en exclusif (pour la modifier) pendant qu’une autre en détient le latch. Pas PAGEIOLATCH\u00a0: la page est dans le pool de tampons, on n’attend aucune E/S. Son wait_resource désigne la page par base:fichier:page.',
  },
  'latch-vs-lock': {
    term: 'Latch (verrou interne, pas un verrou)',
    match: /\blatch(?:es)?\b/,
    text: 'Un latch protège une page en mémoire pendant les microsecondes que prend une modification, et se relâche aussitôt\u202f; un verrou protège une ligne ou une clé jusqu’à la fin de la transaction. Des insertions de lignes différentes ne prennent pas de verrous en conflit, mais chaque insertion dans une page prend le latch de cette page en exclusif, l’une après l’autre.',
  },
  'latch-last-page': {
    term: 'Contention sur la dernière page',
    match: /\bdernière (?:page\b|clé)/,
    text: 'Avec une clé d’index clustered toujours croissante (un identity, un GUID séquentiel), chaque nouvelle ligne va sur la dernière page feuille de l’index, donc chaque session fait la queue pour le latch de cette seule page. Plus de threads allongent la file, pas le travail fait.',
  },
  'latch-convoy': {
    term: 'Convoi',
    match: /\bconvoi\b/,
    text: 'Un latch remis, dans l’ordre de la file, à une session qui n’est pas sur un cœur\u00a0: elle détient la page et attend son cœur pendant que le reste de la file l’attend. Avec plus de sessions que de cœurs, chaque passage de main paie une attente de cœur\u00a0: le débit baisse quand les threads augmentent.',
  },
  'latch-spin': {
    term: 'Attente active (spin), puis sommeil',
    match: /\battente active\b|\battendu activement\b|\bspin\b|\bendor(?:t|mies?)\b/,
    text: 'Une session qui trouve le latch détenu tourne d’abord un moment sur son cœur (le détenteur peut le lâcher en quelques microsecondes), puis s’endort\u00a0: elle quitte son cœur et dort dans la file de la page jusqu’à ce que le latch lui soit donné. L’attente active occupe les cœurs sans travail utile (le marché d’un spinlock).',
  },
  'latch-ofsk': {
    match: /\bOPTIMIZE_FOR_SEQUENTIAL_KEY\b/,
    text: 'Une option d’index de SQL Server 2019\u00a0: l’accès à la page chaude est régulé (une session par scheduler en file, les autres attendent en BTREE_INSERT_FLOW_CONTROL), et le latch va de préférence à une session qui peut s’exécuter tout de suite. Elle adoucit le convoi\u202f; elle ne supprime pas le point d’insertion unique.',
  },
  'latch-split': {
    term: 'Coupure de page',
    match: /\bcoup(?:ures?\b|e\b|ée)|\bmilieu de page\b/,
    text: 'Une feuille pleine fait de la place\u00a0: une ligne après la dernière clé commence une nouvelle page et ne déplace rien\u202f; une ligne destinée à une page pleine ailleurs en déplace la moitié des lignes vers une nouvelle page (coupure en milieu de page), laissant deux pages à moitié pleines. Une coupure garde le latch plus longtemps et prend aussi celui de la nouvelle page.',
  },
  'latch-context-switch': {
    term: 'Changement de contexte',
    match: /\bchangements? de contexte\b/,
    text: 'Un cœur qui passe à une autre session. Chacun coûte quelques microsecondes\u202f; une file de sessions endormies sur une page chaude en provoque beaucoup.',
  },
};

/** Russian words have no \b (not ASCII): the patterns match stems. */
const ru: Record<string, Entry> = {
  'latch-pagelatch-ex': {
    match: /\bPAGELATCH_EX\b/,
    text: 'Тип ожидания SQL Server для сеанса, которому нужна страница в памяти в монопольном режиме (чтобы её изменить), пока латч этой страницы держит другой. Не PAGEIOLATCH: страница уже в буферном пуле, ввода-вывода никто не ждёт. Её wait_resource называет страницу как база:файл:страница.',
  },
  'latch-vs-lock': {
    term: 'Кратковременная блокировка (латч), не блокировка',
    match: /латч/,
    text: 'Латч защищает страницу в памяти на те микросекунды, что длится изменение, и сразу снимается; блокировка защищает строку или ключ до конца транзакции. Вставки разных строк не берут конфликтующих блокировок, но каждая вставка в страницу берёт латч этой страницы монопольно, по одной за раз.',
  },
  'latch-last-page': {
    term: 'Конкуренция за последнюю страницу',
    match: /последн(?:юю|ей|яя) страниц|последн(?:им|его) ключ/,
    text: 'Когда ключ кластерного индекса всё время растёт (identity, последовательный GUID), каждая новая строка попадает на последнюю листовую страницу индекса, и все сеансы стоят в очереди за латчем этой одной страницы. Больше потоков — длиннее очередь, а не больше работы.',
  },
  'latch-convoy': {
    term: 'Конвой',
    match: /конво/,
    text: 'Латч, переданный по очереди сеансу, который сейчас не на ядре: он держит страницу и ждёт своё ядро, а вся остальная очередь ждёт его. Когда сеансов больше, чем ядер, каждая передача латча оплачивается ожиданием ядра, и с ростом числа потоков пропускная способность падает.',
  },
  'latch-spin': {
    term: 'Спин, затем сон',
    match: /спин|покрутил|крутится|засыпает|уснул/,
    text: 'Сеанс, нашедший латч занятым, сначала крутится на своём ядре (владелец может отпустить латч за микросекунды), затем засыпает: уходит с ядра и спит в очереди страницы, пока не получит латч. Спин занимает ядра без полезной работы (цена спинлока).',
  },
  'latch-ofsk': {
    match: /\bOPTIMIZE_FOR_SEQUENTIAL_KEY\b/,
    text: 'Параметр индекса в SQL Server 2019: доступ к горячей странице регулируется (в очереди по одному сеансу от планировщика, остальные ждут как BTREE_INSERT_FLOW_CONTROL), и латч отдаётся предпочтительно сеансу, который может сразу выполняться. Это смягчает конвой, но не убирает единственную точку вставки.',
  },
  'latch-split': {
    term: 'Расщепление страницы',
    match: /расщепл/,
    text: 'Заполненная листовая страница освобождает место: строка за последним ключом начинает новую страницу и ничего не переносит; строка, которой место в заполненной странице где-то в середине, переносит половину её строк на новую страницу (расщепление посередине), оставляя две наполовину пустые страницы. Расщепление дольше держит латч и берёт ещё и латч новой страницы.',
  },
  'latch-context-switch': {
    term: 'Переключение контекста',
    match: /переключени[еяй]\S* контекста/,
    text: 'Ядро переходит к другому сеансу. Каждое переключение стоит несколько микросекунд; очередь уснувших сеансов на горячей странице порождает их много.',
  },
};

export const GLOSSARY_WORDS: Catalogue<Record<string, Entry>> = { en, fr, ru };
