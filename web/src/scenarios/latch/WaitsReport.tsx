/**
 * Beside a latch run's figures: its latch waits by page, most first, as
 * sys.dm_os_wait_stats and the page's wait_resource would point a DBA to
 * the hot page, and the run beside the article's rows a second.
 */
import type { LatchFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt } from '../../kit/text/format';
import { useWords, words } from '../../kit/i18n/words';
import { decimal, rateText, resourceText, strategyShort, usText } from './words';
import { WAITS_WORDS } from './WaitsReport.i18n';

/** Keys that always grow: every insert goes to the last page of its time. */
const GROWING = new Set(['identity', 'sequential_key', 'sequential_guid']);

function shareText(n: number, all: number): string {
  if (all <= 0) return '—';
  const w = words(WAITS_WORDS);
  const pct = (100 * n) / all;
  return pct > 0 && pct < 0.1 ? w.tiny : w.pct(decimal(pct, 1));
}

export function WaitsReport({ figures }: FullExtrasProps) {
  const w = useWords(WAITS_WORDS);
  const f = figures as LatchFigures;
  if (f.waits_by_page === undefined) return null;
  const all = f.latch_waits;
  return (
    <section className="runs-report" data-testid="waits-report" aria-labelledby="waits-report-title">
      <h4 id="waits-report-title">{w.title(strategyShort(f.strategy))}</h4>
      {f.waits_by_page.length === 0 ? (
        <p>{w.noWait(rateText(f.rows_per_sec))}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={w.region}>
          <table className="data-table">
            <caption className="sr-only">{w.caption}</caption>
            <thead>
              <tr>
                <th scope="col">wait_resource</th>
                <th scope="col">{w.waits}</th>
                <th scope="col">{w.share}</th>
                <th scope="col">{w.meanWait}</th>
              </tr>
            </thead>
            <tbody>
              {f.waits_by_page.map((p) => (
                <tr key={p.page}>
                  <th scope="row">{resourceText(p.page)}</th>
                  <td>{fmtInt(p.waits)}</td>
                  <td>{shareText(p.waits, all)}</td>
                  <td>{usText(p.waits > 0 ? p.wait_us / p.waits : 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        {w.summary(f.threads, f.cores, rateText(f.rows_per_sec), f.latch_waits, f.rows_done, usText(f.latch_wait_mean_us), usText(f.latch_wait_p99_us), Math.round(f.cpu_busy * 100))}
        {GROWING.has(f.strategy) &&
          f.latch_waits > 0 &&
          w.growing(fmtInt(f.leaf_pages), fmtInt(Math.round(f.latch_waits / Math.max(1, f.leaf_pages))), fmtInt(f.rows_per_page))}{' '}
        {w.numbering}
      </p>
    </section>
  );
}
