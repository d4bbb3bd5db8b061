/**
 * What the first screen needs, started before React renders anything: the
 * step-view worker (its WebAssembly compiles while the app's code runs) and
 * the code of the lesson the link names. Without this they started one
 * after the other, after the lesson catalogue arrived (a cold load drew its
 * first picture after ~0.5 s; see docs/benchmarks.md).
 */
import { lessons as LESSONS } from 'virtual:pagelab/catalog-shell';
import { loadLesson, loadLessonTexts } from './lesson/registry';
import { pageLangOf, type Lang } from '../kit/i18n/lang';
import { stepEngine } from './worker/stepEngine';

/** Starts what the first screen needs; returns the page's language. */
export function boot(): Lang {
  let id: string | null = null;
  let embed = false;
  let lang: string | null = null;
  try {
    const q = new URLSearchParams(window.location.search);
    id = q.get('lesson');
    embed = q.get('embed')?.trim() === '1';
    lang = q.get('lang');
  } catch {
    id = null;
  }
  // A link without a lesson opens the overview (its pictures load their
  // lessons as they come into view); an embed without one shows the
  // catalogue's first.
  const lesson = id ?? (embed ? LESSONS[0]?.id : undefined);
  try {
    // The worker starts loading the lesson's engine (one a scenario) at once.
    stepEngine(LESSONS.find((l) => l.id === lesson)?.scenario);
  } catch {
    // A frame that may not start workers (a sandbox without
    // allow-same-origin): App meets the same refusal and shows it with the
    // fix (embed/sandbox.ts); nothing to do here.
  }
  if (lesson !== undefined) void loadLesson(lesson)?.catch(() => undefined);
  // A page in French or Russian waits for the lesson's texts in it (as App
  // picks the language: the link's, else the browser's).
  const pageLang = pageLangOf(lang, typeof navigator === 'undefined' ? [] : navigator.languages);
  if (lesson !== undefined && pageLang !== 'en') void loadLessonTexts(lesson).catch(() => undefined);
  registerServiceWorker();
  return pageLang;
}

/**
 * The hosted site works offline after a first visit (sw.js, written by the
 * build: web/src/shell/offline/swSource.ts). Not in the dev server, not in
 * the offline file (one file needs none), and not where the page may not
 * have one (file://, an opaque sandboxed origin: registering throws there).
 * Registered once the page has loaded, so caching never competes with the
 * first picture.
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'offline') return;
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(window.location.protocol)) return;
  const register = () => {
    try {
      navigator.serviceWorker.register('sw.js').catch(() => undefined);
    } catch {
      // A sandboxed or opaque origin: the site works, just not offline.
    }
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
