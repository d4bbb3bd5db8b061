/**
 * Playback of the step view as a pure reducer: which step is shown,
 * whether it plays, how fast. `total` is unknown (null) until the engine
 * has answered once; until then steps are not clamped (a shared link may
 * point at step 800 before we know the scenario holds 1,000 inserts).
 */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32] as const;
export const DEFAULT_SPEED = 2;

export interface PlaybackState {
  step: number;
  total: number | null;
  playing: boolean;
  /** Steps per second. */
  speed: number;
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

export function initialPlayback(step = 0): PlaybackState {
  return { step: cleanStep(step, null), total: null, playing: false, speed: DEFAULT_SPEED };
}

function cleanStep(step: number, total: number | null): number {
  const s = Number.isFinite(step) ? Math.max(0, Math.floor(step)) : 0;
  return total === null ? s : Math.min(s, total);
}

function atEnd(s: PlaybackState): boolean {
  return s.total !== null && s.step >= s.total;
}

export function playbackReducer(s: PlaybackState, a: PlaybackAction): PlaybackState {
  switch (a.type) {
    case 'play':
      if (s.total === 0) return s.playing ? { ...s, playing: false } : s;
      // Playing from the end starts again from the beginning.
      return { ...s, playing: true, step: atEnd(s) ? 0 : s.step };
    case 'pause':
      return s.playing ? { ...s, playing: false } : s;
    case 'toggle':
      return playbackReducer(s, { type: s.playing ? 'pause' : 'play' });
    case 'forward':
      return { ...s, playing: false, step: cleanStep(s.step + 1, s.total) };
    case 'back':
      return { ...s, playing: false, step: cleanStep(s.step - 1, s.total) };
    case 'reset':
      return { ...s, playing: false, step: 0 };
    case 'seek':
      return { ...s, playing: false, step: cleanStep(a.step, s.total) };
    case 'speed': {
      const ok = (SPEEDS as readonly number[]).includes(a.speed);
      return ok ? { ...s, speed: a.speed } : s;
    }
    case 'total': {
      const total = Number.isFinite(a.total) ? Math.max(0, Math.floor(a.total)) : 0;
      const step = cleanStep(s.step, total);
      return { ...s, total, step, playing: s.playing && step < total };
    }
    case 'tick': {
      if (!s.playing) return s;
      if (atEnd(s)) return { ...s, playing: false };
      const n = Number.isFinite(a.steps) ? Math.max(1, Math.floor(a.steps ?? 1)) : 1;
      const step = cleanStep(s.step + n, s.total);
      return { ...s, step, playing: s.total === null || step < s.total };
    }
  }
}
