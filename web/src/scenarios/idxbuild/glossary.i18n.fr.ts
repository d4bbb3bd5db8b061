// The French words of `glossary.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { IdxGlossaryWords } from './glossary.i18n';

export const fr: IdxGlossaryWords = {
  'idx-sort-group': {
    term: 'Groupe de tri (-SG)',
    match: /\bgroupes? de tri\b|-SG\b/,
    text: 'idxbuild répartit les index d’une zone entre des groupes de tri (-SG, de 8 à 64, 48 par défaut). Chaque groupe a sa propre mémoire (-TB × (-TM + 1) Ko), ses propres tampons et son propre fichier temporaire\u00a0; ce sont les groupes que les threads fusionnent en parallèle.',
  },
  'idx-run': {
    term: 'Séquence triée',
    match: /\bséquences?\b/,
    text: 'Pendant le parcours, les clés remplissent la mémoire d’un groupe\u00a0; chaque fois qu’elle est pleine, les clés sont triées et écrites dans le fichier de tri du groupe en une séquence. La phase 2 fusionne les séquences (-TM par passe) jusqu’à ce qu’il reste un seul flux trié.',
  },
  'idx-phases': {
    term: 'Phases 1, 2 et 3',
    match: /\bphase [123]\b|\bparcours\b/i,
    text: 'La phase 1 parcourt les enregistrements et écrit des séquences triées (le processus principal seul)\u00a0; la phase 2 fusionne les séquences de chaque groupe (les threads, un groupe chacun)\u00a0; la phase 3 construit les arbres B d’un groupe fusionné (le processus principal, dès que la fusion d’un groupe se termine\u00a0: elle chevauche donc la phase 2).',
  },
  'idx-threads': {
    term: 'Threads de fusion (-threadnum)',
    match: /\bthreads?\b|\bprocessus principal\b/,
    text: 'Avec -threadnum N (par défaut\u00a0: le nombre de CPU), jusqu’à N threads fusionnent des groupes de tri en même temps, au plus un par groupe\u00a0; le processus principal construit. Un seul groupe (ou un seul index) ne laisse rien à faire à côté, et idxbuild tourne sans threads.',
  },
  'idx-srt': {
    term: 'Fichier .srt, périphériques de tri',
    match: /\.srt\b|\bdisques? \d+|\bpériphériques? de tri\b|\bdéplacement de tête\b/,
    text: 'Le fichier .srt liste des répertoires (idéalement sur des disques distincts) pour les fichiers de tri, chacun avec une limite de taille\u00a0; depuis OpenEdge 10, ils sont attribués aux groupes dans l’ordre. Les threads dont les fichiers partagent un disque font la queue devant lui, et sa tête se déplace entre leurs fichiers\u00a0: le péage.',
  },
  'idx-merge-pass': {
    term: 'Passe de fusion (-TM)',
    match: /\bpasses? de fusion\b/,
    text: 'Une passe lit -TM séquences à la fois à travers les tampons de fusion du groupe et écrit une séquence plus longue\u00a0; un groupe qui a plus de séquences que -TM demande plus de passes, chacune lisant et écrivant tout son fichier.',
  },
};
