/**
 * Day by day: what each day of inserts did to the table (when to
 * rebuild). Bars of the day's page splits, a ring on the baseline for a
 * day without a split, a dashed line before the first day that split, and
 * a second panel with the leaf density as each day left it. The data
 * table (behind <details>) also has each day's rows moved and time.
 */
import { useId, useRef } from 'react';
import type { DayFigures } from '../../../shell/engine/types';
import { useWidth } from '../../../kit/hooks/useMedia';
import { fmtInt, fmtNum, fmtPct, fmtShort } from '../../../kit/text/format';
import { Axis } from '../../../kit/charts/Axis';
import type { Margin } from '../../../kit/charts/chartLayouts';
import { dayLayout, dayReading, quietDays } from './dayByDay';
import { useWords } from '../../../kit/i18n/words';
import { CHART_WORDS } from './charts.i18n';
import { ChartDataTable } from '../../../kit/charts/ChartDataTable';
import { Legend } from '../../../kit/Legend';
import { FitText } from '../../../kit/charts/FitText';

interface Props {
  days: DayFigures[];
}

const M: Margin = { top: 22, right: 16, bottom: 30, left: 64 };
/** The splits panel: a row under its title for the rebuild line's label. */
const MS: Margin = { ...M, top: 40 };
const SPLITS_H = 240;
const DENSITY_H = 150;
const GAP = 8;
const tickShort = (d: number | { valueOf(): number }) => fmtShort(Number(d));
const tickPct = (d: number | { valueOf(): number }) => fmtPct(Number(d));
const tickDay = (d: number) => String(d);

/** "days 1, 3 and 5". */
function listDays(days: number[], and: string): string {
  if (days.length <= 1) return days.join('');
  return `${days.slice(0, -1).join(', ')}${and}${days[days.length - 1]}`;
}

export function DayByDayChart({ days }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const w = useWords(CHART_WORDS).day;
  const l = dayLayout(days, width, SPLITS_H, DENSITY_H, MS, M);
  const reading = dayReading(days);
  const quiet = quietDays(days);
  const sorted = [...days].sort((a, b) => a.day - b.day);
  const total = sorted.reduce((s, d) => s + d.page_splits, 0);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const summary =
    w.summary(sorted.length, fmtInt(total)) +
    (quiet.length === 0
      ? w.everyDay
      : quiet.length === sorted.length
        ? w.noDay
        : quiet.length > 8
          ? w.manyQuiet(quiet.length)
          : w.someQuiet(quiet.length, listDays(quiet, w.and))) +
    (first && last
      ? w.density(fmtPct(first.avg_leaf_density), `${first.day}`, fmtPct(last.avg_leaf_density), `${last.day}`)
      : '');

  return (
    <figure className="chart day-chart" aria-describedby={descId} data-testid="day-chart">
      <Legend
        ref={wrap}
        items={[
          { key: 'splits', swatch: <span className="swatch-fill series-a" />, label: w.legendSplits },
          { key: 'none', swatch: <span className="ring" />, label: w.legendNone },
          ...(l.rebuildX !== null ? [{ key: 'rebuild', label: w.legendRebuild }] : []),
          { key: 'density', label: w.legendDensity },
        ]}
      />
      <svg
        width={width}
        height={SPLITS_H + GAP + DENSITY_H}
        role="img"
        aria-label={w.aria(reading, summary)}
      >
        <FitText className="panel-title" x={MS.left} y={12}>
          {w.splitsTitle}
        </FitText>
        <g transform={`translate(${MS.left},${MS.top})`}>
          <Axis scale={l.ySplits} orient="left" ticks={4} format={tickShort} />
          <Axis
            scale={l.x}
            orient="bottom"
            tickValues={l.ticks}
            format={tickDay}
            transform={`translate(0,${l.splitsH})`}
          />
          {l.bars.map((b) => (
            <g key={b.day} data-testid={`day-bar-${b.day}`} data-day={b.day} data-splits={b.splits}>
              {b.zero ? (
                <circle
                  className="zero-day"
                  cx={b.x + b.w / 2}
                  cy={l.splitsH - 6}
                  r={Math.max(2.5, Math.min(5, b.w / 2 - 1))}
                />
              ) : (
                <rect className="bar series-a" x={b.x} y={b.y} width={b.w} height={b.h} />
              )}
              {b.w >= 26 && (
                <text className="bar-label" x={b.x + b.w / 2} y={b.zero ? l.splitsH - 14 : b.y - 3}>
                  {b.zero ? '0' : fmtShort(b.splits)}
                </text>
              )}
            </g>
          ))}
          {l.rebuildX !== null && l.firstSplit !== null && (
            <g className="rebuild-marker">
              <line x1={l.rebuildX} x2={l.rebuildX} y1={-14} y2={l.splitsH} />
              <text
                x={l.rebuildX > l.innerW - 140 ? l.rebuildX - 4 : l.rebuildX + 4}
                y={-6}
                textAnchor={l.rebuildX > l.innerW - 140 ? 'end' : 'start'}
              >
                {w.rebuild(`${l.firstSplit}`)}
              </text>
            </g>
          )}
        </g>
        <g transform={`translate(0,${SPLITS_H + GAP})`}>
          <FitText className="panel-title" x={M.left} y={12}>
            {w.densityTitle}
          </FitText>
          <g transform={`translate(${M.left},${M.top})`}>
            <Axis scale={l.yDensity} orient="left" ticks={3} format={tickPct} />
            <Axis
              scale={l.x}
              orient="bottom"
              tickValues={l.ticks}
              format={tickDay}
              transform={`translate(0,${l.densityH})`}
            />
            <path className="sweep-line" d={l.densityPath} />
            {l.densityDots.map((d) => (
              <circle key={d.day} className="sweep-dot" cx={d.cx} cy={d.cy} r={3} />
            ))}
          </g>
        </g>
      </svg>
      <p className="day-reading" data-testid="day-reading">
        <strong>{reading}</strong>
      </p>
      <figcaption id={descId}>
        <strong>{w.captionTitle}</strong>
        {w.caption(fmtInt(sorted[0]?.date ?? 0))}
        {summary}
      </figcaption>
      <ChartDataTable label={w.table}>
        <thead>
          <tr>
            {w.cols.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((d) => (
            <tr key={d.day} data-testid={`day-row-${d.day}`}>
              <th scope="row">
                {w.rowPrefix}
                {d.day}
              </th>
              <td>{fmtInt(d.date)}</td>
              <td>{d.page_splits === 0 ? w.zero : fmtInt(d.page_splits)}</td>
              <td>{fmtInt(d.rows_moved)}</td>
              <td>{fmtInt(d.inserted_rows)}</td>
              <td>
                {fmtNum(d.estimated_seconds)}
                {w.seconds}
              </td>
              <td>{fmtPct(d.avg_leaf_density)}</td>
              <td>{fmtInt(d.leaf_pages)}</td>
            </tr>
          ))}
        </tbody>
      </ChartDataTable>
    </figure>
  );
}
