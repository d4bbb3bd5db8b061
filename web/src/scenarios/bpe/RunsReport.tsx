/**
 * Beside a bpe run's figures: each update run's time, ours beside the
 * article's (setup 4: 22 s, then 40, 55, about 60 and about 75 s as the
 * updates washed the extension out), a note wherever ours lies beyond the
 * article's spread saying why, and where the table ended up.
 */
import type { BpeFigures } from '../../shell/engine/types';
import type { FullExtrasProps } from '../../shell/lesson/module';
import { fmtInt, fmtPct } from '../../kit/text/format';
import { secondsText, setupWords } from './words';
import { useWords } from '../../kit/i18n/words';
import { CHART_WORDS } from './charts.i18n';
import { ARTICLE_RUNS, articleRun, RUNS_DOC } from './articleRuns';
import { footnotesFor } from '../../shell/docs/footnotes';
import { NoteRef, WhyOursDiffers } from '../../shell/docs/WhyOursDiffers';

/** Ids of the table's notes. */
const NOTES = 'runs-note';

export function RunsReport({ figures, info }: FullExtrasProps) {
  const w = useWords(CHART_WORDS);
  const f = figures as BpeFigures;
  if (f.elapsed_s_per_run === undefined) return null;
  const runs = f.elapsed_s_per_run;
  const article = f.setup === 'bpe';
  const n = Math.max(runs.length, article ? ARTICLE_RUNS.length : 0);
  const spread = info.article.spread;
  const { marks, notes } = footnotesFor(
    article
      ? runs.map((t, i) => ({
          key: String(i + 1),
          article: articleRun(i + 1).s,
          ours: t,
          note: i < ARTICLE_RUNS.length ? w.runsClimb : w.runsLater,
          doc: RUNS_DOC,
        }))
      : [],
    spread,
  );
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
                <td data-testid={`run-time-${i + 1}`}>
                  {runs[i] === undefined ? '—' : secondsText(runs[i])}
                  {marks.has(String(i + 1)) && (
                    <NoteRef prefix={NOTES} n={marks.get(String(i + 1)) ?? 0} testId={`runs-note-ref-${i + 1}`} />
                  )}
                </td>
                {article && (
                  <td>{`${articleRun(i + 1).approx ? '~' : ''}${secondsText(articleRun(i + 1).s)}`}</td>
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
      <WhyOursDiffers prefix={NOTES} notes={notes} spread={spread} testId="runs-note" />
    </section>
  );
}
