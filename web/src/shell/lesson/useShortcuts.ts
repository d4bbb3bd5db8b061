/**
 * Playback keys for the whole page: Space play/pause, → step, ← back,
 * Home reset. Keys typed into a field, or Space on a button or link (which
 * activates it), are left alone.
 */
import { useEffect } from 'react';
import type { PlaybackAction } from '../state/playback';

function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if ((tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') && (key === ' ' || key === 'Enter')) return true;
  return false;
}

export function useShortcuts(dispatch: (a: PlaybackAction) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (ownsKey(e.target, e.key)) return;
      const action: PlaybackAction | null =
        e.key === ' '
          ? { type: 'toggle' }
          : e.key === 'ArrowRight'
            ? { type: 'forward' }
            : e.key === 'ArrowLeft'
              ? { type: 'back' }
              : e.key === 'Home'
                ? { type: 'reset' }
                : null;
      if (!action) return;
      e.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
