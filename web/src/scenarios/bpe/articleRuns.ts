/**
 * The article's runs of setup 4, one by one, and which of ours lie beyond
 * its run-to-run spread: pure, shared by the full run's table
 * (`RunsReport.tsx`) and the wash-out chart (`lessons/bpe/WashChart.tsx`),
 * which both say why.
 */
import { beyondSpread } from '../../shell/docs/footnotes';

/** The article's runs of setup 4, as it tells them ("a couple of runs later, a little over a minute"). */
export const ARTICLE_RUNS: { s: number; approx: boolean }[] = [
  { s: 22, approx: false },
  { s: 40, approx: false },
  { s: 55, approx: false },
  { s: 60, approx: true },
  { s: 75, approx: true },
];

/** After its fifth run the article's times "varied little, averaging 1 min 15 s". */
const SETTLED = { s: 75, approx: true };

/** The article's time of run `run` (from 1). */
export function articleRun(run: number): { s: number; approx: boolean } {
  return ARTICLE_RUNS[run - 1] ?? SETTLED;
}

/** The section of docs/fidelity.md that says why ours differs run by run. */
export const RUNS_DOC = 'bpe-what-we-chose';

/**
 * Our runs (from 1) beyond the article's spread, by reason: `climb`, the
 * article's first five runs (ours climbs in one step where its climbed
 * over four or five); `later`, the runs after (ours climbs again once
 * less than half the table is left in the extension).
 */
export function runsBeyond(
  times: readonly (number | undefined)[],
  spread: number,
): { climb: number[]; later: number[] } {
  const climb: number[] = [];
  const later: number[] = [];
  times.forEach((t, i) => {
    const run = i + 1;
    if (t === undefined || !beyondSpread(articleRun(run).s, t, spread)) return;
    (run <= ARTICLE_RUNS.length ? climb : later).push(run);
  });
  return { climb, later };
}
