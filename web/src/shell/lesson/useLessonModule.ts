/** The lesson's module, loaded (once per lesson) when the lesson opens. */
import { useEffect, useState } from 'react';
import type { LessonModule } from './module';
import { hasLesson, loadedLesson, loadedLessonTexts, loadLesson, loadLessonTexts } from './registry';
import type { EngineTexts } from './localInfo';
import type { Catalogue } from '../../kit/i18n/words';

export type LoadedLesson =
  | { status: 'loading' }
  | { status: 'ready'; module: LessonModule }
  | { status: 'failed'; message: string };

export function useLessonModule(id: string): LoadedLesson {
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    // Loaded between the render and now (boot.ts started it, and its
    // words may have come meanwhile): render again all the same.
    const load = loadedLesson(id) ? Promise.resolve() : loadLesson(id);
    if (!load) return;
    let alive = true;
    load.then(
      () => {
        if (alive) setLoaded((n) => n + 1);
      },
      (e: unknown) => {
        const why = e instanceof Error ? e.message : String(e);
        if (alive) setFailure({ id, message: `The lesson could not load: ${why}. Reload the page to try again.` });
      },
    );
    return () => {
      alive = false;
    };
  }, [id]);
  const module = loadedLesson(id);
  if (module) return { status: 'ready', module };
  if (!hasLesson(id)) return { status: 'failed', message: `This build of pagelab has no page for the lesson “${id}”.` };
  if (failure?.id === id) return { status: 'failed', message: failure.message };
  return { status: 'loading' };
}

/**
 * The lesson's French and Russian texts once `wanted`: `{ texts }` when
 * loaded (`undefined` inside for a lesson without any, or one whose chunk
 * failed to load: the engine's English then), null until then.
 */
export function useLessonTexts(id: string, wanted: boolean): { texts: Catalogue<EngineTexts> | undefined } | null {
  const [, setLoaded] = useState(0);
  const have = loadedLessonTexts(id);
  const [failed, setFailed] = useState<string | null>(null);
  const loaded = have !== null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let alive = true;
    loadLessonTexts(id).then(
      () => alive && setLoaded((n) => n + 1),
      () => alive && setFailed(id),
    );
    return () => {
      alive = false;
    };
  }, [id, wanted, loaded]);
  if (have) return have;
  return failed === id ? { texts: undefined } : null;
}
