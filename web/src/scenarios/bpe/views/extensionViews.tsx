/**
 * The view kind of a buffer pool with its extension on SSD (the bpe
 * scenario). Registered by the scenario's kit (`scenarios/bpe`), so it
 * loads with the lesson that draws it, not with the entry.
 */
import type { ViewOf } from '../../../shell/engine/types';
import type { ViewContext, ViewKinds } from '../../../shell/views/registry';
import { BpeTiers } from './BpeTiers';
import { BpeTable } from './BpeTables';
import { useWords } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';

/**
 * Heights of the bpe tiers: the grids (both, stacked on a phone) and the
 * strip of pages; fixed for the counts and the width, so the stage never
 * moves. A full run's dense tiers get a taller strip (65,536 pages).
 */
const TIERS_HEIGHT = { step: { grids: 230, stacked: 170, strip: 40 }, full: { grids: 200, stacked: 200, strip: 80 } };

/** A pool and its extension, and the table's pages by place (the bpe lesson). */
function BpeTiersView({ view, ctx }: { view: ViewOf<'bpe_tiers'>; ctx: ViewContext }) {
  const w = useWords(VIEW_WORDS);
  const full = ctx.mode === 'full';
  const h = full ? TIERS_HEIGHT.full : TIERS_HEIGHT.step;
  const Heading = ctx.headingLevel === 5 ? 'h5' : 'h4';
  return (
    <>
      {full && <Heading className="frames-title">{w.endTitle}</Heading>}
      <BpeTiers
        view={view}
        revealed={ctx.revealed}
        testId={ctx.testId}
        name={full ? w.endName : ctx.name}
        gridHeight={h.grids}
        stackedHeight={h.stacked}
        stripHeight={h.strip}
        step={!full}
      />
    </>
  );
}

function BpeTableView({ view, ctx }: { view: ViewOf<'bpe_tiers'>; ctx: ViewContext }) {
  const w = useWords(VIEW_WORDS);
  return (
    <BpeTable
      view={view}
      revealed={ctx.revealed}
      heading={ctx.headingLevel === 5 ? 'h5' : 'h4'}
      testId={`${ctx.testId}-tiers-table`}
      name={ctx.mode === 'full' ? w.endName : (ctx.name ?? w.stepName)}
      step={ctx.mode === 'step'}
    />
  );
}

export const EXTENSION_VIEWS: ViewKinds = {
  bpe_tiers: { main: BpeTiersView, detail: BpeTableView },
};
