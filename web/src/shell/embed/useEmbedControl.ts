/**
 * The control API (control.ts) wired to a window and the step player: the
 * course page's commands become playback actions or parameter changes,
 * and the player's steps become messages to the parent.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { Params } from '../engine/types';
import type { PlaybackAction } from '../state/playback';
import { actionOf, allowed, readCommand } from './control';

export interface EmbedControl {
  /** Origins whose commands are obeyed (the link's `allow`); none: listen to nobody. */
  allow: readonly string[];
  view: string;
  /** Applies parameters a command sets; a message when they are refused. */
  onSet: (params: Params) => string | null;
}

/** Posts a message to the parent, if there is one (never to a top-level window). */
export function tell(host: Window, message: Record<string, unknown>): void {
  if (host.parent === host) return;
  host.parent.postMessage(message, '*');
}

export function useEmbedControl(
  control: EmbedControl | undefined,
  lesson: string,
  step: number,
  total: number | null,
  dispatch: Dispatch<PlaybackAction>,
): void {
  // The latest `onSet` for the listener, without re-subscribing on each render.
  const onSet = useRef(control?.onSet);
  useEffect(() => {
    onSet.current = control?.onSet;
  });
  const allow = control?.allow;
  const on = control !== undefined;

  useEffect(() => {
    if (!on || !allow || allow.length === 0) return;
    const listen = (e: MessageEvent) => {
      // Only the parent, from a listed origin; anything else is not ours to answer.
      if (e.source !== window.parent || !allowed(e.origin, allow)) return;
      const read = readCommand(e.data);
      if (read === null) return;
      if ('error' in read) {
        tell(window, { type: 'pagelab:error', lesson, message: read.error });
        return;
      }
      const action = actionOf(read.command);
      if (action) dispatch(action);
      else if (read.command.command === 'set') {
        const refused = onSet.current?.(read.command.params) ?? null;
        if (refused) tell(window, { type: 'pagelab:error', lesson, message: refused });
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [on, allow, lesson, dispatch]);

  // ready once the total is known; then every step, and the end.
  const ready = useRef(false);
  const view = control?.view;
  useEffect(() => {
    if (!on || total === null) return;
    if (!ready.current) {
      ready.current = true;
      tell(window, { type: 'pagelab:ready', lesson, view, step, total });
      return;
    }
    tell(window, { type: 'pagelab:step', lesson, step, total });
    if (step === total && total > 0) tell(window, { type: 'pagelab:finished', lesson, step, total });
  }, [on, lesson, view, step, total]);
}
