/**
 * The page's colours as values. SVG and HTML take `var(--token)` and
 * follow the theme by themselves; a canvas and pixel arithmetic cannot
 * read CSS variables, so they ask here for the colour a token resolves to
 * now, and redraw when `useThemeKey` changes.
 *
 * The tokens live in one place, `shell/styles/base.css`, as
 * `light-dark(light, dark)` pairs: the side shown follows the page's
 * `color-scheme`, which follows the system unless `data-theme` on <html>
 * says otherwise (`shell/theme`).
 */
import { useSyncExternalStore } from 'react';

const cache = new Map<string, string>();
let probe: HTMLElement | null = null;

/**
 * The rgb() colour `css` (a colour or `var(--token)`) resolves to now, or
 * `fallback` where nothing resolves it (no document, as in unit tests).
 */
export function resolveColour(css: string, fallback = '#808080'): string {
  if (!css.startsWith('var(')) return css;
  const hit = cache.get(css);
  if (hit) return hit;
  if (typeof document === 'undefined' || !document.documentElement) return fallback;
  if (!probe || !probe.isConnected) {
    probe = document.createElement('span');
    probe.setAttribute('aria-hidden', 'true');
    probe.style.display = 'none';
    document.documentElement.appendChild(probe);
  }
  probe.style.color = '';
  probe.style.color = css;
  const value = getComputedStyle(probe).color;
  // jsdom and old engines hand the text back unresolved: not kept, so a
  // later call may resolve it. A resolved colour is kept even when it
  // equals the fallback (the strip's links: a miss each call forced a
  // style recalculation of the whole page at every step).
  if (!/^rgba?\(/.test(value)) return fallback;
  cache.set(css, value);
  return value;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;
let watching = false;

function changed() {
  cache.clear();
  version += 1;
  for (const l of listeners) l();
}

/** Starts watching the theme: the system's preference and <html data-theme>. */
function watch() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', changed);
  if (typeof MutationObserver !== 'undefined') {
    new MutationObserver(changed).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }
}

function subscribe(l: Listener): () => void {
  watch();
  listeners.add(l);
  return () => listeners.delete(l);
}

/** A number that changes whenever the theme does: a canvas's redraw dependency. */
export function useThemeKey(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}
