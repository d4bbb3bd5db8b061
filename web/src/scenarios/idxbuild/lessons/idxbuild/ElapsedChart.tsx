/**
 * Elapsed time of the whole rebuild against threads (1 to 16) or sort
 * groups (8 to 64), one line per count of sort devices (1, 2, 5): each
 * point a full run of its own, in workers. On the threads chart a hollow
 * diamond marks the article's point: 8 threads on 5 devices, 20% faster
 * than no threads (our no-thread time, 20% shorter). Each line has its
 * own colour, dash and marker; a data table and a sentence carry every
 * number.
 */
import { useId, useRef } from 'react';
import { symbol, symbolCircle, symbolSquare, symbolTriangle } from 'd3';
import type { IdxFigures } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { articleValues } from '../../../../kit/charts/articleCases';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { Axis } from '../../../../kit/charts/Axis';
import { ChartDataTable } from '../../../../kit/charts/ChartDataTable';
import { linesPanel, type Margin } from '../../../../kit/charts/chartLayouts';
import { MarkedLines, type LineStyle } from '../../../../kit/charts/MarkedLines';
import { useWidth } from '../../../../kit/hooks/useMedia';
import { ArticleMark, articleItem } from '../../../../kit/ArticleMark';
import { Legend, LineSwatch } from '../../../../kit/Legend';
import { fmtInt } from '../../../../kit/text/format';
import { useWords, words } from '../../../../kit/i18n/words';
import { fix } from '../../words';
import { articleMark, deviceLines, gainAt, valueAt, type DeviceLine } from './rows';
import { IDX_CHART_WORDS } from './charts.i18n';
import { FitText } from '../../../../kit/charts/FitText';

const STYLE: Record<string, LineStyle> = {
  '1': { colour: 'var(--s-red)', dash: '', mark: symbol(symbolCircle, 46)() ?? '' },
  '2': { colour: 'var(--s-orange)', dash: '7 4', mark: symbol(symbolSquare, 46)() ?? '' },
  '5': { colour: 'var(--s-blue)', dash: '2 3', mark: symbol(symbolTriangle, 50)() ?? '' },
};
const styleOf = (k: string) => STYLE[k] ?? STYLE['5'];
const devicesText = (d: number) => words(IDX_CHART_WORDS).devices(d);
const minText = (m: number) => words(IDX_CHART_WORDS).min(fix(m, 1));
/** Time saved against no threads, in words: "20% faster", "4% slower". */
export const gainText = (g: number) =>
  Math.round(g) < 0 ? words(IDX_CHART_WORDS).slower(String(Math.abs(Math.round(g)))) : words(IDX_CHART_WORDS).faster(String(Math.round(g)));

const M: Margin = { top: 30, right: 18, bottom: 40, left: 56 };
const H = 300;

interface Setup {
  kind: 'threads' | 'groups';
  xKey: string;
  xs: number[];
  title: string;
  xTitle: string;
  intro: string;
  testIds: { run: string; progress: string; cancel: string };
  chartId: string;
}

/** The chart in a sentence: what is in, and the article's point. */
export function elapsedSummary(kind: Setup['kind'], lines: readonly DeviceLine[], done: number, all: number, articlePct: number | undefined): string {
  const w = words(IDX_CHART_WORDS);
  if (done === 0) return w.noRuns;
  const head = w.runsIn(fmtInt(done), fmtInt(all));
  if (kind === 'threads') {
    const parts = lines.flatMap((l) => {
      const one = valueAt(lines, l.devices, 1);
      const g = gainAt(lines, l.devices, 8);
      return one !== undefined && g !== undefined ? [w.threadsPart(devicesText(l.devices), minText(one), gainText(g))] : [];
    });
    const article = articlePct !== undefined ? w.articleSays(fmtInt(articlePct)) : '';
    return `${head} ${parts.join('; ')}${parts.length ? '.' : ''}${article}`.trim();
  }
  const parts = lines.flatMap((l) => {
    const lo = valueAt(lines, l.devices, 8);
    const hi = valueAt(lines, l.devices, 64);
    return lo !== undefined && hi !== undefined ? [w.groupsPart(devicesText(l.devices), minText(lo), minText(hi))] : [];
  });
  return `${head} ${parts.join('; ')}${parts.length ? '.' : ''}`.trim();
}

function ElapsedChart({ setup, info, base, points, res, state, onRun, onCancel }: ChartProps & { setup: Setup }) {
  const w = useWords(IDX_CHART_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const figures = points.map((p) => res.lookup({ ...base, ...p }) as IdxFigures | undefined);
  const lines = deviceLines(points, figures, setup.xKey);
  const articlePct = articleValues(info, 'improvement_pct', { threads: '8' })[0]?.value;
  const mark = setup.kind === 'threads' && articlePct !== undefined ? articleMark(lines, articlePct) : undefined;
  const p = linesPanel(
    lines.map((l) => ({ key: String(l.devices), points: l.points })),
    width,
    H,
    M,
    { extra: [{ x: setup.xs[0], y: 0 }, { x: setup.xs[setup.xs.length - 1], y: 0 }, ...(mark ? [mark] : [])] },
  );
  const done = figures.filter(Boolean).length;
  const summary = elapsedSummary(setup.kind, lines, done, points.length, articlePct);
  const threads = base.threads ?? info.params.find((s) => s.name === 'threads')?.default ?? '8';
  return (
    <ChartSection
      id={`${setup.chartId}-title`}
      title={setup.title}
      intro={
        <>
          {setup.intro}
          {setup.kind === 'groups' && w.eachRun(threads)}
          {w.lifted}
        </>
      }
      runLabel={w.runChart}
      testIds={setup.testIds}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <figure className="chart threads-chart" aria-describedby={descId} data-testid={setup.chartId}>
        <Legend
          label={w.sortDevices}
          items={[
            ...lines.map((l) => ({ key: String(l.devices), swatch: <LineSwatch style={styleOf(String(l.devices))} />, label: devicesText(l.devices) })),
            ...(setup.kind === 'threads' ? [articleItem(w.articleItem)] : []),
          ]}
        />
        <div ref={wrap}>
          <svg width={width} height={H} role="img" aria-label={`${setup.title}. ${summary}`}>
            <g transform={`translate(${M.left},${M.top})`}>
              <Axis scale={p.y} orient="left" ticks={5} format={(d) => fmtInt(Number(d))} />
              <Axis scale={p.x} orient="bottom" tickValues={setup.xs.filter((x, i) => setup.xs.length <= 10 || i % 2 === 0 || x === 16)} format={(d) => fmtInt(Number(d))} transform={`translate(0,${p.innerH})`} />
              <FitText className="axis-title" x={p.innerW / 2} y={p.innerH + 34} textAnchor="middle">
                {setup.xTitle}
              </FitText>
              <FitText className="axis-title" x={-M.left} y={-14}>
                {w.elapsedAxis}
              </FitText>
              <MarkedLines lines={p.lines} styleOf={styleOf} valueName="minutes" />
              {mark && (
                <g data-testid="article-mark" transform={`translate(${p.x(mark.x)},${p.y(mark.y)})`}>
                  <ArticleMark r={7} hollow colour={styleOf('5').colour} />
                  <FitText className="axis-title" x={10} y={-10}>
                    {w.articleMark}
                  </FitText>
                </g>
              )}
            </g>
          </svg>
        </div>
        <figcaption id={descId} data-testid={`${setup.chartId}-summary`}>
          {summary}
        </figcaption>
        <ChartDataTable label={w.numbers(setup.title)}>
          <caption className="sr-only">{w.elapsedBy(setup.kind === 'threads')}</caption>
          <thead>
            <tr>
              <th scope="col">{setup.kind === 'threads' ? w.threadsCol : w.groupsCol}</th>
              {lines.map((l) => (
                <th scope="col" key={l.devices}>
                  {devicesText(l.devices)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {setup.xs.map((x) => (
              <tr key={x}>
                <th scope="row">{x}</th>
                {lines.map((l) => {
                  const v = valueAt(lines, l.devices, x);
                  const g = setup.kind === 'threads' && x > 1 ? gainAt(lines, l.devices, x) : undefined;
                  return (
                    <td key={l.devices}>
                      {v === undefined ? '—' : minText(v)}
                      {g !== undefined && ` (${gainText(g)})`}
                      {mark && x === 8 && l.devices === 5 && articlePct !== undefined && w.articleCell(fmtInt(articlePct))}
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

export function ThreadsChart(props: ChartProps) {
  const w = useWords(IDX_CHART_WORDS);
  return (
    <ElapsedChart
      {...props}
      setup={{
        kind: 'threads',
        xKey: 'threads',
        xs: Array.from({ length: 16 }, (_, i) => i + 1),
        title: w.threads.title,
        xTitle: w.threads.xTitle,
        intro: w.threads.intro,
        testIds: { run: 'run-threads', progress: 'threads-progress', cancel: 'cancel-threads' },
        chartId: 'threads-chart',
      }}
    />
  );
}

export function GroupsChart(props: ChartProps) {
  const w = useWords(IDX_CHART_WORDS);
  return (
    <ElapsedChart
      {...props}
      setup={{
        kind: 'groups',
        xKey: 'sort_groups',
        xs: [8, 16, 24, 32, 40, 48, 56, 64],
        title: w.groups.title,
        xTitle: w.groups.xTitle,
        intro: w.groups.intro,
        testIds: { run: 'run-groups', progress: 'groups-progress', cancel: 'cancel-groups' },
        chartId: 'groups-chart',
      }}
    />
  );
}
