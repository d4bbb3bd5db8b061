/**
 * The text of an aria-live region that follows `text` but speaks at most
 * once per `gap` ms (see `state/narrationPace.ts`); the newest text wins
 * when the gap ends. `text` null holds the current announcement (the wanted
 * step is not on screen yet). The first text is shown as is: a region that
 * appears with its content is not announced, as before.
 */
import { useEffect, useState } from 'react';
import { paceNarration, type Said } from '../state/narrationPace';

export function useLiveNarration(text: string | null, gap: number): string {
  const [said, setSaid] = useState<Said | null>(null);

  useEffect(() => {
    if (text === null) return;
    const wait = paceNarration(said, text, performance.now(), gap);
    if (!Number.isFinite(wait)) return;
    const t = setTimeout(() => setSaid({ text, at: performance.now() }), wait);
    return () => clearTimeout(t);
  }, [text, gap, said]);

  return said?.text ?? text ?? '';
}
