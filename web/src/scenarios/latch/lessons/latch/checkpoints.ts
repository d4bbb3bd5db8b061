/**
 * The latch lesson's checkpoints (its step view: identity keys, 64
 * sessions on 4 cores): who gets the last page's latch when sessions ask
 * at once, whether a session granted the latch while parked can use it at
 * once, and what moves when the last page is full. Answers and reasons
 * come from the step's own events.
 */
import type { LatchEvent, ScenarioEvent } from '../../../../shell/engine/types';
import { eventsOf as all, type Checkpoints } from '../../../../shell/lesson/checkpoint';
import { pageText, sessionText, usText } from '../../words';

const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

function latch(steps: readonly (readonly ScenarioEvent[])[]): LatchEvent[] {
  return (steps[0] ?? []) as LatchEvent[];
}

export const CHECKPOINTS: Checkpoints = {
  sims: [{}],
  list: [
    {
      id: 'who-gets-the-latch',
      step: 2,
      question: 'More sessions reach the table’s last page and ask for its latch (PAGELATCH_EX). How many of them get it at once?',
      ask(steps) {
        const asks = all(latch(steps), 'latch_request');
        if (asks.length === 0) return null;
        const granted = asks.filter((a) => a.granted).length;
        const last = asks[asks.length - 1];
        return {
          choices: [
            'Each of them: they only add a row',
            'One: the latch is exclusive, the others wait',
            'None: the latch is held, and they queue behind the sessions already waiting',
          ],
          correct: granted === 0 ? 2 : granted === 1 ? 1 : 0,
          why: `${asks.length} sessions asked for ${pageText(last.page)}’s latch; ${granted} got it. The last found ${last.queue} already waiting: every identity key belongs on the last page, and an insert holds its latch exclusive while it adds its row. A waiter spins 20 µs on its core, then parks.`,
        };
      },
    },
    {
      id: 'granted-while-parked',
      step: 20,
      question: 'The latch passes to the next session in line, which has parked. Can it add its row at once?',
      ask(steps) {
        const grant = all(latch(steps), 'latch_grant')[0];
        if (!grant) return null;
        return {
          choices: ['Yes: the latch is its own now', 'No: it must first get its core back, and holds the latch while it waits'],
          correct: grant.on_cpu ? 0 : 1,
          why: grant.on_cpu
            ? `${capital(sessionText(grant.session))} was still on its core: it used the latch at once, after ${usText(grant.waited_us)} in line.`
            : `${capital(sessionText(grant.session))} had waited ${usText(grant.waited_us)}, parked; its core was running another session, so it holds ${pageText(grant.page)}’s latch while it waits for the core, and ${grant.queue} sessions wait behind it: the convoy.`,
        };
      },
    },
    {
      id: 'last-page-full',
      step: 55,
      question: 'The last page is full. With dozens of sessions queued on it, what happens to its rows?',
      ask(steps) {
        const split = all(latch(steps), 'insert_split')[0];
        if (!split) return null;
        return {
          choices: [
            'Half of them move to a new page',
            'None move: the next key starts a new page',
            'The page is rebuilt, emptier',
          ],
          correct: split.rows_moved === 0 ? 1 : 0,
          why:
            split.rows_moved === 0
              ? `The row is past the last key of the index, so ${pageText(split.new_page)} starts empty and nothing moves (SQL Server’s end-of-index split). The new page is the new hot spot: the ${split.waiters_moved} sessions queued on ${pageText(split.page)} each take its latch once more, find it split, and queue again on ${pageText(split.new_page)}.`
              : `${split.rows_moved} rows moved to ${pageText(split.new_page)}; ${split.waiters_moved} queued sessions must ask again.`,
        };
      },
    },
  ],
};
