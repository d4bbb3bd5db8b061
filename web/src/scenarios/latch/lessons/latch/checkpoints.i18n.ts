/**
 * The latch checkpoints' words (`checkpoints.ts`): questions, choices, and
 * the reasons, from the step's own figures (`p`, `np` a page's number,
 * `s` a session's, `t` a time, all formatted; counts as numbers).
 */
import { lazyCatalogue, type Catalogue } from '../../../../kit/i18n/words';

const en = {
  whoQuestion: 'More sessions reach the table’s last page and ask for its latch (PAGELATCH_EX). How many of them get it at once?',
  whoChoices: {
    each: 'Each of them: they only add a row',
    one: 'One: the latch is exclusive, the others wait',
    none: 'None: the latch is held, and they queue behind the sessions already waiting',
  },
  whoWhy: (asks: number, p: string, granted: number, queue: number) =>
    `${asks} sessions asked for page ${p}’s latch; ${granted} got it. The last found ${queue} already waiting: every identity key belongs on the last page, and an insert holds its latch exclusive while it adds its row. A waiter spins 20 µs on its core, then parks.`,
  parkedQuestion: 'The latch passes to the next session in line, which has parked. Can it add its row at once?',
  parkedChoices: {
    yes: 'Yes: the latch is its own now',
    no: 'No: it must first get its core back, and holds the latch while it waits',
  },
  parkedOnCpu: (s: string, waited: string) => `Session ${s} was still on its core: it used the latch at once, after ${waited} in line.`,
  parkedOffCpu: (s: string, waited: string, p: string, queue: number) =>
    `Session ${s} had waited ${waited}, parked; its core was running another session, so it holds page ${p}’s latch while it waits for the core, and ${queue} sessions wait behind it: the convoy.`,
  fullQuestion: 'The last page is full. With dozens of sessions queued on it, what happens to its rows?',
  fullChoices: {
    half: 'Half of them move to a new page',
    none: 'None move: the next key starts a new page',
    rebuilt: 'The page is rebuilt, emptier',
  },
  fullEnd: (np: string, waiters: number, p: string) =>
    `The row is past the last key of the index, so page ${np} starts empty and nothing moves (SQL Server’s end-of-index split). The new page is the new hot spot: the ${waiters} sessions queued on page ${p} each take its latch once more, find it split, and queue again on page ${np}.`,
  fullMid: (moved: number, np: string, waiters: number) => `${moved} rows moved to page ${np}; ${waiters} queued sessions must ask again.`,
};

export type LatchCheckpointWords = typeof en;

export const LATCH_CHECKPOINT_WORDS: Catalogue<LatchCheckpointWords> = lazyCatalogue<LatchCheckpointWords>(en, {
  fr: () => import('./checkpoints.i18n.fr').then((m) => m.fr),
  ru: () => import('./checkpoints.i18n.ru').then((m) => m.ru),
});
