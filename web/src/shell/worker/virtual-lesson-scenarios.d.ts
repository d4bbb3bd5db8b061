/**
 * Each lesson's scenario and step preset, read from the engine's catalogue
 * at build time by vite.config.ts's `pagelab:catalog` plugin: which engine
 * a lesson's requests load (engines.ts), and the step view's small table.
 */
declare module 'virtual:pagelab/lesson-scenarios' {
  export const scenarioOf: Record<string, string>;
  export const stepPresetOf: Record<string, Record<string, string>>;
}
