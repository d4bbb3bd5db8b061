/**
 * The step-by-step view of any lesson: one to four small simulations
 * advancing together (side by side, one column each on a wide screen),
 * replayed by the engine worker to the step on the timeline. Each step's
 * events play in order (unless motion is reduced) and are narrated by the
 * scenario's UI; the pictures are the frame's views, each drawn by the
 * component of its kind (`shell/views/registry.tsx`).
 */
import {
  Suspense,
  lazy,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { Params, ScenarioEvent } from '../engine/types';
import { firstStep, initialPlayback, lastStep, playbackReducer, type PlaybackOptions } from '../state/playback';
import { planPlayback, startClock, type PlayClock } from '../state/playClock';
import {
  FAST_DETAILS_EVERY_MS,
  briefNarration,
  detailsThrottled,
  isBriefNarration,
  narrationGap,
} from '../state/narrationPace';
import { useLiveNarration } from '../hooks/useLiveNarration';
import { useThrottledValue } from '../hooks/useThrottledValue';
import { useStepFrames } from '../hooks/useStepFrames';
import { useReducedMotion } from '../../kit/hooks/useMedia';
import { useEventPhase } from '../hooks/useEventPhase';
import { eventBeats, eventPhase } from '../../kit/layout/eventBeats';
import { instrumentColours, maxOf } from '../../kit/charts/colours';
import { PlaybackBar } from '../../kit/components/PlaybackBar';
import { fmtInt } from '../../kit/text/format';
import type { PageMark } from '../../kit/views/PageView';
import { Linked } from '../../kit/components/Glossary';
import type { GlossaryTerm } from '../../kit/text/glossary';
import type { Frame } from '../worker/protocol';
import { keptFromPreset } from '../worker/stepSetup';
import { viewOf, viewsIn, type ViewContext } from '../views/registry';
import { firstPictureShown } from '../perf/timing';
import type { Checkpoint, ScenarioUi, StageAction, Variant } from './module';
import { CheckpointPanel } from './CheckpointPanel';
import { answersOf, keepAnswers, type Answers } from './answers';
import { StepDetails } from './StepDetails';
import { useShortcuts } from './useShortcuts';
import { tell, useEmbedControl, type EmbedControl } from '../embed/useEmbedControl';
import { useMoments } from '../hooks/useMoments';
import { MomentJumps, momentKinds, momentMarks } from './MomentJumps';
import { useWords, type Catalogue } from '../../kit/i18n/words';
import type { RuleWords } from './ruleText';
import { LESSON_WORDS } from './lesson.i18n';
import { FixLinks } from './FixLinks';
import { PhoneCaption } from './PhoneCaption';

// Below the stage and folded: loaded after the first picture, not with it.
const StageExport = lazy(() => import('../export/StageExport').then((m) => ({ default: m.StageExport })));

interface Props {
  lesson: string;
  /** The lesson's title (the picture file's caption names it). */
  title?: string;
  variants: Variant[];
  ui: ScenarioUi;
  /** Every parameter's default: the narration reads settings the user left alone. */
  defaults: Params;
  initialStep: number;
  onStepChange: (step: number) => void;
  /** The stage alone (an embed): playback, headline and picture, no details. */
  stageOnly?: boolean;
  /** Set when the parameters cannot run (a sentence saying why or where): shown instead of a step. */
  blocked?: string | null;
  /** The parameters `blocked` names, each offered as a way to its control (none: no controls shown). */
  fixParams?: readonly string[];
  /** Called once the first frame has been drawn. */
  onShown?: () => void;
  /** The step view failed before any picture (the page must still offer its parameters). */
  onFailed?: () => void;
  /** An embed's range, loop and speed, and whether it starts playing by itself (embed/options.ts). */
  playback?: PlaybackOptions & { autoplay?: boolean };
  /** Buttons under the picture that change the parameters, and the line saying what they set. */
  actions?: StageAction[];
  actionsNote?: string;
  onAction?: (a: StageAction) => void;
  /** An embed's control API (embed/control.ts): commands from the course page, steps told to it. */
  control?: EmbedControl;
  /** Questions to ask before their steps (none: the stage never stops to ask). */
  checkpoints?: Checkpoint[];
  /** The lesson's words for the engine's refusals, when the step view cannot use the parameters. */
  rules?: Catalogue<RuleWords>;
}

const NO_CHECKPOINTS: Checkpoint[] = [];
const NO_TERMS: GlossaryTerm[] = [];

/** A parameter's value as the page writes it: whole numbers grouped (17,000,000), the rest as given. */
function fmtValue(v: string): string {
  return /^\d+$/.test(v) ? fmtInt(Number(v)) : v;
}

/**
 * The same slice of events (and the same marks) while the phase does not
 * change, so memoised views skip re-rendering between animation frames.
 */
const sliceMemo = new WeakMap<ScenarioEvent[], Map<number, ScenarioEvent[]>>();
function revealedCache(events: ScenarioEvent[], n: number): ScenarioEvent[] {
  let m = sliceMemo.get(events);
  if (!m) sliceMemo.set(events, (m = new Map()));
  let s = m.get(n);
  if (!s) m.set(n, (s = events.slice(0, n)));
  return s;
}
const marksMemo = new WeakMap<ScenarioEvent[], PageMark[]>();
function marksCache(ui: ScenarioUi, revealed: ScenarioEvent[]): PageMark[] {
  let m = marksMemo.get(revealed);
  if (!m) marksMemo.set(revealed, (m = ui.marks(revealed)));
  return m;
}

export function StepPlayer({
  lesson,
  title,
  variants,
  ui,
  defaults,
  initialStep,
  onStepChange,
  stageOnly = false,
  blocked = null,
  fixParams = [],
  onShown,
  onFailed,
  playback,
  actions = [],
  actionsNote = '',
  onAction,
  control,
  checkpoints = NO_CHECKPOINTS,
  rules,
}: Props) {
  const lw = useWords(LESSON_WORDS);
  const [pb, dispatch] = useReducer(playbackReducer, initialStep, (step) => initialPlayback(step, playback));
  const sims = useMemo(() => variants.map((v) => ({ lesson, params: v.params })), [lesson, variants]);
  const { frames: loaded, error: failed, loading } = useStepFrames(sims, pb.step, blocked === null, rules);
  const frames = blocked ? null : loaded;
  // The first picture is on screen once the frame after its commit has
  // painted (every view draws its canvases in the commit, in layout
  // effects): asked from a layout effect, the animation frame is that
  // frame's, and the timeout runs after its paint.
  const hasFrames = frames !== null;
  // What lies below the picture (the step's details, counters and events,
  // the export) is drawn once the first picture is shown: the first
  // frame lays out the picture and its bar only.
  const [belowShown, setBelowShown] = useState(false);
  useLayoutEffect(() => {
    if (!hasFrames) return;
    let t: ReturnType<typeof setTimeout> | undefined;
    const raf = requestAnimationFrame(() => {
      t = setTimeout(() => {
        firstPictureShown();
        setBelowShown(true);
        onShown?.();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(raf);
      clearTimeout(t);
    };
  }, [hasFrames, onShown]);
  useEffect(() => {
    if (failed) onFailed?.();
  }, [failed, onFailed]);
  const error = blocked ?? failed;
  const reduced = useReducedMotion();
  // The moments worth watching, found in the background once the first
  // picture is up; the timeline marks the kind chosen (the scenario's first).
  const moments = useMoments(sims, belowShown && blocked === null && ui.moments !== undefined);
  const [momentKind, setMomentKind] = useState<string | null>(null);
  const { kinds, kind } = useMemo(
    () => momentKinds(moments ?? [], ui.moments ?? {}, momentKind),
    [moments, ui.moments, momentKind],
  );
  // An embed's range keeps its moments too: a jump never leaves it.
  const rangeFirst = firstStep(pb);
  const rangeLast = lastStep(pb);
  const marks = useMemo(
    () =>
      moments
        ? momentMarks(moments, kind).filter((m) => m >= rangeFirst && (rangeLast === null || m <= rangeLast))
        : undefined,
    [moments, kind, rangeFirst, rangeLast],
  );
  // Memoised with what it shows, so the playback bar (memo) skips the
  // re-renders of a step's animation beats.
  const jumps = useMemo(
    () =>
      ui.moments === undefined ? undefined : marks && kinds.length > 0 ? (
        <MomentJumps
          marks={marks}
          kinds={kinds}
          kind={kind}
          onKind={setMomentKind}
          step={pb.step}
          words={ui.moments}
          dispatch={dispatch}
        />
      ) : null,
    [ui.moments, marks, kinds, kind, pb.step],
  );
  useShortcuts(dispatch);
  // Autoplay starts once, with the first picture on screen, and never for
  // a reader who asked for reduced motion (Play is there for them).
  const autoplayed = useRef(false);
  useEffect(() => {
    if (!playback?.autoplay || autoplayed.current || !hasFrames || reduced) return;
    autoplayed.current = true;
    dispatch({ type: 'play' });
  }, [playback?.autoplay, hasFrames, reduced]);

  // The total, once known: from the start, or (a scenario whose end only
  // its clock tells) when a frame reaches the end.
  const first = frames?.[0];
  const total = first ? (first.total ?? (first.done ? first.step : null)) : null;
  useEffect(() => {
    if (total !== null) dispatch({ type: 'total', total });
  }, [total]);
  useEffect(() => onStepChange(pb.step), [pb.step, onStepChange]);
  // A link's step past the end is clamped, and said so (as a bad step is).
  const pastEnd = total !== null && initialStep > total && initialStep > (playback?.to ?? -1) ? total : null;
  useEmbedControl(control, lesson, pb.step, pb.total, rangeLast, dispatch, rangeFirst);
  // Parameters that cannot run (found by the engine, possibly after ready
  // was sent): the course page hears why the stage shows nothing.
  const embedded = control !== undefined;
  useEffect(() => {
    if (embedded && blocked) tell(window, { type: 'pagelab:error', lesson, message: blocked });
  }, [embedded, blocked, lesson]);

  // Checkpoints: the stage stops before each unanswered one's step (the
  // reducer's stops), asks, and goes on once answered. Answers stay in the
  // page; an embed tells its course page (`pagelab:answer`).
  const [answers, setAnswers] = useState<Answers>(() => answersOf(lesson));
  useEffect(() => keepAnswers(lesson, answers), [lesson, answers]);
  const stops = useMemo(
    () => checkpoints.filter((c) => c.step >= 1 && !(c.id in answers)).map((c) => c.step - 1),
    [checkpoints, answers],
  );
  useEffect(() => dispatch({ type: 'stops', stops }), [stops]);
  const asked = pb.asking === null ? undefined : checkpoints.find((c) => c.step - 1 === pb.asking && !(c.id in answers));
  const answer = (c: Checkpoint, correct: boolean | null) => {
    if (correct === null) {
      // Nothing to ask at this step: go on as if there were no stop.
      setAnswers((a) => ({ ...a, [c.id]: null }));
      dispatch({ type: 'answered', stop: c.step - 1 });
      dispatch({ type: 'forward' });
      return;
    }
    if (control) tell(window, { type: 'pagelab:answer', lesson, checkpoint: c.id, correct });
  };
  const forwardButton = useRef<HTMLButtonElement>(null);
  const goOn = (c: Checkpoint, correct: boolean | null) => {
    setAnswers((a) => ({ ...a, [c.id]: correct }));
    dispatch({ type: 'answered', stop: c.step - 1 });
    dispatch({ type: 'forward' });
    // The panel and its button go: the keyboard goes on from Step, not
    // from the page's top.
    forwardButton.current?.focus({ preventScroll: true });
  };
  const verdicts = useRef<Record<string, boolean | null>>({});

  const shownStep = frames?.[0]?.step ?? -1;
  // Playback follows a clock started when play was pressed (or the speed
  // changed). Once the wanted step is on screen (so the worker is free),
  // ask for the step the clock is at: one step on time, several in one
  // request when fetching and drawing fell behind (the worker replays the
  // steps between silently; only the last one's events are animated).
  // The clock counts to the range's last step (an embed's `to`, else the
  // lesson's end); a looping range waits one step's time there, then the
  // reducer's tick goes back to its first step, where the clock restarts:
  // a clock left running from before the wrap would think the view far
  // behind and leap back to the end at once.
  const clock = useRef<PlayClock | null>(null);
  const beatStep = useRef(pb.step);
  useEffect(() => {
    if (!pb.playing) {
      clock.current = null;
      return;
    }
    if (shownStep !== pb.step) return;
    const wrapped = pb.step < beatStep.current;
    beatStep.current = pb.step;
    if (!clock.current || clock.current.speed !== pb.speed || wrapped) {
      clock.current = startClock(pb.step, performance.now(), pb.speed);
    }
    let t: ReturnType<typeof setTimeout> | undefined;
    const beat = () => {
      const now = performance.now();
      const plan = planPlayback(clock.current ?? startClock(pb.step, now, pb.speed), pb.step, now, rangeLast);
      clock.current = plan.clock;
      if (plan.steps > 0) dispatch({ type: 'tick', steps: plan.steps });
      else if (Number.isFinite(plan.wait)) t = setTimeout(beat, plan.wait);
      else if (pb.loop) t = setTimeout(() => dispatch({ type: 'tick' }), 1000 / pb.speed);
      else dispatch({ type: 'pause' });
    };
    beat();
    return () => clearTimeout(t);
  }, [pb.playing, pb.step, pb.speed, pb.loop, rangeLast, shownStep]);

  const beats = useMemo(() => (frames ?? []).map((f) => eventBeats(f.events)), [frames]);
  const maxBeats = Math.max(0, ...beats.map((b) => b.length));
  // About 150 ms a beat; while playing, never longer than the step interval.
  const duration = pb.playing
    ? Math.min(maxBeats * 150, (0.85 * 1000) / pb.speed)
    : Math.min(maxBeats * 160, 2400);
  // While a clip is made, each step is drawn in full at once (its frame is the step's end).
  const [recording, setRecording] = useState(false);
  const pictureRef = useRef<HTMLDivElement>(null);
  const sentenceRef = useRef<HTMLDivElement>(null);
  const beatPhase = useEventPhase(`${shownStep}|${JSON.stringify(sims)}`, maxBeats, duration, reduced || recording);
  const maxGroup = useMemo(
    () =>
      Math.max(
        1,
        ...(frames ?? []).map((f) => {
          const strip = viewOf(f.views, 'page_strip');
          return strip ? maxOf(strip.group) : 1;
        }),
      ),
    [frames],
  );
  const colour = useMemo(() => instrumentColours(maxGroup), [maxGroup]);

  // The full story of each variant's step, and its one-sentence headline.
  const stories = useMemo(
    () => (frames ?? []).map((f) => ui.narrate(f.step, f.events, { ...defaults, ...f.params })),
    [frames, ui, defaults],
  );
  const headlines = useMemo(
    () => (frames ?? []).map((f) => ui.headline(f.step, f.events, { ...defaults, ...f.params })),
    [frames, ui, defaults],
  );
  // The same arrays from beat to beat, so the memoised parts below the
  // picture (export, counters) skip a step's animation.
  const exportLabels = useMemo(() => variants.map((v) => v.label), [variants]);
  // The same, with each variant's name apart (the phone's caption sets it in bold).
  const phoneLines = useMemo(
    () =>
      headlines.map((text, i) =>
        headlines.length > 1 ? { label: `${variants[i]?.short ?? variants[i]?.label ?? ''}${lw.colon}`, text } : { text },
      ),
    [headlines, variants, lw],
  );
  // The sentences as the stage shows them, for the picture file's caption.
  const captionLines = useMemo(() => phoneLines.map((l) => `${l.label ?? ''}${l.text}`), [phoneLines]);
  const compareRuns = useMemo(
    () => (frames ?? []).map((f, i) => ({ figures: f.figures, title: variants[i]?.label ?? '' })),
    [frames, variants],
  );
  // Terms link to the glossary under the article (not in an embedded stage,
  // which has no glossary).
  const terms = stageOnly ? NO_TERMS : (ui.glossary ?? NO_TERMS);
  const narration = stories.map((t, i, all) => (all.length > 1 ? `${variants[i]?.label}${lw.colon}${t}` : t)).join(' ');
  // The live region: the full narration once the wanted step is on screen,
  // or a brief "step n of m" every few seconds while playing fast.
  const brief = isBriefNarration(pb.playing, pb.speed);
  const live = useLiveNarration(
    !frames ? null : brief ? briefNarration(shownStep, total) : shownStep === pb.step ? narration : null,
    narrationGap(pb.playing, pb.speed),
  );

  // Each variant's view context: the same objects from render to render
  // while the step and its animation beat stay, so memoised views skip.
  const contexts = useMemo(() => {
    const multi = (frames?.length ?? 0) > 1;
    return (frames ?? []).map((f, i): ViewContext => {
      const played = eventPhase(beats[i], beatPhase);
      const revealed = revealedCache(f.events, played);
      return {
        mode: 'step',
        events: f.events,
        played,
        revealed,
        marks: marksCache(ui, revealed),
        maxGroup,
        colour,
        compact: multi,
        headingLevel: multi ? 5 : 4,
        testId: variantTestId(i),
        name: multi ? lw.stepViewOf(variants[i]?.label ?? '') : lw.stepView,
        Route: ui.Route,
        kinds: ui.views,
      };
    });
  }, [frames, beats, beatPhase, maxGroup, colour, ui, lw, variants]);
  // The details below the picture render after it, at a lower priority,
  // and a few times a second while playing fast (see StepDetails): a
  // step's frame then holds the picture's work only.
  const detailsNow = useMemo(
    () => ({ frames: frames ?? [], contexts, beats, played: beatPhase, stories, compareRuns }),
    [frames, contexts, beats, beatPhase, stories, compareRuns],
  );
  const detailsOf = useDeferredValue(
    useThrottledValue(detailsNow, FAST_DETAILS_EVERY_MS, detailsThrottled(pb.playing, pb.speed)),
  );

  if (!frames) {
    // The same boxes as a loaded stage, so nothing jumps when it arrives.
    return (
      <div className="stage-body" aria-busy={!blocked}>
        <PlaybackBar
          state={pb}
          onAction={dispatch}
          busy={!blocked && !error}
          disabled={blocked !== null}
          jumps={jumps === undefined ? undefined : null}
        />
        <div className={`narration lines-${variants.length}`} data-testid="narration">
          <p className="headline">
            {blocked ? lw.needsFix : error ? lw.stopped : lw.building}
          </p>
        </div>
        <div className="stage-placeholder">
          {error && (
            <p className="error" role="alert">
              {error} {blocked && <FixLinks names={fixParams} />}
            </p>
          )}
        </div>
      </div>
    );
  }

  const multi = frames.length > 1;
  const columns = variantsClass(frames.length);

  // The picture: each variant's main views, side by side or stacked.
  const picture = (f: Frame, i: number) => (
    <div className="variant" key={i}>
      {/* Under "Step by step" (h3): a variant's title is h4, its views' headings h5. */}
      {multi && <h4 className="variant-title">{variants[i]?.label}</h4>}
      {viewsIn('main', f.views, contexts[i])}
    </div>
  );

  const setup = ui.stepTableNote(frames[0].params);
  // The user's values the step view could not run (too large to step
  // through): it kept its small setup's, and says so; the full run uses them.
  const kept = new Map<string, string>();
  frames.forEach((f, i) => {
    for (const k of keptFromPreset(variants[i]?.params ?? {}, f.params, defaults)) {
      kept.set(k.name, lw.keptOne(k.name, fmtValue(k.kept), fmtValue(k.yours)));
    }
  });

  return (
    <>
      <div className="stage-body">
        {pastEnd !== null && (
          <p className="notice small" role="status" data-testid="step-past-end">
            {lw.pastEnd(fmtInt(initialStep), fmtInt(pastEnd))}
          </p>
        )}
        <PlaybackBar state={pb} onAction={dispatch} busy={loading} marks={marks} jumps={jumps} forwardRef={forwardButton} />
        {/* One sentence per variant, clamped to a fixed height: the picture below never moves. */}
        <div className={`narration lines-${frames.length}`} data-testid="narration" ref={sentenceRef}>
          {headlines.map((h, i) => (
            <p key={i} className="headline" title={h}>
              {multi && <strong>{`${variants[i]?.short ?? variants[i]?.label}${lw.colon}`}</strong>}
              <Linked text={h} glossary={terms} />
            </p>
          ))}
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="narration-live">
          {live}
        </p>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className={columns} ref={pictureRef}>
          {frames.map(picture)}
        </div>
        {/* Not over a checkpoint's question, which comes under the picture. */}
        {!asked && <PhoneCaption lines={phoneLines} sentence={sentenceRef} picture={pictureRef} />}
        {asked && (
          <CheckpointPanel
            key={asked.id}
            checkpoint={asked}
            sims={sims}
            onAnswer={(correct) => {
              verdicts.current[asked.id] = correct;
              answer(asked, correct);
            }}
            onContinue={() => goOn(asked, verdicts.current[asked.id] ?? null)}
            nudge={pb.asked}
          />
        )}
        {actions.length > 0 && <StageActions actions={actions} note={actionsNote} onAction={onAction} busy={loading} />}
      </div>
      {/* Also in a stage-only embed: what the stage shows is not what its link says. */}
      {belowShown && kept.size > 0 && (
        <p className="notice small stage-note" data-testid="step-kept-setup">
          {lw.keptSetup([...kept.values()].join(', '))}
        </p>
      )}
      {!stageOnly && belowShown && (
        <>
          {setup && (
            <p className="muted small stage-note">
              {lw.smallSetup(setup)}
            </p>
          )}
          <Suspense fallback={null}>
          <StageExport
            lesson={lesson}
            title={title ?? lesson}
            headlines={captionLines}
            picture={pictureRef}
            sims={sims}
            labels={exportLabels}
            describe={ui.describeEvent}
            step={pb.step}
            shownStep={shownStep}
            total={pb.total}
            speed={pb.speed}
            dispatch={dispatch}
            onRecording={setRecording}
          />
          </Suspense>
          <StepDetails of={detailsOf} variants={variants} ui={ui} terms={terms} columns={columns} />
        </>
      )}
    </>
  );
}

/** The stage's buttons (under the picture: pressing one never moves it) and what they set so far. */
function StageActions({
  actions,
  note,
  onAction,
  busy,
}: {
  actions: StageAction[];
  note: string;
  onAction?: (a: StageAction) => void;
  busy: boolean;
}) {
  const noteId = useId();
  const lw = useWords(LESSON_WORDS);
  return (
    <div className="stage-actions" role="group" aria-label={lw.changeRun} aria-describedby={note ? noteId : undefined}>
      {actions.map((a) => (
        <button
          key={a.testId}
          type="button"
          className="secondary"
          data-testid={a.testId}
          title={a.hint}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onAction?.(a);
          }}
        >
          {a.label}
        </button>
      ))}
      {note && (
        <p id={noteId} className="muted small actions-note" data-testid="actions-note" aria-live="polite">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * Test id of a variant's main picture: the first keeps `page-view` (the
 * stage test measures it), the second `page-view-right` (as when two
 * compared a setting), the others `page-view-<i>`.
 */
export function variantTestId(i: number): string {
  return i === 0 ? 'page-view' : i === 1 ? 'page-view-right' : `page-view-${i}`;
}

/** The class of the variants' row: one column each on a wide screen (CSS `.n-<count>`). */
export function variantsClass(n: number): string {
  if (n <= 1) return 'variants';
  // `two` is the class two variants always had.
  return n === 2 ? 'variants two n-2' : `variants n-${n}`;
}
