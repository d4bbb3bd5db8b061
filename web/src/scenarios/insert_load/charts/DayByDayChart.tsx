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
import { ChartDataTable } from '../../../kit/charts/ChartDataTable';
import { Legend } from '../../../kit/Legend';

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
function listDays(days: number[]): string {
  if (days.length <= 1) return days.join('');
  return `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
}

export function DayByDayChart({ days }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const l = dayLayout(days, width, SPLITS_H, DENSITY_H, MS, M);
  const reading = dayReading(days);
  const quiet = quietDays(days);
  const sorted = [...days].sort((a, b) => a.day - b.day);
  const total = sorted.reduce((s, d) => s + d.page_splits, 0);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const summary =
    `${sorted.length} days: ${fmtInt(total)} page splits in all; ` +
    (quiet.length === 0
      ? 'every day split pages. '
      : quiet.length === sorted.length
        ? 'no day split a page. '
        : quiet.length > 8
          ? `${quiet.length} days split none (the table lists them). `
          : `day${quiet.length === 1 ? '' : 's'} ${listDays(quiet)} split none. `) +
    (first && last
      ? `Leaf density ${fmtPct(first.avg_leaf_density)} after day ${first.day}, ${fmtPct(last.avg_leaf_density)} after day ${last.day}.`
      : '');

  return (
    <figure className="chart day-chart" aria-describedby={descId} data-testid="day-chart">
      <Legend
        ref={wrap}
        items={[
          { key: 'splits', swatch: <span className="swatch-fill series-a" />, label: 'page splits that day' },
          { key: 'none', swatch: <span className="ring" />, label: 'no split that day' },
          ...(l.rebuildX !== null ? [{ key: 'rebuild', label: '- - - rebuild before this day' }] : []),
          { key: 'density', label: '● leaf density at the day’s end (zoomed axis, not from 0)' },
        ]}
      />
      <svg
        width={width}
        height={SPLITS_H + GAP + DENSITY_H}
        role="img"
        aria-label={`Day by day. ${reading} ${summary}`}
      >
        <text className="panel-title" x={MS.left} y={12}>
          Page splits each day
        </text>
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
                rebuild before day {l.firstSplit}
              </text>
            </g>
          )}
        </g>
        <g transform={`translate(0,${SPLITS_H + GAP})`}>
          <text className="panel-title" x={M.left} y={12}>
            Leaf density after each day
          </text>
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
        <strong>Day of inserts, x axis</strong> (day 1 is the first day inserted: date {fmtInt(sorted[0]?.date ?? 0)} in
        the table’s date column). {summary}
      </figcaption>
      <ChartDataTable label="Day by day data">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Date in the table</th>
            <th scope="col">Page splits</th>
            <th scope="col">Rows moved</th>
            <th scope="col">Rows inserted</th>
            <th scope="col">Estimated time</th>
            <th scope="col">Leaf density at the end</th>
            <th scope="col">Data pages at the end</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((d) => (
            <tr key={d.day} data-testid={`day-row-${d.day}`}>
              <th scope="row">Day {d.day}</th>
              <td>{fmtInt(d.date)}</td>
              <td>{d.page_splits === 0 ? '0 (none)' : fmtInt(d.page_splits)}</td>
              <td>{fmtInt(d.rows_moved)}</td>
              <td>{fmtInt(d.inserted_rows)}</td>
              <td>{fmtNum(d.estimated_seconds)} s</td>
              <td>{fmtPct(d.avg_leaf_density)}</td>
              <td>{fmtInt(d.leaf_pages)}</td>
            </tr>
          ))}
        </tbody>
      </ChartDataTable>
    </figure>
  );
}
