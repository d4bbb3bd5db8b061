// The French words of `glossary.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { Entry } from './glossary.i18n';

export const fr: Record<string, Entry> = {
  'latch-pagelatch-ex': {
    match: /\bPAGELATCH_EX\b/,
    text: 'Le type d’attente de SQL Server d’une session qui veut une page en mémoire en exclusif (pour la modifier) pendant qu’une autre en détient le latch. Pas PAGEIOLATCH\u00a0: la page est dans le pool de tampons, on n’attend aucune E/S. Son wait_resource désigne la page par base:fichier:page.',
  },
  'latch-vs-lock': {
    term: 'Latch (pas un verrou)',
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
