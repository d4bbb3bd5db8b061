/**
 * A lesson's checkpoints (predict, then see): what the stage asks before a
 * step, and how the answer is read from the step's own events. Types
 * alone, with no React or DOM, so the Node tests read the lessons'
 * checkpoint files as the page does.
 */
import type { EventOf, Params, ScenarioEvent } from '../engine/types';

/** What a checkpoint asks, built from its step's own events (the engine's). */
export interface CheckpointQuestion {
  choices: string[];
  /** The index of the right choice. */
  correct: number;
  /** Why, from the same events: shown once answered. */
  why: string;
}

/** A lesson's checkpoints and the step view simulation they ask about. */
export interface Checkpoints {
  /**
   * The parameters of the step view's simulations with the lesson's
   * defaults (its variants'; the step preset goes under them, as the
   * worker does): what the tests open.
   */
  sims: Params[];
  list: Checkpoint[];
}

export interface Checkpoint {
  /** Stable name: the `checkpoint` of `pagelab:answer` to a course page. */
  id: string;
  /** The step asked about: the stage stops before it, asks, then plays it. */
  step: number;
  question: string;
  /**
   * The choices and the answer from the events of the step, one list per
   * simulation of the step view (the first first), so the answer is the
   * engine's and cannot contradict the picture; null when the step holds
   * no such moment (the checkpoint is then skipped).
   */
  ask(steps: readonly (readonly ScenarioEvent[])[]): CheckpointQuestion | null;
}

/** A step's first event of `kind`, typed by its kind (the checkpoints' reading of a step). */
export function firstEvent<K extends ScenarioEvent['kind']>(events: readonly ScenarioEvent[], kind: K): EventOf<K> | undefined {
  return events.find((e): e is EventOf<K> => e.kind === kind);
}

/** A step's events of `kind`, in order. */
export function eventsOf<K extends ScenarioEvent['kind']>(events: readonly ScenarioEvent[], kind: K): EventOf<K>[] {
  return events.filter((e): e is EventOf<K> => e.kind === kind);
}
