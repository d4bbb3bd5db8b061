/**
 * The view kinds of a database under a mixed load (the fragmentation
 * scenario): its pool frame by frame and its tables' pages by place, with
 * their tables. Registered by the scenario's kit (`scenarios/fragmentation`),
 * so they load with the lessons that draw them, not with the entry.
 */
import type { ViewOf } from '../../../shell/engine/types';
import type { ViewContext, ViewKinds } from '../../../shell/views/registry';
import { PoolPages } from './PoolPages';
import { RelationPages } from './RelationPages';
import { PoolTable, RelationTable } from './PoolTables';
import { useWords } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';

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
  const w = useWords(VIEW_WORDS);
  return (
    <>
      {full && <Heading className="frames-title">{w.poolAtEnd}</Heading>}
      <PoolPages
        view={view}
        revealed={ctx.revealed}
        testId={ctx.testId}
        name={full ? w.atEnd : ctx.name}
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

export const DATABASE_VIEWS: ViewKinds = {
  pool_pages: { main: PoolPagesView, detail: PoolTableView },
  relation_pages: { main: RelationPagesView, detail: RelationTableView },
};
