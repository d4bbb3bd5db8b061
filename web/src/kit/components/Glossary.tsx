/** A scenario's terms, and text whose first mentions link to them. */
import { memo } from 'react';
import { linkTerms, type GlossaryTerm } from '../text/glossary';
import { useWords } from '../i18n/words';
import { VIEW_WORDS } from '../views/views.i18n';

/** `text` with the first mention of each term linked to its entry (none when `glossary` is empty). */
export const Linked = memo(function Linked({ text, glossary }: { text: string; glossary: readonly GlossaryTerm[] }) {
  if (glossary.length === 0) return <>{text}</>;
  return (
    <>
      {linkTerms(text, glossary).map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <a key={i} className="term" href={`#glossary-${p.id}`}>
            {p.text}
          </a>
        ),
      )}
    </>
  );
});

export function Glossary({ terms }: { terms: readonly GlossaryTerm[] }) {
  const w = useWords(VIEW_WORDS);
  return (
    <section className="glossary" aria-labelledby="glossary-title">
      <h3 id="glossary-title">{w.terms}</h3>
      <dl>
        {terms.map((t) => (
          <div key={t.id} id={`glossary-${t.id}`} className="glossary-entry" tabIndex={-1}>
            <dt>{t.term}</dt>
            <dd>{t.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
