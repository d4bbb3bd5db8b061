/**
 * Fillfactor sweep: page splits and space used for every fillfactor from
 * 50 to 100, with the article's three measurements and a marker at the
 * current fillfactor. Two small panels sharing the x axis.
 */
import { useId, useRef } from 'react';
import { useWidth } from '../../../kit/hooks/useMedia';
import { fmtBytes, fmtInt, fmtShort } from '../../../kit/text/format';
import { Axis } from '../../../kit/charts/Axis';
import { sweepPanel, type Margin, type SweepPoint } from '../../../kit/charts/chartLayouts';
import { ChartDataTable } from '../../../kit/charts/ChartDataTable';
import { ArticleMark, articleItem } from '../../../kit/ArticleMark';
import { Legend, Swatch } from '../../../kit/Legend';
import { useWords } from '../../../kit/i18n/words';
import { CHART_WORDS } from './charts.i18n';
import { FitText } from '../../../kit/charts/FitText';

export interface SweepRow {
  fillfactor: number;
  splits: number;
  bytes: number;
}

interface Props {
  rows: SweepRow[];
  current: number;
  article: Array<{ fillfactor: number; splits: number }>;
  domain: [number, number];
}

const M: Margin = { top: 14, right: 16, bottom: 42, left: 64 };
/** The x axis's title, under its ticks in both panels. */
export const SWEEP_X_TITLE = 'Fillfactor (%)'; // English: the charts show `CHART_WORDS.sweep.xTitle`
const PANEL_H = 170;
const tickInt = (d: number | { valueOf(): number }) => fmtInt(Number(d));
const tickShort = (d: number | { valueOf(): number }) => fmtShort(Number(d));
const tickMiB = (d: number | { valueOf(): number }) => fmtInt(Number(d));

function Panel({
  points,
  domain,
  width,
  current,
  title,
  yFormat,
  extra,
  floor,
}: {
  points: SweepPoint[];
  domain: [number, number];
  width: number;
  current: number;
  title: string;
  yFormat: (d: number | { valueOf(): number }) => string;
  extra?: SweepPoint[];
  floor?: number;
}) {
  const w = useWords(CHART_WORDS).sweep;
  const p = sweepPanel(points, domain, width, PANEL_H, M, current, floor, extra);
  return (
    <g>
      <FitText className="panel-title" x={M.left} y={10}>
        {title}
      </FitText>
      <g transform={`translate(${M.left},${M.top})`}>
        <Axis scale={p.y} orient="left" ticks={4} format={yFormat} />
        <Axis scale={p.x} orient="bottom" ticks={width < 480 ? 5 : 10} format={tickInt} transform={`translate(0,${p.innerH})`} />
        <FitText className="axis-title" x={p.innerW / 2} y={p.innerH + 34} textAnchor="middle">
          {w.xTitle}
        </FitText>
        <path className="sweep-line" d={p.path} />
        {p.dots.map((d) => (
          <circle key={d.x} className="sweep-dot" cx={d.cx} cy={d.cy} r={2.5} />
        ))}
        {extra?.map((d) => <ArticleMark key={`a${d.x}`} x={p.x(d.x)} y={p.y(d.y)} r={5} />)}
        {p.marker !== null && (
          <g className="current-marker">
            <line x1={p.marker} x2={p.marker} y1={0} y2={p.innerH} />
            <text x={p.marker > p.innerW - 60 ? p.marker - 4 : p.marker + 4} y={12} textAnchor={p.marker > p.innerW - 60 ? 'end' : 'start'}>
              F = {current}
            </text>
          </g>
        )}
      </g>
    </g>
  );
}

export function SweepChart({ rows, current, article, domain }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const w = useWords(CHART_WORDS).sweep;
  const splits = rows.map((r) => ({ x: r.fillfactor, y: r.splits }));
  const bytes = rows.map((r) => ({ x: r.fillfactor, y: r.bytes / 1024 ** 2 }));
  const sorted = [...rows].sort((a, b) => b.fillfactor - a.fillfactor);
  const firstZero = sorted.find((r) => r.splits === 0);
  const at100 = sorted.find((r) => r.fillfactor === domain[1]);
  const summary =
    rows.length === 0
      ? w.none
      : w.runs(fmtInt(rows.length)) +
        (at100 ? w.at(`${domain[1]}`, fmtInt(at100.splits), fmtBytes(at100.bytes)) : '') +
        (firstZero ? w.highest(`${firstZero.fillfactor}`, fmtBytes(firstZero.bytes)) : w.every);

  return (
    <figure className="chart" aria-describedby={descId}>
      <Legend
        items={[
          {
            key: 'run',
            swatch: (
              <Swatch width={34} height={16} viewBox="0 0 34 16">
                <line className="sweep-line" x1="1" x2="33" y1="8" y2="8" />
                <circle className="sweep-dot" cx="17" cy="8" r="2.5" />
              </Swatch>
            ),
            label: w.legendRun,
          },
          ...(article.length > 0 ? [articleItem(w.legendArticle)] : []),
        ]}
      />
      <div ref={wrap}>
        <svg width={width} height={PANEL_H * 2 + 10} role="img" aria-label={w.aria(summary)}>
          <Panel
            points={splits}
            domain={domain}
            width={width}
            current={current}
            title={w.splitsTitle}
            yFormat={tickShort}
            extra={article.map((a) => ({ x: a.fillfactor, y: a.splits }))}
          />
          <g transform={`translate(0,${PANEL_H + 10})`}>
            <Panel
              points={bytes}
              domain={domain}
              width={width}
              current={current}
              title={w.spaceTitle}
              yFormat={tickMiB}
              floor={bytes.length ? Math.min(...bytes.map((b) => b.y)) * 0.95 : 0}
            />
          </g>
        </svg>
      </div>
      <figcaption id={descId}>
        <strong>{w.caption(`${domain[0]}`, `${domain[1]}`)}</strong> {summary}
      </figcaption>
      <ChartDataTable label={w.table}>
        <thead>
          <tr>
            <th scope="col">{w.colFillfactor}</th>
            <th scope="col">{w.colSplits}</th>
            <th scope="col">{w.colSpace}</th>
          </tr>
        </thead>
        <tbody>
          {[...rows]
            .sort((a, b) => a.fillfactor - b.fillfactor)
            .map((r) => (
              <tr key={r.fillfactor}>
                <td>{r.fillfactor}</td>
                <td>{fmtInt(r.splits)}</td>
                <td>{fmtBytes(r.bytes)}</td>
              </tr>
            ))}
        </tbody>
      </ChartDataTable>
    </figure>
  );
}
