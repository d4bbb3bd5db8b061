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
import { registerServiceWorker } from './offline/register';

/**
 * Starts what the first screen needs. Returns the page's language and
 * what the first render waits for: the link's lesson's code (settled,
 * loaded or not). Rendered before it came, the page laid out a "Loading
 * the lesson" screen and then the lesson: two layouts of the whole page
 * before the stage's first picture instead of one.
 */
export function boot(): { lang: Lang; lesson: Promise<unknown> } {
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
  const code = lesson === undefined ? null : loadLesson(lesson)?.catch(() => undefined);
  // A page in French or Russian waits for the lesson's texts in it (as App
  // picks the language: the link's, else the browser's).
  const pageLang = pageLangOf(lang, typeof navigator === 'undefined' ? [] : navigator.languages);
  if (lesson !== undefined && pageLang !== 'en') void loadLessonTexts(lesson).catch(() => undefined);
  registerServiceWorker(lesson !== undefined);
  return { lang: pageLang, lesson: code ?? Promise.resolve() };
}
