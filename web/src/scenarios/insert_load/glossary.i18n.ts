/**
 * The words an insert load's narration uses that a student may not know
 * (most are ASE's), in the three languages: each entry by its anchor, with
 * a pattern that finds it in the narration's own wording
 * (`narrate.i18n.ts`) in that language, and a sentence or two. Shown under
 * the article as "Terms". The French quotes the article's own words.
 */
import type { Catalogue } from '../../kit/i18n/words';

export interface Entry {
  term: string;
  match: RegExp;
  text: string;
}

const en: Record<string, Entry> = {
  'page-split': {
    term: 'Page split',
    match: /\bsplit at mid-page\b|\bsplit at the insertion point\b|\bpage splits?\b/,
    text: 'A full page gets a new neighbour and some of its rows move there, so the new row fits. sp_sysmon counts data, index and deferred splits in “Page Splits”.',
  },
  'page-allocation': {
    term: 'Page allocation',
    match: /\bpage allocation\b/,
    text: 'Under ascinserts, a row that goes after the last row of a full page starts a new page and nothing moves; ASE’s manual calls this an allocation, not a split.',
  },
  rid: {
    term: 'RID',
    match: /\bRIDs?\b/,
    text: 'Row id: the page and slot of a row. ASE’s nonclustered indexes point at rows by RID, so a row that moves makes every such index rewrite its entry.',
  },
  'nonclustered-index': {
    term: 'Nonclustered index',
    match: /\bnonclustered index(es)?\b/,
    text: 'A secondary index, ordered by its own key, whose entries point at the rows. The article’s table has three.',
  },
  separator: {
    term: 'Separator',
    match: /\bseparator\b/,
    text: 'The key an index page keeps for a child page: the lowest key under it. A split adds one to the parent.',
  },
  ulc: {
    term: 'User log cache (ULC)',
    match: /\buser log cache\b|\bULC\b/,
    text: 'Each ASE session’s private buffer of log records, copied to the transaction log when it fills, at commit, and when a split forces it.',
  },
  'forced-flush': {
    term: 'Forced flush',
    match: /\bforced (log )?flush(es)?\b/,
    text: 'A flush of the user log cache that the insert waits for, until the log pages are on disk: at commit, after a split and after each index’s RID changes. Where a split-bound run’s time goes.',
  },
  'log-write': {
    term: 'Log write',
    match: /\blog writes?\b/,
    text: 'One I/O of the transaction log, of the log I/O size (sp_logiosize, 4 KB by default on 2 KB pages).',
  },
  'log-records': {
    term: 'Log records: INSERT, INSIND, IDELETE, SPLIT, ALLOC, ENDXACT',
    match: /\b(INSERT|INSIND|IDELETE|SPLIT|ALLOC|ENDXACT)\b/,
    text: 'ASE’s record kinds, as dbcc log prints them: a data row inserted; an index entry inserted; an index entry deleted; a page split; a page allocated; the transaction’s end.',
  },
  'ascending-insert-mode': {
    term: 'Ascending-insert mode',
    match: /\bascending-insert mode\b/,
    text: 'pagelab’s reading of the article’s counters: while a statement’s rows arrive in clustered-key order under ascinserts, only the split forces the log and the RID changes ride the user log cache.',
  },
  ascinserts: {
    term: 'ascinserts',
    match: /\bascinserts\b/,
    text: 'dbcc tune(ascinserts, 1, table): ASE splits a page at the insertion point, not in the middle, for rows that extend their leading-key group.',
  },
  housekeeper: {
    term: 'Housekeeper',
    match: /\bhousekeeper\b/,
    text: 'ASE’s background task (it flushes dirty pages and, under data-only locking, reclaims the space of deleted rows). The article credits it with doing data-only-locked splits later, out of the inserting transaction, since 15.0.2; pagelab models that account, which is what its counters show. ASE’s manuals describe no such split: see Data-only locking.',
  },
  'data-only-locking': {
    term: 'Data-only locking',
    match: /\bdata-only locking\b/,
    text: 'ASE’s datapages and datarows locking schemes (the article calls them DAP and DOL; in ASE both are data-only locking, DOL). The data pages are not the clustered index’s leaves: the index has its own leaf level of keys and row IDs and only places rows. ASE’s manuals: an insert goes to the page of the key just before it if it has room, else to another page of the same allocation unit or of another one the table uses; data pages do not split and row IDs stay fixed (an update that outgrows its page forwards the row). The article reads its higher split counts as splits done later by the housekeeper; pagelab follows the article there.',
  },
};

const fr: Record<string, Entry> = {
  'page-split': {
    term: 'Coupure de page (page split)',
    match: /coupure au milieu de la page|coupure au point d’insertion|coupée au (?:milieu|point d’insertion)|coupures? de pages?/,
    text: 'Une page pleine reçoit une nouvelle voisine et une partie de ses lignes y est déplacée, pour que la nouvelle ligne tienne. sp_sysmon compte les coupures de pages de données, d’index et différées dans «\u00a0Page Splits\u00a0».',
  },
  'page-allocation': {
    term: 'Allocation de page',
    match: /allocation de page/,
    text: 'Sous ascinserts, une ligne qui va après la dernière ligne d’une page pleine ouvre une nouvelle page et rien ne bouge (la stratégie «\u00a0page vierge\u00a0» de l’article)\u00a0; le manuel d’ASE parle d’une allocation, pas d’une coupure.',
  },
  rid: {
    term: 'RID',
    match: /\bRIDs?\b/,
    text: 'Identifiant de ligne\u00a0: la page et l’emplacement d’une ligne. Les index non clustered d’ASE désignent les lignes par leur RID\u00a0: une ligne déplacée oblige chacun de ces index à réécrire son entrée.',
  },
  'nonclustered-index': {
    term: 'Index non clustered',
    match: /index non clustered|index NC/,
    text: 'Un index secondaire, trié sur sa propre clé, dont les entrées désignent les lignes. La table de l’article en a trois.',
  },
  separator: {
    term: 'Séparateur',
    match: /séparateur/,
    text: 'La clé qu’une page d’index garde pour une page fille\u00a0: la plus petite clé en dessous. Une coupure en ajoute un au parent.',
  },
  ulc: {
    term: 'Cache de journal utilisateur (ULC, user log cache)',
    match: /\bULC\b|user log cache/,
    text: 'Le tampon privé d’enregistrements de journal de chaque session ASE, copié dans le journal des transactions quand il est plein, au commit, et quand une coupure le force.',
  },
  'forced-flush': {
    term: 'Vidage forcé',
    match: /vidages? forcés?/,
    text: 'Un vidage de l’ULC que l’insertion attend, jusqu’à ce que les pages du journal soient sur disque\u00a0: au commit, après une coupure et après les changements de RID de chaque index. Là où passe le temps d’un déroulement lié aux coupures.',
  },
  'log-write': {
    term: 'Écriture dans le journal',
    match: /écritures? dans le journal/,
    text: 'Une E/S du journal des transactions, de la taille des I/Os du journal (sp_logiosize, 4 Ko par défaut sur des pages de 2 Ko).',
  },
  'log-records': {
    term: 'Enregistrements de journal\u00a0: INSERT, INSIND, IDELETE, SPLIT, ALLOC, ENDXACT',
    match: /\b(INSERT|INSIND|IDELETE|SPLIT|ALLOC|ENDXACT)\b/,
    text: 'Les types d’enregistrement d’ASE, tels que dbcc log les affiche\u00a0: une ligne de données insérée\u00a0; une entrée d’index insérée\u00a0; une entrée d’index supprimée\u00a0; une coupure de page\u00a0; une page allouée\u00a0; la fin de la transaction.',
  },
  'ascending-insert-mode': {
    term: 'Mode d’insertion ascendante',
    match: /mode d’insertion ascendante/,
    text: 'La lecture que fait pagelab des compteurs de l’article\u00a0: tant que les lignes d’une instruction arrivent dans l’ordre de la clé clustered sous ascinserts, seule la coupure force le journal et les changements de RID passent par l’ULC.',
  },
  ascinserts: {
    term: 'ascinserts',
    match: /\bascinserts\b/,
    text: 'dbcc tune(ascinserts, 1, table)\u00a0: ASE coupe une page au point d’insertion, et non au milieu, pour les lignes qui prolongent leur groupe de première clé.',
  },
  housekeeper: {
    term: 'Housekeeper',
    match: /\bhousekeeper\b/,
    text: 'La tâche de fond d’ASE (elle écrit les pages modifiées et, en verrouillage DOL, récupère la place des lignes supprimées). Selon l’article, dans les modes de verrouillage pages de données ou lignes, «\u00a0les coupures de pages sont réalisées en mode asynchrone par le processus HouseKeeper depuis la version 15.0.2\u00a0»\u00a0; pagelab modélise ce récit, et c’est ce que montrent ses compteurs. Les manuels d’ASE ne décrivent pas une telle coupure\u00a0: voir Verrouillage DOL.',
  },
  'data-only-locking': {
    term: 'Verrouillage DOL (data-only locking)',
    match: /verrouillage DOL/,
    text: 'Les schémas de verrouillage datapages et datarows d’ASE (l’article les nomme «\u00a0Verrouillage page de données\u00a0: DAP\u00a0» et «\u00a0Verrouillage ligne\u00a0: DOL\u00a0»\u00a0; dans ASE les deux sont du verrouillage DOL). Comme le rappelle l’article, «\u00a0les pages de données d’une table en verrouillage ligne (DOL) ne sont pas le dernier niveau d’un index clustered\u00a0»\u00a0: l’index a son propre niveau feuille de clés et d’identifiants de ligne et ne fait que placer les lignes. Selon les manuels d’ASE, une insertion va dans la page de la clé qui la précède si elle a de la place, sinon dans une autre page de la même unité d’allocation ou d’une autre que la table utilise\u00a0; les pages de données ne se coupent pas et les identifiants de ligne restent fixes (une mise à jour qui déborde de sa page redirige la ligne). L’article lit ses nombres de coupures plus élevés comme des coupures faites plus tard par le housekeeper\u00a0; pagelab suit l’article sur ce point.',
  },
};

const ru: Record<string, Entry> = {
  'page-split': {
    term: 'Расщепление страницы (page split)',
    match: /расщеплени[а-яё]*(?: посередине страницы| в точке вставки| страниц[а-яё]*)?|расщепля[а-яё]+/,
    text: 'Заполненная страница получает новую соседку, и часть её строк переносится туда, чтобы поместилась новая строка. sp_sysmon считает расщепления страниц данных, индекса и отложенные в «Page Splits».',
  },
  'page-allocation': {
    term: 'Выделение страницы',
    match: /выделени[а-яё]* страницы/,
    text: 'При ascinserts строка, которая идёт после последней строки заполненной страницы, начинает новую страницу, и ничего не переносится; руководство ASE называет это выделением, а не расщеплением.',
  },
  rid: {
    term: 'RID',
    match: /\bRID\b/,
    text: 'Идентификатор строки: страница и слот строки. Некластерные индексы ASE указывают на строки по RID, поэтому перенос строки заставляет каждый такой индекс переписать свою запись.',
  },
  'nonclustered-index': {
    term: 'Некластерный индекс',
    match: /некластерн[а-яё]* индекс[а-яё]*|некл\. индекс[а-яё]*/,
    text: 'Вторичный индекс, упорядоченный по собственному ключу, чьи записи указывают на строки. В таблице статьи их три.',
  },
  separator: {
    term: 'Разделитель',
    match: /разделител[а-яё]*/,
    text: 'Ключ, который индексная страница хранит для дочерней страницы: наименьший ключ под ней. Расщепление добавляет его в родителя.',
  },
  ulc: {
    term: 'Пользовательский кэш журнала (ULC)',
    match: /пользовательск[а-яё]* кэш[а-яё]* журнала|\bULC\b/,
    text: 'Личный буфер записей журнала каждого сеанса ASE; копируется в журнал транзакций, когда заполняется, при фиксации и когда его принудительно сбрасывает расщепление.',
  },
  'forced-flush': {
    term: 'Принудительный сброс',
    match: /принудительн[а-яё]* сброс[а-яё]*/,
    text: 'Сброс пользовательского кэша журнала, которого вставка ждёт, пока страницы журнала не окажутся на диске: при фиксации, после расщепления и после изменений RID в каждом индексе. Именно на них уходит время прогона, упирающегося в расщепления.',
  },
  'log-write': {
    term: 'Операция записи в журнал',
    match: /операци[а-яё]* записи в журнал/,
    text: 'Одна операция ввода-вывода журнала транзакций размером log I/O size (sp_logiosize, по умолчанию 4 КБ при страницах 2 КБ).',
  },
  'log-records': {
    term: 'Записи журнала: INSERT, INSIND, IDELETE, SPLIT, ALLOC, ENDXACT',
    match: /\b(INSERT|INSIND|IDELETE|SPLIT|ALLOC|ENDXACT)\b/,
    text: 'Виды записей ASE в том виде, в каком их печатает dbcc log: вставлена строка данных; вставлена индексная запись; удалена индексная запись; расщепление страницы; выделена страница; конец транзакции.',
  },
  'ascending-insert-mode': {
    term: 'Режим возрастающей вставки',
    match: /режим[а-яё]* возрастающей вставки/,
    text: 'Так pagelab читает счётчики статьи: пока строки инструкции приходят в порядке кластерного ключа при ascinserts, журнал принудительно сбрасывает только расщепление, а изменения RID идут через пользовательский кэш журнала.',
  },
  ascinserts: {
    term: 'ascinserts',
    match: /\bascinserts\b/,
    text: 'dbcc tune(ascinserts, 1, таблица): ASE расщепляет страницу в точке вставки, а не посередине, для строк, продолжающих группу своего первого ключа.',
  },
  housekeeper: {
    term: 'Housekeeper',
    match: /\bhousekeeper\b/,
    text: 'Фоновая задача ASE (она сбрасывает грязные страницы и при блокировке только данных освобождает место удалённых строк). Статья приписывает ей расщепления при блокировке только данных, выполняемые позже, вне вставляющей транзакции, начиная с 15.0.2; pagelab моделирует именно это, и это показывают его счётчики. Руководства ASE такого расщепления не описывают: см. «Блокировка только данных».',
  },
  'data-only-locking': {
    term: 'Блокировка только данных (data-only locking)',
    match: /блокировк[а-яё]* только данных/,
    text: 'Схемы блокировки ASE datapages и datarows (статья называет их DAP и DOL; в ASE обе — блокировка только данных, DOL). Страницы данных не являются листьями кластерного индекса: у индекса свой листовой уровень из ключей и идентификаторов строк, и он лишь размещает строки. По руководствам ASE вставка идёт на страницу ключа прямо перед ней, если там есть место, иначе на другую страницу той же единицы выделения или другой, которую использует таблица; страницы данных не расщепляются, и идентификаторы строк не меняются (обновление, которое перерастает свою страницу, перенаправляет строку). Статья объясняет свои большие счётчики расщеплений расщеплениями, которые позже делает housekeeper; здесь pagelab следует статье.',
  },
};

export const GLOSSARY_WORDS: Catalogue<Record<string, Entry>> = { en, fr, ru };
