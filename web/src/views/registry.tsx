/**
 * Views are drawn by components chosen by view kind, never by lesson: each
 * kind the engine sends (`engine/src/scenario/view.rs`) has a component for
 * each slot of a lesson's pictures:
 *
 *   main    the picture itself, full width (the strip of every page, a
 *           buffer pool's frames and the reference string under them, a
 *           database's pool frame by frame and its tables' pages, a pool
 *           and its extension on SSD with the table's pages by place)
 *   detail  beside it, smaller (the pages around an insert, the tree levels,
 *           the pool and a table's pages as tables)
 *
 *           and for the latch lesson the sessions by core and state and the
 *           hot pages' queues (detail: sys.dm_exec_requests, the queues)
 *
 * A new kind (a timeline) is a component here.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ScenarioEvent, View, ViewOf } from '../engine/types';
import type { ScenarioUi } from '../lesson/module';
import type { ColourOf } from '../charts/colours';
import { PageView, type PageMark } from '../components/PageView';
import { StepDetail } from '../components/StepDetail';
import { TreeLevels } from '../components/TreeLevels';
import { BufferFrames } from '../components/BufferFrames';
import { ReferenceString } from '../components/ReferenceString';
import { PoolPages } from '../components/PoolPages';
import { RelationPages } from '../components/RelationPages';
import { PoolTable, RelationTable } from '../components/PoolTables';
import { BpeTiers } from '../components/BpeTiers';
import { BpeTable } from '../components/BpeTables';
import { SessionLanes } from '../components/SessionLanes';
import { LatchQueues } from '../components/LatchQueues';
import { QueuesTable, RequestsTable } from '../components/LatchTables';
import { policyName } from '../text/buffer';

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
}

export type Slot = 'main' | 'detail';

type ViewComponent<K extends View['kind']> = ComponentType<{ view: ViewOf<K>; ctx: ViewContext }>;

function PageStripView({ view, ctx }: { view: ViewOf<'page_strip'>; ctx: ViewContext }) {
  return (
    <PageView
      pages={view}
      marks={ctx.marks}
      maxInstrument={ctx.maxGroup}
      testId={ctx.testId}
      name={ctx.name}
      caption={ctx.caption}
    />
  );
}

/** The few pages around the step's insert, row by row, with its route. */
function PageBoxesView({ view, ctx }: { view: ViewOf<'page_strip'>; ctx: ViewContext }) {
  // The end of a full run has no step to show around.
  if (ctx.mode === 'full') return null;
  const Heading = ctx.headingLevel === 5 ? 'h5' : 'h4';
  const Route = ctx.Route;
  return (
    <>
      <Heading>Around the insert</Heading>
      {Route && <Route events={ctx.events} played={ctx.played} />}
      <StepDetail pages={view} events={ctx.events} phase={ctx.played} colour={ctx.colour} size={ctx.compact ? 5 : 7} />
    </>
  );
}

function TreeLevelsView({ view, ctx }: { view: ViewOf<'tree_levels'>; ctx: ViewContext }) {
  return <TreeLevels levelPages={view.pages} events={ctx.revealed} heap={view.heap} headingLevel={ctx.headingLevel} />;
}

/**
 * Height the frames may take: less when several pools share the stage
 * (their columns are narrow, and the first screen holds them all).
 */
const FRAMES_HEIGHT = { one: 280, several: 230 };

/** One pool's frames; at the end of a full run, one such view per pool. */
function BufferFramesView({ view, ctx }: { view: ViewOf<'buffer_frames'>; ctx: ViewContext }) {
  return (
    <BufferFrames
      view={view}
      events={ctx.events}
      played={ctx.played}
      testId={ctx.mode === 'full' ? `${ctx.testId}-${view.policy}` : ctx.testId}
      name={ctx.mode === 'full' ? 'at the end of the run' : ctx.name}
      maxHeight={ctx.compact ? FRAMES_HEIGHT.several : FRAMES_HEIGHT.one}
      title={
        ctx.mode === 'full' ? { text: `${policyName(view.policy)} pool at the end`, level: ctx.headingLevel } : undefined
      }
    />
  );
}

function ReferenceStringView({ view, ctx }: { view: ViewOf<'reference_string'>; ctx: ViewContext }) {
  return <ReferenceString view={view} events={ctx.events} played={ctx.played} testId={`${ctx.testId}-string`} />;
}

/**
 * Heights of a database's pool and of a table's strip: fixed for a frame
 * count and a width, so the stage never moves; smaller when two
 * simulations share it; a full run's dense pool and long tables get more.
 */
const POOL_HEIGHT = { one: 250, several: 210, full: 200 };
const STRIP_HEIGHT = { step: 40, full: 96 };

/** A database's pool, frame by frame (the fragmentation lesson). */
function PoolPagesView({ view, ctx }: { view: ViewOf<'pool_pages'>; ctx: ViewContext }) {
  const full = ctx.mode === 'full';
  const Heading = ctx.headingLevel === 5 ? 'h5' : 'h4';
  return (
    <>
      {full && <Heading className="frames-title">The pool at the end of the run</Heading>}
      <PoolPages
        view={view}
        revealed={ctx.revealed}
        testId={ctx.testId}
        name={full ? 'at the end of the run' : ctx.name}
        maxHeight={full ? POOL_HEIGHT.full : ctx.compact ? POOL_HEIGHT.several : POOL_HEIGHT.one}
        step={!full}
      />
    </>
  );
}

/** A table's pages and where each is (the fragmentation lesson). */
function RelationPagesView({ view, ctx }: { view: ViewOf<'relation_pages'>; ctx: ViewContext }) {
  return (
    <RelationPages
      view={view}
      revealed={ctx.revealed}
      testId={`${ctx.testId}-${view.relation}`}
      height={ctx.mode === 'full' ? STRIP_HEIGHT.full : STRIP_HEIGHT.step}
      step={ctx.mode === 'step'}
    />
  );
}

function PoolTableView({ view, ctx }: { view: ViewOf<'pool_pages'>; ctx: ViewContext }) {
  return <PoolTable view={view} heading={ctx.headingLevel === 5 ? 'h5' : 'h4'} testId={`${ctx.testId}-pool-table`} name={ctx.name} />;
}

function RelationTableView({ view, ctx }: { view: ViewOf<'relation_pages'>; ctx: ViewContext }) {
  return (
    <RelationTable
      view={view}
      revealed={ctx.revealed}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-${view.relation}-table`}
      step={ctx.mode === 'step'}
    />
  );
}

/**
 * Heights of the bpe tiers: the grids (both, stacked on a phone) and the
 * strip of pages; fixed for the counts and the width, so the stage never
 * moves. A full run's dense tiers get a taller strip (65,536 pages).
 */
const TIERS_HEIGHT = { step: { grids: 230, stacked: 170, strip: 40 }, full: { grids: 200, stacked: 200, strip: 80 } };

/** A pool and its extension, and the table's pages by place (the bpe lesson). */
function BpeTiersView({ view, ctx }: { view: ViewOf<'bpe_tiers'>; ctx: ViewContext }) {
  const full = ctx.mode === 'full';
  const h = full ? TIERS_HEIGHT.full : TIERS_HEIGHT.step;
  const Heading = ctx.headingLevel === 5 ? 'h5' : 'h4';
  return (
    <>
      {full && <Heading className="frames-title">The tiers at the end of the run</Heading>}
      <BpeTiers
        view={view}
        revealed={ctx.revealed}
        testId={ctx.testId}
        name={full ? 'at the end of the run' : ctx.name}
        gridHeight={h.grids}
        stackedHeight={h.stacked}
        stripHeight={h.strip}
        step={!full}
      />
    </>
  );
}

function BpeTableView({ view, ctx }: { view: ViewOf<'bpe_tiers'>; ctx: ViewContext }) {
  return (
    <BpeTable
      view={view}
      revealed={ctx.revealed}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-tiers-table`}
      name={ctx.mode === 'full' ? 'at the end of the run' : (ctx.name ?? 'step view')}
      step={ctx.mode === 'step'}
    />
  );
}

/**
 * Heights of the latch pictures: the sessions' lanes and the hot pages'
 * rows (as many rows whatever the step has); fixed, so the stage never
 * moves; smaller when two simulations share it.
 */
const LANES_HEIGHT = { one: 120, several: 96, full: 160 };
const QUEUE_ROWS = { step: 3, full: 4 };
const QUEUE_ROW_H = 30;

/** The sessions, by core and state (the latch lesson). */
function SessionLanesView({ view, ctx }: { view: ViewOf<'session_lanes'>; ctx: ViewContext }) {
  const full = ctx.mode === 'full';
  const Heading = ctx.headingLevel === 5 ? 'h5' : 'h4';
  return (
    <>
      {full && <Heading className="frames-title">The sessions at the end of the run</Heading>}
      <SessionLanes
        view={view}
        revealed={ctx.revealed}
        testId={ctx.testId}
        name={full ? 'at the end of the run' : ctx.name}
        height={full ? LANES_HEIGHT.full : ctx.compact ? LANES_HEIGHT.several : LANES_HEIGHT.one}
        step={!full}
      />
    </>
  );
}

/** The hot pages, each with its holder and queue (the latch lesson). */
function LatchQueuesView({ view, ctx }: { view: ViewOf<'latch_queues'>; ctx: ViewContext }) {
  const rows = ctx.mode === 'full' ? QUEUE_ROWS.full : QUEUE_ROWS.step;
  return (
    <LatchQueues view={view} testId={`${ctx.testId}-queues`} name={ctx.mode === 'full' ? 'at the end of the run' : ctx.name} maxRows={rows} height={rows * QUEUE_ROW_H} />
  );
}

function RequestsTableView({ view, ctx }: { view: ViewOf<'session_lanes'>; ctx: ViewContext }) {
  return (
    <RequestsTable
      view={view}
      revealed={ctx.revealed}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-requests`}
      name={ctx.mode === 'full' ? 'at the end of the run' : (ctx.name ?? 'step view')}
    />
  );
}

function QueuesTableView({ view, ctx }: { view: ViewOf<'latch_queues'>; ctx: ViewContext }) {
  return (
    <QueuesTable
      view={view}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-queues-table`}
      name={ctx.mode === 'full' ? 'at the end of the run' : (ctx.name ?? 'step view')}
    />
  );
}

const REGISTRY: { [K in View['kind']]: Partial<Record<Slot, ViewComponent<K>>> } = {
  page_strip: { main: PageStripView, detail: PageBoxesView },
  tree_levels: { detail: TreeLevelsView },
  buffer_frames: { main: BufferFramesView },
  reference_string: { main: ReferenceStringView },
  pool_pages: { main: PoolPagesView, detail: PoolTableView },
  relation_pages: { main: RelationPagesView, detail: RelationTableView },
  bpe_tiers: { main: BpeTiersView, detail: BpeTableView },
  session_lanes: { main: SessionLanesView, detail: RequestsTableView },
  latch_queues: { main: LatchQueuesView, detail: QueuesTableView },
};

/** The components of `views` for `slot`, in the views' order. */
export function viewsIn(slot: Slot, views: readonly View[], ctx: ViewContext): ReactNode[] {
  return views.flatMap((view, i) => {
    const C = REGISTRY[view.kind][slot] as ViewComponent<typeof view.kind> | undefined;
    return C ? [<C key={`${view.kind}-${i}`} view={view} ctx={ctx} />] : [];
  });
}

/** The first view of a kind, if the frame has one. */
export function viewOf<K extends View['kind']>(views: readonly View[], kind: K): ViewOf<K> | undefined {
  return views.find((v): v is ViewOf<K> => v.kind === kind);
}
