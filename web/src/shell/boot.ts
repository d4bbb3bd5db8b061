/**
 * What the first screen needs, started before React renders anything: the
 * step-view worker (its WebAssembly compiles while the app's code runs) and
 * the code of the lesson the link names. Without this they started one
 * after the other, after the lesson catalogue arrived (a cold load drew its
 * first picture after ~0.5 s; see docs/benchmarks.md).
 */
import { lessons as LESSONS } from 'virtual:pagelab/catalog';
import { loadLesson } from './lesson/registry';
import { stepEngine } from './worker/stepEngine';

export function boot(): void {
  try {
    stepEngine();
  } catch {
    // A frame that may not start workers (a sandbox without
    // allow-same-origin): App meets the same refusal and shows it with the
    // fix (embed/sandbox.ts); nothing to do here.
  }
  let id: string | null = null;
  try {
    id = new URLSearchParams(window.location.search).get('lesson');
  } catch {
    id = null;
  }
  // The default lesson when the link names none: the catalogue's first.
  const lesson = id ?? LESSONS[0]?.id;
  if (lesson !== undefined) void loadLesson(lesson)?.catch(() => undefined);
}
