/**
 * How many of the current step's beats have played so far: 0..n over
 * `duration` ms after the step arrives, or n at once when motion is
 * reduced. The views draw the state the engine returned and reveal the
 * events in order; they never compute state of their own.
 */
import { useEffect, useState } from 'react';

/**
 * At most one reveal every this many ms (~30 a second): each reveal draws
 * the whole stage again, and a step of hundreds of beats (a fragmentation
 * request's page touches) otherwise asked for one every animation frame,
 * taking the main thread from the full runs' workers on a 2-core machine.
 * The last beat is shown on time.
 */
const REVEAL_GAP_MS = 33;

export function useEventPhase(stepKey: string, n: number, duration: number, reduced: boolean): number {
  const instant = reduced || n === 0 || duration <= 0;
  const [state, setState] = useState({ key: '', phase: 0 });

  useEffect(() => {
    if (instant) return;
    const t0 = performance.now();
    let raf = 0;
    let shownAt = -Infinity;
    const tick = (t: number) => {
      const phase = Math.min(n, Math.max(0, Math.floor(((t - t0) / duration) * (n + 1))));
      if (phase === n || t - shownAt >= REVEAL_GAP_MS) {
        shownAt = t;
        setState((s) => (s.phase === phase && s.key === stepKey ? s : { key: stepKey, phase }));
      }
      if (phase < n) raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [stepKey, n, duration, instant]);

  if (instant) return n;
  return state.key === stepKey ? state.phase : 0;
}
