/**
 * "Share" copies the link of the lesson as it stands; "Embed" opens the
 * builder of a course page's snippet (`EmbedDialog.tsx`, loaded when first
 * opened: the entry chunk carries only these two buttons).
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { copy } from './copy';
import { useWords } from '../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';

const EmbedDialog = lazy(() => import('./EmbedDialog').then((m) => ({ default: m.EmbedDialog })));

export function ShareEmbed({
  title,
  charts = 0,
  className = '',
}: {
  title: string;
  /** How many charts the lesson has (the builder offers one of them). */
  charts?: number;
  className?: string;
}) {
  const w = useWords(LESSON_WORDS);
  const [said, setSaid] = useState('');
  const [open, setOpen] = useState(false);
  const embedButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to Embed once the dialog is gone (while the modal is
  // open, everything outside it is inert and refuses focus).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) embedButton.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const share = async () => {
    const ok = await copy(window.location.href);
    setSaid(ok ? w.linkCopied : w.copyThis(window.location.href));
  };
  return (
    <div className={`share-embed ${className}`}>
      <button type="button" className="small" onClick={share} data-testid="share">
        {w.shareLink}
      </button>
      <button type="button" className="small" ref={embedButton} onClick={() => setOpen(true)} data-testid="embed">
        {w.embed}
      </button>
      <span className="sr-only" aria-live="polite" data-testid="share-said">
        {said}
      </span>
      {said && said !== w.linkCopied && <span className="small muted share-fallback">{said}</span>}
      {open && (
        <Suspense fallback={null}>
          <EmbedDialog title={title} charts={charts} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
