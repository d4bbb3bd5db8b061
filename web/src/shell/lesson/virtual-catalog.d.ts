/**
 * The engine's lesson catalogue, read from the WASM package at build time
 * by vite.config.ts's `pagelab:catalog` plugin (the same `lessons()` the
 * worker would answer), so the first frame can render a lesson.
 */
declare module 'virtual:pagelab/catalog' {
  import type { LessonInfo } from '../engine/types';
  export const lessons: LessonInfo[];
}

/**
 * The catalogue as the entry holds it: every lesson with its presets,
 * sweeps and article cases and columns left empty (they come with
 * `virtual:pagelab/catalog-details`, after a lesson's first picture).
 */
declare module 'virtual:pagelab/catalog-shell' {
  import type { LessonInfo } from '../engine/types';
  export const lessons: LessonInfo[];
}

/** What `virtual:pagelab/catalog-shell` leaves out, by lesson id (`shell/lesson/details.ts`). */
declare module 'virtual:pagelab/catalog-details' {
  import type { LessonDetails } from './details';
  export const details: Record<string, LessonDetails>;
}
