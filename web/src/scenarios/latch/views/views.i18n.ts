/**
 * The latch pictures' words (`views/`): the sessions' lanes, the hot
 * pages' queues, their tables shaped like sys.dm_exec_requests (whose
 * column names and values stay SQL Server's). Figures come formatted.
 */
import type { Catalogue } from '../../../kit/i18n/words';
import { ruPlural } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';

const en = {
  // The lanes (SessionLanes.tsx).
  sessionsBy: (n: number, parts: string) => `${fmtInt(n)} sessions: ${parts}`,
  statePart: (n: string, phrase: string) => `${n} ${phrase}`,
  core: (c: string) => `core ${c}`,
  // The queues (LatchQueues.tsx).
  noHolder: 'no holder',
  heldBy: (s: string, running: boolean) => `held by session ${s}${running ? '' : ', which waits for its core'}`,
  noQueue: 'no queue',
  queued: (n: number, who: string) => `${fmtInt(n)} queued (${who})`,
  pageRow: (p: string, last: boolean, who: string, queue: string) => `page ${p}${last ? ' (the last page)' : ''}: ${who}, ${queue}`,
  rowsJoin: '; ',
  noLatchNow: (last: string) => `No page latch is held now; the last page is page ${last}`,
  queuesTitle: 'Page latches: holder ◆ (◇ waiting for its core) and queue, head first',
  morePages: (n: number) => ` (${fmtInt(n)} more pages in the table below)`,
  noLatchShown: (last: string) => `No latch held: page ${last} is the last page.`,
  pageLabel: (p: string) => `page ${p}`,
  lastShort: ' (last)',
  // The tables (LatchTables.tsx).
  requestsNow: 'sys.dm_exec_requests, now',
  requestsRegion: (name: string) => `Requests now, as sys.dm_exec_requests${name ? ` (${name})` : ''}`,
  requestsCaption: 'Each session’s request: status, wait type, wait time and wait resource',
  requestsNote:
    'Sessions are numbered from 0 as the engine counts them (SQL Server’s user sessions start at 51); pages as database 5, file 1, the table’s pages from page 1,000 of the file (its first pages hold the file header and the allocation maps). WRITELOG is the commit’s log flush; a session between statements (its result on the way to the client, the next insert on the way back) or with no insert left has no request.',
  latchesNow: 'Page latches held now',
  noLatchTable: (last: string) => `No page latch is held now. The last page is page ${last}.`,
  latchesRegion: (name: string) => `Page latches and their queues${name ? ` (${name})` : ''}`,
  latchesCaption: 'Each latched page: its holder, its queue head first, and its waits so far',
  colPage: 'Page',
  colHolder: 'Holder',
  colQueue: 'Queue, head first',
  colWaits: 'Waits so far',
  lastPage: ' (last page)',
  holder: (s: string, running: boolean) => `session ${s}${running ? '' : ' (waiting for its core)'}`,
  // The view kinds (latchViews.tsx).
  endTitle: 'The sessions at the end of the run',
  endName: 'at the end of the run',
  stepName: 'step view',
};

export type LatchViewWords = typeof en;

const fr: LatchViewWords = {
  sessionsBy: (n, parts) => `${fmtInt(n)} ${n >= 2 ? 'sessions' : 'session'}\u00a0: ${parts}`,
  statePart: (n, phrase) => `${n} ${phrase}`,
  core: (c) => `cœur ${c}`,
  noHolder: 'aucun détenteur',
  heldBy: (s, running) => `détenu par la session ${s}${running ? '' : ', qui attend son cœur'}`,
  noQueue: 'pas de file',
  queued: (n, who) => `${fmtInt(n)} en file (${who})`,
  pageRow: (p, last, who, queue) => `page ${p}${last ? ' (la dernière page)' : ''}\u00a0: ${who}, ${queue}`,
  rowsJoin: '\u202f; ',
  noLatchNow: (last) => `Aucun latch de page n’est détenu\u202f; la dernière page est la page ${last}`,
  queuesTitle: 'Latches de page\u00a0: détenteur ◆ (◇ attend son cœur) et file, la tête d’abord',
  morePages: (n) => ` (${fmtInt(n)} ${n >= 2 ? 'pages de plus' : 'page de plus'} dans la table ci-dessous)`,
  noLatchShown: (last) => `Aucun latch détenu\u00a0: la page ${last} est la dernière page.`,
  pageLabel: (p) => `page ${p}`,
  lastShort: ' (dernière)',
  requestsNow: 'sys.dm_exec_requests, maintenant',
  requestsRegion: (name) => `Requêtes en cours, comme sys.dm_exec_requests${name ? ` (${name})` : ''}`,
  requestsCaption: 'La requête de chaque session\u00a0: état, type d’attente, temps d’attente et ressource attendue',
  requestsNote:
    'Les sessions sont numérotées à partir de 0 comme le moteur les compte (les sessions utilisateur de SQL Server commencent à 51)\u202f; les pages comme base 5, fichier 1, les pages de la table à partir de la page 1\u202f000 du fichier (ses premières pages portent l’en-tête du fichier et les pages d’allocation). WRITELOG est l’écriture du journal à la validation\u202f; une session entre deux instructions (son résultat en route vers le client, l’insertion suivante sur le retour) ou qui n’a plus d’insertion à faire n’a pas de requête.',
  latchesNow: 'Latches de page détenus maintenant',
  noLatchTable: (last) => `Aucun latch de page n’est détenu. La dernière page est la page ${last}.`,
  latchesRegion: (name) => `Latches de page et leurs files${name ? ` (${name})` : ''}`,
  latchesCaption: 'Chaque page sous latch\u00a0: son détenteur, sa file la tête d’abord, et ses attentes jusqu’ici',
  colPage: 'Page',
  colHolder: 'Détenteur',
  colQueue: 'File, la tête d’abord',
  colWaits: 'Attentes jusqu’ici',
  lastPage: ' (dernière page)',
  holder: (s, running) => `session ${s}${running ? '' : ' (attend son cœur)'}`,
  endTitle: 'Les sessions à la fin du déroulement',
  endName: 'à la fin du déroulement',
  stepName: 'vue pas à pas',
};

const ru: LatchViewWords = {
  sessionsBy: (n, parts) => `${fmtInt(n)} ${ruPlural(n, 'сеанс', 'сеанса', 'сеансов')}: ${parts}`,
  statePart: (n, phrase) => `${n} — ${phrase}`,
  core: (c) => `ядро ${c}`,
  noHolder: 'владельца нет',
  heldBy: (s, running) => `латч у сеанса ${s}${running ? '' : ', который ждёт своё ядро'}`,
  noQueue: 'очереди нет',
  queued: (n, who) => `в очереди ${fmtInt(n)} (${who})`,
  pageRow: (p, last, who, queue) => `страница ${p}${last ? ' (последняя)' : ''}: ${who}, ${queue}`,
  rowsJoin: '; ',
  noLatchNow: (last) => `Сейчас ни один латч страницы не занят; последняя страница — ${last}`,
  queuesTitle: 'Латчи страниц: владелец ◆ (◇ ждёт своё ядро) и очередь, с головы',
  morePages: (n) => ` (ещё ${fmtInt(n)} ${ruPlural(n, 'страница', 'страницы', 'страниц')} в таблице ниже)`,
  noLatchShown: (last) => `Латчи не заняты: последняя страница — ${last}.`,
  pageLabel: (p) => `стр. ${p}`,
  lastShort: ' (посл.)',
  requestsNow: 'sys.dm_exec_requests, сейчас',
  requestsRegion: (name) => `Запросы сейчас, как в sys.dm_exec_requests${name ? ` (${name})` : ''}`,
  requestsCaption: 'Запрос каждого сеанса: состояние, тип ожидания, время ожидания и ресурс ожидания',
  requestsNote:
    'Сеансы пронумерованы с 0, как их считает движок (пользовательские сеансы SQL Server начинаются с 51); страницы — как база 5, файл 1, страницы таблицы — со страницы 1 000 файла (первые страницы занимают заголовок файла и карты распределения). WRITELOG — сброс журнала при фиксации; у сеанса между инструкциями (результат идёт клиенту, следующая вставка — обратно) или без оставшихся вставок запроса нет.',
  latchesNow: 'Латчи страниц, занятые сейчас',
  noLatchTable: (last) => `Сейчас ни один латч страницы не занят. Последняя страница — ${last}.`,
  latchesRegion: (name) => `Латчи страниц и их очереди${name ? ` (${name})` : ''}`,
  latchesCaption: 'Каждая страница под латчем: владелец, очередь с головы и ожидания на данный момент',
  colPage: 'Страница',
  colHolder: 'Владелец',
  colQueue: 'Очередь, с головы',
  colWaits: 'Ожиданий пока',
  lastPage: ' (последняя страница)',
  holder: (s, running) => `сеанс ${s}${running ? '' : ' (ждёт своё ядро)'}`,
  endTitle: 'Сеансы в конце прогона',
  endName: 'в конце прогона',
  stepName: 'пошаговый вид',
};

export const LATCH_VIEW_WORDS: Catalogue<LatchViewWords> = { en, fr, ru };
