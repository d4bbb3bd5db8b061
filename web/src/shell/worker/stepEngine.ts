/**
 * The page's two long-lived engine workers:
 * - the catalogue worker answers `validate` (always quick), started on
 *   the first check (the lesson list itself is read at build time);
 * - the step worker holds the step view's simulations, and may be busy
 *   replaying a large table, so it can be restarted without touching the
 *   catalogue.
 * Long jobs never use either (they get their own workers, see `useJob`),
 * so stepping stays instant while a full-scale run goes on.
 */
import { CancelledError, EngineConnection, EngineError } from './engineClient';

let catalogue: EngineConnection | null = null;
let current: EngineConnection | null = null;

export function catalogEngine(): EngineConnection {
  catalogue ??= new EngineConnection();
  return catalogue;
}

/** `scenario`: the engine a new worker starts loading at once (the link's lesson's, boot.ts). */
export function stepEngine(scenario?: string): EngineConnection {
  current ??= new EngineConnection(scenario);
  return current;
}

/** Replace a worker that failed (a panic may leave the WASM unusable). */
export function restartStepEngine(): EngineConnection {
  current?.terminate();
  current = new EngineConnection();
  return current;
}

/** Why an engine call failed, as the engine says it (a lesson's page says it in its language: `failureText`). */
export function errorText(e: unknown): string {
  if (e instanceof CancelledError) return 'Cancelled.';
  if (e instanceof EngineError) {
    return e.errors.length ? e.errors.map((x) => `${x.param}: ${x.message}`).join('; ') : e.message;
  }
  return e instanceof Error ? e.message : String(e);
}
