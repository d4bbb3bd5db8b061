/**
 * The words a latch narration uses (`glossary.i18n.ts`), in the page's
 * language: read when the stage asks.
 */
import type { GlossaryTerm } from '../../kit/text/glossary';
import { words } from '../../kit/i18n/words';
import { GLOSSARY_WORDS } from './glossary.i18n';

/** Terms that are identifiers: the same in every language. */
const IDENTIFIERS: Record<string, string> = {
  'latch-pagelatch-ex': 'PAGELATCH_EX',
  'latch-ofsk': 'OPTIMIZE_FOR_SEQUENTIAL_KEY',
};

export function glossary(): GlossaryTerm[] {
  return Object.entries(words(GLOSSARY_WORDS)).map(([id, e]) => ({ id, term: e.term ?? IDENTIFIERS[id] ?? id, match: e.match, text: e.text }));
}
