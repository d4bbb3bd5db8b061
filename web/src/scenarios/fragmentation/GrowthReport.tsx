/**
 * Beside a fragmentation run's figures: its last measurement window as the
 * article reported it (the mean time of each of the five requests, the
 * disks' reads and writes, the dirty share), the region the database had
 * reached, and how many rows a week of simulated time held.
 */
import type { FragmentationFigures, RequestKind } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtNum, fmtPct } from '../../kit/text/format';
import { durationText, requestText } from './words';

const REQUESTS: RequestKind[] = ['insert', 'update', 'select_one', 'select_hour', 'select_all'];

const REGION_WORDS: Record<string, string> = {
  A: 'region A: the database fits the pool',
  B: 'region B: it outgrew the pool, the file cache still holds it',
  C: 'region C: it outgrew memory, reads go to disk',
};

export function GrowthReport({ figures }: FullExtrasProps) {
  const f = figures as FragmentationFigures;
  if (f.points === undefined) return null;
  const mean = (k: RequestKind) => f[`${k}_mean_ms` as keyof FragmentationFigures] as number;
  return (
    <section className="growth-report" data-testid="growth-report" aria-labelledby="growth-report-title">
      <h4 id="growth-report-title">
        The last window, at {fmtInt(f.rows)} rows ({f.layout})
      </h4>
      <p>
        {REGION_WORDS[f.region] ?? `region ${f.region}`}: {fmtInt(f.database_pages)} pages of tables and indexes, a pool
        of {fmtInt(f.pool_pages)} and a file cache of {fmtInt(f.file_cache_pages)}.
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Mean time of each request">
        <table className="data-table">
          <caption className="sr-only">Mean time of each request type in the last measurement window</caption>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Mean time</th>
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
        The disks read {fmtNum(f.reads_per_s)} pages a second ({fmtNum(f.read_mb_s)} MB/s) and wrote{' '}
        {fmtNum(f.writes_per_s)} ({fmtNum(f.write_mb_s)} MB/s); {fmtPct(f.dirty_ratio)} of the pool was dirty. A page of
        rows in the pool held {fmtNum(f.useful_per_page)} useful rows ({fmtInt(f.useful_records_cached)} in{' '}
        {fmtInt(f.heap_pages_cached)} pages).
      </p>
      <p>
        After a week of simulated time the table held {fmtInt(Math.round(f.week_rows))} rows
        {f.week_reached ? '' : ' (extrapolated: the run ended first, at its last window’s rate)'}. The article: 11 million
        fragmented, about 17 million defragmented.
      </p>
    </section>
  );
}
