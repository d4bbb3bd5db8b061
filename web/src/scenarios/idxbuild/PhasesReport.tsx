/**
 * Beside an index rebuild's figures: where its time went (the three
 * phases, and how much of phases 2 and 3 ran at once), the same rebuild
 * with no threads, and the sort devices one by one, as a DBA reading
 * idxbuild's phase messages and iostat would see them.
 */
import type { IdxFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtPct0 } from '../../kit/text/format';
import { useWords } from '../../kit/i18n/words';
import { deviceText, fix, secText } from './words';
import { PHASES_REPORT_WORDS } from './PhasesReport.i18n';

export function PhasesReport({ figures }: FullExtrasProps) {
  const w = useWords(PHASES_REPORT_WORDS);
  const f = figures as IdxFigures;
  if (f.phase1_s === undefined || f.device_busy === undefined) return null;
  const share = (s: number) => (f.elapsed_s > 0 ? fmtPct0(s / f.elapsed_s) : '—');
  const rows: [string, number][] = [
    [w.rows.scan, f.phase1_s],
    [w.rows.merge, f.phase2_s],
    [w.rows.build, f.phase3_s],
    [w.rows.overlap, f.overlap_s],
  ];
  return (
    <section className="runs-report" data-testid="phases-report" aria-labelledby="phases-report-title">
      <h4 id="phases-report-title">{w.title}</h4>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={w.region}>
        <table className="data-table">
          <caption className="sr-only">{w.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.phase}</th>
              <th scope="col">{w.time}</th>
              <th scope="col">{w.share}</th>
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
        {w.setup(f.threads, f.devices, fmtInt(f.sort_groups), secText(f.elapsed_s), secText(f.single_thread_s), fix(f.improvement_pct, 1))}
        {f.threads_started < f.threads && f.threads > 1 ? w.onlyStarted(fmtInt(f.threads_started), fmtInt(f.threads)) : ''}
        {w.scanShare(share(f.phase1_s))}
        {w.devices(f.device_busy.map((b, d) => w.deviceBusy(deviceText(d), fmtPct0(b))).join(', '), secText(f.device_wait_s))}
      </p>
    </section>
  );
}
