/**
 * Playback of the step view as a pure reducer: which step is shown,
 * whether it plays, how fast. `total` is unknown (null) until the engine
 * has answered once; until then steps are not clamped above (a shared link
 * may point at step 800 before we know the scenario holds 1,000 inserts).
 *
 * An embed may play a range of steps (`from`..`to`, the link's `from` and
 * `to`) and loop it: every step then stays in the range, reset and a
 * replay go back to `from`, and a looping run wraps from the range's end
 * to its start instead of stopping.
 */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32] as const;
export const DEFAULT_SPEED = 2;

export interface PlaybackState {
  step: number;
  total: number | null;
  playing: boolean;
  /** Steps per second. */
  speed: number;
  /** The first step of the range played (0: the lesson's start). */
  from: number;
  /** The range's last step (null: the lesson's end). */
  to: number | null;
  /** At the range's end, start again from `from`. */
  loop: boolean;
}

/** An embed's range, loop and speed (urlState's `from`, `to`, `loop`, `speed`). */
export interface PlaybackOptions {
  from?: number;
  to?: number | null;
  loop?: boolean;
  speed?: number;
}

export type PlaybackAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'forward' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'seek'; step: number }
  | { type: 'speed'; speed: number }
  | { type: 'total'; total: number }
  /**
   * The clock's beat while playing: `steps` on (default 1; more when the
   * view fell behind the clock), stop at the end.
   */
  | { type: 'tick'; steps?: number };

function whole(n: number | null | undefined): number | null {
  return n !== null && n !== undefined && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : null;
}

export function initialPlayback(step = 0, options: PlaybackOptions = {}): PlaybackState {
  const from = whole(options.from) ?? 0;
  const to = whole(options.to);
  const speed = (SPEEDS as readonly number[]).includes(options.speed ?? NaN) ? (options.speed as number) : DEFAULT_SPEED;
  const base = { total: null, playing: false, speed, from, to: to === null ? null : Math.max(from, to), loop: options.loop === true };
  return { ...base, step: clampTo(base, step) };
}

/** The range's last step as far as known (null: the total is not known yet and no `to` was given). */
function last(s: Pick<PlaybackState, 'total' | 'to'>): number | null {
  if (s.to === null) return s.total;
  return s.total === null ? s.to : Math.min(s.to, s.total);
}

/** `step` as a whole number inside the range (and the lesson). */
function clampTo(s: Pick<PlaybackState, 'total' | 'to' | 'from'>, step: number): number {
  const n = Number.isFinite(step) ? Math.max(0, Math.floor(step)) : 0;
  const hi = last(s);
  const lo = hi === null ? s.from : Math.min(s.from, hi);
  return Math.max(lo, hi === null ? n : Math.min(n, hi));
}

/** The first step of the range (within the lesson, once its total is known). */
export function firstStep(s: PlaybackState): number {
  return clampTo(s, s.from);
}

/** The last step of the range, or null while unknown. */
export function lastStep(s: PlaybackState): number | null {
  return last(s);
}

function atEnd(s: PlaybackState): boolean {
  const hi = last(s);
  return hi !== null && s.step >= hi;
}

export function playbackReducer(s: PlaybackState, a: PlaybackAction): PlaybackState {
  switch (a.type) {
    case 'play':
      if (s.total === 0) return s.playing ? { ...s, playing: false } : s;
      // Playing from the end starts again from the beginning.
      return { ...s, playing: true, step: atEnd(s) ? firstStep(s) : s.step };
    case 'pause':
      return s.playing ? { ...s, playing: false } : s;
    case 'toggle':
      return playbackReducer(s, { type: s.playing ? 'pause' : 'play' });
    case 'forward':
      return { ...s, playing: false, step: clampTo(s, s.step + 1) };
    case 'back':
      return { ...s, playing: false, step: clampTo(s, s.step - 1) };
    case 'reset':
      return { ...s, playing: false, step: firstStep(s) };
    case 'seek':
      return { ...s, playing: false, step: clampTo(s, a.step) };
    case 'speed': {
      const ok = (SPEEDS as readonly number[]).includes(a.speed);
      return ok ? { ...s, speed: a.speed } : s;
    }
    case 'total': {
      const total = Number.isFinite(a.total) ? Math.max(0, Math.floor(a.total)) : 0;
      const next = { ...s, total };
      const step = clampTo(next, s.step);
      return { ...next, step, playing: s.playing && (s.loop || !atEnd({ ...next, step })) };
    }
    case 'tick': {
      if (!s.playing) return s;
      if (atEnd(s)) return s.loop ? { ...s, step: firstStep(s) } : { ...s, playing: false };
      const n = Number.isFinite(a.steps) ? Math.max(1, Math.floor(a.steps ?? 1)) : 1;
      const step = clampTo(s, s.step + n);
      return { ...s, step, playing: s.loop || !atEnd({ ...s, step }) };
    }
  }
}
