// The French words of `views.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import { fmtInt } from '../../../kit/text/format';
import type { LatchViewWords } from './views.i18n';

export const fr: LatchViewWords = {
  sessionsBy: (n, parts) => `${fmtInt(n)} ${n >= 2 ? 'sessions' : 'session'}\u00a0: ${parts}`,
  statePart: (n, phrase) => `${n} (${phrase})`,
  core: (c) => `cœur ${c}`,
  noHolder: 'aucun détenteur',
  heldBy: (s, running) => `détenue par la session ${s}${running ? '' : ', qui attend son cœur'}`,
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
