/**
 * Rows a second against threads (1 to 128, log scale), one line per key
 * strategy: each point a run of its own, ours, with the article's figures
 * at 16, 64 and 128 threads as hollow diamonds of the same line's colour.
 * Each strategy has its own colour, dash and marker; a data table and a
 * sentence carry every number and the article's order at 128 threads.
 */
import { useId, useRef } from 'react';
import { symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle, symbolCross, symbolStar } from 'd3';
import type { LatchFigures } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { articleValues } from '../../../../kit/charts/articleCases';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { Axis } from '../../../../kit/charts/Axis';
import { ChartDataTable } from '../../../../kit/charts/ChartDataTable';
import { linesPanel, type Margin } from '../../../../kit/charts/chartLayouts';
import { useWidth } from '../../../../kit/hooks/useMedia';
import { fmtInt, fmtShort } from '../../../../kit/text/format';
import { rateText, strategyShort } from '../../words';
import { CHART_ROWS, rateAt, strategyLines, THREADS } from './rows';
import { useVerdict } from '../../../../shell/hooks/useVerdict';
import { MarkedLines } from '../../../../kit/charts/MarkedLines';
import { ArticleMark, articleItem } from '../../../../kit/ArticleMark';
import { Legend, LineSwatch } from '../../../../kit/Legend';
import { useWords } from '../../../../kit/i18n/words';
import { LATCH_LESSON_WORDS } from './lesson.i18n';
import { FitText } from '../../../../kit/charts/FitText';

const STYLE: Record<string, { colour: string; dash: string; mark: string }> = {
  identity: { colour: 'var(--s-red)', dash: '', mark: symbol(symbolCircle, 46)() ?? '' },
  sequential_key: { colour: 'var(--s-orange)', dash: '7 4', mark: symbol(symbolSquare, 46)() ?? '' },
  guid: { colour: 'var(--s-blue)', dash: '2 3', mark: symbol(symbolTriangle, 50)() ?? '' },
  sequence_ranges: { colour: 'var(--s-green)', dash: '9 3 2 3', mark: symbol(symbolDiamond, 50)() ?? '' },
  sequential_guid: { colour: 'var(--s-purple)', dash: '4 2', mark: symbol(symbolCross, 50)() ?? '' },
  hash_partitions: { colour: 'var(--s-ink)', dash: '1 2', mark: symbol(symbolStar, 50)() ?? '' },
};
const styleOf = (s: string) => STYLE[s] ?? STYLE.hash_partitions;

const M: Margin = { top: 30, right: 18, bottom: 40, left: 60 };
const H = 320;
const tick = (d: number | { valueOf(): number }) => fmtShort(Number(d));

export function ThreadsChart({ info, base, points, res, state, onRun, onCancel }: ChartProps) {
  const w = useWords(LATCH_LESSON_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const figures = points.map((p) => res.lookup({ ...base, ...p }) as LatchFigures | undefined);
  const lines = strategyLines(points, figures);
  const article = articleValues(info, 'rows_per_sec', {}).map((a) => ({
    strategy: a.params.strategy ?? '',
    x: Number(a.params.threads),
    y: a.value,
  }));
  const p = linesPanel(
    lines.map((l) => ({ key: l.strategy, points: l.points })),
    width,
    H,
    M,
    { log: true, extra: [{ x: 1, y: 0 }, { x: 128, y: 0 }, ...article] },
  );
  const done = figures.filter(Boolean).length;
  const order = useVerdict(
    info.id,
    'threads',
    lines.flatMap((l) => l.points.map((pt) => ({ line: l.strategy, x: String(pt.x), y: pt.y }))),
  );
  const at128 = lines
    .map((l) => ({ s: l.strategy, y: rateAt(lines, l.strategy, 128) }))
    .filter((r): r is { s: string; y: number } => r.y !== undefined)
    .sort((a, b) => b.y - a.y);
  const summary =
    done === 0
      ? w.noRuns
      : w.runsIn(fmtInt(done), fmtInt(points.length)) +
        (at128.length > 0 ? w.at128(at128.map((r) => w.strategyRate(strategyShort(r.s), rateText(r.y))).join(', ')) : '') +
        (order === null ? '' : order ? w.asArticle : w.notArticle);

  return (
    <ChartSection
      id="threads-chart-title"
      title={w.chartTitle}
      intro={<>{w.chartIntro(fmtInt(Number(base.rows) || CHART_ROWS))}</>}
      runLabel={w.runChart}
      testIds={{ run: 'run-threads', progress: 'threads-progress', cancel: 'cancel-threads' }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <figure className="chart threads-chart" aria-describedby={descId} data-testid="threads-chart">
        <Legend
          label={w.keys}
          items={[
            ...lines.map((l) => ({ key: l.strategy, swatch: <LineSwatch style={styleOf(l.strategy)} />, label: strategyShort(l.strategy) })),
            articleItem(w.theArticles),
          ]}
        />
        <div ref={wrap}>
          <svg width={width} height={H} role="img" aria-label={w.chartLabel(summary)}>
            <g transform={`translate(${M.left},${M.top})`}>
              <Axis scale={p.y} orient="left" ticks={5} format={tick} />
              <Axis scale={p.x} orient="bottom" tickValues={THREADS} format={tick} transform={`translate(0,${p.innerH})`} />
              <FitText className="axis-title" x={p.innerW / 2} y={p.innerH + 34} textAnchor="middle">
                {w.xTitle}
              </FitText>
              <FitText className="axis-title" x={-M.left} y={-14}>
                {w.yTitle}
              </FitText>
              <MarkedLines lines={p.lines} styleOf={styleOf} valueName="rate" />
              {article.map((a) => (
                <ArticleMark
                  key={`${a.strategy}-${a.x}`}
                  x={p.x(a.x)}
                  y={p.y(a.y)}
                  r={6}
                  hollow
                  colour={styleOf(a.strategy).colour}
                  testId={`article-${a.strategy}-${a.x}`}
                />
              ))}
            </g>
          </svg>
        </div>
        <figcaption id={descId} data-testid="threads-summary">
          {summary}
        </figcaption>
        <ChartDataTable label={w.tableLabel}>
          <caption className="sr-only">{w.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.key}</th>
              {THREADS.map((t) => (
                <th scope="col" key={t}>
                  {t}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.strategy}>
                <th scope="row">{strategyShort(l.strategy)}</th>
                {THREADS.map((t) => {
                  const ours = rateAt(lines, l.strategy, t);
                  const theirs = article.find((a) => a.strategy === l.strategy && a.x === t)?.y;
                  return (
                    <td key={t}>
                      {ours === undefined ? '—' : fmtInt(Math.round(ours))}
                      {theirs !== undefined && w.articleValue(fmtInt(theirs))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </ChartDataTable>
      </figure>
    </ChartSection>
  );
}
