/** Play, pause, step, speed, reset and a scrubbable timeline. Presentational. */
import { memo, useId, useMemo, type ReactNode, type Ref } from 'react';
import { SPEEDS, firstStep, lastStep, type PlaybackAction, type PlaybackState } from '../../shell/state/playback';
import { fmtInt, fmtTrim } from '../text/format';
import { Icon } from './Icon';
import { useWords } from '../i18n/words';
import { PLAYBACK_WORDS } from './playback.i18n';

interface Props {
  state: PlaybackState;
  onAction: (a: PlaybackAction) => void;
  busy: boolean;
  /** Nothing to play (the parameters cannot run): every control off. */
  disabled?: boolean;
  /** Steps to mark on the timeline (the moments worth watching). */
  marks?: readonly number[];
  /**
   * At the end of the keys' line: the jumps between those moments. Given
   * (even `null` while they load), their place is kept, so nothing moves
   * when they arrive.
   */
  jumps?: ReactNode;
  /** The Step button, for a caller that hands the keyboard back to it (after a checkpoint). */
  forwardRef?: Ref<HTMLButtonElement>;
}

/** At most this many ticks: more would be a solid bar; close marks share one. */
const MAX_TICKS = 240;

// Memoised: the step view re-renders at each beat of a step's animation,
// and the bar's props do not change between beats.
export const PlaybackBar = memo(function PlaybackBar({ state, onAction, busy, disabled = false, marks, jumps, forwardRef }: Props) {
  const speedId = useId();
  const timelineId = useId();
  const total = state.total ?? 0;
  // An embed may play a range of steps: the buttons and the timeline keep to it.
  const lo = firstStep(state);
  const hi = lastStep(state) ?? total;
  // Each mark as a share of the timeline, binned to MAX_TICKS places, with
  // the latest step it stands for (a bin is passed once all its marks are).
  const bins = useMemo(() => {
    if (!marks || hi <= lo) return [];
    const at = new Map<number, number>();
    for (const m of marks) {
      if (m < lo || m > hi) continue;
      const t = Math.round(((m - lo) / (hi - lo)) * MAX_TICKS);
      at.set(t, Math.max(at.get(t) ?? m, m));
    }
    return [...at].map(([t, last]) => ({ at: t / MAX_TICKS, last }));
  }, [marks, lo, hi]);
  // Where you are: the moments behind you (full-height marks) and ahead (short ones).
  const inRange = marks?.filter((m) => m >= lo && m <= hi) ?? [];
  const passed = inRange.filter((m) => m <= state.step).length;
  const w = useWords(PLAYBACK_WORDS);
  const whereText = inRange.length > 0 ? w.passed(passed, inRange.length) : '';
  return (
    <fieldset className="playback" aria-label={w.playback} disabled={disabled}>
      <div className="playback-buttons">
        <button type="button" data-testid="reset" onClick={() => onAction({ type: 'reset' })} aria-keyshortcuts="Home" title={w.resetTitle(fmtInt(lo))}>
          <Icon name="reset" /> <span className="btn-text">{w.reset}</span>
        </button>
        <button
          type="button"
          data-testid="step-back"
          onClick={() => onAction({ type: 'back' })}
          disabled={state.step <= lo}
          aria-keyshortcuts="ArrowLeft"
          title={w.backTitle}
        >
          <Icon name="back" /> <span className="btn-text">{w.back}</span>
        </button>
        <button
          type="button"
          className="primary"
          data-testid="play"
          onClick={() => onAction({ type: 'toggle' })}
          aria-keyshortcuts="Space"
          disabled={total === 0}
          title={state.playing ? w.pauseTitle : w.playTitle}
        >
          {state.playing ? <Icon name="pause" /> : <Icon name="play" />} {state.playing ? w.pause : w.play}
        </button>
        <button
          type="button"
          ref={forwardRef}
          data-testid="step-forward"
          onClick={() => onAction({ type: 'forward' })}
          disabled={state.total !== null && state.step >= hi}
          aria-keyshortcuts="ArrowRight"
          title={w.forwardTitle}
        >
          <span className="btn-text">{w.step}</span> <Icon name="forward" />
        </button>
        <label className="speed" htmlFor={speedId}>
          <span className="speed-label">{w.speed}</span>
          <select
            id={speedId}
            aria-label={w.speedLabel}
            value={state.speed}
            onChange={(e) => onAction({ type: 'speed', speed: Number(e.target.value) })}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {w.perSecond(fmtTrim(s))}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="timeline">
        <label htmlFor={timelineId}>
          {w.stepOf} <strong>{fmtInt(state.step)}</strong> {w.of} {state.total === null ? '…' : fmtInt(total)}
          {busy && <span className="muted"> · {w.replaying}</span>}
        </label>
        <div className="timeline-track">
        <input
          id={timelineId}
          type="range"
          data-testid="timeline"
          min={lo}
          max={Math.max(hi, state.step)}
          step={1}
          value={state.step}
          aria-valuetext={`${w.where(String(state.step), String(total))}${whereText}`}
          onChange={(e) => onAction({ type: 'seek', step: Number(e.target.value) })}
        />
        {bins.length > 0 && (
          <div className="timeline-marks" aria-hidden="true" data-testid="timeline-marks">
            {bins.map((b) => (
              <span key={b.at} className={b.last <= state.step ? 'passed' : undefined} style={{ left: `${b.at * 100}%` }} />
            ))}
          </div>
        )}
        </div>
      </div>
      {/* The keys' line, and at its end the jumps between moments: a line
          the bar has anyway, so the jumps add no height (the picture stays
          where it was). */}
      <div className="shortcuts-row">
        <p className="shortcuts muted small">
          {w.keys} <kbd>{w.space}</kbd> {w.playPause} · <kbd>→</kbd> {w.keyStep} · <kbd>←</kbd> {w.keyBack} · <kbd>{w.home}</kbd> {w.keyReset}
        </p>
        {jumps !== undefined && <span className="timeline-jumps">{jumps}</span>}
      </div>
    </fieldset>
  );
});
