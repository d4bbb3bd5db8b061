/**
 * The words a fragmentation narration uses, each with the anchor the
 * narration links to and a sentence or two. Shown under the article as
 * "Terms". Patterns match the narration's own wording (`narrate.ts`,
 * `words.ts`, in each language: `glossary.i18n.ts`); the first mention in
 * a text is linked.
 */
import type { GlossaryTerm } from '../../kit/text/glossary';
import { words } from '../../kit/i18n/words';
import { GLOSSARY_WORDS } from './glossary.i18n';

/** The terms in the page's language (read when shown). */
export function glossary(): GlossaryTerm[] {
  return Object.entries(words(GLOSSARY_WORDS)).map(([id, t]) => ({ id, term: t.term, match: t.match, text: t.text }));
}
