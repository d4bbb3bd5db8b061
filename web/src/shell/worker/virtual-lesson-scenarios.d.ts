/**
 * Each lesson's scenario, read from the engine's catalogue at build time by
 * vite.config.ts's `pagelab:catalog` plugin: which engine a lesson's
 * requests load (engines.ts).
 */
declare module 'virtual:pagelab/lesson-scenarios' {
  export const scenarioOf: Record<string, string>;
}
