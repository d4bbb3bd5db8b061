/**
 * The text alternatives of the latch pictures (the detail slot): a live
 * table shaped like sys.dm_exec_requests (session_id, status, wait_type,
 * wait_time in ms, wait_resource as database:file:page), so a DBA
 * recognises the diagnosis, and the hot pages' holders and queues.
 */
import { memo, useDeferredValue } from 'react';
import type { ViewOf } from '../../../shell/engine/types';
import { queueRows, requestRows } from '../layout/latchLanes';
import { resourceText } from '../words';
import { fmtInt } from '../../../kit/text/format';

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
  const shown = useDeferredValue(view);
  const rows = requestRows(shown);
  const H = heading;
  return (
    <>
      <H>sys.dm_exec_requests, now</H>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`Requests now, as sys.dm_exec_requests${name ? ` (${name})` : ''}`}>
        <table className="data-table dm-requests" data-testid={testId}>
          <caption className="sr-only">Each session’s request: status, wait type, wait time and wait resource</caption>
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
        Sessions are numbered from 0 as the engine counts them (SQL Server’s user sessions start at 51); pages as database
        5, file 1, the table’s pages from page 1,000 of the file (its first pages hold the file header and the allocation
        maps). WRITELOG is the commit’s log flush; a session between statements (its result on the way to the client, the
        next insert on the way back) or with no insert left has no request.
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
  const rows = queueRows(view);
  const H = heading;
  return (
    <>
      <H>Page latches held now</H>
      {rows.length === 0 ? (
        <p>No page latch is held now. The last page is page {fmtInt(view.last_page)}.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`Page latches and their queues${name ? ` (${name})` : ''}`}>
          <table className="data-table" data-testid={testId}>
            <caption className="sr-only">Each latched page: its holder, its queue head first, and its waits so far</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Holder</th>
                <th scope="col">Queue, head first</th>
                <th scope="col">Waits so far</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((q) => (
                <tr key={q.page}>
                  <th scope="row">
                    {resourceText(q.page)}
                    {q.last ? ' (last page)' : ''}
                  </th>
                  <td>{q.holder === null ? '—' : `session ${q.holder}${q.holderRunning ? '' : ' (waiting for its core)'}`}</td>
                  <td>{q.waiters.length === 0 ? '—' : q.waiters.join(', ')}</td>
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
