/**
 * The words a bpe narration uses (`glossary.i18n.ts`), in the page's
 * language: read when the stage asks. Shown under the article as "Terms".
 */
import type { GlossaryTerm } from '../../kit/text/glossary';
import { words } from '../../kit/i18n/words';
import { GLOSSARY_WORDS } from './glossary.i18n';

export function glossary(): GlossaryTerm[] {
  return Object.entries(words(GLOSSARY_WORDS)).map(([id, e]) => ({ id, term: e.term, match: e.match, text: e.text }));
}
