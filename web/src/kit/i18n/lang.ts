/**
 * The page's language: English, French or Russian, the languages of the
 * source articles. The link's `lang=` wins; else the browser's first
 * preferred language we have; else English. One module-level value (the
 * narration and the number formats are plain functions, not components),
 * with a hook for components; the app remounts the lesson when it changes,
 * so nothing memoised keeps the old words.
 */
import { useSyncExternalStore } from 'react';
import { setNumberLocale } from '../text/format';

import { isLang, type Lang } from './names';

export { LANGS, LANG_NAMES, isLang, type Lang } from './names';

/** The first of the browser's languages (`navigator.languages`) we have, else English. */
export function browserLang(languages: readonly string[] | undefined): Lang {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'en';
}

/**
 * The page's language for a link: its `lang` (any case, spaces around) if
 * we have it, else the browser's (App sets it; boot.ts reads it early).
 */
export function pageLangOf(asked: string | null | undefined, languages: readonly string[] | undefined): Lang {
  const a = asked?.trim().toLowerCase() ?? '';
  return isLang(a) ? a : browserLang(languages);
}

let current: Lang = 'en';
const listeners = new Set<() => void>();

export function currentLang(): Lang {
  return current;
}

/** Shows the page in `lang`: words, number formats, and <html lang>. */
export function setLang(lang: Lang): void {
  setNumberLocale(lang);
  // No DOM types here: the link's parser (which reads this module's words) is also built for Node.
  const doc = (globalThis as { document?: { documentElement: { lang: string } } }).document;
  if (doc) doc.documentElement.lang = lang;
  if (lang === current) return;
  current = lang;
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, currentLang);
}
