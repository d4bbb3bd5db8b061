/**
 * Where the shell finds a lesson's code: the folder `lessons/<id>/`, whose
 * `index.tsx` exports `lesson: LessonModule`. Vite turns each into its own
 * chunk, loaded when the lesson is opened, so the first load does not grow
 * with the number of lessons. Adding a lesson's folder is all it takes;
 * the id is the engine's lesson id (`engine/src/catalog/mod.rs`).
 */
import type { LessonModule } from './module';

const folders = import.meta.glob<{ lesson: LessonModule }>('../../lessons/*/index.tsx');

function folderOf(id: string): string {
  return `../../lessons/${id}/index.tsx`;
}

/** Whether this build has a folder for lesson `id`. */
export function hasLesson(id: string): boolean {
  return folderOf(id) in folders;
}

const loaded = new Map<string, LessonModule>();

/** The lesson's module if it has already loaded (boot starts the link's). */
export function loadedLesson(id: string): LessonModule | undefined {
  return loaded.get(id);
}

/** The lesson's module, or null if this build has no folder for it. */
export function loadLesson(id: string): Promise<LessonModule> | null {
  const load = folders[folderOf(id)];
  return load
    ? load().then((m) => {
        loaded.set(id, m.lesson);
        return m.lesson;
      })
    : null;
}
