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
  const c = tierCounts(view);
  const [disk, ext, clean, dirty] = c.places;
  const moves = step ? movesOf(view, revealed) : [];
  const H = heading;
  // The places cover the engine's first pages only (at most 65,536).
  const of = c.shown < c.dataPages ? `of the first ${fmtInt(c.shown)} pages` : '';
  const rows: [string, number, string][] = [
    ['Pool frames holding a page', c.poolPages, `of ${fmtInt(c.frames)}`],
    ['… of them dirty', c.dirty, 'written to disk before the frame is reused'],
    ['Extension slots holding a clean copy', c.extPages, c.slots > 0 ? `of ${fmtInt(c.slots)}` : 'no extension'],
    ['Data pages in the pool, clean', clean, of],
    ['Data pages in the pool, dirty', dirty, of],
    ['Data pages in the extension only', ext, of],
    ['Data pages on disk only', disk, of],
  ];
  return (
    <>
      <H>The tiers, counted</H>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`The pool and the extension, counted${name ? ` (${name})` : ''}`}>
        <table className="data-table pool-table" data-testid={testId}>
          <caption className="sr-only">
            The pool’s frames, the extension’s slots and the table’s {c.shown < c.dataPages ? `first ${fmtInt(c.shown)} ` : ''}pages by place
          </caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Count</th>
              <th scope="col">Note</th>
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
          {moves.length === 0 ? 'No page has moved yet in this step.' : `This step so far: ${moves.map(moveText).join('; ')}.`}
        </p>
      )}
    </>
  );
});
