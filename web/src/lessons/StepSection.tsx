/**
 * The step-by-step view: one or two small simulations advancing together,
 * replayed by the engine worker to the step on the timeline. Each step's
 * events play in order (unless motion is reduced) and are narrated.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { Params, SimEvent } from '../engine/types';
import { initialPlayback, playbackReducer } from '../state/playback';
import { planPlayback, startClock, type PlayClock } from '../state/playClock';
import { briefNarration, isBriefNarration, narrationGap } from '../state/narrationPace';
import { useLiveNarration } from '../hooks/useLiveNarration';
import { useStepFrames } from '../hooks/useStepFrames';
import { useReducedMotion } from '../hooks/useMedia';
import { useEventPhase } from '../hooks/useEventPhase';
import { eventBeats, eventPhase } from '../layout/eventBeats';
import { narrateStep } from '../text/narrate';
import { instrumentColours, maxOf, HIGHLIGHT, HIGHLIGHT_DASH } from '../charts/colours';
import { STEP_COUNTERS } from '../text/figureLabels';
import { PlaybackBar } from '../components/PlaybackBar';
import { PageView, type PageMark } from '../components/PageView';
import { StepDetail } from '../components/StepDetail';
import { StepPath } from '../components/StepPath';
import { EventList } from '../components/EventList';
import { TreeLevels } from '../components/TreeLevels';
import { FigureCompare, FigureList } from '../components/FigureList';
import type { Frame } from '../worker/protocol';
import { useShortcuts } from './useShortcuts';

export interface Variant {
  label: string;
  params: Params;
}

interface Props {
  lesson: string;
  variants: Variant[];
  defaults: Params;
  initialStep: number;
  onStepChange: (step: number) => void;
}

function marksOf(events: SimEvent[]): PageMark[] {
  const marks: PageMark[] = [];
  for (const e of events) {
    if (e.kind === 'page_full' && !marks.some((m) => m.page === e.page)) {
      marks.push({ page: e.page, colour: HIGHLIGHT.full, dash: HIGHLIGHT_DASH.full, label: `page ${e.page} was full` });
    }
    if (e.kind === 'allocate' && e.level === 0) {
      marks.push({ page: e.page, colour: HIGHLIGHT.fresh, dash: HIGHLIGHT_DASH.fresh, label: `page ${e.page} is new` });
    }
  }
  const ins = events.find((e) => e.kind === 'insert_row' || e.kind === 'append');
  if (ins && (ins.kind === 'insert_row' || ins.kind === 'append') && !marks.some((m) => m.page === ins.page)) {
    marks.push({ page: ins.page, colour: HIGHLIGHT.target, dash: HIGHLIGHT_DASH.target, label: `row went to page ${ins.page}` });
  }
  return marks;
}

/**
 * The same slice of events (and the same marks) while the phase does not
 * change, so memoised views skip re-rendering between animation frames.
 */
const sliceMemo = new WeakMap<SimEvent[], Map<number, SimEvent[]>>();
function revealedCache(events: SimEvent[], n: number): SimEvent[] {
  let m = sliceMemo.get(events);
  if (!m) sliceMemo.set(events, (m = new Map()));
  let s = m.get(n);
  if (!s) m.set(n, (s = events.slice(0, n)));
  return s;
}
const marksMemo = new WeakMap<SimEvent[], PageMark[]>();
function marksCache(revealed: SimEvent[]): PageMark[] {
  let m = marksMemo.get(revealed);
  if (!m) marksMemo.set(revealed, (m = marksOf(revealed)));
  return m;
}

export function StepSection({ lesson, variants, defaults, initialStep, onStepChange }: Props) {
  const [pb, dispatch] = useReducer(playbackReducer, initialStep, initialPlayback);
  const sims = useMemo(() => variants.map((v) => ({ lesson, params: v.params })), [lesson, variants]);
  const { frames, error, loading } = useStepFrames(sims, pb.step);
  const reduced = useReducedMotion();
  useShortcuts(dispatch);

  const total = frames?.[0]?.total;
  useEffect(() => {
    if (total !== undefined) dispatch({ type: 'total', total });
  }, [total]);
  useEffect(() => onStepChange(pb.step), [pb.step, onStepChange]);

  const shownStep = frames?.[0]?.step ?? -1;
  // Playback follows a clock started when play was pressed (or the speed
  // changed). Once the wanted step is on screen (so the worker is free),
  // ask for the step the clock is at: one step on time, several in one
  // request when fetching and drawing fell behind (the worker replays the
  // steps between silently; only the last one's events are animated).
  const clock = useRef<PlayClock | null>(null);
  useEffect(() => {
    if (!pb.playing) {
      clock.current = null;
      return;
    }
    if (shownStep !== pb.step) return;
    if (!clock.current || clock.current.speed !== pb.speed) {
      clock.current = startClock(pb.step, performance.now(), pb.speed);
    }
    let t: ReturnType<typeof setTimeout> | undefined;
    const beat = () => {
      const now = performance.now();
      const plan = planPlayback(clock.current ?? startClock(pb.step, now, pb.speed), pb.step, now, pb.total);
      clock.current = plan.clock;
      if (plan.steps > 0) dispatch({ type: 'tick', steps: plan.steps });
      else if (Number.isFinite(plan.wait)) t = setTimeout(beat, plan.wait);
      else dispatch({ type: 'pause' });
    };
    beat();
    return () => clearTimeout(t);
  }, [pb.playing, pb.step, pb.speed, pb.total, shownStep]);

  const beats = useMemo(() => (frames ?? []).map((f) => eventBeats(f.events)), [frames]);
  const maxBeats = Math.max(0, ...beats.map((b) => b.length));
  // About 150 ms a beat; while playing, never longer than the step interval.
  const duration = pb.playing
    ? Math.min(maxBeats * 150, (0.85 * 1000) / pb.speed)
    : Math.min(maxBeats * 160, 2400);
  const beatPhase = useEventPhase(`${shownStep}|${JSON.stringify(sims)}`, maxBeats, duration, reduced);
  const maxInstrument = useMemo(
    () => Math.max(1, ...(frames ?? []).map((f) => maxOf(f.snapshot.leafFirstInstrument))),
    [frames],
  );
  const colour = useMemo(() => instrumentColours(maxInstrument), [maxInstrument]);

  const splitPolicy = defaults.split_policy;
  const narration = useMemo(
    () =>
      (frames ?? [])
        .map((f, i, all) => {
          const text = narrateStep(f.step, f.events, { splitPolicy: f.params.split_policy ?? splitPolicy });
          return all.length > 1 ? `${variants[i]?.label}: ${text}` : text;
        })
        .join(' '),
    [frames, variants, splitPolicy],
  );
  // The live region: the full narration once the wanted step is on screen,
  // or a brief "step n of m" every few seconds while playing fast.
  const brief = isBriefNarration(pb.playing, pb.speed);
  const live = useLiveNarration(
    !frames ? null : brief ? briefNarration(shownStep, total ?? null) : shownStep === pb.step ? narration : null,
    narrationGap(pb.playing, pb.speed),
  );

  if (!frames) {
    return (
      <section className="step-section" aria-busy="true">
        <PlaybackBar state={pb} onAction={dispatch} busy />
        {error ? <p className="error" role="alert">{error}</p> : <p className="muted">Building the small table…</p>}
      </section>
    );
  }

  const revealedOf = (f: Frame, i: number) => revealedCache(f.events, eventPhase(beats[i], beatPhase));
  const two = frames.length > 1;

  const Sub = two ? 'h5' : 'h4';
  const column = (f: Frame, i: number) => {
    const revealed = revealedOf(f, i);
    const heap = (f.params.table ?? defaults.table) === 'heap';
    return (
      <div className="variant" key={i}>
        {/* Under "Step by step" (h3): a variant's title is h4, its views' headings h5. */}
        {two && <h4 className="variant-title">{variants[i]?.label}</h4>}
        <PageView
          snapshot={f.snapshot}
          marks={marksCache(revealed)}
          maxInstrument={maxInstrument}
          testId={i === 0 ? 'page-view' : 'page-view-right'}
          name={two ? `step view, ${variants[i]?.label}` : 'step view'}
        />
        <div className={two ? 'detail-stack' : 'detail-grid'}>
          <div>
            <Sub>Around the insert</Sub>
            <StepPath events={f.events} played={eventPhase(beats[i], beatPhase)} />
            <StepDetail snapshot={f.snapshot} events={f.events} phase={eventPhase(beats[i], beatPhase)} colour={colour} size={two ? 5 : 7} />
          </div>
          <div>
            <TreeLevels levelPages={f.snapshot.levelPages} events={revealed} heap={heap} headingLevel={two ? 5 : 4} />
            {!two && (
              <>
                <Sub>Counters so far</Sub>
                <FigureList figures={f.counters} names={STEP_COUNTERS} testIdPrefix="counter-" className="figures compact" />
              </>
            )}
          </div>
        </div>
        <details className="events" open={!two}>
          <summary>Events of this step ({f.events.length})</summary>
          <EventList beats={beats[i]} played={beatPhase} />
        </details>
      </div>
    );
  };

  return (
    <section className="step-section">
      <PlaybackBar state={pb} onAction={dispatch} busy={loading} />
      {error && <p className="error" role="alert">{error}</p>}
      <p className="narration">{narration}</p>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="narration-live">
        {live}
      </p>
      <p className="muted small">
        Step view: a small table ({Object.entries(frames[0].params)
          .filter(([k]) => ['rows', 'inserted_rows', 'days'].includes(k))
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}). Your other parameters apply as set.
      </p>
      <div className={two ? 'variants two' : 'variants'}>{frames.map(column)}</div>
      {two && (
        <>
          <h4>Counters so far</h4>
          <FigureCompare
            left={frames[0].counters}
            right={frames[1].counters}
            names={STEP_COUNTERS}
            labels={[variants[0].label, variants[1].label]}
          />
        </>
      )}
    </section>
  );
}
