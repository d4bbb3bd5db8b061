/**
 * Beside an index rebuild's figures: where its time went (the three
 * phases, and how much of phases 2 and 3 ran at once), the same rebuild
 * with no threads, and the sort devices one by one, as a DBA reading
 * idxbuild's phase messages and iostat would see them.
 */
import type { IdxFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtPct0 } from '../../kit/text/format';
import { deviceText, secText } from './words';

export function PhasesReport({ figures }: FullExtrasProps) {
  const f = figures as IdxFigures;
  if (f.phase1_s === undefined || f.device_busy === undefined) return null;
  const share = (s: number) => (f.elapsed_s > 0 ? fmtPct0(s / f.elapsed_s) : '—');
  const rows: [string, number][] = [
    ['Phase 1: scan (the main process alone)', f.phase1_s],
    ['Phase 2: merge (threads)', f.phase2_s],
    ['Phase 3: build (the main process)', f.phase3_s],
    ['Phases 2 and 3 at once', f.overlap_s],
  ];
  return (
    <section className="runs-report" data-testid="phases-report" aria-labelledby="phases-report-title">
      <h4 id="phases-report-title">Where the time went</h4>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="The rebuild's phases">
        <table className="data-table">
          <caption className="sr-only">Each phase’s wall time and its share of the elapsed time</caption>
          <thead>
            <tr>
              <th scope="col">Phase</th>
              <th scope="col">Time</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, s]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{secText(s)}</td>
                <td>{share(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        {f.threads > 1 ? `${fmtInt(f.threads)} threads` : 'No threads'} on {fmtInt(f.devices)} sort{' '}
        {f.devices === 1 ? 'device' : 'devices'}, -SG {fmtInt(f.sort_groups)}: {secText(f.elapsed_s)}; with no threads{' '}
        {secText(f.single_thread_s)}, so {f.improvement_pct.toFixed(1)}% faster (the article: 20% for 8 threads on 5 devices).{' '}
        {f.threads_started < f.threads && f.threads > 1
          ? `Only ${fmtInt(f.threads_started)} of the ${fmtInt(f.threads)} threads started: there were no more sort groups with keys. `
          : ''}
        The scan took {share(f.phase1_s)} of the time, and threads do not touch it. Sort devices busy:{' '}
        {f.device_busy.map((b, d) => `${deviceText(d)} ${fmtPct0(b)}`).join(', ')}; requests queued {secText(f.device_wait_s)} in all.
      </p>
    </section>
  );
}
