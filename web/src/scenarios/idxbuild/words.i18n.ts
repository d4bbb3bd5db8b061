/**
 * The index rebuild's shared words (`words.ts`): who works, where, the
 * phases, a sort group's state, the databases, seconds and megabytes.
 * French: groupe de tri, séquence triée, processus principal, thread,
 * périphérique de tri, zone; Russian: группа сортировки, серия, главный
 * процесс, поток, устройство сортировки, область.
 */
import type { Catalogue } from '../../kit/i18n/words';

const en = {
  mainProcess: 'the main process',
  thread: (t: string) => `thread ${t}`,
  disk: (d: string) => `disk ${d}`,
  group: (g: string) => `group ${g}`,
  /** The phases: a word, a letter (never resting on colour alone), a phrase, a verb. */
  phases: {
    scan: { word: 'scan', letter: 'S', phrase: 'phase 1: scan the records, sort keys into runs', verb: 'scans' },
    merge: { word: 'merge', letter: 'M', phrase: 'phase 2: merge a sort group’s runs', verb: 'merges' },
    build: { word: 'build', letter: 'B', phrase: 'phase 3: build a group’s B-trees', verb: 'builds' },
  },
  /** A sort group's state: a word for its box, a phrase. */
  states: {
    scanning: { short: 'scan', phrase: 'receiving keys from the scan' },
    sorted: { short: 'sorted', phrase: 'runs written, waiting for a merge thread' },
    merging: { short: 'merge', phrase: 'merging' },
    merged: { short: 'done', phrase: 'merged, waiting for the main process' },
    building: { short: 'build', phrase: 'building its B-trees' },
    built: { short: 'built', phrase: 'built' },
  },
  databases: {
    many_indexes: 'the article’s 4.2 GB database (733 tables, 1,333 indexes in one area)',
    few_large: 'a 2 GB database in 20 areas (315 indexes, most of the index data in 17 of them in one area)',
    one_dominant: 'a 10 GB database of 3 tables in one area, most of it one table and one index',
  },
  sec: (x: string) => `${x} s`,
  secMin: (x: string, m: string) => `${x} s (${m} min)`,
  noSec: '— s',
  mb: (x: string) => `${x} MB`,
  gb: (x: string) => `${x} GB`,
  noMb: '— MB',
};

export type IdxWords = typeof en;

const fr: IdxWords = {
  mainProcess: 'le processus principal',
  thread: (t) => `le thread ${t}`,
  disk: (d) => `disque ${d}`,
  group: (g) => `groupe ${g}`,
  phases: {
    scan: { word: 'parcours', letter: 'P', phrase: 'phase 1 : parcourir les enregistrements, trier les clés en séquences', verb: 'parcourt' },
    merge: { word: 'fusion', letter: 'F', phrase: 'phase 2 : fusionner les séquences d’un groupe de tri', verb: 'fusionne' },
    build: { word: 'construction', letter: 'C', phrase: 'phase 3 : construire les arbres B d’un groupe', verb: 'construit' },
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
    many_indexes: 'de la base de 4,2 Go de l’article (733 tables, 1 333 index dans une zone)',
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

const ru: IdxWords = {
  mainProcess: 'главный процесс',
  thread: (t) => `поток ${t}`,
  disk: (d) => `диск ${d}`,
  group: (g) => `группа ${g}`,
  phases: {
    scan: { word: 'чтение', letter: 'Ч', phrase: 'фаза 1: чтение записей, сортировка ключей в серии', verb: 'читает' },
    merge: { word: 'слияние', letter: 'С', phrase: 'фаза 2: слияние серий группы сортировки', verb: 'сливает' },
    build: { word: 'построение', letter: 'П', phrase: 'фаза 3: построение B-деревьев группы', verb: 'строит' },
  },
  states: {
    scanning: { short: 'чтение', phrase: 'получение ключей при чтении' },
    sorted: { short: 'сорт.', phrase: 'серии записаны, ожидание потока слияния' },
    merging: { short: 'слияние', phrase: 'идёт слияние' },
    merged: { short: 'ждёт', phrase: 'слита, ожидание главного процесса' },
    building: { short: 'постр.', phrase: 'построение её B-деревьев' },
    built: { short: 'готово', phrase: 'построена' },
  },
  databases: {
    many_indexes: 'базы данных из статьи, 4,2 ГБ (733 таблицы, 1 333 индекса в одной области)',
    few_large: 'базы данных 2 ГБ в 20 областях (315 индексов, основной объём индексных данных — в 17 из них, в одной области)',
    one_dominant: 'базы данных 10 ГБ из 3 таблиц в одной области, почти вся — одна таблица и один индекс',
  },
  sec: (x) => `${x} с`,
  secMin: (x, m) => `${x} с (${m} мин)`,
  noSec: '— с',
  mb: (x) => `${x} МБ`,
  gb: (x) => `${x} ГБ`,
  noMb: '— МБ',
};

export const IDX_WORDS: Catalogue<IdxWords> = { en, fr, ru };
