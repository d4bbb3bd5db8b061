/**
 * The words an insert load's narration uses that a student may not know
 * (most are ASE's), in the page's language (`glossary.i18n.ts`): each with
 * an anchor the narration links to and a sentence or two. Shown under the
 * article as "Terms". Read when the stage asks.
 */
import type { GlossaryTerm } from '../../kit/text/glossary';
import { words } from '../../kit/i18n/words';
import { GLOSSARY_WORDS } from './glossary.i18n';

export function glossary(): GlossaryTerm[] {
  return Object.entries(words(GLOSSARY_WORDS)).map(([id, e]) => ({ id, term: e.term, match: e.match, text: e.text }));
}
