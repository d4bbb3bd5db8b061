/**
 * Beside a latch run's figures: its latch waits by page, most first, as
 * sys.dm_os_wait_stats and the page's wait_resource would point a DBA to
 * the hot page, and the run beside the article's rows a second.
 */
import type { LatchFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt } from '../../kit/text/format';
import { rateText, resourceText, STRATEGY_WORDS, usText } from './words';

/** Keys that always grow: every insert goes to the last page of its time. */
const GROWING = new Set(['identity', 'sequential_key', 'sequential_guid']);

function shareText(n: number, all: number): string {
  if (all <= 0) return '—';
  const pct = (100 * n) / all;
  return pct > 0 && pct < 0.1 ? '< 0.1%' : `${pct.toFixed(1)}%`;
}

export function WaitsReport({ figures }: FullExtrasProps) {
  const f = figures as LatchFigures;
  if (f.waits_by_page === undefined) return null;
  const all = f.latch_waits;
  return (
    <section className="runs-report" data-testid="waits-report" aria-labelledby="waits-report-title">
      <h4 id="waits-report-title">PAGELATCH_EX waits by page ({STRATEGY_WORDS[f.strategy]?.short ?? f.strategy})</h4>
      {f.waits_by_page.length === 0 ? (
        <p>No insert waited for a page latch: {rateText(f.rows_per_sec)}.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Latch waits by page">
          <table className="data-table">
            <caption className="sr-only">The pages waited on most: waits, their share of all waits, and the mean wait</caption>
            <thead>
              <tr>
                <th scope="col">wait_resource</th>
                <th scope="col">Waits</th>
                <th scope="col">Share</th>
                <th scope="col">Mean wait</th>
              </tr>
            </thead>
            <tbody>
              {f.waits_by_page.map((w) => (
                <tr key={w.page}>
                  <th scope="row">{resourceText(w.page)}</th>
                  <td>{fmtInt(w.waits)}</td>
                  <td>{shareText(w.waits, all)}</td>
                  <td>{usText(w.waits > 0 ? w.wait_us / w.waits : 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        {fmtInt(f.threads)} sessions on {fmtInt(f.cores)} cores: {rateText(f.rows_per_sec)}, {fmtInt(f.latch_waits)} of{' '}
        {fmtInt(f.rows_done)} inserts waited for a latch (mean {usText(f.latch_wait_mean_us)}, p99 {usText(f.latch_wait_p99_us)}), the CPU{' '}
        {Math.round(f.cpu_busy * 100)}% busy.
        {GROWING.has(f.strategy) &&
          f.latch_waits > 0 &&
          ` The key always grows, so every page was the last page in its turn: each of the ${fmtInt(f.leaf_pages)} leaves took its waits (about ${fmtInt(Math.round(f.latch_waits / Math.max(1, f.leaf_pages)))}) while it was the one page every insert wanted; a DBA watching sys.dm_exec_requests sees one wait_resource at a time, moving on a page every ${fmtInt(f.rows_per_page)} rows.`}{' '}
        Pages are numbered as the engine counts them (database 5, file 1).
      </p>
    </section>
  );
}
