/**
 * The words a buffer-pool narration uses, each with the anchor the
 * narration links to and a sentence or two. Shown under the article as
 * "Terms". Patterns match the narration's own wording
 * (`narrate.ts`, `words.ts`) in the page's language (`glossary.i18n.ts`).
 */
import type { GlossaryTerm } from '../../kit/text/glossary';
import { words } from '../../kit/i18n/words';
import { currentLang, type Lang } from '../../kit/i18n/lang';
import { GLOSSARY_WORDS } from './glossary.i18n';

/** The terms in the page's language, in order (read when shown). */
export function glossary(): GlossaryTerm[] {
  const lang = currentLang();
  let terms = CACHE.get(lang);
  if (!terms) {
    terms = Object.entries(words(GLOSSARY_WORDS)).map(([id, t]) => ({ id, term: t.term, match: t.match, text: t.text }));
    CACHE.set(lang, terms);
  }
  return terms;
}

/** One list a language, so the shell is given the same array each time it asks. */
const CACHE = new Map<Lang, GlossaryTerm[]>();
