/**
 * The contract between the generic lesson shell (`shell/lesson/`) and a
 * lesson (`scenarios/<scenario>/lessons/<id>/index.tsx`, found by
 * `registry.ts`). The shell never asks which lesson it shows:
 * everything that differs comes from the engine's `LessonInfo` (parameters,
 * presets, the article's cases) or from the lesson's module below (story,
 * which parameters come first, step-view variants, charts), and the
 * scenario's UI kit (`scenarios/<scenario>/`: narration, counters, marks,
 * reports) that every lesson on that scenario shares.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LessonInfo, Params, ScenarioEvent, ScenarioFigures } from '../engine/types';
import type { RunState } from '../state/runState';
import type { PageMark } from '../../kit/views/PageView';
import type { Results } from './useResults';
import type { GlossaryTerm } from '../../kit/text/glossary';
import type { ViewKinds } from '../views/registry';
import type { Checkpoint } from './checkpoint';
import type { RuleWords } from './ruleText';
import type { Catalogue } from '../../kit/i18n/words';

export type { Checkpoint, CheckpointQuestion } from './checkpoint';

/** How one figure is named and formatted on screen. */
export interface FigureLabel {
  label: string;
  format: (x: number) => string;
  hint?: string;
}

export interface LessonStory {
  /** Paragraphs above the comparison table. */
  intro: ReactNode[];
  /** What to watch in the step-by-step view. */
  watch: ReactNode;
}

/** A lesson's story and its "In other engines" aside: one per language. */
export interface LessonProse extends LessonStory {
  otherEngines: ReactNode;
}

/**
 * One simulation of the step view. Two to four side by side compare a
 * setting (split policies, replacement policies) on the same steps.
 */
export interface Variant {
  label: string;
  /** A word or two for the headline when several variants share the stage. */
  short?: string;
  params: Params;
}

/** What a full-scale run shows beside its figures. */
export interface FullExtrasProps {
  figures: ScenarioFigures;
  info: LessonInfo;
  /** Sets parameters (validated, into the URL), e.g. "insert 5 days". */
  apply: (patch: Params) => void;
}

/** What a scenario's UI gives every lesson built on it. */
export interface ScenarioUi {
  /** One sentence per event (the step's event list). */
  describeEvent(e: ScenarioEvent): string;
  /**
   * One sentence for several events played as one beat (`kit/layout/eventBeats`:
   * a request's thousands of page accesses); default: each one's sentence.
   */
  describeEvents?(events: readonly ScenarioEvent[]): string;
  /** The whole step in a few sentences, from its events only. */
  narrate(step: number, events: readonly ScenarioEvent[], params: Params): string;
  /** The step in one sentence (the stage's headline), from its events only. */
  headline(step: number, events: readonly ScenarioEvent[], params: Params): string;
  /** Pages to mark on the page strip, from the events revealed so far. */
  marks(events: readonly ScenarioEvent[]): PageMark[];
  /** The words its narration uses, explained (the narration links to them). */
  glossary?: GlossaryTerm[];
  /**
   * Its moments worth finding (the engine's `Scenario::moment` kinds), in
   * its words: the stage offers jumps between them and marks them on the
   * timeline. Absent: the scenario names none.
   */
  moments?: Record<string, string>;
  /** The step's route as chips (descent, side effects), if it has one. */
  Route?: ComponentType<{ events: ScenarioEvent[]; played: number }>;
  /**
   * The scenario's own view kinds (`scenarios/<id>/views/`): they load
   * with the kit, in its lessons' chunks, not with the entry.
   */
  views?: ViewKinds;
  /** Labels of the scenario's figures, by name. */
  labels: Record<string, FigureLabel>;
  /** Figures the step view counts, in order. */
  stepCounters: string[];
  /** Figures a full-scale run reports, in order. */
  fullFigures: string[];
  /** Reports and charts of a full-scale run beside its figures. */
  FullExtras?: ComponentType<FullExtrasProps>;
  /**
   * The step view's small setup, in a phrase ("rows 480, days 3"); empty
   * when the step view runs the user's parameters as they are.
   */
  stepTableNote(params: Params): string;
  /** Its rules across parameters in French and Russian (`rules.i18n.ts`; English: the engine's). */
  rules?: Catalogue<RuleWords>;
}

/** What a lesson chart is given. */
export interface ChartProps {
  info: LessonInfo;
  /** The parameters every point of the chart shares. */
  base: Params;
  /** Each point's own parameters (over `base`), as the chart asked for them. */
  points: Params[];
  /** Every control's current text (the chart may mark the user's point). */
  shown: Params;
  res: Results;
  /**
   * The figures so far of a run under way (only for a chart that asked for
   * them, `LessonChart.live`); `res.lookup` has the finished runs'.
   */
  partial?: (p: Params) => ScenarioFigures | undefined;
  state: RunState;
  onRun: () => void;
  onCancel: () => void;
}

/** A chart of full-scale runs: one run per point, over a base. */
export interface LessonChart {
  /**
   * The runs it needs: each point's parameters over `base(params)`; fixed,
   * or chosen from every parameter's value (defaults for the rest), e.g.
   * one point per frame count up to the string's distinct pages.
   */
  points: Params[] | ((all: Params) => Params[]);
  base(params: Params): Params;
  Chart: ComponentType<ChartProps>;
  /**
   * Drawn as its runs go: the worker posts each run's figures so far
   * (about every PARTIAL_EVERY_MS, 200 ms) and the chart gets them as `partial`.
   */
  live?: boolean;
}

/**
 * A button on the stage that changes the parameters, e.g. "Checkpoint"
 * appending a phase to a plan: the change goes through the parameters (so
 * into the URL, and a replay from the seed is the same run), and the step
 * view goes on from where it is.
 */
export interface StageAction {
  label: string;
  testId: string;
  /** What it does, in a sentence (the button's description). */
  hint: string;
  /** The parameters to set, from every parameter's current value. */
  patch(all: Params): Params;
}

export interface LessonModule {
  story: LessonStory;
  scenario: ScenarioUi;
  /** Parameters shown first; the rest fold under "More parameters". */
  primaryParams: string[];
  /**
   * The step view's simulations (default: one, with the user's parameters),
   * one to four. `params` holds the values the user set (they go to the
   * engine as they are); `all` every parameter’s value, defaults included
   * (the shell always gives it; a test may leave it out).
   */
  stepVariants?(params: Params, all?: Params): Variant[];
  /**
   * Parameters the step view sets itself (variants compare their values)
   * or that do nothing there, for these parameters, with a word for the
   * control: what it still sets.
   */
  stepNotes?(params: Params, all?: Params): Record<string, string>;
  charts?: LessonChart[];
  /** Buttons on the stage, under the picture (with a line saying what they have planned). */
  actions?: StageAction[];
  /** That line: what the actions have set so far, from every parameter's value. */
  actionsNote?(all: Params): string;
  /**
   * Where the lesson's facts are ASE's own: how other engines do it, so a
   * DBA from another engine is not misled.
   */
  otherEngines?: ReactNode;
  /**
   * Predict, then see: questions the stage asks before a step whose answer
   * is not obvious, on the lesson's own step view (its defaults; they are
   * off once the reader changes a parameter, whose run is another).
   */
  checkpoints?: Checkpoint[];
  // The engine's texts about the lesson in French and Russian are not
  // here: they sit in the lesson's `texts.i18n.ts`, which the registry
  // finds and loads only for a page in French or Russian (or after the
  // first picture, for a switch), so English never downloads them.
}
