/**
 * Frames of the step view for the wanted step. Requests are "latest wins":
 * while one is in flight only the newest wish is remembered, so scrubbing
 * the timeline never queues hundreds of replays.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Frame, SimSpec } from '../worker/protocol';
import { errorText, restartStepEngine, stepEngine } from '../worker/stepEngine';
import { CancelledError, EngineError } from '../worker/engineClient';
import { words, type Catalogue } from '../../kit/i18n/words';
import { failureText, type RuleWords } from '../lesson/ruleText';
import { LESSON_WORDS } from '../lesson/lesson.i18n';

export interface StepFrames {
  frames: Frame[] | null;
  error: string | null;
  loading: boolean;
}

const RESTART_AFTER_MS = 400;
/**
 * `loading` turns on only for a request slower than this: a quick step
 * (every beat of playback) neither flashes "replaying…" nor costs the
 * step view an extra render.
 */
const LOADING_AFTER_MS = 150;

interface Wish {
  key: string;
  sims: SimSpec[];
  step: number;
}

/**
 * `enabled` false (parameters that cannot run): no request at all. `rules`:
 * the lesson's words for the engine's refusals (fixed while it is open).
 */
export function useStepFrames(sims: SimSpec[], step: number, enabled = true, rules?: Catalogue<RuleWords>): StepFrames {
  const [state, setState] = useState<StepFrames>({ frames: null, error: null, loading: true });
  const key = JSON.stringify(sims);
  const wish = useRef<Wish | null>(null);
  const busy = useRef(false);
  /** What the worker's open sims hold now (null = unknown). */
  const held = useRef<{ key: string; step: number } | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      // Nobody wants the answer any more: do not make the next view wait for it.
      if (busy.current) restartStepEngine();
    };
  }, []);

  // A layout effect: the request leaves as soon as the step view is in the
  // document, and the worker computes the step while the page lays itself
  // out and paints (a passive effect ran after that paint: on a cold load
  // the first picture waited for the worker's answer that much longer).
  useLayoutEffect(() => {
    if (!enabled) return;
    wish.current = { key, sims: JSON.parse(key) as SimSpec[], step };
    // A replay of a large table can take seconds: if a newer wish waits
    // behind it, restart the worker (the pending call rejects, and the
    // newest wish goes to the fresh worker).
    const stuck = busy.current
      ? setTimeout(() => {
          if (busy.current && wish.current) restartStepEngine();
        }, RESTART_AFTER_MS)
      : undefined;
    const pump = () => {
      if (busy.current || !wish.current) return;
      const w = wish.current;
      busy.current = true;
      const slow = setTimeout(() => {
        if (alive.current) setState((s) => (s.loading ? s : { ...s, loading: true }));
      }, LOADING_AFTER_MS);
      const h = held.current;
      const engine = stepEngine();
      // One step forward on the same sims: the cheap 'step'; else replay via 'open'.
      const request =
        h && h.key === w.key && h.step + 1 === w.step
          ? engine.call({ type: 'step' })
          : engine.call({ type: 'open', sims: w.sims, step: w.step });
      held.current = null;
      request
        .then(
          (res) => {
            held.current = { key: w.key, step: res.frames[0]?.step ?? -1 };
            if (alive.current) setState({ frames: res.frames, error: null, loading: false });
          },
          (e: unknown) => {
            // A restart for a newer wish is not an error.
            if (e instanceof CancelledError) return;
            // A crashed worker is replaced; parameter errors are shown as is.
            if (!(e instanceof EngineError && e.errors.length)) restartStepEngine();
            const w = words(LESSON_WORDS);
            const text =
              e instanceof EngineError && e.code === 'engine_missing'
                ? w.engineMissing
                : e instanceof EngineError && e.errors.length
                  ? w.stepCannotUse(failureText(e, rules))
                  : w.stepFailed(errorText(e));
            if (alive.current) setState((s) => ({ ...s, error: text, loading: false }));
          },
        )
        .finally(() => {
          clearTimeout(slow);
          busy.current = false;
          if (wish.current === w) wish.current = null;
          else pump();
        });
    };
    pump();
    return () => clearTimeout(stuck);
  }, [key, step, enabled, rules]);

  return state;
}
