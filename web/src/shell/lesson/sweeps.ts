/**
 * A lesson's chart sweeps as the engine declares them (`Sweep` in the
 * catalogue: the x values, the lines, the figure, whether the engine
 * judges them): the page and the bench sweep the same values, written once.
 * Read from the catalogue's details (details.ts), which charts load with.
 */
import { details } from 'virtual:pagelab/catalog-details';
import type { Sweep } from '../engine/types';

/** Lesson `lesson`'s sweep `id`; throws for a name the engine does not declare (a bug, caught by the tests). */
export function sweepOf(lesson: string, id: string): Sweep {
  const sweep = details[lesson]?.sweeps.find((s: Sweep) => s.id === id);
  if (!sweep) throw new Error(`the engine declares no sweep '${id}' for lesson '${lesson}'`);
  return sweep;
}
