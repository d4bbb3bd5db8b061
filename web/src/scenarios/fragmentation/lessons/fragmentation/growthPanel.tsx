/**
 * The growth charts' panel parts: each measure's colour and marker, the
 * regions' bands, a line with its markers, labels at the lines' ends, the
 * runs' fronts, and one panel (axes, titles, the lines) that the four
 * charts of `GrowthCharts` share.
 */
import type { ReactNode } from 'react';
import { symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle, symbolCross } from 'd3';
import { Axis } from '../../../../kit/charts/Axis';
import type { Margin } from '../../../../kit/charts/chartLayouts';
import { Swatch, type LegendItem } from '../../../../kit/Legend';
import { fmtInt, fmtPct, fmtShort } from '../../../../kit/text/format';
import { words } from '../../../../kit/i18n/words';
import { CHART_WORDS } from './charts.i18n';
import { clearOf, LABEL_CHAR_W, labelBox, spreadColumns, wrapLabel, type Box, type Layout, type Panel, type RegionSpan, type Series } from './growth';
import { FitText } from '../../../../kit/charts/FitText';

export const shape = (type: Parameters<typeof symbol>[0], size: number) => symbol(type, size)() ?? '';

/** Each measure's colour and marker. */
export const MEASURE: Record<string, { colour: string; mark: string; label: string }> = {
  insert: { colour: 'var(--s-purple)', mark: shape(symbolTriangle, 40), label: 'insert' },
  update: { colour: 'var(--s-orange)', mark: shape(symbolCross, 40), label: 'update' },
  select_one: { colour: 'var(--s-green)', mark: shape(symbolSquare, 36), label: 'select one' },
  select_hour: { colour: 'var(--s-blue)', mark: shape(symbolDiamond, 40), label: 'select hour' },
  select_all: { colour: 'var(--s-red)', mark: shape(symbolCircle, 50), label: 'select all' },
  reads: { colour: 'var(--s-blue)', mark: shape(symbolCircle, 40), label: 'reads' },
  writes: { colour: 'var(--s-orange)', mark: shape(symbolTriangle, 40), label: 'writes' },
  log: { colour: 'var(--s-purple)', mark: shape(symbolSquare, 36), label: 'log' },
  dirty: { colour: 'var(--s-orange)', mark: shape(symbolCircle, 40), label: 'dirty' },
  useful: { colour: 'var(--s-green)', mark: shape(symbolCircle, 40), label: 'useful rows' },
};
export const LAYOUT_DASH: Record<Layout, string> = { fragmented: '', defragmented: '7 4' };

export const M: Margin = { top: 30, right: 96, bottom: 36, left: 58 };
export const H = 250;
export const tickShort = (d: number | { valueOf(): number }) => fmtShort(Number(d));
/**
 * A decade of the log time axis, in the axis title's unit (ms) and no
 * other: "0.1", "1", "100", "1,000", "10,000".
 */
export const tickMs = (d: number | { valueOf(): number }) => {
  const v = Number(d);
  return v < 1 ? fmtShort(v) : fmtInt(Math.round(v));
};
export const tickPct = (d: number | { valueOf(): number }) => fmtPct(Number(d)).replace('.0%', '%');

/** A request's or a disk traffic's entry in a panel's legend: its mark in its colour, the words right after it. */
export function measureItem(k: string, label: ReactNode): LegendItem {
  return {
    key: k,
    swatch: (
      <Swatch width={14} viewBox="-7 -7 14 14">
        <path d={MEASURE[k].mark} fill={MEASURE[k].colour} />
      </Swatch>
    ),
    label,
    tight: true,
  };
}

/** The bands of the regions and their letters. */
export function Regions({ spans, panel }: { spans: RegionSpan[]; panel: Panel }) {
  return (
    <g className="regions" aria-hidden="true">
      {spans.map((s, i) => {
        const x0 = panel.x(s.from);
        const x1 = Math.min(panel.innerW, panel.x(s.to));
        return (
          <g key={`${s.region}-${i}`} className={`region region-${s.region}`}>
            <rect x={x0} y={0} width={Math.max(0, x1 - x0)} height={panel.innerH} />
            {i > 0 && <line x1={x0} x2={x0} y1={0} y2={panel.innerH} />}
            {x1 - x0 > 12 && (
              <text x={(x0 + x1) / 2} y={12} textAnchor="middle">
                {s.region}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** A series' line and markers, its style from its measure and layout. */
export function Line({ l, emphasis, testId }: { l: Panel['lines'][number]; emphasis: boolean; testId: string }) {
  const m = MEASURE[l.series.measure] ?? MEASURE.useful;
  const hollow = l.series.layout === 'defragmented';
  return (
    <g className="growth-line" data-testid={testId}>
      <path
        d={l.path}
        fill="none"
        stroke={m.colour}
        strokeWidth={emphasis ? 2.5 : 1.5}
        strokeDasharray={LAYOUT_DASH[l.series.layout] || undefined}
      />
      {l.dots.map((d) => (
        <path
          key={d.x}
          d={m.mark}
          transform={`translate(${d.cx},${d.cy})`}
          fill={hollow ? 'var(--paper)' : m.colour}
          stroke={m.colour}
          strokeWidth={1.5}
          data-rows={d.x}
          data-value={d.y}
        />
      ))}
    </g>
  );
}

/** A label's line height, in px (11 px text). */
const LABEL_LINE = 12;
/** About an end label's width ("select all, defrag."): labels whose ends lie closer share a column. */
const LABEL_WIDTH = 110;

/**
 * Labels at the lines' last points (the lines of a panel told apart in
 * words), wrapped into the room right of the point (the panel's right
 * margin, more while the runs are still short) so none is clipped, and
 * spread so none overlap and none falls below the plot.
 */
export function EndLabels({ lines, text, innerW, innerH }: { lines: Panel['lines']; text: (s: Series) => string; innerW: number; innerH: number }) {
  const ends = lines.flatMap((l) => {
    const last = l.dots[l.dots.length - 1];
    return last ? [{ l, last, words: wrapLabel(text(l.series), innerW + M.right - 10 - (last.cx + 8)) }] : [];
  });
  const ys = spreadColumns(
    ends.map((e) => e.last.cx),
    ends.map((e) => e.last.cy + 4),
    ends.map((e) => e.words.length),
    LABEL_LINE,
    LABEL_WIDTH,
    // A point on the x axis has its label's baseline 4 px below it: no
    // lower, or the label runs into the axis's tick labels.
    innerH + 4,
  );
  // Then off the other lines' marks and the labels already placed (a
  // mark's symbol reaches ~5 px from its point).
  const placed: Box[] = [];
  const width = (e: (typeof ends)[number]) => Math.max(...e.words.map((w) => w.length)) * LABEL_CHAR_W;
  const boxOf = (e: (typeof ends)[number], base: number) => labelBox(e.last.cx + 8, base, width(e), e.words.length, LABEL_LINE);
  ends.forEach((e, i) => {
    const marks = lines.filter((l) => l !== e.l).flatMap((l) => l.dots.map((d): Box => [d.cx - 5, d.cy - 5, d.cx + 5, d.cy + 5]));
    const others = ends.flatMap((o, j) => (j > i ? [boxOf(o, ys[j])] : []));
    ys[i] = clearOf(e.last.cx + 8, ys[i], width(e), e.words.length, LABEL_LINE, [...marks, ...placed, ...others], 0, innerH + 4);
    placed.push(boxOf(e, ys[i]));
  });
  return (
    <g className="end-labels" aria-hidden="true">
      {ends.map((e, i) => (
        <text key={e.l.series.key} className="end-label" x={e.last.cx + 8} y={ys[i]} fill={MEASURE[e.l.series.measure]?.colour}>
          {e.words.map((w, k) => (
            <tspan key={k} x={e.last.cx + 8} dy={k === 0 ? 0 : LABEL_LINE}>
              {w}
            </tspan>
          ))}
        </text>
      ))}
    </g>
  );
}

/** A layout in a line's end label: "frag.", "defrag.". */
export const short = (l: Layout) => words(CHART_WORDS).short[l];

export interface PanelProps {
  title: string;
  yTitle: string;
  panel: Panel;
  spans: RegionSpan[];
  width: number;
  yTicks?: number[];
  yFormat: (d: number | { valueOf(): number }) => string;
  label: string;
  testId: string;
  /** Where each run under way has grown the table to (moves with every partial report). */
  fronts: Front[];
  children?: ReactNode;
}

/** A run under way: its table's size now. */
export interface Front {
  layout: Layout;
  rows: number;
}

/** A thin vertical line at each running layout's table size, so the chart moves between windows. */
export function Fronts({ fronts, panel }: { fronts: Front[]; panel: Panel }) {
  return (
    <g className="run-fronts" aria-hidden="true">
      {fronts.map((f) => (
        <line
          key={f.layout}
          className="run-front"
          data-layout={f.layout}
          x1={panel.x(f.rows)}
          x2={panel.x(f.rows)}
          y1={0}
          y2={panel.innerH}
          strokeDasharray={LAYOUT_DASH[f.layout] || undefined}
        />
      ))}
    </g>
  );
}

export function GrowthPanel({ title, yTitle, panel, spans, width, yTicks, yFormat, label, testId, fronts, children }: PanelProps) {
  return (
    <svg width={width} height={H} role="img" aria-label={label} data-testid={testId}>
      <FitText className="panel-title" x={0} y={12}>
        {title}
      </FitText>
      <g transform={`translate(${M.left},${M.top})`}>
        <Regions spans={spans} panel={panel} />
        <Fronts fronts={fronts} panel={panel} />
        <Axis scale={panel.y} orient="left" tickValues={yTicks} ticks={yTicks ? undefined : 5} format={yFormat} />
        <Axis scale={panel.x} orient="bottom" ticks={panel.xKnown ? 5 : 0} format={tickShort} transform={`translate(0,${panel.innerH})`} />
        <FitText className="axis-title" x={panel.innerW / 2} y={panel.innerH + 32} textAnchor="middle">
          {words(CHART_WORDS).axisRows}
        </FitText>
        <FitText className="axis-title" x={-M.left + 2} y={-8}>
          {yTitle}
        </FitText>
        {children}
      </g>
    </svg>
  );
}
