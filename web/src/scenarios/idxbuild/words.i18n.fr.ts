// The French words of `words.i18n.ts` (loaded when the page is in it: kit/i18n/words.ts, lazyCatalogue).
import type { IdxWords } from './words.i18n';

export const fr: IdxWords = {
  mainProcess: 'le processus principal',
  thread: (t) => `le thread ${t}`,
  disk: (d) => `disque ${d}`,
  group: (g) => `groupe ${g}`,
  phases: {
    scan: { word: 'parcours', letter: 'P', phrase: 'phase 1\u00a0: parcourir les enregistrements, trier les clés en séquences', verb: 'parcourt' },
    merge: { word: 'fusion', letter: 'F', phrase: 'phase 2\u00a0: fusionner les séquences d’un groupe de tri', verb: 'fusionne' },
    build: { word: 'construction', letter: 'C', phrase: 'phase 3\u00a0: construire les arbres B d’un groupe', verb: 'construit' },
  },
  states: {
    scanning: { short: 'lecture', phrase: 'réception des clés du parcours' },
    sorted: { short: 'trié', phrase: 'séquences écrites, attente d’un thread de fusion' },
    merging: { short: 'fusion', phrase: 'fusion en cours' },
    merged: { short: 'prêt', phrase: 'fusionné, attente du processus principal' },
    building: { short: 'constr.', phrase: 'construction de ses arbres B' },
    built: { short: 'fini', phrase: 'construit' },
  },
  databases: {
    many_indexes: 'de la base de 4,2 Go de l’article (733 tables, 1\u202f333 index dans une zone)',
    few_large: 'd’une base de 2 Go en 20 zones (315 index, l’essentiel des données d’index dans 17 d’entre eux, dans une zone)',
    one_dominant: 'd’une base de 10 Go de 3 tables dans une zone, surtout une table et un index',
  },
  sec: (x) => `${x} s`,
  secMin: (x, m) => `${x} s (${m} min)`,
  noSec: '— s',
  mb: (x) => `${x} Mo`,
  gb: (x) => `${x} Go`,
  noMb: '— Mo',
};
