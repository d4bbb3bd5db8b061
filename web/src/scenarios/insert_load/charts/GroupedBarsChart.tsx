/**
 * Grouped bars for the ascending-inserts lesson: one group per source sort
 * order, one bar per split policy, a dashed line for the heap baseline and
 * diamonds for the article's measurements.
 */
import { useId, useRef } from 'react';
import { useWidth } from '../../../kit/hooks/useMedia';
import { fmtInt, fmtNum, fmtShort } from '../../../kit/text/format';
import { Axis } from '../../../kit/charts/Axis';
import { groupedBars, type BarDatum, type Margin } from '../../../kit/charts/chartLayouts';
import { ChartDataTable } from '../../../kit/charts/ChartDataTable';
import { ArticleMark, articleItem } from '../../../kit/ArticleMark';
import { Legend } from '../../../kit/Legend';
import { useWords } from '../../../kit/i18n/words';
import { CHART_WORDS } from './charts.i18n';
import { FitText } from '../../../kit/charts/FitText';

export interface Series {
  id: string;
  label: string;
  className: string;
}

interface PanelProps {
  title: string;
  data: BarDatum[];
  groups: Array<{ id: string; label: string }>;
  series: Series[];
  width: number;
  log?: boolean;
  baseline?: { value: number; label: string };
  article?: BarDatum[];
}

const M: Margin = { top: 22, right: 16, bottom: 46, left: 64 };
/** The x axis's title, under the groups' names. */
export const BARS_X_TITLE = 'Source sort order'; // English: the charts show `CHART_WORDS.bars.xTitle`
const H = 230;
const tick = (d: number | { valueOf(): number }) => fmtShort(Number(d));

/** 1, 10, 100, … up to `top`: the only labels a log axis needs. */
function decades(top: number): number[] {
  const out: number[] = [];
  for (let v = 1; v <= top; v *= 10) out.push(v);
  return out;
}

function BarsPanel({ title, data, groups, series, width, log, baseline, article = [] }: PanelProps) {
  const xTitle = useWords(CHART_WORDS).bars.xTitle;
  const ids = groups.map((g) => g.id);
  const sids = series.map((s) => s.id);
  const l = groupedBars([...data], ids, sids, width, H, M, {
    log,
    refs: [...(baseline ? [baseline.value] : []), ...article.map((a) => a.value)],
  });
  const markOf = groupedBars(article, ids, sids, width, H, M, {
    log,
    refs: [...(baseline ? [baseline.value] : []), ...data.map((a) => a.value)],
  });
  const labelOf = new Map(groups.map((g) => [g.id, g.label]));
  // A bar's label goes above its top, or above the article's diamond on it
  // when that sits higher or close, so the diamond never hides the number.
  const markY = new Map(markOf.bars.map((b) => [b.key, b.y]));
  const labelY = (key: string, top: number) => {
    const m = markY.get(key);
    return m === undefined || m > top + 12 ? top - 3 : Math.min(top, m - 6) - 4;
  };
  return (
    <svg width={width} height={H} role="img" aria-label={title}>
      <FitText className="panel-title" x={M.left} y={12}>
        {title}
      </FitText>
      <g transform={`translate(${M.left},${M.top})`}>
        <Axis
          scale={l.y}
          orient="left"
          ticks={5}
          tickValues={log ? decades(l.y.domain()[1]) : undefined}
          format={tick}
        />
        <Axis
          scale={l.x0}
          orient="bottom"
          format={(d: string) => labelOf.get(d) ?? d}
          transform={`translate(0,${l.innerH})`}
        />
        <FitText className="axis-title" x={l.innerW / 2} y={l.innerH + 38} textAnchor="middle">
          {xTitle}
        </FitText>
        {l.bars.map((b) => (
          <g key={b.key}>
            <rect
              className={`bar ${series.find((s) => s.id === b.datum.series)?.className ?? ''}`}
              x={b.x}
              y={b.y}
              width={b.w}
              height={b.h}
            />
            {b.w >= 26 && (
              <text className="bar-label" x={b.x + b.w / 2} y={labelY(b.key, b.y)}>
                {fmtShort(b.datum.value)}
              </text>
            )}
          </g>
        ))}
        {markOf.bars.map((b) => (
          <ArticleMark key={`a${b.key}`} x={b.x + b.w / 2} y={b.y} r={4.5} />
        ))}
        {baseline && l.refs[0] !== undefined && (
          <g className="baseline">
            <line x1={0} x2={l.innerW} y1={l.refs[0]} y2={l.refs[0]} />
            <text x={l.innerW} y={l.refs[0] - 4} textAnchor="end">
              {baseline.label}
            </text>
          </g>
        )}
      </g>
    </svg>
  );
}

interface Props {
  groups: Array<{ id: string; label: string }>;
  series: Series[];
  rate: BarDatum[];
  splits: BarDatum[];
  heapRate: number | null;
  articleRate: BarDatum[];
  articleSplits: BarDatum[];
}

export function GroupedBarsChart({ groups, series, rate, splits, heapRate, articleRate, articleSplits }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const w = useWords(CHART_WORDS).bars;
  const value = (data: BarDatum[], g: string, s: string) => data.find((d) => d.group === g && d.series === s)?.value;
  return (
    <figure className="chart" aria-describedby={descId}>
      <Legend
        ref={wrap}
        items={[
          ...series.map((s) => ({ key: s.id, swatch: <span className={`swatch-fill ${s.className}`} />, label: s.label })),
          articleItem(w.legendArticle),
          ...(heapRate !== null ? [{ key: 'heap', label: w.legendHeap }] : []),
        ]}
      />
      <BarsPanel
        title={w.rateTitle}
        data={rate}
        groups={groups}
        series={series}
        width={width}
        log
        baseline={heapRate !== null ? { value: heapRate, label: w.heapLabel(fmtInt(heapRate)) } : undefined}
        article={articleRate}
      />
      <BarsPanel title={w.splitsTitle} data={splits} groups={groups} series={series} width={width} article={articleSplits} />
      <figcaption id={descId}>
        {w.caption}
        {heapRate !== null && w.heapCaption(fmtInt(heapRate))}
      </figcaption>
      <ChartDataTable label={w.table}>
        <thead>
          <tr>
            <th scope="col">{w.colOrder}</th>
            {series.map((s) => (
              <th key={s.id} scope="col" colSpan={2}>
                {s.label}
              </th>
            ))}
          </tr>
          <tr>
            <td />
            {series.map((s) => [
              <th key={`${s.id}r`} scope="col">{w.colRate}</th>,
              <th key={`${s.id}s`} scope="col">{w.colSplits}</th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id}>
              <th scope="row">{g.label}</th>
              {series.map((s) => {
                const r = value(rate, g.id, s.id);
                const sp = value(splits, g.id, s.id);
                return [
                  <td key={`${s.id}r`}>{r === undefined ? '…' : fmtNum(r)}</td>,
                  <td key={`${s.id}s`}>{sp === undefined ? '…' : fmtInt(sp)}</td>,
                ];
              })}
            </tr>
          ))}
        </tbody>
      </ChartDataTable>
    </figure>
  );
}
