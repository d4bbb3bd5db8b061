/**
 * How the app starts an engine worker, hosted build (`vite build`, dev
 * server): a module worker from its own file in assets/, which fetches the
 * engines it needs beside it. The offline build (`vite build --mode
 * offline`) replaces this module with `spawnEngine.offline.ts` (see
 * vite.config.ts).
 *
 * `scenario`: the engine to start loading at once (the worker's name
 * carries it, engine.worker.ts reads it); without one, each engine loads
 * with the first request about one of its lessons.
 */
export function spawnEngineWorker(scenario?: string): Worker {
  return (
    adoptEarly(scenario) ??
    new Worker(new URL('./engine.worker.ts', import.meta.url), {
      type: 'module',
      name: scenario ? `pagelab-engine:${scenario}` : 'pagelab-engine',
    })
  );
}

/**
 * The step worker index.html started for the link's lesson before the
 * app's code arrived (vite.config.ts, `lessonPreload`): its engine has been
 * loading since. Set on `window.__pagelabEngine` by that inline script.
 */
interface EarlyEngine {
  scenario: string;
  worker: Worker;
  /** It reported an error before anyone listened (its script did not load). */
  failed: boolean;
}

/**
 * The early worker, taken once, if it was started for `scenario` and has
 * not failed (an error it reported before the app listened would be lost,
 * and the app's requests to it would wait for ever): else it is stopped
 * and the app starts its own.
 */
function adoptEarly(scenario: string | undefined): Worker | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as { __pagelabEngine?: EarlyEngine };
  const early = holder.__pagelabEngine;
  if (!early) return null;
  delete holder.__pagelabEngine;
  if (early.failed || early.scenario !== scenario) {
    early.worker.terminate();
    return null;
  }
  return early.worker;
}
