/**
 * "Why ours differs": a table's numbered notes where ours lies beyond the
 * article's spread (`footnotes.ts` numbers them), each with a link to its
 * section of the fidelity notes, and the marker a cell carries. The
 * article table and a lesson's own tables beside the article's figures
 * (bpe's runs one by one) show them alike.
 */
import { useState } from 'react';
import { type DocTarget, FidelityDialog, preloadFidelityDoc } from './FidelityDialog';
import type { Footnote } from './footnotes';
import { useWords } from '../../kit/i18n/words';
import { BELOW_WORDS } from '../lesson/below.i18n';
import { fmtTrim } from '../../kit/text/format';

/** The id of note `n` of the notes named `prefix` (what a marker links to). */
export const noteId = (prefix: string, n: number) => `${prefix}-${n}`;

/** A cell's marker: note `n`'s number, a link to it. */
export function NoteRef({ prefix, n, testId }: { prefix: string; n: number; testId: string }) {
  const w = useWords(BELOW_WORDS);
  return (
    <sup className="note-ref">
      <a href={`#${noteId(prefix, n)}`} aria-label={w.whyNote(String(n))} data-testid={testId}>
        {n}
      </a>
    </sup>
  );
}

interface Props {
  /** Ids of the notes' list items (`noteId(prefix, n)`) and of their heading (`${prefix}s`). */
  prefix: string;
  notes: readonly Footnote[];
  /** The article's run-to-run spread the notes are beyond. */
  spread: number;
  /** Test ids: `${testId}s` (the notes), `${testId}-${n}` (one), `${testId}-doc-${n}` (its link). */
  testId: string;
}

export function WhyOursDiffers({ prefix, notes, spread, testId }: Props) {
  const w = useWords(BELOW_WORDS);
  const [docTarget, setDocTarget] = useState<DocTarget | null>(null);
  if (notes.length === 0) return null;
  return (
    <div className="article-notes" data-testid={`${testId}s`}>
      <h4 id={`${prefix}s`}>{w.whyDiffers}</h4>
      <p className="muted small">{w.spreadNote(fmtTrim(spread))}</p>
      <ol aria-labelledby={`${prefix}s`}>
        {notes.map((note) => (
          <li key={note.n} id={noteId(prefix, note.n)} data-testid={`${testId}-${note.n}`}>
            {note.note}
            {note.doc !== null && (
              <>
                {' '}
                <button
                  type="button"
                  className="link-button doc-link"
                  aria-haspopup="dialog"
                  data-testid={`${testId}-doc-${note.n}`}
                  data-doc={note.doc}
                  onPointerEnter={preloadFidelityDoc}
                  onFocus={preloadFidelityDoc}
                  onClick={(e) => setDocTarget({ section: note.doc ?? '', opener: e.currentTarget })}
                >
                  {w.moreInNotes}
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      <FidelityDialog target={docTarget} onClose={() => setDocTarget(null)} />
    </div>
  );
}
