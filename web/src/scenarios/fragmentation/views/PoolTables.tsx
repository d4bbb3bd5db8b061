/**
 * The text alternatives of the fragmentation pictures, as tables (the
 * detail slot, under the stage): the pool relation by relation (frames,
 * dirty, useful rows), and a table's pages by place with the pages the
 * step's request touched, in ranges (scattered pages read as a long list
 * of single pages, an archive's islands as a few).
 */
import { memo } from 'react';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { poolCounts } from '../layout/poolPages';
import { islands, pageRanges, placeCounts, touchedPages } from '../layout/relationPages';
import { fmtInt, fmtNum } from '../../../kit/text/format';
import { useWords } from '../../../kit/i18n/words';
import { placeWords, relWords } from '../words';
import { VIEW_WORDS } from './views.i18n';
import { stripTitle } from './RelationPages';

type Heading = 'h4' | 'h5';

export const PoolTable = memo(function PoolTable({
  view,
  heading,
  testId,
  name,
}: {
  view: ViewOf<'pool_pages'>;
  heading: Heading;
  testId: string;
  /** Whose pool (a variant's), so that side-by-side tables have distinct names. */
  name?: string;
}) {
  const w = useWords(VIEW_WORDS);
  const counts = poolCounts(view);
  const H = heading;
  return (
    <>
      <H>{w.poolTable}</H>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`${w.poolTable}${name ? ` (${name})` : ''}`}>
        <table className="data-table pool-table" data-testid={testId}>
          <caption className="sr-only">{w.poolCaption(fmtInt(counts.frames), fmtInt(counts.empty))}</caption>
          <thead>
            <tr>
              <th scope="col">{w.pagesOf}</th>
              <th scope="col">{w.frames}</th>
              <th scope="col">{w.dirty}</th>
              <th scope="col">{w.usefulRows}</th>
              <th scope="col">{w.aPage}</th>
            </tr>
          </thead>
          <tbody>
            {counts.byRel.map((r) => {
              const rows = relWords(r.rel).cls !== 'index';
              return (
                <tr key={r.rel}>
                  <th scope="row">{relWords(r.rel).name}</th>
                  <td>{fmtInt(r.frames)}</td>
                  <td>{fmtInt(r.dirty)}</td>
                  <td>{rows ? fmtInt(r.useful) : '—'}</td>
                  <td>{rows && r.frames > 0 ? fmtNum(r.useful / r.frames) : '—'}</td>
                </tr>
              );
            })}
            {counts.empty > 0 && (
              <tr>
                <th scope="row">{w.emptyFrames}</th>
                <td>{fmtInt(counts.empty)}</td>
                <td>—</td>
                <td>—</td>
                <td>—</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
});

export const RelationTable = memo(function RelationTable({
  view,
  revealed,
  heading,
  testId,
  step = true,
}: {
  view: ViewOf<'relation_pages'>;
  revealed: readonly ScenarioEvent[];
  heading: Heading;
  testId: string;
  /** A step's view (its request's pages are listed), not the end of a run. */
  step?: boolean;
}) {
  const w = useWords(VIEW_WORDS);
  const [disk, cache, pool] = placeCounts(view.place);
  const touched = touchedPages(view.relation, revealed);
  const H = heading;
  const n = touched.pages.size;
  return (
    <>
      <H>{stripTitle(view.relation)}</H>
      <dl className="figures compact" data-testid={testId}>
        <div className="figure">
          <dt>{w.pagesCount}</dt>
          <dd>{fmtInt(view.place.length)}</dd>
        </div>
        {[pool, cache, disk].map((count, i) => (
          <div className="figure" key={i}>
            <dt>{placeWords((2 - i) as 0 | 1 | 2)}</dt>
            <dd>{fmtInt(count)}</dd>
          </div>
        ))}
      </dl>
      {step && (
      <p className="touched-pages">
        {n === 0
          ? w.touchedNone
          : w.touchedPages(n, islands(touched.pages), touched.fromDisk.size, pageRanges(touched.pages, fmtInt))}
      </p>
      )}
    </>
  );
});
