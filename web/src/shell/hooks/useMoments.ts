/**
 * The step view's moments (splits, evictions, washes, phase changes: the
 * engine's `Scenario::moment`), found by a worker of their own once the
 * first picture is drawn, so the stage's own worker is never held up. A
 * new set of simulations cancels the scan under way.
 */
import { useEffect, useState } from 'react';
import type { SimSpec, StepMoment } from '../worker/protocol';
import { CancelledError, EngineConnection } from '../worker/engineClient';

export function useMoments(sims: SimSpec[], enabled: boolean): StepMoment[] | null {
  const key = JSON.stringify(sims);
  const [found, setFound] = useState<{ key: string; moments: StepMoment[] } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const c = new EngineConnection();
    let alive = true;
    c.call({ type: 'moments', sims: JSON.parse(key) as SimSpec[] }).then(
      (res) => {
        if (alive) setFound({ key, moments: res.moments });
      },
      (e: unknown) => {
        // Cancelled (new simulations, or the page left): nothing to say.
        if (!(e instanceof CancelledError) && alive) setFound({ key, moments: [] });
      },
    );
    return () => {
      alive = false;
      c.terminate();
    };
  }, [key, enabled]);
  return found?.key === key ? found.moments : null;
}
