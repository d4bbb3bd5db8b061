/**
 * The view kinds of sessions contending for page latches (the latch
 * scenario): the sessions by core and state, the hot pages' queues, and
 * their tables (sys.dm_exec_requests). Registered by the scenario's kit
 * (`scenarios/latch`), so they load with the lesson, not with the entry.
 */
import type { ViewOf } from '../../../shell/engine/types';
import type { ViewContext, ViewKinds } from '../../../shell/views/registry';
import { SessionLanes } from './SessionLanes';
import { LatchQueues } from './LatchQueues';
import { QueuesTable, RequestsTable } from './LatchTables';
import { useWords } from '../../../kit/i18n/words';
import { LATCH_VIEW_WORDS } from './views.i18n';

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
  const w = useWords(LATCH_VIEW_WORDS);
  const full = ctx.mode === 'full';
  const Heading = ctx.headingLevel === 5 ? 'h5' : 'h4';
  return (
    <>
      {full && <Heading className="frames-title">{w.endTitle}</Heading>}
      <SessionLanes
        view={view}
        revealed={ctx.revealed}
        testId={ctx.testId}
        name={full ? w.endName : ctx.name}
        height={full ? LANES_HEIGHT.full : ctx.compact ? LANES_HEIGHT.several : LANES_HEIGHT.one}
        step={!full}
      />
    </>
  );
}

/** The hot pages, each with its holder and queue (the latch lesson). */
function LatchQueuesView({ view, ctx }: { view: ViewOf<'latch_queues'>; ctx: ViewContext }) {
  const w = useWords(LATCH_VIEW_WORDS);
  const rows = ctx.mode === 'full' ? QUEUE_ROWS.full : QUEUE_ROWS.step;
  return (
    <LatchQueues view={view} testId={`${ctx.testId}-queues`} name={ctx.mode === 'full' ? w.endName : ctx.name} maxRows={rows} height={rows * QUEUE_ROW_H} />
  );
}

function RequestsTableView({ view, ctx }: { view: ViewOf<'session_lanes'>; ctx: ViewContext }) {
  const w = useWords(LATCH_VIEW_WORDS);
  return (
    <RequestsTable
      view={view}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-requests`}
      name={ctx.mode === 'full' ? w.endName : (ctx.name ?? w.stepName)}
    />
  );
}

function QueuesTableView({ view, ctx }: { view: ViewOf<'latch_queues'>; ctx: ViewContext }) {
  const w = useWords(LATCH_VIEW_WORDS);
  return (
    <QueuesTable
      view={view}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-queues-table`}
      name={ctx.mode === 'full' ? w.endName : (ctx.name ?? w.stepName)}
    />
  );
}

export const LATCH_VIEWS: ViewKinds = {
  session_lanes: { main: SessionLanesView, detail: RequestsTableView },
  latch_queues: { main: LatchQueuesView, detail: QueuesTableView },
};
