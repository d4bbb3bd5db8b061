/**
 * A trace's miss-ratio curves: one line a policy over the pool sizes (a
 * log scale), drawn as the points come from the workers; OPT, which knows
 * the future, is the floor no other line goes below. Each policy keeps the
 * lesson's colour, dash and marker (`policyStyle`); the summary says which
 * policy misses least at a middle size, and a data table carries every
 * figure.
 */
import { useId, useRef } from 'react';
import { Axis } from '../../../../kit/charts/Axis';
import { ChartDataTable } from '../../../../kit/charts/ChartDataTable';
import { linesPanel, spacedTicks, type Margin } from '../../../../kit/charts/chartLayouts';
import { MarkedLines } from '../../../../kit/charts/MarkedLines';
import { Legend, LineSwatch } from '../../../../kit/Legend';
import { useWidth } from '../../../../kit/hooks/useMedia';
import { useWords } from '../../../../kit/i18n/words';
import { fmtInt, fmtPct, fmtPct0, fmtShort } from '../../../../kit/text/format';
import type { CurvePoint } from './traceClient';
import { policyName } from '../../words';
import { policyStyle } from '../../policyStyle';
import { TRACE_WORDS } from './trace.i18n';
import { bestReal, tellingRow, traceRows } from './traceRows';
import { FitText } from '../../../../kit/charts/FitText';

const M: Margin = { top: 24, right: 18, bottom: 42, left: 52 };
const H = 300;

interface Props {
  points: Readonly<Record<string, readonly CurvePoint[]>>;
  policies: readonly string[];
  /** Points the job will draw in all (for the summary while it runs). */
  total: number;
}

export function TraceCurves({ points, policies, total }: Props) {
  const w = useWords(TRACE_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const rows = traceRows(points, policies);
  const drawn = policies.filter((p) => (points[p]?.length ?? 0) > 0);
  const p = linesPanel(
    drawn.map((k) => ({
      key: k,
      points: rows.filter((r) => r.ratio[k] !== undefined).map((r) => ({ x: r.frames, y: r.ratio[k] ?? 0 })),
    })),
    width,
    H,
    M,
    { log: true },
  );
  // Powers of ten only (a log scale's other ticks crowd), kept apart on a phone.
  const [lo, hi] = p.x.domain();
  const decades: number[] = [];
  for (let t = 1; t <= hi; t *= 10) if (t >= lo) decades.push(t);
  // Within a decade or two, the sizes themselves.
  const xTicks = spacedTicks(decades.length >= 3 ? decades : rows.map((r) => r.frames), (v) => p.x(v), 34);
  const done = drawn.reduce((n, k) => n + (points[k]?.length ?? 0), 0);
  const complete = rows.filter((r) => policies.every((k) => r.misses[k] !== undefined));
  const mid = tellingRow(complete, policies);
  const best = mid ? bestReal(mid, policies) : [];
  const real = policies.filter((k) => k !== 'opt').length;
  const parts: string[] = [];
  if (done === 0) parts.push(w.noPoints);
  else {
    if (done < total) parts.push(w.partial(fmtInt(done), fmtInt(total)));
    if (mid && best.length > 0) {
      const opt = mid.ratio.opt === undefined ? '–' : fmtPct(mid.ratio.opt);
      const ratio = fmtPct(mid.ratio[best[0]] ?? 0);
      // Where every policy misses as much as every other (a loop past the
      // pool), none is "the best": said so.
      parts.push(
        best.length === real && real > 1
          ? w.allTie(fmtInt(mid.frames), ratio, opt)
          : w.bestAt(fmtInt(mid.frames), listed(best.map(policyName), w.and), ratio, opt, best.length),
      );
    }
  }
  const summary = parts.join(' ');
  return (
    <figure className="chart trace-chart" aria-describedby={descId} data-testid="trace-chart">
      <Legend
        label={w.legend}
        items={drawn.map((k) => ({
          key: k,
          swatch: <LineSwatch style={policyStyle(k)} />,
          label: k === 'opt' ? w.optFloor : policyName(k),
        }))}
      />
      <div ref={wrap}>
        <svg width={width} height={H} role="img" aria-label={w.chartLabel(summary)}>
          <g transform={`translate(${M.left},${M.top})`}>
            <Axis scale={p.y} orient="left" ticks={5} format={(d) => fmtPct0(Number(d))} />
            <Axis
              scale={p.x}
              orient="bottom"
              tickValues={xTicks}
              format={(d) => fmtShort(Number(d))}
              transform={`translate(0,${p.innerH})`}
            />
            <FitText className="axis-title" x={p.innerW / 2} y={p.innerH + 36} textAnchor="middle">
              {w.framesAxis}
            </FitText>
            <FitText className="axis-title" x={-M.left} y={-10}>
              {w.ratioAxis}
            </FitText>
            <MarkedLines lines={p.lines} styleOf={policyStyle} valueName="ratio" />
          </g>
        </svg>
      </div>
      <figcaption id={descId} data-testid="trace-summary">
        {summary}
      </figcaption>
      <ChartDataTable label={w.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{w.framesCol}</th>
            {policies.map((k) => (
              <th key={k} scope="col">
                {policyName(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.frames}>
              <th scope="row">{fmtInt(r.frames)}</th>
              {policies.map((k) => (
                <td key={k} data-testid={`trace-${k}-${r.frames}`} data-misses={r.misses[k]}>
                  {r.misses[k] === undefined ? '…' : w.cell(fmtPct(r.ratio[k] ?? 0), fmtInt(r.misses[k] ?? 0))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ChartDataTable>
    </figure>
  );
}

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
function listed(names: string[], and: string): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}
