import { useEffect, useRef, useState } from 'react';

/**
 * `value` as it stands, or, while `throttle` is on, as it stood at most
 * `ms` ago: it changes at most once every `ms`, and the latest value
 * always lands at the end of a wait (nothing is left stale once the value
 * stops changing). Turning `throttle` off shows the value at once.
 */
export function useThrottledValue<T>(value: T, ms: number, throttle: boolean): T {
  const [shown, setShown] = useState(value);
  // Not throttled: follow in the same render (React re-renders before
  // committing), so turning the throttle on starts from the value shown.
  if (!throttle && !Object.is(shown, value)) setShown(value);
  const since = useRef(0);
  useEffect(() => {
    since.current = performance.now();
  }, [shown]);
  useEffect(() => {
    if (!throttle || Object.is(shown, value)) return;
    const t = setTimeout(() => setShown(value), Math.max(0, since.current + ms - performance.now()));
    return () => clearTimeout(t);
  }, [throttle, shown, value, ms]);
  return throttle ? shown : value;
}
