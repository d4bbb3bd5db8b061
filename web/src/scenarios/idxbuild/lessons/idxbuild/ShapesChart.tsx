/**
 * The article's shapes, as the engine's sweeps run them: elapsed time
 * against threads with a line per count of CPUs (8 threads on 1 CPU
 * slower than on 8; threads beyond the CPUs no faster), and against -SG
 * with a line per database of the article (each fastest at the -SG it
 * advises: 64, 8 to 12, 8). The verdict is the engine's (`useVerdict`);
 * a data table and a sentence carry every number.
 */
import { useId, useRef } from 'react';
import { symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle } from 'd3';
import type { IdxFigures } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { useVerdict } from '../../../../shell/hooks/useVerdict';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { Axis } from '../../../../kit/charts/Axis';
import { ChartDataTable } from '../../../../kit/charts/ChartDataTable';
import { linesPanel, type Margin } from '../../../../kit/charts/chartLayouts';
import { MarkedLines, type LineStyle } from '../../../../kit/charts/MarkedLines';
import { useWidth } from '../../../../kit/hooks/useMedia';
import { Legend, LineSwatch } from '../../../../kit/Legend';
import { fmtInt } from '../../../../kit/text/format';
import { useWords, words } from '../../../../kit/i18n/words';
import { fix } from '../../words';
import { CPUS_CHART, DATABASES_CHART, fastestAt, shapeLines, type ShapeLine, type ShapeSweep } from './rows';
import { IDX_CHART_WORDS } from './charts.i18n';
import { FitText } from '../../../../kit/charts/FitText';

const STYLES: LineStyle[] = [
  { colour: 'var(--s-red)', dash: '', mark: symbol(symbolCircle, 46)() ?? '' },
  { colour: 'var(--s-orange)', dash: '7 4', mark: symbol(symbolSquare, 46)() ?? '' },
  { colour: 'var(--s-blue)', dash: '2 3', mark: symbol(symbolTriangle, 50)() ?? '' },
  { colour: 'var(--s-green)', dash: '10 3 2 3', mark: symbol(symbolDiamond, 50)() ?? '' },
];
const M: Margin = { top: 30, right: 18, bottom: 40, left: 56 };
const H = 300;
const minText = (m: number) => words(IDX_CHART_WORDS).min(fix(m, 1));

interface Setup {
  sweep: ShapeSweep;
  title: string;
  xTitle: string;
  /** The x parameter in a phrase: "fastest at sort groups 64". */
  xName: string;
  legend: string;
  lineText: (l: string) => string;
  intro: string;
  /** The engine's verdict in words. */
  verdictText: (v: boolean) => string;
  chartId: string;
}

/** The chart in a sentence: the runs in, each line's fastest x, the verdict. */
export function shapesSummary(setup: Setup, lines: readonly ShapeLine[], done: number, all: number, verdict: boolean | null): string {
  const w = words(IDX_CHART_WORDS);
  if (done === 0) return w.noRuns;
  const best = lines.flatMap((l) => {
    const x = fastestAt(l);
    return x === undefined ? [] : [w.fastest(setup.lineText(l.line), setup.xName, String(x))];
  });
  const verdictText = verdict === null ? '' : ` ${setup.verdictText(verdict)}`;
  return `${w.runsIn(fmtInt(done), fmtInt(all))} ${best.join('; ')}.${verdictText}`;
}

function ShapesChart({ setup, info, base, points, res, state, onRun, onCancel }: ChartProps & { setup: Setup }) {
  const w = useWords(IDX_CHART_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const s = setup.sweep;
  const figures = points.map((p) => res.lookup({ ...base, ...p }) as IdxFigures | undefined);
  const lines = shapeLines(s, points, figures);
  const styleOf = (k: string) => STYLES[Math.max(0, s.lines.indexOf(k)) % STYLES.length];
  const verdict = useVerdict(
    info.id,
    s.id,
    lines.flatMap((l) => l.points.map((pt) => ({ line: l.line, x: String(pt.x), y: pt.y }))),
  );
  const p = linesPanel(
    lines.map((l) => ({ key: l.line, points: l.points })),
    width,
    H,
    M,
    { extra: [{ x: s.xs[0], y: 0 }, { x: s.xs[s.xs.length - 1], y: 0 }] },
  );
  const done = figures.filter(Boolean).length;
  const summary = shapesSummary(setup, lines, done, points.length, verdict);
  return (
    <ChartSection
      id={`${setup.chartId}-title`}
      title={setup.title}
      intro={setup.intro}
      runLabel={w.runChart}
      testIds={{ run: `run-${s.id}`, progress: `${s.id}-progress`, cancel: `cancel-${s.id}` }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <figure className="chart threads-chart" aria-describedby={descId} data-testid={setup.chartId}>
        <Legend label={setup.legend} items={lines.map((l) => ({ key: l.line, swatch: <LineSwatch style={styleOf(l.line)} />, label: setup.lineText(l.line) }))} />
        <div ref={wrap}>
          <svg width={width} height={H} role="img" aria-label={`${setup.title}. ${summary}`}>
            <g transform={`translate(${M.left},${M.top})`}>
              <Axis scale={p.y} orient="left" ticks={5} format={(d) => fmtInt(Number(d))} />
              <Axis scale={p.x} orient="bottom" tickValues={s.xs} format={(d) => fmtInt(Number(d))} transform={`translate(0,${p.innerH})`} />
              <FitText className="axis-title" x={p.innerW / 2} y={p.innerH + 34} textAnchor="middle">
                {setup.xTitle}
              </FitText>
              <FitText className="axis-title" x={-M.left} y={-14}>
                {w.elapsedAxis}
              </FitText>
              <MarkedLines lines={p.lines} styleOf={styleOf} valueName="minutes" />
            </g>
          </svg>
        </div>
        <figcaption id={descId} data-testid={`${setup.chartId}-summary`}>
          {summary}
        </figcaption>
        <ChartDataTable label={w.numbers(setup.title)}>
          <caption className="sr-only">{w.elapsedMinutes}</caption>
          <thead>
            <tr>
              <th scope="col">{setup.xTitle}</th>
              {lines.map((l) => (
                <th scope="col" key={l.line}>
                  {setup.lineText(l.line)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.xs.map((x) => (
              <tr key={x}>
                <th scope="row">{x}</th>
                {lines.map((l) => {
                  const v = l.points.find((pt) => pt.x === x)?.y;
                  return <td key={l.line}>{v === undefined ? '—' : minText(v)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </ChartDataTable>
      </figure>
    </ChartSection>
  );
}

const cw = () => words(IDX_CHART_WORDS);

export const CPUS_SETUP: Setup = {
  sweep: CPUS_CHART,
  get title() {
    return cw().cpus.title;
  },
  get xTitle() {
    return cw().cpus.xTitle;
  },
  get xName() {
    return cw().cpus.xName;
  },
  get legend() {
    return cw().cpus.legend;
  },
  lineText: (c) => cw().cpus.line(c),
  get intro() {
    return cw().cpus.intro;
  },
  verdictText: (v) => (v ? cw().cpus.yes : cw().cpus.no),
  chartId: 'cpus-chart',
};

export const DATABASES_SETUP: Setup = {
  sweep: DATABASES_CHART,
  get title() {
    return cw().databases.title;
  },
  get xTitle() {
    return cw().databases.xTitle;
  },
  get xName() {
    return cw().databases.xName;
  },
  get legend() {
    return cw().databases.legend;
  },
  lineText: (d) => cw().databases.lines[d] ?? d,
  get intro() {
    return cw().databases.intro;
  },
  verdictText: (v) => (v ? cw().databases.yes : cw().databases.no),
  chartId: 'databases-chart',
};

export function CpusChart(props: ChartProps) {
  return <ShapesChart {...props} setup={CPUS_SETUP} />;
}

export function DatabasesChart(props: ChartProps) {
  return <ShapesChart {...props} setup={DATABASES_SETUP} />;
}
