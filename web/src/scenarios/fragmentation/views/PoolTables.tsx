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
import { PLACE_WORDS, relWords } from '../words';
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
  const counts = poolCounts(view);
  const H = heading;
  return (
    <>
      <H>The pool, relation by relation</H>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`The pool, relation by relation${name ? ` (${name})` : ''}`}>
        <table className="data-table pool-table" data-testid={testId}>
          <caption className="sr-only">
            Frames of the pool by the relation of their page ({fmtInt(counts.frames)} frames, {fmtInt(counts.empty)} empty)
          </caption>
          <thead>
            <tr>
              <th scope="col">Pages of</th>
              <th scope="col">Frames</th>
              <th scope="col">Dirty</th>
              <th scope="col">Useful rows</th>
              <th scope="col">A page</th>
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
                <th scope="row">(empty frames)</th>
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
  const [disk, cache, pool] = placeCounts(view.place);
  const touched = touchedPages(view.relation, revealed);
  const H = heading;
  const n = touched.pages.size;
  return (
    <>
      <H>{stripTitle(view.relation)}</H>
      <dl className="figures compact" data-testid={testId}>
        <div className="figure">
          <dt>Pages</dt>
          <dd>{fmtInt(view.place.length)}</dd>
        </div>
        {[pool, cache, disk].map((count, i) => (
          <div className="figure" key={i}>
            <dt>{PLACE_WORDS[2 - i]}</dt>
            <dd>{fmtInt(count)}</dd>
          </div>
        ))}
      </dl>
      {step && (
      <p className="touched-pages">
        {n === 0 ? (
          'This request touched none of these pages.'
        ) : (
          <>
            This request touched {fmtInt(n)} {n === 1 ? 'page' : 'pages'} in {fmtInt(islands(touched.pages))}{' '}
            {islands(touched.pages) === 1 ? 'place' : 'places'} ({fmtInt(touched.fromDisk.size)} read from disk): pages{' '}
            {pageRanges(touched.pages, fmtInt)}.
          </>
        )}
      </p>
      )}
    </>
  );
});
