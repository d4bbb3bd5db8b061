/**
 * The view kinds of the index rebuild (the idxbuild scenario): the
 * timeline of workers and sort devices, and the sort groups flowing from
 * scan to merge to build, with their tables. Registered by the scenario's
 * kit (`scenarios/idxbuild`), so they load with the lesson, not with the
 * entry.
 */
import type { ViewOf } from '../../../shell/engine/types';
import type { ViewContext, ViewKinds } from '../../../shell/views/registry';
import { RebuildTimeline, RebuildTimelineTable } from './RebuildTimeline';
import { SortGroups, SortGroupsTable } from './SortGroups';
import { useWords } from '../../../kit/i18n/words';
import { IDX_VIEW_WORDS } from './views.i18n';

/** Heights of the sort groups' picture: fixed, so the stage never moves; smaller when two share it. */
const GROUPS_HEIGHT = { one: 110, several: 90, full: 140 };

function TimelineView({ view, ctx }: { view: ViewOf<'rebuild_timeline'>; ctx: ViewContext }) {
  const w = useWords(IDX_VIEW_WORDS);
  const full = ctx.mode === 'full';
  const Heading = ctx.headingLevel === 5 ? 'h5' : 'h4';
  return (
    <>
      {full && <Heading className="frames-title">{w.wholeTitle}</Heading>}
      <RebuildTimeline view={view} revealed={ctx.revealed} testId={ctx.testId} name={full ? w.wholeRun : ctx.name} step={!full} />
    </>
  );
}

function GroupsView({ view, ctx }: { view: ViewOf<'sort_groups'>; ctx: ViewContext }) {
  const w = useWords(IDX_VIEW_WORDS);
  const full = ctx.mode === 'full';
  return (
    <SortGroups
      view={view}
      revealed={ctx.revealed}
      testId={`${ctx.testId}-groups`}
      name={full ? w.atEnd : ctx.name}
      height={full ? GROUPS_HEIGHT.full : ctx.compact ? GROUPS_HEIGHT.several : GROUPS_HEIGHT.one}
      step={!full}
    />
  );
}

function TimelineTableView({ view, ctx }: { view: ViewOf<'rebuild_timeline'>; ctx: ViewContext }) {
  const w = useWords(IDX_VIEW_WORDS);
  return (
    <RebuildTimelineTable
      view={view}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-workers`}
      name={ctx.mode === 'full' ? w.atEnd : (ctx.name ?? w.stepView)}
    />
  );
}

function GroupsTableView({ view, ctx }: { view: ViewOf<'sort_groups'>; ctx: ViewContext }) {
  const w = useWords(IDX_VIEW_WORDS);
  return (
    <SortGroupsTable
      view={view}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-groups-table`}
      name={ctx.mode === 'full' ? w.atEnd : (ctx.name ?? w.stepView)}
    />
  );
}

export const IDXBUILD_VIEWS: ViewKinds = {
  rebuild_timeline: { main: TimelineView, detail: TimelineTableView },
  sort_groups: { main: GroupsView, detail: GroupsTableView },
};
