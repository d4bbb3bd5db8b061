/**
 * Setup bpe run after run: the time of each run of 10,000 updates rising
 * as they wash the extension out (ours, filled dots on a line; the
 * article's 22, 40, 55, ~60, ~75 s, hollow diamonds), and the share of the
 * table left in the extension after each run (ours, squares; the article's
 * ~75% once the times settled, a dashed line). Each point k is a full run
 * of k runs (the share after exactly k); the times all come from the
 * longest. Our steady state, the article table's figure, is drawn where it
 * is taken: a bar over runs 5 to N at their mean. A data table and a
 * sentence carry every number.
 */
import { useId, useRef } from 'react';
import { line, scaleLinear } from 'd3';
import type { BpeFigures } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { Axis } from '../../../../kit/charts/Axis';
import { ChartDataTable } from '../../../../kit/charts/ChartDataTable';
import { useWidth } from '../../../../kit/hooks/useMedia';
import { ArticleMark, articleItem } from '../../../../kit/ArticleMark';
import { Legend, Swatch } from '../../../../kit/Legend';
import { fmtInt, fmtPct0, fmtTrim } from '../../../../kit/text/format';
import { secondsText } from '../../words';
import { runRows, steadyOf, type RunRow, type Steady } from './rows';
import { useVerdict } from '../../../../shell/hooks/useVerdict';
import { useWords, words } from '../../../../kit/i18n/words';
import { CHART_WORDS } from '../../charts.i18n';
import { runsBeyond } from '../../articleRuns';
import { FitText } from '../../../../kit/charts/FitText';

const M = { top: 26, right: 16, bottom: 40, left: 60 };
const H = 230;
/** The article's share in the extension once its times settled. */
const ARTICLE_SHARE = 0.75;

/** Runs as a list: "1–4" when they follow one another, else "1, 3". */
function runList(runs: readonly number[]): string {
  const contiguous = runs.every((r, i) => i === 0 || r === runs[i - 1] + 1);
  return contiguous && runs.length > 1
    ? `${fmtInt(runs[0])}–${fmtInt(runs[runs.length - 1])}`
    : runs.map((r) => fmtInt(r)).join(', ');
}

/** Why the runs beyond the article's spread differ (nothing when none is). */
function whyRuns(rows: readonly RunRow[], spread: number): string {
  const w = words(CHART_WORDS);
  const { climb, later } = runsBeyond(
    rows.map((r) => r.ours),
    spread,
  );
  const say = (runs: number[], why: string) =>
    runs.length === 0 ? '' : ` ${w.beyondRuns(runList(runs), runs.length > 1, fmtTrim(spread))}${why}`;
  return say(climb, w.runsClimb) + say(later, w.runsLater);
}

/** "runs 5–8" or "run 3". */
function runsText(s: Steady): string {
  const w = words(CHART_WORDS);
  return s.from === s.to ? w.oneRun(fmtInt(s.to)) : w.someRuns(fmtInt(s.from), fmtInt(s.to));
}

function Panel({
  rows,
  width,
  kind,
  steady,
}: {
  rows: RunRow[];
  width: number;
  kind: 'time' | 'share';
  steady?: Steady;
}) {
  const w = useWords(CHART_WORDS);
  const innerW = Math.max(100, width - M.left - M.right);
  const innerH = H - M.top - M.bottom;
  const runs = rows.map((r) => r.run);
  const x = scaleLinear()
    .domain([0.5, Math.max(1, ...runs) + 0.5])
    .range([0, innerW]);
  const value = (r: RunRow) => (kind === 'time' ? r.ours : r.share);
  const max =
    kind === 'time' ? Math.max(80, ...rows.flatMap((r) => [r.ours ?? 0, r.article ?? 0])) * 1.08 : 1;
  const y = scaleLinear().domain([0, max]).range([innerH, 0]).nice();
  const pts = rows.filter((r) => value(r) !== undefined).map((r) => [x(r.run), y(value(r) ?? 0)] as [number, number]);
  const path = line()(pts) ?? '';
  const title = kind === 'time' ? w.timeTitle : w.shareTitle;
  const fmt = kind === 'time' ? (d: number | { valueOf(): number }) => secondsText(Number(d)) : (d: number | { valueOf(): number }) => fmtPct0(Number(d));
  return (
    <svg width={width} height={H} aria-hidden="true" focusable="false" data-testid={`wash-${kind}`}>
      <g transform={`translate(${M.left},${M.top})`}>
        <Axis scale={y} orient="left" ticks={5} format={fmt} />
        <Axis
          scale={x}
          orient="bottom"
          tickValues={runs.filter((_, i, a) => a.length <= 12 || i % 2 === 0)}
          format={(d) => fmtInt(Number(d))}
          transform={`translate(0,${innerH})`}
        />
        <FitText className="axis-title" x={-M.left} y={-12}>
          {title}
        </FitText>
        <FitText className="axis-title" x={innerW / 2} y={innerH + 34} textAnchor="middle">
          {w.runAxis}
        </FitText>
        {kind === 'share' && (
          <g className="article-ref">
            <line x1={0} x2={innerW} y1={y(ARTICLE_SHARE)} y2={y(ARTICLE_SHARE)} />
            <text x={innerW - 4} y={y(ARTICLE_SHARE) - 5} textAnchor="end">
              {w.articleShare}
            </text>
          </g>
        )}
        {kind === 'time' && steady && (
          <g className="steady-ref" data-testid="wash-steady" data-seconds={steady.seconds}>
            <line x1={x(steady.from - 0.35)} x2={x(steady.to + 0.35)} y1={y(steady.seconds)} y2={y(steady.seconds)} />
            <text x={x(steady.to + 0.35)} y={y(steady.seconds) + 16} textAnchor="end">
              {w.steady(runsText(steady), secondsText(steady.seconds))}
            </text>
          </g>
        )}
        <path d={path} className="ours-line" fill="none" />
        {rows.map((r) => {
          const v = value(r);
          if (v === undefined) return null;
          return kind === 'time' ? (
            <circle key={r.run} className="ours-dot" cx={x(r.run)} cy={y(v)} r={5} data-testid={`wash-time-${r.run}`} data-seconds={v} />
          ) : (
            <rect
              key={r.run}
              className="ours-dot"
              x={x(r.run) - 4.5}
              y={y(v) - 4.5}
              width={9}
              height={9}
              data-testid={`wash-share-${r.run}`}
              data-share={v}
            />
          );
        })}
        {kind === 'time' &&
          rows.map((r) =>
            r.article === undefined ? null : (
              <ArticleMark key={r.run} x={x(r.run)} y={y(r.article)} r={5} />
            ),
          )}
      </g>
    </svg>
  );
}

export function WashChart({ info, base, points, res, state, onRun, onCancel }: ChartProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const w = useWords(CHART_WORDS);
  const full = useWidth(wrap, 640);
  // Two panels side by side when there is room, else one under the other.
  const side = full >= 760;
  const width = side ? Math.floor((Math.min(full, 1100) - 16) / 2) : Math.min(full, 640);
  const descId = useId();
  const figures = points.map((p) => res.lookup({ ...base, ...p }) as BpeFigures | undefined);
  const rows = runRows(points, figures);
  const steady = steadyOf(figures);
  const rise = useVerdict(info.id, 'wash', rows.map((r) => ({ line: '', x: String(r.run), y: r.ours })));
  const done = rows.filter((r) => r.ours !== undefined);
  const last = done[done.length - 1];
  const summary =
    done.length === 0
      ? w.noRuns
      : w.oursRuns(done.map((r) => w.runItem(fmtInt(r.run), secondsText(r.ours ?? 0))).join(', ')) +
        (rise === null ? '' : rise ? w.riseYes : w.riseNo) +
        (steady === undefined ? '' : w.steadySentence(runsText(steady), secondsText(steady.seconds))) +
        (last?.share === undefined ? '' : w.leftAfter(fmtInt(last.run), fmtPct0(last.share))) +
        whyRuns(rows, info.article.spread);

  return (
    <ChartSection
      id="wash-chart-title"
      title={w.washTitle}
      intro={<>{w.washIntro}</>}
      runLabel={w.washRun}
      testIds={{ run: 'run-wash', progress: 'wash-progress', cancel: 'cancel-wash' }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <figure className="chart wash-chart" aria-describedby={descId} data-testid="wash-chart">
        <Legend
          label={w.marks}
          items={[
            {
              key: 'time',
              swatch: (
                <Swatch width={16} viewBox="-8 -8 16 16">
                  <circle r="5" className="ours-dot" />
                </Swatch>
              ),
              label: w.legendTime,
            },
            {
              key: 'share',
              swatch: (
                <Swatch width={16} viewBox="-8 -8 16 16">
                  <rect x="-4.5" y="-4.5" width="9" height="9" className="ours-dot" />
                </Swatch>
              ),
              label: w.legendShare,
            },
            articleItem(w.theArticles),
          ]}
        />
        <div ref={wrap} className={side ? 'wash-panels side' : 'wash-panels'} role="img" aria-label={w.washAria(summary)}>
          <Panel rows={rows} width={width} kind="time" steady={steady} />
          <Panel rows={rows} width={width} kind="share" />
        </div>
        <figcaption id={descId} data-testid="wash-summary">
          {summary}
        </figcaption>
        <ChartDataTable label={w.washTable}>
          <caption className="sr-only">{w.washCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.colRun}</th>
              <th scope="col">{w.colOurs}</th>
              <th scope="col">{w.colArticle}</th>
              <th scope="col">{w.colAfter}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.run}>
                <th scope="row">{fmtInt(r.run)}</th>
                <td>{r.ours === undefined ? '—' : secondsText(r.ours)}</td>
                <td>{r.article === undefined ? '—' : `${r.approx ? '~' : ''}${secondsText(r.article)}`}</td>
                <td>{r.share === undefined ? '—' : fmtPct0(r.share)}</td>
              </tr>
            ))}
          </tbody>
        </ChartDataTable>
      </figure>
    </ChartSection>
  );
}
