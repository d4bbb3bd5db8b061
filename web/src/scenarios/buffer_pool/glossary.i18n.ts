/**
 * The buffer pool's terms in each language (`glossary.ts`): each one's
 * name, where the narration of that language says it (`match`: the
 * words of `narrate.i18n.ts` and `words.i18n.ts`), and a sentence or two.
 * English keeps its patterns; French and Russian words are matched whole
 * by letters (`\b` knows no accents nor Cyrillic).
 */
import type { Catalogue } from '../../kit/i18n/words';

export interface TermWords {
  term: string;
  match: RegExp;
  text: string;
}

/** `src` as a whole word (or words) of any alphabet; case-insensitive unless told. */
const whole = (src: string, flags = 'iu') => new RegExp(`(?<![\\p{L}\\d])(?:${src})(?![\\p{L}\\d])`, flags);

const en: Record<string, TermWords> = {
  'buffer-hit': {
    term: 'Hit',
    match: /\bhit\b/,
    text: 'The page asked for is already in a frame of the pool: no disk read. The hit ratio is hits over references.',
  },
  'buffer-miss': {
    term: 'Miss',
    match: /\bmiss\b/,
    text: 'The page is not in the pool: it must be read from disk (or the operating system’s cache) into a frame, and when no frame is free, another page must leave first.',
  },
  'buffer-frame': {
    term: 'Frame',
    match: /\bframes?\b/,
    text: 'One page-sized slot of the buffer pool. A pool of 256 MB with 8 KB pages, as in the article’s PostgreSQL 8.2, has 32,768 frames.',
  },
  'buffer-victim': {
    term: 'Victim',
    match: /\bvictim\b/,
    text: 'The page the replacement policy chooses to leave its frame, so the page asked for can come in. Only an unpinned frame can be chosen.',
  },
  'dirty-page': {
    term: 'Dirty page',
    match: /\bdirty\b/,
    text: 'A page changed in memory since it was read. “A dirty page cannot be evicted without previously being physically flushed to the disk”: the reference that needs its frame waits for the write.',
  },
  pin: {
    term: 'Pin',
    match: /\bpinned\b/,
    text: 'A page in use by a query is pinned: its frame cannot be emptied until every user lets go. In this lesson each reference pins and unpins its page at once.',
  },
  'clock-hand': {
    term: 'Clock hand',
    match: /\bclock hand\b/,
    text: 'CLOCK and clock-sweep keep the frames in a circle and a hand going round it. Looking for a victim, the hand takes the first frame whose bit (or count) is 0, lowering the others as it passes them.',
  },
  'reference-bit': {
    term: 'Reference bit',
    match: /\breference bits?\b/,
    text: 'CLOCK’s one bit a frame, set when the page is used. The hand clears a set bit and moves on: a second chance. A page whose bit is still clear when the hand comes back leaves.',
  },
  'usage-count': {
    term: 'Usage count',
    match: /\busage counts?\b/,
    text: 'PostgreSQL’s clock-sweep (since 8.1) counts uses instead, up to 5 (BM_MAX_USAGE_COUNT); the hand lowers a count by one as it passes. A page used often survives several sweeps; a page read once by a scan leaves at the next.',
  },
  lru2: {
    term: 'LRU-2, second-to-last use',
    match: /\bsecond-to-last use\b|\bused only once\b/,
    text: 'LRU-2 (O’Neil, O’Neil and Weikum, 1993) ranks pages by their second-to-last use (the backward distance to it): the page whose second-to-last use is oldest goes. A page used only once has none and goes first, so a scan cannot push out pages used twice.',
  },
  'two-q': {
    term: '2Q: A1in, A1out, Am',
    match: /\bA1in\b|\bA1out\b|\bAm\b/,
    text: '2Q (Johnson and Shasha, 1994; PostgreSQL 8.0.2 to 8.0.x): a new page enters A1in, a first-in first-out queue with a share of a quarter of the frames; when A1in holds more, its oldest page leaves and A1out, a list of page numbers only (half the frames), remembers it. A page asked for while A1out names it comes back into Am, an LRU list. A scan’s pages, used once, pass through A1in and never reach Am.',
  },
  arc: {
    term: 'ARC: T1, T2, B1, B2, the target p',
    match: /\bT1\b|\bT2\b|\bB1\b|\bB2\b|\btarget p\b/,
    text: 'ARC (Megiddo and Modha, 2003; PostgreSQL 8.0): T1 holds pages used once lately, T2 pages used again; B1 and B2 remember the numbers of pages that left T1 and T2 (each at most as many as the frames). p is T1’s target share: a page found in B1 says T1 was too small and p grows, one found in B2 says the opposite. T1’s least recent page leaves while T1 holds more than p, else T2’s.',
  },
  'scan-ring': {
    term: 'Scan ring',
    match: /\bscan’s ring\b|\bring\b/,
    text: 'PostgreSQL 8.3: a sequential scan of a table larger than a quarter of shared_buffers reads through a ring of 256 KB (32 buffers, at most an eighth of the pool; here at least 1 frame): it reuses its ring’s next buffer when no one else has used it more than once, so the scan recycles a few frames instead of flooding the pool.',
  },
  opt: {
    term: 'OPT (Belady’s MIN)',
    match: /\bOPT\b|\bneeded furthest ahead\b|\bnever needed again\b/,
    text: 'Belady’s optimal policy (1966): the page needed again furthest ahead leaves. It must know the future, so no real pool can run it; it is the floor every other policy is measured against.',
  },
  checkpoint: {
    term: 'Checkpoint',
    match: /\bcheckpoint\b/,
    text: 'From time to time every dirty page is written to disk, so recovery after a crash starts from there. The pages stay in the pool, clean: they can then leave without a write.',
  },
  'belady-anomaly': {
    term: 'Belady’s anomaly',
    match: /\bBelady’s anomaly\b/,
    text: 'With FIFO, more frames can mean more misses: on the string 1,2,3,4,1,2,5,1,2,3,4,5, 3 frames miss 9 times and 4 frames 10 (Belady, Nelson and Shedler, 1969). LRU and OPT are stack policies: a bigger pool always holds what a smaller one would, so they never miss more.',
  },
};

export type GlossaryWords = typeof en;

const fr: GlossaryWords = {
  'buffer-hit': {
    term: 'Succès (hit)',
    match: whole('succès'),
    text: 'La page demandée est déjà dans un cadre du pool : pas de lecture disque. Le taux de succès est le nombre de succès rapporté au nombre de références.',
  },
  'buffer-miss': {
    term: 'Échec (miss)',
    match: whole('échecs?'),
    text: 'La page n’est pas dans le pool : elle doit être lue sur disque (ou dans le cache du système d’exploitation) dans un cadre, et quand aucun cadre n’est libre, une autre page doit d’abord partir.',
  },
  'buffer-frame': {
    term: 'Cadre',
    match: whole('cadres?'),
    text: 'Un emplacement de la taille d’une page dans le pool de tampons. Un pool de 256 Mo en pages de 8 Ko, comme dans le PostgreSQL 8.2 de l’article, compte 32 768 cadres.',
  },
  'buffer-victim': {
    term: 'Victime',
    match: whole('victime'),
    text: 'La page que la politique de remplacement choisit de faire sortir de son cadre, pour que la page demandée puisse entrer. Seul un cadre non épinglé peut être choisi.',
  },
  'dirty-page': {
    term: 'Page sale',
    match: whole('sales?'),
    text: 'Une page modifiée en mémoire depuis sa lecture. « Une page sale ne peut pas être évincée sans avoir d’abord été écrite physiquement sur le disque » (l’article, traduit) : la référence qui a besoin de son cadre attend l’écriture.',
  },
  pin: {
    term: 'Épinglage (pin)',
    match: whole('épinglée?s?'),
    text: 'Une page utilisée par une requête est épinglée : son cadre ne peut pas être vidé tant que chacun de ses utilisateurs ne l’a pas relâchée. Dans cette leçon, chaque référence épingle et relâche sa page aussitôt.',
  },
  'clock-hand': {
    term: 'Aiguille de l’horloge',
    match: whole('aiguille'),
    text: 'CLOCK et clock-sweep rangent les cadres en cercle, parcouru par une aiguille. En quête d’une victime, l’aiguille prend le premier cadre dont le bit (ou le compteur) vaut 0, en baissant les autres au passage.',
  },
  'reference-bit': {
    term: 'Bit de référence',
    match: whole('bits? de référence'),
    text: 'Le bit unique de CLOCK par cadre, mis à 1 quand la page sert. L’aiguille remet à 0 un bit à 1 et passe : une seconde chance. Une page dont le bit est encore à 0 quand l’aiguille revient s’en va.',
  },
  'usage-count': {
    term: 'Compteur d’usage',
    match: whole('compteurs? d’usage'),
    text: 'Le clock-sweep de PostgreSQL (depuis la 8.1) compte plutôt les usages, jusqu’à 5 (BM_MAX_USAGE_COUNT) ; l’aiguille baisse un compteur de un à chaque passage. Une page souvent utilisée survit à plusieurs tours ; une page lue une fois par un balayage part au tour suivant.',
  },
  lru2: {
    term: 'LRU-2, avant-dernier usage',
    match: whole('avant-dernier usage|n’a servi qu’une fois'),
    text: 'LRU-2 (O’Neil, O’Neil et Weikum, 1993) classe les pages selon leur avant-dernier usage (la distance en arrière jusqu’à lui) : la page dont l’avant-dernier usage est le plus ancien part. Une page utilisée une seule fois n’en a pas et part la première : un balayage ne peut donc pas chasser les pages utilisées deux fois.',
  },
  'two-q': {
    term: '2Q : A1in, A1out, Am',
    match: whole('A1in|A1out|Am', 'u'),
    text: '2Q (Johnson et Shasha, 1994 ; PostgreSQL 8.0.2 à 8.0.x) : une nouvelle page entre dans A1in, une file « premier entré, premier sorti » qui a droit au quart des cadres ; quand A1in en contient plus, sa page la plus ancienne part et A1out, une liste de numéros de pages seulement (la moitié des cadres), la retient. Une page demandée pendant que A1out la nomme revient dans Am, une liste LRU. Les pages d’un balayage, utilisées une fois, traversent A1in sans jamais atteindre Am.',
  },
  arc: {
    term: 'ARC : T1, T2, B1, B2, la cible p',
    match: whole('T1|T2|B1|B2|cible p', 'u'),
    text: 'ARC (Megiddo et Modha, 2003 ; PostgreSQL 8.0) : T1 contient les pages utilisées une fois récemment, T2 celles réutilisées ; B1 et B2 retiennent les numéros des pages sorties de T1 et de T2 (chacune au plus autant que de cadres). p est la part visée pour T1 : une page trouvée dans B1 dit que T1 était trop petite et p augmente, une page trouvée dans B2 dit le contraire. La page la moins récente de T1 part tant que T1 contient plus de p pages, sinon celle de T2.',
  },
  'scan-ring': {
    term: 'Anneau du balayage',
    match: whole('anneau'),
    text: 'PostgreSQL 8.3 : un balayage séquentiel d’une table plus grande que le quart de shared_buffers lit à travers un anneau de 256 Ko (32 tampons, au plus un huitième du pool ; ici au moins 1 cadre) : il réutilise le tampon suivant de son anneau quand personne d’autre ne s’en est servi plus d’une fois, si bien que le balayage recycle quelques cadres au lieu d’inonder le pool.',
  },
  opt: {
    term: 'OPT (MIN de Belady)',
    match: whole('OPT|besoin le plus tard|plus jamais besoin|plus jamais utile', 'u'),
    text: 'La politique optimale de Belady (1966) : part la page dont on aura de nouveau besoin le plus tard. Elle doit connaître l’avenir, donc aucun vrai pool ne peut l’appliquer ; c’est le plancher auquel on mesure toutes les autres politiques.',
  },
  checkpoint: {
    term: 'Point de contrôle',
    match: whole('point de contrôle'),
    text: 'De temps en temps, toutes les pages sales sont écrites sur disque : la reprise après un arrêt brutal part de là. Les pages restent dans le pool, propres : elles pourront ensuite partir sans écriture.',
  },
  'belady-anomaly': {
    term: 'Anomalie de Belady',
    match: whole('anomalie de Belady'),
    text: 'Avec FIFO, plus de cadres peut vouloir dire plus d’échecs : sur la chaîne 1,2,3,4,1,2,5,1,2,3,4,5, 3 cadres échouent 9 fois et 4 cadres 10 fois (Belady, Nelson et Shedler, 1969). LRU et OPT sont des politiques à pile : un pool plus grand contient toujours ce que contiendrait un plus petit, elles n’échouent donc jamais davantage.',
  },
};

const ru: GlossaryWords = {
  'buffer-hit': {
    term: 'Попадание (hit)',
    match: whole('попадани\\p{L}*'),
    text: 'Запрошенная страница уже в фрейме пула: чтения с диска нет. Доля попаданий — число попаданий, делённое на число обращений.',
  },
  'buffer-miss': {
    term: 'Промах (miss)',
    match: whole('промах\\p{L}*'),
    text: 'Страницы нет в пуле: её нужно прочитать с диска (или из кэша операционной системы) в фрейм, а если свободного фрейма нет, сначала должна уйти другая страница.',
  },
  'buffer-frame': {
    term: 'Фрейм',
    match: whole('фрейм\\p{L}*'),
    text: 'Одно место размером со страницу в буферном пуле. В пуле 256 МБ со страницами по 8 КБ, как в PostgreSQL 8.2 из статьи, 32 768 фреймов.',
  },
  'buffer-victim': {
    term: 'Жертва',
    match: whole('жертв\\p{L}*'),
    text: 'Страница, которую политика вытеснения выбирает, чтобы освободить её фрейм для запрошенной страницы. Выбрать можно только незакреплённый фрейм.',
  },
  'dirty-page': {
    term: 'Грязная страница',
    match: whole('грязн\\p{L}*'),
    text: 'Страница, изменённая в памяти после чтения. «Грязную страницу нельзя вытеснить, не записав её сначала физически на диск» (из статьи, в переводе): обращение, которому нужен её фрейм, ждёт записи.',
  },
  pin: {
    term: 'Закрепление (pin)',
    match: whole('закреплён\\p{L}*'),
    text: 'Страница, которую использует запрос, закреплена: её фрейм нельзя освободить, пока её не отпустят все пользователи. В этом уроке каждое обращение закрепляет и тут же открепляет свою страницу.',
  },
  'clock-hand': {
    term: 'Стрелка часов',
    match: whole('стрелк\\p{L}*'),
    text: 'CLOCK и clock-sweep держат фреймы по кругу, по которому идёт стрелка. В поисках жертвы стрелка берёт первый фрейм, чей бит (или счётчик) равен 0, уменьшая остальные по пути.',
  },
  'reference-bit': {
    term: 'Бит обращения',
    match: whole('бит\\p{L}* обращения'),
    text: 'Один бит CLOCK на фрейм, устанавливаемый при использовании страницы. Стрелка сбрасывает установленный бит и идёт дальше: второй шанс. Страница, чей бит всё ещё сброшен, когда стрелка возвращается, уходит.',
  },
  'usage-count': {
    term: 'Счётчик использования',
    match: whole('счётчик\\p{L}* использования'),
    text: 'Clock-sweep в PostgreSQL (с версии 8.1) вместо бита считает использования, до 5 (BM_MAX_USAGE_COUNT); проходя мимо, стрелка уменьшает счётчик на единицу. Часто используемая страница переживает несколько оборотов; страница, однажды прочитанная сканированием, уходит на следующем.',
  },
  lru2: {
    term: 'LRU-2, предпоследнее использование',
    match: whole('предпоследнее использование|предпоследнее|использовалась лишь однажды'),
    text: 'LRU-2 (О’Нил, О’Нил и Вайкум, 1993) упорядочивает страницы по предпоследнему использованию (расстоянию назад до него): уходит страница, чьё предпоследнее использование самое давнее. У страницы, использованной лишь раз, его нет, и она уходит первой, поэтому сканирование не может вытеснить страницы, использованные дважды.',
  },
  'two-q': {
    term: '2Q: очереди A1in, A1out, Am',
    match: whole('A1in|A1out|Am', 'u'),
    text: '2Q (Джонсон и Шаша, 1994; PostgreSQL с 8.0.2 по 8.0.x): новая страница попадает в A1in — очередь «первым пришёл — первым ушёл» с долей в четверть фреймов; когда в A1in больше, её самая старая страница уходит, а A1out — список одних только номеров страниц (на половину фреймов) — её запоминает. Страница, запрошенная, пока A1out её помнит, возвращается в Am — список LRU. Страницы сканирования, использованные один раз, проходят через A1in и никогда не попадают в Am.',
  },
  arc: {
    term: 'ARC: T1, T2, B1, B2, цель p',
    match: whole('T1|T2|B1|B2|цел\\p{L}* p', 'u'),
    text: 'ARC (Мегиддо и Модха, 2003; PostgreSQL 8.0): в T1 страницы, недавно использованные один раз, в T2 — использованные снова; B1 и B2 помнят номера страниц, ушедших из T1 и T2 (каждый не больше числа фреймов). p — целевая доля T1: страница, найденная в B1, говорит, что T1 мал, и p растёт; найденная в B2 — обратное. Пока в T1 больше p страниц, уходит самая давняя страница T1, иначе — T2.',
  },
  'scan-ring': {
    term: 'Кольцо сканирования',
    match: whole('кольц\\p{L}*'),
    text: 'PostgreSQL 8.3: последовательное сканирование таблицы больше четверти shared_buffers читает через кольцо в 256 КБ (32 буфера, не больше восьмой части пула; здесь хотя бы 1 фрейм): оно снова берёт следующий буфер кольца, если никто другой не использовал его больше одного раза, так что сканирование крутит несколько фреймов, а не затапливает весь пул.',
  },
  opt: {
    term: 'OPT (MIN Белади)',
    match: whole('OPT|понадобится позже всех|больше никогда не понадобится', 'u'),
    text: 'Оптимальная политика Белади (1966): уходит страница, которая снова понадобится позже всех. Она должна знать будущее, поэтому ни один настоящий пул не может её применить; это нижняя граница, с которой сравнивают все остальные политики.',
  },
  checkpoint: {
    term: 'Контрольная точка',
    match: whole('контрольн\\p{L}* точк\\p{L}*'),
    text: 'Время от времени все грязные страницы записываются на диск, и восстановление после сбоя начинается с этого места. Страницы остаются в пуле, уже чистыми: потом они могут уйти без записи.',
  },
  'belady-anomaly': {
    term: 'Аномалия Белади',
    match: whole('аномали\\p{L}* Белади'),
    text: 'С FIFO больше фреймов может означать больше промахов: на строке 1,2,3,4,1,2,5,1,2,3,4,5 три фрейма дают 9 промахов, а четыре — 10 (Белади, Нельсон и Шедлер, 1969). LRU и OPT — стековые политики: больший пул всегда содержит то, что содержал бы меньший, поэтому промахов у них больше не становится.',
  },
};

export const GLOSSARY_WORDS: Catalogue<GlossaryWords> = { en, fr, ru };
