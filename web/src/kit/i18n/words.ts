/**
 * Message catalogues: each area's words in the three languages, in a file
 * named `*.i18n.ts` (`.tsx` where a message is JSX) beside the code that shows them. English is the
 * source; its type is the others' (`satisfies Catalogue<typeof en>`), so a
 * message missing in French or Russian does not compile, and
 * `web/src/i18n.test.ts` checks every catalogue at run time too (no empty
 * message, no English left in the others).
 *
 * A message is a string or a function of its figures (already formatted
 * by `kit/text/format`, which follows the language).
 */
import { currentLang, useLang, type Lang } from './lang';

export type Catalogue<M> = Record<Lang, M>;

/** The current language's words of `c` (plain code: narration, sentences). */
export function words<M>(c: Catalogue<M>): M {
  return c[currentLang()];
}

/** The same in a component: it renders again when the language changes. */
export function useWords<M>(c: Catalogue<M>): M {
  return c[useLang()];
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
