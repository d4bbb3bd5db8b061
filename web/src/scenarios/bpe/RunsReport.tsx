/**
 * Beside a bpe run's figures: each update run's time, ours beside the
 * article's (setup 4: 22 s, then 40, 55, about 60 and about 75 s as the
 * updates washed the extension out), and where the table ended up.
 */
import type { BpeFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { secondsText, SETUP_WORDS } from './words';

/** The article's runs of setup 4, as it tells them ("a couple of runs later, a little over a minute"). */
export const ARTICLE_RUNS: { s: number; approx: boolean }[] = [
  { s: 22, approx: false },
  { s: 40, approx: false },
  { s: 55, approx: false },
  { s: 60, approx: true },
  { s: 75, approx: true },
];

export function RunsReport({ figures }: FullExtrasProps) {
  const f = figures as BpeFigures;
  if (f.elapsed_s_per_run === undefined) return null;
  const runs = f.elapsed_s_per_run;
  const article = f.setup === 'bpe';
  const n = Math.max(runs.length, article ? ARTICLE_RUNS.length : 0);
  return (
    <section className="runs-report" data-testid="runs-report" aria-labelledby="runs-report-title">
      <h4 id="runs-report-title">Each run of updates ({SETUP_WORDS[f.setup]?.long ?? f.setup})</h4>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Time of each run of updates">
        <table className="data-table">
          <caption className="sr-only">Seconds each run of updates took, ours{article ? ' and the article’s' : ''}</caption>
          <thead>
            <tr>
              <th scope="col">Run</th>
              <th scope="col">Ours</th>
              {article && <th scope="col">The article’s</th>}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: n }, (_, i) => (
              <tr key={i}>
                <th scope="row">{fmtInt(i + 1)}</th>
                <td data-testid={`run-time-${i + 1}`}>{runs[i] === undefined ? '—' : secondsText(runs[i])}</td>
                {article && (
                  <td>
                    {ARTICLE_RUNS[i] ? `${ARTICLE_RUNS[i].approx ? '~' : ''}${secondsText(ARTICLE_RUNS[i].s)}` : `~${secondsText(75)}`}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        At the end {fmtInt(f.bpe_pages)} of the table’s {fmtInt(f.data_pages)} pages were in the extension (
        {fmtPct(f.bpe_share)}) and {fmtInt(f.pool_pages)} in the pool; updates washed {fmtInt(f.washed)} copies out and
        the pool copied {fmtInt(f.bpe_writes)} clean pages in.
        {article && ' The article: ~75% in the extension and ~8% in memory once the times settled, about 1 min 15 s a run.'}
      </p>
    </section>
  );
}
