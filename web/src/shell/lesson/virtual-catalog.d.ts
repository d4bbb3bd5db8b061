/**
 * The engine's lesson catalogue, read from the WASM package at build time
 * by vite.config.ts's `pagelab:catalog` plugin (the same `lessons()` the
 * worker would answer), so the first frame can render a lesson.
 */
declare module 'virtual:pagelab/catalog' {
  import type { LessonInfo } from '../engine/types';
  export const lessons: LessonInfo[];
}
