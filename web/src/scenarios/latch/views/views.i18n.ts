/**
 * The latch pictures' words (`views/`): the sessions' lanes, the hot
 * pages' queues, their tables shaped like sys.dm_exec_requests (whose
 * column names and values stay SQL Server's). Figures come formatted.
 */
import { lazyCatalogue, type Catalogue } from '../../../kit/i18n/words';
import { fmtInt } from '../../../kit/text/format';

const en = {
  // The lanes (SessionLanes.tsx).
  sessionsBy: (n: number, parts: string) => `${fmtInt(n)} sessions: ${parts}`,
  // The phrase is a session's ("running on its core"): in brackets it labels a count of any size.
  statePart: (n: string, phrase: string) => `${n} (${phrase})`,
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
  /** A picture's text alternative: its view's name, then what it shows. */
  named: (name: string, sentence: string) => `${name}: ${sentence}`,
};

export type LatchViewWords = typeof en;

export const LATCH_VIEW_WORDS: Catalogue<LatchViewWords> = lazyCatalogue<LatchViewWords>(en, {
  fr: () => import('./views.i18n.fr').then((m) => m.fr),
  ru: () => import('./views.i18n.ru').then((m) => m.ru),
});
