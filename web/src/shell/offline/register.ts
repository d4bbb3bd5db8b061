/**
 * The hosted site works offline after a first visit (sw.js, written by the
 * build: swSource.ts). Not in the dev server, not in the offline file (one
 * file needs none), and not where the page may not have one (file://, an
 * opaque sandboxed origin: registering throws there).
 *
 * Registered once the page is quiet: its first picture shown (on a
 * lesson's page) and no long job running, at two looks half a second
 * apart, or 30 s after the load at the latest. Its install fetches every file of the site (each
 * scenario's engine, every lesson's code). Registered at the load event,
 * as it was until 2026-11-27, that ran beside the first picture on a
 * 2-core machine: cold first picture p50 over 9 loads, fragmentation 576
 * against 407 ms without it, page_splits 600 against 456, latch 474
 * against 429 (docs/benchmarks.md); and beside the full runs' workers.
 */
import { pageQuiet } from '../perf/timing';

const POLL_MS = 500;
const QUIET_POLLS = 2;
const LATEST_MS = 30_000;

/** `lessonPage`: the link opens a lesson (wait for its first picture too). */
export function registerServiceWorker(lessonPage: boolean): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'offline') return;
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(window.location.protocol)) return;
  const started = performance.now();
  let quiet = 0;
  const poll = () => {
    quiet = pageQuiet(lessonPage) ? quiet + 1 : 0;
    if (quiet >= QUIET_POLLS || performance.now() - started >= LATEST_MS) register();
    else setTimeout(poll, POLL_MS);
  };
  const begin = () => setTimeout(poll, POLL_MS);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

function register(): void {
  try {
    navigator.serviceWorker.register('sw.js').catch(() => undefined);
  } catch {
    // A sandboxed or opaque origin: the site works, just not offline.
  }
}
