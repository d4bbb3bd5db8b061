/**
 * The text alternative of the bpe tiers, as a table (the detail slot,
 * under the stage): frames, slots and the table's pages by place, and
 * the step's moves in words, in order.
 */
import { memo } from 'react';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { movesOf, tierCounts } from '../layout/bpeTiers';
import { fmtInt } from '../../../kit/text/format';
import { moveText } from './BpeTiers';
import { useWords } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';

export const BpeTable = memo(function BpeTable({
  view,
  revealed,
  heading,
  testId,
  name,
  step = true,
}: {
  view: ViewOf<'bpe_tiers'>;
  revealed: readonly ScenarioEvent[];
  heading: 'h4' | 'h5';
  testId: string;
  /** Whose tiers (the step view's, the end of a run's): side by side regions need distinct names. */
  name?: string;
  step?: boolean;
}) {
  const w = useWords(VIEW_WORDS);
  const c = tierCounts(view);
  const [disk, ext, clean, dirty] = c.places;
  const moves = step ? movesOf(view, revealed) : [];
  const H = heading;
  // The places cover the engine's first pages only (at most 65,536).
  const of = c.shown < c.dataPages ? w.ofFirstPages(fmtInt(c.shown)) : '';
  const rows: [string, number, string][] = [
    [w.rowFrames, c.poolPages, w.of(fmtInt(c.frames))],
    [w.rowDirty, c.dirty, w.rowDirtyNote],
    [w.rowSlots, c.extPages, c.slots > 0 ? w.of(fmtInt(c.slots)) : w.rowNoExt],
    [w.rowClean, clean, of],
    [w.rowPoolDirty, dirty, of],
    [w.rowExtOnly, ext, of],
    [w.rowDiskOnly, disk, of],
  ];
  return (
    <>
      <H>{w.counted}</H>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={w.region(name ?? '')}>
        <table className="data-table pool-table" data-testid={testId}>
          <caption className="sr-only">
            {w.caption(c.shown < c.dataPages ? fmtInt(c.shown) : '')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{w.what}</th>
              <th scope="col">{w.count}</th>
              <th scope="col">{w.note}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([what, n, note]) => (
              <tr key={what}>
                <th scope="row">{what}</th>
                <td>{fmtInt(n)}</td>
                <td>{note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {step && (
        <p className="touched-pages">
          {moves.length === 0 ? w.noMove : w.soFar(moves.map(moveText).join(w.sep))}
        </p>
      )}
    </>
  );
});
