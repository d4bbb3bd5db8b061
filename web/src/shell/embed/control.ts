/**
 * The control API of an embedded lesson: what a course page may command
 * and what the frame tells it, with `postMessage`.
 *
 *   course page → frame   { type: 'pagelab:command', command, ... }
 *       command: play | pause | step | back | reset
 *              | goto  (step: n)
 *              | set   (params: { name: value, ... })
 *   frame → course page   pagelab:ready    { lesson, view, step, total }
 *                         pagelab:step     { lesson, step, total }  (every step change)
 *                         pagelab:finished { lesson, step, total }  (the last step reached)
 *                         pagelab:error    { message }              (a refused command or parameter)
 *                         pagelab:height   (heightReport.ts)
 *
 * Commands are obeyed only from the origins the embed link lists
 * (`allow=https://lms.example.org`, comma-separated or repeated); a frame
 * without `allow` obeys none, and a message from anywhere else is ignored
 * without a word (answering would tell a stranger the frame listens).
 * What the frame says carries no secret (the lesson, its step and total),
 * so it goes to the parent whatever its origin, as the height does.
 *
 * This module is pure (parsing and checking); `useEmbedControl.ts` wires it
 * to the window and the player.
 */
import type { Params } from '../engine/types';
import type { PlaybackAction } from '../state/playback';

export type Command =
  | { command: 'play' | 'pause' | 'step' | 'back' | 'reset' }
  | { command: 'goto'; step: number }
  | { command: 'set'; params: Params };

const SIMPLE = ['play', 'pause', 'step', 'back', 'reset'] as const;
const MAX_ORIGINS = 16;
const MAX_PARAMS = 32;

/**
 * An origin as a link may list it: `http(s)://host[:port]`, nothing after.
 * Returns its canonical form (the `URL` API's), or null.
 */
export function originOf(text: string): string | null {
  const t = text.trim();
  if (t.length === 0 || t.length > 200) return null;
  let u: URL;
  try {
    u = new URL(t);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  // Only an origin: no path (but "/"), query, fragment or credentials.
  if ((u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || u.username || u.password) return null;
  if (!/^https?:\/\/[^/?#]+\/?$/.test(t)) return null;
  return u.origin;
}

/** The origins of `allow` values (each may hold several, comma-separated), and the ones refused. */
export function parseAllow(values: readonly string[]): { origins: string[]; bad: string[] } {
  const origins: string[] = [];
  const bad: string[] = [];
  for (const item of values.flatMap((v) => v.split(','))) {
    if (item.trim() === '') continue;
    const o = originOf(item);
    if (o === null) bad.push(item.trim());
    else if (!origins.includes(o) && origins.length < MAX_ORIGINS) origins.push(o);
  }
  return { origins, bad };
}

/** Whether a message from `origin` may command a frame that allows `allow`. */
export function allowed(origin: string, allow: readonly string[]): boolean {
  return allow.includes(origin);
}

/**
 * A message's command: null when the message is not a pagelab command at
 * all (other scripts talk to frames too), else the command or why it is
 * refused.
 */
export function readCommand(data: unknown): { command: Command } | { error: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.type !== 'pagelab:command') return null;
  const name = d.command;
  if ((SIMPLE as readonly unknown[]).includes(name)) return { command: { command: name as (typeof SIMPLE)[number] } };
  if (name === 'goto') {
    const step = d.step;
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0) {
      return { error: `goto needs step, a whole number of 0 or more; got ${shown(step)}` };
    }
    return { command: { command: 'goto', step } };
  }
  if (name === 'set') {
    const p = d.params;
    if (typeof p !== 'object' || p === null || Array.isArray(p)) {
      return { error: 'set needs params, an object of parameter names and values' };
    }
    const entries = Object.entries(p as Record<string, unknown>);
    if (entries.length === 0 || entries.length > MAX_PARAMS) {
      return { error: `set takes 1 to ${MAX_PARAMS} parameters; got ${entries.length}` };
    }
    const params: Params = {};
    for (const [k, v] of entries) {
      if (typeof v !== 'string' && typeof v !== 'number') {
        return { error: `set: ${shown(k)} must be a string or a number; got ${shown(v)}` };
      }
      params[k] = String(v);
    }
    return { command: { command: 'set', params } };
  }
  return {
    error: `unknown command ${shown(name)}; known: play, pause, step, back, reset, goto, set`,
  };
}

/** The player's action for a command (`set` changes parameters, not playback: null). */
export function actionOf(c: Command): PlaybackAction | null {
  switch (c.command) {
    case 'play':
    case 'pause':
    case 'back':
    case 'reset':
      return { type: c.command };
    case 'step':
      return { type: 'forward' };
    case 'goto':
      return { type: 'seek', step: c.step };
    case 'set':
      return null;
  }
}

/** A value as a message shows it: short, printable. */
function shown(v: unknown): string {
  let text: string;
  try {
    text = typeof v === 'string' ? JSON.stringify(v) : String(JSON.stringify(v) ?? v);
  } catch {
    text = typeof v;
  }
  text = text.replace(/[^\x20-\x7e]/g, '?');
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** A goto's step outside `first`..`end`, said with where the player went; null inside. */
export function outside(step: number, first: number, end: number | null): string | null {
  if (end !== null && step > end) return `goto ${step}: past the last step played, ${end}; went to ${end}`;
  if (step < first) return `goto ${step}: before the first step played, ${first}; went to ${first}`;
  return null;
}
