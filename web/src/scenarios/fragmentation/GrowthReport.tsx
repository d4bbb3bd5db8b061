/**
 * Beside a fragmentation run's figures: its last measurement window as the
 * article reported it (the mean time of each of the five requests, the
 * disks' reads and writes, the dirty share), the region the database had
 * reached, and how many rows a week of simulated time held.
 */
import type { FragmentationFigures, RequestKind } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtNum, fmtPct } from '../../kit/text/format';
import { useWords } from '../../kit/i18n/words';
import { durationText, requestText } from './words';
import { REPORT_WORDS } from './GrowthReport.i18n';

const REQUESTS: RequestKind[] = ['insert', 'update', 'select_one', 'select_hour', 'select_all'];

export function GrowthReport({ figures }: FullExtrasProps) {
  const w = useWords(REPORT_WORDS);
  const f = figures as FragmentationFigures;
  if (f.points === undefined) return null;
  const mean = (k: RequestKind) => f[`${k}_mean_ms` as keyof FragmentationFigures] as number;
  return (
    <section className="growth-report" data-testid="growth-report" aria-labelledby="growth-report-title">
      <h4 id="growth-report-title">{w.title(fmtInt(f.rows), w.layout[f.layout] ?? f.layout)}</h4>
      <p>
        {w.sizes(
          w.region[f.region] ?? w.otherRegion(f.region),
          fmtInt(f.database_pages),
          fmtInt(f.pool_pages),
          fmtInt(f.file_cache_pages),
        )}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={w.tableLabel}>
        <table className="data-table">
          <caption className="sr-only">{w.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.request}</th>
              <th scope="col">{w.meanTime}</th>
            </tr>
          </thead>
          <tbody>
            {REQUESTS.map((k) => (
              <tr key={k}>
                <th scope="row">{requestText(k)}</th>
                <td data-testid={`growth-report-${k}`}>{durationText(mean(k))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        {w.disks(
          fmtNum(f.reads_per_s),
          fmtNum(f.read_mb_s),
          fmtNum(f.writes_per_s),
          fmtNum(f.write_mb_s),
          fmtPct(f.dirty_ratio),
          fmtNum(f.useful_per_page),
          fmtInt(f.useful_records_cached),
          fmtInt(f.heap_pages_cached),
        )}
      </p>
      <p>{w.week(fmtInt(Math.round(f.week_rows)), f.week_reached)}</p>
    </section>
  );
}
