/**
 * The control API (control.ts) wired to a window and the step player: the
 * course page's commands become playback actions or parameter changes,
 * and the player's steps become messages to the parent.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { Params } from '../engine/types';
import type { PlaybackAction } from '../state/playback';
import { actionOf, allowed, outside, readCommand, type Command } from './control';

export interface EmbedControl {
  /** Origins whose commands are obeyed (the link's `allow`); none: listen to nobody. */
  allow: readonly string[];
  view: string;
  /** Applies parameters a command sets; a message when they are refused. */
  onSet: (params: Params) => string | null | Promise<string | null>;
}

/** Posts a message to the parent, if there is one (never to a top-level window). */
export function tell(host: Window, message: Record<string, unknown>): void {
  if (host.parent === host) return;
  host.parent.postMessage(message, '*');
}

/**
 * Obeys the course page's commands: `set` through `control.onSet`, the
 * player's commands through `play` (a refusal's text, or null once done).
 */
function useCommands(
  control: EmbedControl | undefined,
  lesson: string,
  play: (command: Exclude<Command, { command: 'set' }>) => string | null,
): void {
  // The latest callbacks for the listener, without re-subscribing on each render.
  const onSet = useRef(control?.onSet);
  const onPlay = useRef(play);
  useEffect(() => {
    onSet.current = control?.onSet;
    onPlay.current = play;
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
      const c = read.command;
      if (c.command === 'set') {
        void Promise.resolve(onSet.current?.(c.params) ?? null).then((refused) => {
          if (refused) tell(window, { type: 'pagelab:error', lesson, message: refused });
        });
        return;
      }
      const refused = onPlay.current(c);
      if (refused) tell(window, { type: 'pagelab:error', lesson, message: refused });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [on, allow, lesson]);
}

/** The stage's control: the player's commands, and its steps told to the course page. */
export function useEmbedControl(
  control: EmbedControl | undefined,
  lesson: string,
  step: number,
  total: number | null,
  /** The last step played: an embed's `to`, else the lesson's end (null: not known yet). */
  last: number | null,
  dispatch: Dispatch<PlaybackAction>,
  /** The first step played: an embed's `from`, else 0. */
  first = 0,
): void {
  useCommands(control, lesson, (c) => {
    const action = actionOf(c);
    if (action) dispatch(action);
    // The player clamps a goto outside what it plays; the course page is
    // told where it went rather than left to guess.
    if (c.command === 'goto') return outside(c.step, first, last ?? total);
    return null;
  });
  const on = control !== undefined;

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
    // The end of what is played: a range's `to` is its end.
    const end = last ?? total;
    if (step === end && end > 0) tell(window, { type: 'pagelab:finished', lesson, step, total });
  }, [on, lesson, view, step, total, last]);
}

/**
 * A view without a stage (`view=chart`, `article`): ready once shown, with
 * no step (null); `set` obeyed (the charts and the full run follow the
 * parameters); the player's commands refused with a word.
 */
export function useViewControl(control: EmbedControl | undefined, lesson: string): void {
  const view = control?.view;
  useCommands(control, lesson, (c) => `${c.command}: view=${view ?? ''} has no steps to play; the player's commands work with view=stage`);
  const ready = useRef(false);
  useEffect(() => {
    if (view === undefined || ready.current) return;
    ready.current = true;
    tell(window, { type: 'pagelab:ready', lesson, view, step: null, total: null });
  }, [view, lesson]);
}
