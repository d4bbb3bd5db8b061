/** Small browser-state hooks: reduced motion, element width. */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const m = matchMedia(query);
    const on = () => setReduced(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return reduced;
}

/**
 * Content-box width of an element, updated on resize; null until the
 * element has been measured. The element's width is read in a layout
 * effect, so the view re-renders at its true width before the browser
 * paints (a passive effect let a frame show the view at a fallback width
 * first). A view that draws a canvas in its own layout effects draws
 * nothing while this is null: the first commit's layout effects run
 * before the re-render at the true width, and a draw at a guessed width
 * there was thrown away unseen (each pool of fragmentation's first
 * picture was drawn twice).
 */
export function useMeasuredWidth(ref: RefObject<HTMLElement | null>, fallback = 800): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || fallback);
    if (typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, fallback]);
  return width;
}

/** `useMeasuredWidth`, with `fallback` until the element is measured (a layout needs a number). */
export function useWidth(ref: RefObject<HTMLElement | null>, fallback = 800): number {
  return useMeasuredWidth(ref, fallback) ?? fallback;
}

/**
 * For a view that draws a canvas: the width to lay out at (`fallback`
 * until measured) and whether it has been measured; its draws wait for
 * `measured` (see `useMeasuredWidth`).
 */
export function useCanvasWidth(ref: RefObject<HTMLElement | null>, fallback = 800): { width: number; measured: boolean } {
  const measured = useMeasuredWidth(ref, fallback);
  return { width: measured ?? fallback, measured: measured !== null };
}
