/**
 * Message catalogues: each area's words in the three languages, in a file
 * named `*.i18n.ts` (`.tsx` where a message is JSX) beside the code that shows them. English is the
 * source; its type is the others' (`satisfies Catalogue<typeof en>`), so a
 * message missing in French or Russian does not compile, and
 * `web/src/i18n.test.ts` checks every catalogue at run time too (no empty
 * message, no English left in the others).
 *
 * A message is a string or a function of its figures (already formatted
 * by `kit/text/format`, which follows the language). A catalogue the first
 * picture reads keeps French and Russian in files of their own, loaded
 * with the language (`lazyCatalogue` below).
 */
import { useSyncExternalStore } from 'react';
import { currentLang, useLang, type Lang } from './lang';

export type Catalogue<M> = Record<Lang, M>;

/** The current language's words of `c` (plain code: narration, sentences). */
export function words<M>(c: Catalogue<M>): M {
  return c[currentLang()];
}

/**
 * The same in a component: it renders again when the language changes,
 * and when a lazy catalogue's words in it arrive.
 */
export function useWords<M>(c: Catalogue<M>): M {
  useSyncExternalStore(subscribeLoads, loadsSoFar, loadsSoFar);
  return c[useLang()];
}

/*
 * Lazy catalogues. The catalogues a first picture reads (the shell's, a
 * scenario's narration and terms) keep their French and Russian in files
 * of their own (`x.i18n.fr.ts`, `x.i18n.ru.ts`), loaded when the page is
 * in that language: an English page does not download them, a French one
 * not the Russian (docs/benchmarks.md, "first load"). Until a language has
 * loaded, its words are the English (a file that fails to load leaves
 * them so: never a blank page); the page waits for them where it starts
 * (main.tsx, a lesson's or a tool's code: `registry.ts`) and before a
 * switch of language (App), so what it shows is in one language.
 */
type Other = Exclude<Lang, 'en'>;

interface Lazy {
  load: Record<Other, () => Promise<unknown>>;
  got: Partial<Record<Other, unknown>>;
  asked: Partial<Record<Other, Promise<void>>>;
}

const lazies: Lazy[] = [];
let loads = 0;
const loadListeners = new Set<() => void>();
const loadsSoFar = () => loads;
function subscribeLoads(l: () => void): () => void {
  loadListeners.add(l);
  return () => loadListeners.delete(l);
}

function fetchLang(l: Lazy, lang: Lang): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  let asked = l.asked[lang];
  if (!asked) {
    asked = l.load[lang]().then(
      (m) => {
        l.got[lang] = m;
        loads += 1;
        for (const f of loadListeners) f();
      },
      () => undefined, // its English stays (a file that would not load)
    );
    l.asked[lang] = asked;
  }
  return asked;
}

/**
 * A catalogue whose French and Russian load on demand: `en` here, each
 * other language from its loader (`() => import('./x.i18n.fr').then((m) => m.fr)`).
 * Made in a page that is not in English, it starts loading that language
 * at once.
 */
export function lazyCatalogue<M>(en: M, load: Record<Other, () => Promise<M>>): Catalogue<M> {
  const l: Lazy = { load, got: {}, asked: {} };
  lazies.push(l);
  const lang = currentLang();
  if (lang !== 'en') void fetchLang(l, lang);
  return {
    en,
    get fr() {
      return (l.got.fr as M | undefined) ?? en;
    },
    get ru() {
      return (l.got.ru as M | undefined) ?? en;
    },
  };
}

/**
 * A lazy catalogue read through an accessor: the page's language's words
 * at each call (a lesson's story: `export const story = lazyAccessor(en, {…})`).
 */
export function lazyAccessor<M>(en: M, load: Record<Other, () => Promise<M>>): () => M {
  const c = lazyCatalogue(en, load);
  return () => words(c);
}

/** Every lazy catalogue made so far in `lang` (English: at once). Never rejects. */
export function loadWords(lang: Lang): Promise<void> {
  return Promise.all(lazies.map((l) => fetchLang(l, lang))).then(() => undefined);
}

/**
 * Russian plural forms: one (1, 21, 101…), few (2–4, 22–24…), many (the
 * rest, 11–14 included), by Intl's rules.
 */
const ruRules = new Intl.PluralRules('ru');
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const r = ruRules.select(n);
  return r === 'one' ? one : r === 'few' ? few : many;
}
