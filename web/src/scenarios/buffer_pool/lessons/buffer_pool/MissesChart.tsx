/**
 * Misses against the number of frames, one line per policy: each point a
 * full run of the whole string with that many frames, every chosen policy
 * at once (`figures.policies`). More frames should mean fewer misses; a
 * line that goes up is Belady's anomaly, and it is called out. The
 * textbook's figures for Belady's string sit on the lines as hollow
 * diamonds. Each policy has its own colour, dash and marker, and a data
 * table carries every number.
 */
import { useId, useRef } from 'react';
import type { BufferPoolFigures } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { articleValues } from '../../../../kit/charts/articleCases';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { Axis } from '../../../../kit/charts/Axis';
import { ChartDataTable } from '../../../../kit/charts/ChartDataTable';
import { linesPanel, type Margin } from '../../../../kit/charts/chartLayouts';
import { useWidth } from '../../../../kit/hooks/useMedia';
import { fmtInt, fmtShort } from '../../../../kit/text/format';
import { policyName } from '../../words';
import { useWords, words } from '../../../../kit/i18n/words';
import { LESSON_WORDS } from './lesson.i18n';
import { anomaliesOf, missRows, type Anomaly } from './missRows';
import { isTyped } from './framePoints';
import { MarkedLines } from '../../../../kit/charts/MarkedLines';
import { ArticleMark, articleItem } from '../../../../kit/ArticleMark';
import { Legend, LineSwatch } from '../../../../kit/Legend';
import { policyStyle as styleOf } from '../../policyStyle';
import { FitText } from '../../../../kit/charts/FitText';

const M: Margin = { top: 30, right: 18, bottom: 40, left: 56 };
const H = 300;
const tick = (d: number | { valueOf(): number }) => fmtShort(Number(d));

/** Width of a character of the anomaly's label, px (an estimate, on the safe side). */
const LABEL_CHAR_PX = 6.6;

/** The anomaly's label on the chart: in full where there is room, else short (a phone). */
export function anomalyLabel(a: Anomaly, innerW: number): string {
  const w = words(LESSON_WORDS);
  const full = w.anomalyFull(policyName(a.policy), fmtInt(a.from), fmtInt(a.to), fmtInt(a.fromMisses), fmtInt(a.toMisses));
  return full.length * LABEL_CHAR_PX <= innerW ? full : w.anomalyShort(policyName(a.policy), fmtInt(a.from), fmtInt(a.to));
}

/** Where a label of `w` px goes beside the line at `x`: right of it, left of it, or as far right as it fits. */
export function labelPlace(x: number, w: number, innerW: number, left: number): { x: number; anchor: 'start' | 'end' } {
  if (x + 4 + w <= innerW) return { x: x + 4, anchor: 'start' };
  if (x - 4 - w >= -left) return { x: x - 4, anchor: 'end' };
  return { x: Math.max(-left, innerW - w), anchor: 'start' };
}

function anomalyText(a: Anomaly): string {
  return words(LESSON_WORDS).anomalyText(
    policyName(a.policy),
    fmtInt(a.from),
    fmtInt(a.to),
    fmtInt(a.fromMisses),
    fmtInt(a.toMisses),
  );
}

export function MissesChart({ info, base, points, shown, res, state, onRun, onCancel }: ChartProps) {
  const w = useWords(LESSON_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = Math.min(useWidth(wrap, 640), 900);
  const descId = useId();
  const all = { ...Object.fromEntries(info.params.map((p) => [p.name, p.default])), ...base };
  const typed = isTyped(all);
  const figures = points.map((p) => res.lookup({ ...base, ...p }) as BufferPoolFigures | undefined);
  const rows = missRows(points, figures);
  const policies = rows[0] ? Object.keys(rows[0].misses) : [];
  const anomalies = anomaliesOf(rows, policies);
  // The textbook's figures, on the string they were measured on.
  const textbook =
    typed && base.trace === undefined
      ? articleValues(info, 'misses', {})
          .filter((a) => policies.includes(a.params.policy ?? ''))
          .map((a) => ({ policy: a.params.policy ?? '', x: Number(a.params.frames), y: a.value }))
      : [];
  const p = linesPanel(
    policies.map((k) => ({ key: k, points: rows.map((r) => ({ x: r.frames, y: r.misses[k] })) })),
    width,
    H,
    M,
    { log: !typed, extra: textbook },
  );
  const current = Number(shown.frames);
  const marker = Number.isFinite(current) && rows.some((r) => r.frames === current) ? p.x(current) : null;
  const tickValues = typed
    ? rows.map((r) => r.frames).filter((_, i, a) => a.length <= 16 || i % Math.ceil(a.length / 16) === 0)
    : undefined;
  const done = rows.length;
  const summary =
    done === 0
      ? w.noRuns
      : w.runsDone(fmtInt(done), fmtInt(points.length), policies.map(policyName).join(', ')) +
        (anomalies.length > 0 ? w.anomalies(anomalies.map(anomalyText).join('; ')) : w.noAnomaly);

  return (
    <ChartSection
      id="misses-chart-title"
      title={w.chartTitle}
      intro={
        <>
          {w.chartIntro}
          {typed ? w.chartTyped : w.chartGenerated}
        </>
      }
      runLabel={w.runChart}
      testIds={{ run: 'run-misses', progress: 'misses-progress', cancel: 'cancel-misses' }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <figure className="chart misses-chart" aria-describedby={descId} data-testid="misses-chart">
        <Legend
          label={w.legend}
          items={[
            ...policies.map((k) => ({ key: k, swatch: <LineSwatch style={styleOf(k)} />, label: policyName(k) })),
            ...(textbook.length > 0 ? [articleItem(w.textbookFigure)] : []),
          ]}
        />
        <div ref={wrap}>
          <svg width={width} height={H} role="img" aria-label={w.chartLabel(summary)}>
            <g transform={`translate(${M.left},${M.top})`}>
              <Axis scale={p.y} orient="left" ticks={5} format={tick} />
              <Axis
                scale={p.x}
                orient="bottom"
                ticks={typed ? undefined : 6}
                tickValues={tickValues}
                format={tick}
                transform={`translate(0,${p.innerH})`}
              />
              <FitText className="axis-title" x={p.innerW / 2} y={p.innerH + 34} textAnchor="middle">
                {w.framesAxis}
                {typed ? '' : w.logScale}
              </FitText>
              <FitText className="axis-title" x={-M.left} y={-14}>
                {w.missesAxis}
              </FitText>
              {marker !== null && (
                <g className="current-marker">
                  <line x1={marker} x2={marker} y1={0} y2={p.innerH} />
                  <text
                    x={marker > p.innerW - 90 ? marker - 4 : marker + 4}
                    y={p.innerH - 6}
                    textAnchor={marker > p.innerW - 90 ? 'end' : 'start'}
                  >
                    {w.yours(fmtInt(current))}
                  </text>
                </g>
              )}
              <MarkedLines lines={p.lines} styleOf={styleOf} valueName="misses" />
              {textbook.map((t) => (
                <ArticleMark key={`${t.policy}-${t.x}`} x={p.x(t.x)} y={p.y(t.y)} r={6} hollow />
              ))}
              {anomalies.slice(0, 2).map((a, i) => {
                const x = p.x(a.to);
                const y = p.y(a.toMisses);
                const label = anomalyLabel(a, p.innerW);
                const at = labelPlace(x, label.length * LABEL_CHAR_PX, p.innerW, M.left);
                return (
                  <g key={`${a.policy}-${a.to}`} className="anomaly-mark" data-testid={`anomaly-${a.policy}`}>
                    <circle cx={x} cy={y} r={10} />
                    <line x1={x} y1={y - 10} x2={x} y2={-4 + i * 14} />
                    <text x={at.x} y={-8 + i * 14} textAnchor={at.anchor}>
                      {label}
                    </text>
                  </g>
                );
              })}
            </g>
          </svg>
        </div>
        <figcaption id={descId} data-testid="misses-summary">
          {summary}
        </figcaption>
        <ChartDataTable label={w.tableLabel}>
          <thead>
            <tr>
              <th scope="col">{w.framesCol}</th>
              {policies.map((k) => (
                <th key={k} scope="col">
                  {w.missesCol(policyName(k))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.frames}>
                <td>{fmtInt(r.frames)}</td>
                {policies.map((k) => (
                  <td key={k} data-testid={`misses-${k}-${r.frames}`}>
                    {fmtInt(r.misses[k])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ChartDataTable>
      </figure>
    </ChartSection>
  );
}
