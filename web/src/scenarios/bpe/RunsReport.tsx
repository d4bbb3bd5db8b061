/**
 * Beside a bpe run's figures: each update run's time, ours beside the
 * article's (setup 4: 22 s, then 40, 55, about 60 and about 75 s as the
 * updates washed the extension out), and where the table ended up.
 */
import type { BpeFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { secondsText, setupWords } from './words';
import { useWords } from '../../kit/i18n/words';
import { CHART_WORDS } from './charts.i18n';

/** The article's runs of setup 4, as it tells them ("a couple of runs later, a little over a minute"). */
export const ARTICLE_RUNS: { s: number; approx: boolean }[] = [
  { s: 22, approx: false },
  { s: 40, approx: false },
  { s: 55, approx: false },
  { s: 60, approx: true },
  { s: 75, approx: true },
];

export function RunsReport({ figures }: FullExtrasProps) {
  const w = useWords(CHART_WORDS);
  const f = figures as BpeFigures;
  if (f.elapsed_s_per_run === undefined) return null;
  const runs = f.elapsed_s_per_run;
  const article = f.setup === 'bpe';
  const n = Math.max(runs.length, article ? ARTICLE_RUNS.length : 0);
  return (
    <section className="runs-report" data-testid="runs-report" aria-labelledby="runs-report-title">
      <h4 id="runs-report-title">{w.reportTitle(setupWords(f.setup)?.long ?? f.setup)}</h4>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={w.reportRegion}>
        <table className="data-table">
          <caption className="sr-only">{w.reportCaption(article)}</caption>
          <thead>
            <tr>
              <th scope="col">{w.colRun}</th>
              <th scope="col">{w.colOurs}</th>
              {article && <th scope="col">{w.colArticle}</th>}
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
        {w.reportEnd(fmtInt(f.bpe_pages), fmtInt(f.data_pages), fmtPct(f.bpe_share), fmtInt(f.pool_pages), fmtInt(f.washed), fmtInt(f.bpe_writes))}
        {article && w.reportArticle}
      </p>
    </section>
  );
}
