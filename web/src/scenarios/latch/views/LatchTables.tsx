/**
 * The text alternatives of the latch pictures (the detail slot): a live
 * table shaped like sys.dm_exec_requests (session_id, status, wait_type,
 * wait_time in ms, wait_resource as database:file:page), so a DBA
 * recognises the diagnosis, and the hot pages' holders and queues.
 */
import { memo, useDeferredValue } from 'react';
import type { ViewOf } from '../../../shell/engine/types';
import { queueRows, requestRows } from '../layout/latchLanes';
import { pageNo, resourceText } from '../words';
import { fmtInt } from '../../../kit/text/format';
import { useWords } from '../../../kit/i18n/words';
import { LATCH_VIEW_WORDS } from './views.i18n';

export const RequestsTable = memo(function RequestsTable({
  view,
  heading,
  testId,
  name,
}: {
  view: ViewOf<'session_lanes'>;
  heading: 'h4' | 'h5';
  testId: string;
  name?: string;
}) {
  // A table of every session (128 rows at the article's threads) changes
  // on every step: React renders it after the picture, and skips the
  // renders that a newer step overtakes while playing fast.
  const w = useWords(LATCH_VIEW_WORDS);
  const shown = useDeferredValue(view);
  const rows = requestRows(shown);
  const H = heading;
  return (
    <>
      <H>{w.requestsNow}</H>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={w.requestsRegion(name ?? '')}>
        <table className="data-table dm-requests" data-testid={testId}>
          <caption className="sr-only">{w.requestsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">session_id</th>
              <th scope="col">status</th>
              <th scope="col">wait_type</th>
              <th scope="col">wait_time (ms)</th>
              <th scope="col">wait_resource</th>
              <th scope="col">scheduler_id</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.session} data-wait-type={r.waitType || undefined}>
                <th scope="row">{r.session}</th>
                <td>{r.status}</td>
                <td>{r.waitType || 'NULL'}</td>
                <td>{r.waitMs === null ? '0' : r.waitMs.toFixed(3)}</td>
                <td>{r.resource}</td>
                <td>{fmtInt(r.core)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        {w.requestsNote}
      </p>
    </>
  );
});

export const QueuesTable = memo(function QueuesTable({
  view,
  heading,
  testId,
  name,
}: {
  view: ViewOf<'latch_queues'>;
  heading: 'h4' | 'h5';
  testId: string;
  name?: string;
}) {
  const w = useWords(LATCH_VIEW_WORDS);
  const rows = queueRows(view);
  const H = heading;
  return (
    <>
      <H>{w.latchesNow}</H>
      {rows.length === 0 ? (
        <p>{w.noLatchTable(pageNo(view.last_page))}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={w.latchesRegion(name ?? '')}>
          <table className="data-table" data-testid={testId}>
            <caption className="sr-only">{w.latchesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{w.colPage}</th>
                <th scope="col">{w.colHolder}</th>
                <th scope="col">{w.colQueue}</th>
                <th scope="col">{w.colWaits}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((q) => (
                <tr key={q.page}>
                  <th scope="row">
                    {resourceText(q.page)}
                    {q.last ? w.lastPage : ''}
                  </th>
                  <td>{q.holder === null ? '—' : w.holder(String(q.holder), q.holderRunning)}</td>
                  <td className="list-cell">{q.waiters.length === 0 ? '—' : q.waiters.join(', ')}</td>
                  <td>{fmtInt(q.waits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
});
