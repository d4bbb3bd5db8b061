/**
 * How the app starts an engine worker in the offline build
 * (dist/pagelab-offline.html, opened from file://), which vite.config.ts
 * puts in place of `spawnEngine.ts`. The same worker code is bundled into
 * the page and started from a Blob URL. It is a classic worker (the offline
 * build sets `worker.format: 'iife'`): Chromium refuses module workers from
 * Blob URLs on a file:// page, and classic ones work in every browser.
 */
import EngineWorker from './engine.worker.ts?worker&inline';

export function spawnEngineWorker(scenario?: string): Worker {
  return new EngineWorker({ name: scenario ? `pagelab-engine:${scenario}` : 'pagelab-engine' });
}
