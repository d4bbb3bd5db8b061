/**
 * The insert load's pictures: the strip of every page (key order over file
 * order), the few pages around a step's insert, and the tree's levels, drawn
 * by the kit's page views (`kit/views/`). Registered by the scenario's kit
 * (`scenarios/insert_load`), so they load with its lessons and not with the
 * entry (no other scenario sends these kinds).
 */
import type { ViewOf } from '../../../shell/engine/types';
import type { ViewContext, ViewKinds } from '../../../shell/views/registry';
import { PageView } from '../../../kit/views/PageView';
import { StepDetail } from '../../../kit/views/StepDetail';
import { TreeLevels } from '../../../kit/views/TreeLevels';
import { useWords } from '../../../kit/i18n/words';
import { VIEW_WORDS } from '../../../kit/views/views.i18n';

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
  const w = useWords(VIEW_WORDS);
  // The end of a full run has no step to show around.
  if (ctx.mode === 'full') return null;
  const Heading = ctx.headingLevel === 5 ? 'h5' : 'h4';
  const Route = ctx.Route;
  return (
    <>
      <Heading>{w.aroundInsert}</Heading>
      {Route && <Route events={ctx.events} played={ctx.played} />}
      <StepDetail pages={view} events={ctx.events} phase={ctx.played} colour={ctx.colour} size={ctx.compact ? 5 : 7} />
    </>
  );
}

function TreeLevelsView({ view, ctx }: { view: ViewOf<'tree_levels'>; ctx: ViewContext }) {
  return <TreeLevels levelPages={view.pages} events={ctx.revealed} heap={view.heap} headingLevel={ctx.headingLevel} />;
}

export const PAGE_VIEWS: ViewKinds = {
  page_strip: { main: PageStripView, detail: PageBoxesView },
  tree_levels: { detail: TreeLevelsView },
};
