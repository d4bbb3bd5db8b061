/**
 * The fidelity notes (docs/fidelity.md) in a modal `<dialog>`, opened at one
 * section: focus moves to that section's heading (to the Close button while
 * the notes load), Escape or Close shut it, and focus returns to the control
 * that opened it. The notes load on first use (./fidelityDoc.ts).
 */
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { type FidelityDoc, loadFidelityDoc } from './fidelityDoc';
import { useWords } from '../../kit/i18n/words';
import { useLang } from '../../kit/i18n/lang';
import { LESSON_WORDS } from '../lesson/lesson.i18n';
import { BELOW_WORDS } from '../lesson/below.i18n';

/** What to show: a section of docs/fidelity.md, and who asked. */
export interface DocTarget {
  /** The section's anchor (GitHub's, e.g. `known-gaps`). */
  section: string;
  /** Where focus returns when the dialog closes. */
  opener: HTMLElement | null;
}

interface Props {
  /** The section to show; null: closed. */
  target: DocTarget | null;
  /** The dialog closed (Escape, Close, a click on the backdrop). */
  onClose: () => void;
}

/** Starts loading the notes ahead of a click (on hover or focus of a link to them). */
export function preloadFidelityDoc(): void {
  loadFidelityDoc().catch(() => {
    // Tried again when the dialog opens, which then says it failed.
  });
}

/** Scrolls the dialog so that `el` sits just below its sticky head, and focuses it. */
function showInDialog(dialog: HTMLDialogElement, head: HTMLElement | null, el: HTMLElement) {
  el.tabIndex = -1;
  el.focus({ preventScroll: true });
  const below = el.getBoundingClientRect().top - dialog.getBoundingClientRect().top;
  dialog.scrollTop += below - (head?.offsetHeight ?? 0) - 12;
}

/** The element of `root` with this id (no selector syntax: any id works). */
function byId(root: HTMLElement | null, id: string): HTMLElement | null {
  return root ? ([...root.querySelectorAll<HTMLElement>('[id]')].find((e) => e.id === id) ?? null) : null;
}

export function FidelityDialog({ target, onClose }: Props) {
  const w = { ...useWords(LESSON_WORDS), ...useWords(BELOW_WORDS) };
  const lang = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<FidelityDoc | null>(null);
  const [failedFor, setFailedFor] = useState<DocTarget | null>(null);
  const titleId = useId();

  // Load the notes the first time the dialog opens.
  useEffect(() => {
    if (!target || doc) return;
    let live = true;
    loadFidelityDoc().then(
      (d) => live && setDoc(d),
      () => live && setFailedFor(target),
    );
    return () => {
      live = false;
    };
  }, [target, doc]);

  // Open it (modal) for a target, close it without one; once the notes are
  // there, show the section and move focus to its heading.
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (!target) {
      if (d.open) d.close();
      return;
    }
    if (!d.open) d.showModal();
    const heading = doc ? byId(body.current, target.section) : null;
    if (!heading) {
      close.current?.focus();
      return;
    }
    showInDialog(d, head.current, heading);
  }, [target, doc]);

  const closed = () => {
    target?.opener?.focus();
    onClose();
  };

  // A click on the backdrop (outside the dialog's box) closes it.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    const d = dialog.current;
    if (!d || e.target !== d) return;
    const r = d.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) d.close();
  };

  // A link to another section of the notes scrolls the dialog, not the page.
  const onBodyClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.('a[href^="#"]');
    const id = link?.getAttribute('href')?.slice(1);
    const to = id ? byId(body.current, id) : null;
    if (!to || !dialog.current) return;
    e.preventDefault();
    showInDialog(dialog.current, head.current, to);
  };

  const failed = failedFor !== null && failedFor === target && !doc;
  return (
    <dialog
      ref={dialog}
      className="doc-dialog"
      aria-labelledby={titleId}
      data-testid="fidelity-dialog"
      onClose={closed}
      onClick={onDialogClick}
    >
      <div ref={head} className="doc-dialog-head">
        <div>
          <h2 id={titleId}>{doc?.title || w.fidelityNotes}</h2>
          <p className="muted small doc-source">
            {lang === 'en' ? 'The fidelity notes,' : w.fidelitySource} <code>docs/fidelity.md</code>
          </p>
        </div>
        <button ref={close} type="button" data-testid="fidelity-dialog-close" onClick={() => dialog.current?.close()}>
          {w.close}
        </button>
      </div>
      {doc ? (
        <div
          ref={body}
          className="doc-body"
          data-testid="fidelity-doc"
          onClick={onBodyClick}
          // Safe to inject: this is our own docs/fidelity.md, rendered to HTML
          // at build time (vite.config.ts, ./renderDoc.ts); no user or network
          // input ever reaches it.
          dangerouslySetInnerHTML={{ __html: doc.html }}
        />
      ) : (
        <p className="doc-body" role="status">
          {failed ? w.notesFailed : w.notesLoading}
        </p>
      )}
    </dialog>
  );
}
