/**
 * Links from narration to a glossary: the first mention of each term in a
 * text becomes a link to the term's entry (`#glossary-<id>`). Pure: the
 * text is split into strings and term pieces; the component renders them.
 */

export interface GlossaryTerm {
  id: string;
  term: string;
  /** Where the term appears in a sentence (one match per text is linked). */
  match: RegExp;
  text: string;
}

export type Piece = string | { id: string; text: string };

/** `text` cut into plain strings and the first mention of each term. */
export function linkTerms(text: string, glossary: readonly GlossaryTerm[]): Piece[] {
  const hits: { at: number; end: number; id: string }[] = [];
  for (const g of glossary) {
    const m = g.match.exec(text);
    if (!m) continue;
    const at = m.index;
    const end = at + m[0].length;
    // Keep the earlier of two overlapping mentions.
    if (hits.some((h) => at < h.end && end > h.at)) continue;
    hits.push({ at, end, id: g.id });
  }
  hits.sort((a, b) => a.at - b.at);
  const out: Piece[] = [];
  let from = 0;
  for (const h of hits) {
    if (h.at > from) out.push(text.slice(from, h.at));
    out.push({ id: h.id, text: text.slice(h.at, h.end) });
    from = h.end;
  }
  if (from < text.length) out.push(text.slice(from));
  return out;
}
