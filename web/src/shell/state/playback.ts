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
  /**
   * Steps where playing and stepping forward stop to ask (a checkpoint's
   * question before its step: the stop is the step before), until
   * answered. A scrub or a seek passes them.
   */
  stops: number[];
  /** The stop the stage is asking at, if any. */
  asking: number | null;
  /**
   * How many times Play, Step or the clock came to a stop and asked: a
   * second press while the question waits shows it again (it may have
   * been scrolled away), where the state would not change otherwise.
   */
  asked: number;
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
  /** The steps to stop at (unanswered checkpoints' steps before theirs). */
  | { type: 'stops'; stops: number[] }
  /** The question at `stop` was answered: go on past it. */
  | { type: 'answered'; stop: number }
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
  const base = {
    total: null,
    playing: false,
    speed,
    from,
    to: to === null ? null : Math.max(from, to),
    loop: options.loop === true,
    stops: [],
    asking: null,
    asked: 0,
  };
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
      // At an unanswered stop, Play asks (it does not pass it).
      if (s.stops.includes(s.step) && !atEnd(s)) return { ...s, playing: false, asking: s.step, asked: s.asked + 1 };
      // Playing from the end starts again from the beginning.
      return { ...s, playing: true, step: atEnd(s) ? firstStep(s) : s.step };
    case 'pause':
      return s.playing ? { ...s, playing: false } : s;
    case 'toggle':
      return playbackReducer(s, { type: s.playing ? 'pause' : 'play' });
    case 'forward':
      if (s.stops.includes(s.step)) return { ...s, playing: false, asking: s.step, asked: s.asked + 1 };
      return { ...s, playing: false, asking: null, step: clampTo(s, s.step + 1) };
    case 'back':
      return { ...s, playing: false, asking: null, step: clampTo(s, s.step - 1) };
    case 'reset':
      return { ...s, playing: false, asking: null, step: firstStep(s) };
    case 'seek':
      return { ...s, playing: false, asking: null, step: clampTo(s, a.step) };
    case 'stops': {
      const stops = [...new Set(a.stops.filter((n) => Number.isInteger(n) && n >= 0))].sort((x, y) => x - y);
      return { ...s, stops, asking: s.asking !== null && stops.includes(s.asking) ? s.asking : null };
    }
    case 'answered':
      return { ...s, stops: s.stops.filter((n) => n !== a.stop), asking: s.asking === a.stop ? null : s.asking };
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
      // A stop on the way (or here): stay there, and ask.
      const stop = s.stops.find((p) => p >= s.step && p < step);
      if (stop !== undefined) return { ...s, step: stop, playing: false, asking: stop, asked: s.asked + 1 };
      return { ...s, step, playing: s.loop || !atEnd({ ...s, step }) };
    }
  }
}
