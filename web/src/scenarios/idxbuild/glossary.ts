/**
 * The words an index rebuild's narration uses, each with the anchor the
 * narration links to and a sentence or two. Shown under the article as
 * "Terms"; the first mention in a text is linked. The words are in
 * `glossary.i18n.ts`, read in the page's language at each call.
 */
import type { GlossaryTerm } from '../../kit/text/glossary';
import { words } from '../../kit/i18n/words';
import { IDX_GLOSSARY_WORDS } from './glossary.i18n';

export function glossary(): GlossaryTerm[] {
  return Object.entries(words(IDX_GLOSSARY_WORDS)).map(([id, t]) => ({ id, term: t.term, match: t.match, text: t.text }));
}
