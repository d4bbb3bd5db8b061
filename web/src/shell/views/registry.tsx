/**
 * Views are drawn by components chosen by view kind, never by lesson: each
 * kind the engine sends (`engine/src/scenario/view.rs`) has a component for
 * each slot of a lesson's pictures:
 *
 *   main    the picture itself, full width
 *   detail  beside it, smaller (the same state as tables, the queues)
 *
 * Every kind is a scenario's, in its folder (`scenarios/<id>/views/`), and
 * reaches `viewsIn` through its kit (`ScenarioUi.views`), so it loads with
 * its lessons and not with the entry. This file names no scenario.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ScenarioEvent, View, ViewOf } from '../engine/types';
import type { ScenarioUi } from '../lesson/module';
import type { ColourOf } from '../../kit/charts/colours';
import type { PageMark } from '../../kit/views/PageView';

/** What a view's component knows beyond its data. */
export interface ViewContext {
  /** A step of the step view, or the end of a full-scale run. */
  mode: 'step' | 'full';
  /** Every event of the step ([] for the end of a full run). */
  events: ScenarioEvent[];
  /** Events played so far, and those events. */
  played: number;
  revealed: ScenarioEvent[];
  marks: PageMark[];
  /** Shared colour domain of side-by-side views. */
  maxGroup?: number;
  colour: ColourOf;
  /** Two simulations side by side: smaller details. */
  compact: boolean;
  /** Level of the views' own headings (under a variant's heading: 5). */
  headingLevel: 4 | 5;
  /** Test id and accessible name of the main picture. */
  testId: string;
  name?: string;
  caption?: string;
  /** The step's route as chips (the scenario's), beside the details. */
  Route?: ScenarioUi['Route'];
  /** The scenario's own view kinds (its kit's `views`), drawn before the shared ones. */
  kinds?: ViewKinds;
}

export type Slot = 'main' | 'detail';

export type ViewComponent<K extends View['kind']> = ComponentType<{ view: ViewOf<K>; ctx: ViewContext }>;

/** Components by view kind and slot; a kind with no entry is not drawn. */
export type ViewKinds = { [K in View['kind']]?: Partial<Record<Slot, ViewComponent<K>>> };

/** The components of `views` for `slot`, in the views' order. */
export function viewsIn(slot: Slot, views: readonly View[], ctx: ViewContext): ReactNode[] {
  return views.flatMap((view, i) => {
    const C = ctx.kinds?.[view.kind]?.[slot] as
      | ViewComponent<typeof view.kind>
      | undefined;
    return C ? [<C key={`${view.kind}-${i}`} view={view} ctx={ctx} />] : [];
  });
}

/** The first view of a kind, if the frame has one. */
export function viewOf<K extends View['kind']>(views: readonly View[], kind: K): ViewOf<K> | undefined {
  return views.find((v): v is ViewOf<K> => v.kind === kind);
}
