/**
 * A lesson's chart, or a scenario's full-run report, loaded when first
 * drawn. Charts draw after the stage's first picture (LessonPage) and
 * reports after a full run, so their code, and d3's shapes, axes and
 * selections with it, leaves a lesson's first load. The runs a chart
 * needs do not wait for its code: LessonPage starts them (useAutoSweep).
 * The page wraps each in a Suspense boundary.
 */
import { lazy, type ComponentType } from 'react';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await load() }));
}
