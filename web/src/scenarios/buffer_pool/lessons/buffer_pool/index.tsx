/**
 * Buffer pool: a pool of a few frames and a string of page references,
 * each policy the user ticks in its own pool, side by side on the same
 * references (one step-view simulation a policy: the engine builds the
 * same string from the same parameters in each, so OPT knows its future).
 * The chart runs the misses against the pool's size, where FIFO's line
 * goes up on Belady's string.
 */
import type { Params } from '../../../../shell/engine/types';
import type { LessonModule, Variant } from '../../../../shell/lesson/module';
import { bufferPoolUi } from '../..';
import { policyName } from '../../words';
import { setItems } from '../../../../shell/state/params';
import { without } from '../../../../kit/charts/without';
import { framePoints, isTyped } from './framePoints';
import { CHECKPOINTS } from './checkpoints';
import { words } from '../../../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';
import { story } from './story';
import { lazyComponent } from '../../../../shell/lesson/lazyChart';

// Loaded when first drawn (lazyChart.ts): not part of the lesson's first load.
const MissesChart = lazyComponent(async () => (await import('./MissesChart')).MissesChart);

/** One step-view simulation per ticked policy, in the order of the set. */
export function policyVariants(params: Params, all?: Params): Variant[] {
  const policies = setItems(all?.policy ?? params.policy ?? '');
  if (policies.length === 0) return [{ label: '', params }];
  return policies.map((p) => ({
    label: words(LESSON_WORDS).titles[p] ?? policyName(p),
    short: policyName(p),
    params: { ...params, policy: p },
  }));
}

/** Parameters that change nothing in the step view as it stands, and what they do. */
export function policyNotes(params: Params, all?: Params): Record<string, string> {
  const values = all ?? params;
  const w = words(LESSON_WORDS);
  const notes: Record<string, string> = { policy: w.notePolicy };
  const generated = w.noteGenerated;
  if (isTyped(values)) {
    for (const name of ['pages', 'requests', 'skew', 'hot', 'scan_pct', 'write_pct', 'seed']) notes[name] = generated;
  } else {
    notes.trace = w.noteTrace(values.workload ?? '');
  }
  return notes;
}

export const lesson: LessonModule = {
  scenario: bufferPoolUi,
  primaryParams: ['policy', 'frames', 'workload', 'trace'],
  stepVariants: policyVariants,
  stepNotes: policyNotes,
  charts: [{ points: framePoints, base: (p) => without(p, ['frames']), Chart: MissesChart }],
  // Read when shown: the page's language is set after the modules load.
  get checkpoints() {
    return CHECKPOINTS.list;
  },
  get otherEngines() {
    return story().otherEngines;
  },
  get story() {
    return story();
  },
};
