// The French words of `glossary.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { Entry } from './glossary.i18n';

export const fr: Record<string, Entry> = {
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
    text: 'Une E/S du journal des transactions, de la taille des E/S du journal (sp_logiosize, 4 Ko par défaut sur des pages de 2 Ko).',
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
