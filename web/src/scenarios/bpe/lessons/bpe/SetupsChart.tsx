/**
 * The article's five setups at full scale: seconds for a run of 10,000
 * random updates, ours (a filled dot) beside the article's (a hollow
 * diamond), one row a setup in the article's order, on a log scale (2.7 s
 * to 2 min 32 s). Shape and position tell ours from theirs, not colour; a
 * data table and a sentence carry every number and the ranking.
 */
import { useId, useRef } from 'react';
import { scaleBand, scaleLog } from 'd3';
import type { BpeFigures } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { articleValues } from '../../../../kit/charts/articleCases';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { Axis } from '../../../../kit/charts/Axis';
import { spacedTicks } from '../../../../kit/charts/chartLayouts';
import { ChartDataTable } from '../../../../kit/charts/ChartDataTable';
import { useWidth } from '../../../../kit/hooks/useMedia';
import { ArticleMark, articleItem } from '../../../../kit/ArticleMark';
import { Legend, Swatch } from '../../../../kit/Legend';
import { fmtNum } from '../../../../kit/text/format';
import { secondsText, setupShort, setupWords } from '../../words';
import { setupRows, type SetupRow } from './rows';
import { useVerdict } from '../../../../shell/hooks/useVerdict';
import { useWords, words } from '../../../../kit/i18n/words';
import { CHART_WORDS } from '../../charts.i18n';
import { FitText } from '../../../../kit/charts/FitText';

const M = { top: 12, right: 16, bottom: 40, left: 128 };
/** Room a tick's label needs ("2.5 min" at 11 px and a space). */
const TICK_GAP = 52;
/** About a character of the axis title (11 px), in px. */
const TITLE_CHAR_W = 6.2;
const ROW = 44;
/** A log scale's own ticks crowd (0.8, 0.9, 1, 2 … 300): these read as the article's times do. */
const TICKS = [1, 3, 10, 30, 60, 150, 300];
const tick = (d: number | { valueOf(): number }) => secondsText(Number(d));

function rowSentence(r: SetupRow): string {
  const w = words(CHART_WORDS);
  const ours = r.ours === undefined ? w.notRun : secondsText(r.ours);
  const theirs = r.article === undefined ? '' : w.theirs(secondsText(r.article));
  return w.setupRow(setupShort(r.setup), ours, theirs);
}

export function SetupsChart({ info, base, points, res, state, onRun, onCancel }: ChartProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const w = useWords(CHART_WORDS);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const figures = points.map((p) => res.lookup({ ...base, ...p }) as BpeFigures | undefined);
  const rows = setupRows(points, figures, articleValues(info, 'elapsed_s', {}));
  const innerW = Math.max(120, width - M.left - M.right);
  const innerH = rows.length * ROW;
  // The axis title in one line where it fits the chart, else in two, centred on the whole chart.
  const title = w.xTitle.length * TITLE_CHAR_W <= width - 8 ? [w.xTitle] : w.xTitleLines;
  const titleX = Math.min(innerW / 2, width / 2 - M.left);
  const bottom = M.bottom + (title.length - 1) * 13;
  const values = rows.flatMap((r) => [r.ours, r.article]).filter((x): x is number => x !== undefined && x > 0);
  const lo = Math.min(1, ...values) * 0.8;
  const hi = Math.max(300, ...values) * 1.1;
  const x = scaleLog().domain([lo, hi]).range([0, innerW]);
  const ticks = spacedTicks(
    TICKS.filter((t) => t >= lo && t <= hi),
    x,
    TICK_GAP,
  );
  const y = scaleBand<string>().domain(rows.map((r) => r.setup)).range([0, innerH]).padding(0.3);
  const ranks = useVerdict(info.id, 'setups', rows.map((r) => ({ line: '', x: r.setup, y: r.ours })));
  const summary =
    `${rows.map(rowSentence).join(w.sep)}. ` + (ranks === null ? w.rankWait : ranks ? w.rankYes : w.rankNo);

  return (
    <ChartSection
      id="setups-chart-title"
      title={w.setupsTitle}
      intro={<>{w.setupsIntro}</>}
      runLabel={w.setupsRun}
      testIds={{ run: 'run-setups', progress: 'setups-progress', cancel: 'cancel-setups' }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <figure className="chart setups-chart" aria-describedby={descId} data-testid="setups-chart">
        <Legend
          label={w.marks}
          items={[
            {
              key: 'ours',
              swatch: (
                <Swatch width={16} viewBox="-8 -8 16 16">
                  <circle r="5" className="ours-dot" />
                </Swatch>
              ),
              label: w.ours,
            },
            articleItem(w.theArticles),
          ]}
        />
        <div ref={wrap}>
          <svg width={width} height={innerH + M.top + bottom} role="img" aria-label={w.setupsAria(summary)}>
            <g transform={`translate(${M.left},${M.top})`}>
              <Axis scale={x} orient="bottom" tickValues={ticks} format={tick} transform={`translate(0,${innerH})`} />
              <FitText className="axis-title" x={titleX} y={innerH + 34} textAnchor="middle">
                {title.map((line, k) => (
                  <tspan key={k} x={titleX} dy={k === 0 ? 0 : 13}>
                    {line}
                  </tspan>
                ))}
              </FitText>
              {rows.map((r) => {
                const cy = (y(r.setup) ?? 0) + y.bandwidth() / 2;
                return (
                  <g key={r.setup} className="setup-row">
                    <text className="setup-label" x={-8} y={cy} dy="0.35em" textAnchor="end">
                      {setupShort(r.setup)}
                    </text>
                    <line className="row-rule" x1={0} x2={innerW} y1={cy} y2={cy} />
                    {r.ours !== undefined && r.article !== undefined && (
                      <line className="gap-line" x1={x(r.ours)} x2={x(r.article)} y1={cy} y2={cy} />
                    )}
                    {r.article !== undefined && (
                      <ArticleMark x={x(r.article)} y={cy} r={5} testId={`setup-article-${r.setup}`} />
                    )}
                    {r.ours !== undefined && (
                      <circle
                        className="ours-dot"
                        cx={x(r.ours)}
                        cy={cy}
                        r={6}
                        data-testid={`setup-ours-${r.setup}`}
                        data-seconds={r.ours}
                      />
                    )}
                  </g>
                );
              })}
            </g>
          </svg>
        </div>
        <figcaption id={descId} data-testid="setups-summary">
          {summary}
        </figcaption>
        <ChartDataTable label={w.setupsTable}>
          <caption className="sr-only">{w.setupsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.colSetup}</th>
              <th scope="col">{w.colOurs}</th>
              <th scope="col">{w.colArticle}</th>
              <th scope="col">{w.colRatio}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.setup}>
                <th scope="row">{setupWords(r.setup)?.long ?? r.setup}</th>
                <td data-testid={`setup-time-${r.setup}`}>{r.ours === undefined ? '—' : secondsText(r.ours)}</td>
                <td>{r.article === undefined ? '—' : secondsText(r.article)}</td>
                <td>{r.ours === undefined || r.article === undefined ? '—' : fmtNum(r.ours / r.article)}</td>
              </tr>
            ))}
          </tbody>
        </ChartDataTable>
      </figure>
    </ChartSection>
  );
}
