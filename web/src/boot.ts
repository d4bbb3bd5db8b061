/**
 * What the first screen needs, started before React renders anything: the
 * step-view worker (its WebAssembly compiles while the app's code runs) and
 * the code of the lesson the link names. Without this they started one
 * after the other, after the lesson catalogue arrived (a cold load drew its
 * first picture after ~0.5 s; see docs/benchmarks.md).
 */
import { loadLesson } from './lesson/registry';
import { stepEngine } from './worker/stepEngine';

export function boot(): void {
  try {
    stepEngine();
  } catch {
    // A frame that may not start workers (a sandbox without
    // allow-same-origin): App's first engine call meets the same refusal
    // and shows it with the fix (embed/sandbox.ts); nothing to do here.
  }
  let id: string | null = null;
  try {
    id = new URLSearchParams(window.location.search).get('lesson');
  } catch {
    id = null;
  }
  // The default lesson when the link names none: the registry's first
  // folder would be a guess; the catalogue's first lesson is page_splits.
  void loadLesson(id ?? 'page_splits')?.catch(() => undefined);
}
