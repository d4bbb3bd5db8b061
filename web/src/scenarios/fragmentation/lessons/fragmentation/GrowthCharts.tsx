/**
 * The article's charts of the table's growth, one full run per layout
 * (fragmented, defragmented) over the user's parameters, against the rows
 * in the table: (a) the mean time of each request type, log scale; (b) the
 * disks' reads, data writes and log flushes a second; (c) the dirty share of the pool; (d)
 * the useful rows the pool holds, against the pool's N pages. The regions
 * A, B and C are bands with their letters; the article's two figures at
 * 11 M rows are marked. Drawn as the runs go (the worker posts their
 * windows so far every `PARTIAL_EVERY_MS`, 200 ms), on an x axis fixed to the runs' final size.
 *
 * Layout is a line style and a marker fill (fragmented solid and filled,
 * defragmented dashed and hollow), each measure a colour and a marker
 * shape; lines are labelled at their ends, and the data table carries
 * every number: colour is never the only signal.
 */
import { useId, useRef } from 'react';
import type { FragmentationFigures, GrowthPoint, Params } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { articleValues } from '../../../../kit/charts/articleCases';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { ChartDataTable } from '../../../../kit/charts/ChartDataTable';
import { useWidth } from '../../../../kit/hooks/useMedia';
import { ArticleMark, articleItem } from '../../../../kit/ArticleMark';
import { Legend, Swatch } from '../../../../kit/Legend';
import { fmtInt, fmtNum, fmtPct, fmtShort } from '../../../../kit/text/format';
import { useWords, words } from '../../../../kit/i18n/words';
import { durationText, requestText } from '../../words';
import { CHART_WORDS } from './charts.i18n';
import {
  decades,
  dirtySeries,
  growthPanel,
  ioSeries,
  LAYOUTS,
  meanOf,
  pointNear,
  regionSpans,
  REQUESTS,
  timeSeries,
  usefulSeries,
  wrapLabel,
  type Layout,
  type RegionSpan,
  type Runs,
  type Series,
} from './growth';
import {
  EndLabels,
  GrowthPanel,
  H,
  LAYOUT_DASH,
  Line,
  M,
  MEASURE,
  measureItem,
  short,
  tickMs,
  tickPct,
  tickShort,
  type Front,
} from './growthPanel';


/** A layout's runs and whether each is finished. */
function runsOf(base: Params, points: Params[], res: ChartProps['res'], partial: ChartProps['partial']) {
  const runs: Runs = {};
  const done: Partial<Record<Layout, boolean>> = {};
  const figures: Partial<Record<Layout, FragmentationFigures>> = {};
  for (const p of points) {
    const layout = p.layout as Layout;
    const final = res.lookup({ ...base, ...p }) as FragmentationFigures | undefined;
    const f = final ?? (partial?.({ ...base, ...p }) as FragmentationFigures | undefined);
    if (f?.points) {
      runs[layout] = f.points;
      figures[layout] = f;
      done[layout] = final !== undefined;
    }
  }
  return { runs, done, figures };
}

/** The article measured its databases at 11 M rows. */
const ARTICLE_ROWS = 11_000_000;

/** What the chart shows, in sentences (its caption and the pictures' labels). */
function summaryOf(runs: Runs, figures: Partial<Record<Layout, FragmentationFigures>>, spans: RegionSpan[], at: number) {
  const w = words(CHART_WORDS);
  const parts: string[] = [];
  for (const layout of LAYOUTS) {
    const pts = runs[layout];
    if (!pts || pts.length === 0) continue;
    const near = pointNear(pts, at);
    const last = pts[pts.length - 1];
    // The window's own rows, exactly: with the lesson's parameters it is
    // the window the article table reads (the engine's article_rows).
    const atNear = near && near !== last ? w.atRows(durationText(near.select_all_mean_ms), fmtInt(near.rows)) : '';
    parts.push(w.layoutTimes(w.layout[layout], atNear, durationText(last.select_all_mean_ms), fmtShort(last.rows)));
  }
  if (parts.length === 0) return w.noRun;
  const regions = spans
    .filter((s) => s.from > 0)
    .map((s) => w.regionFrom(s.region, fmtShort(s.from)))
    .join(', ');
  const useful = LAYOUTS.filter((l) => figures[l])
    .map((l) => w.usefulOf(fmtInt(figures[l]?.useful_records_cached ?? 0), w.layout[l]))
    .join(', ');
  const n = LAYOUTS.map((l) => figures[l]?.pool_pages).find((x) => x !== undefined);
  return (
    w.summary(parts.join(w.listSep)) +
    (regions ? `${regions.charAt(0).toUpperCase()}${regions.slice(1)}. ` : '') +
    (n !== undefined ? w.poolHeld(fmtInt(n), useful) : '')
  );
}

export function GrowthCharts({ info, base, points, res, partial, state, onRun, onCancel }: ChartProps) {
  const w = useWords(CHART_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const full = Math.min(useWidth(wrap, 640), 1100);
  const cols = full >= 860 ? 2 : 1;
  const width = cols === 2 ? Math.floor((full - 24) / 2) : full;
  const descId = useId();
  const all = runsOf(base, points, res, partial);
  // The axis ends at the longer run's size (below), known once every run
  // has reported its first figures: until then no line is drawn, so the
  // axis never jumps from the fragmented run's 11 M to the defragmented
  // run's 17 M a fraction of a second later. A run that ends without
  // figures (failed, cancelled) holds nothing back.
  const sized = points.every((p) => all.figures[p.layout as Layout]) || state.status !== 'running';
  const { runs, done, figures } = sized ? all : { runs: {}, done: {}, figures: {} };
  const defaults = Object.fromEntries(info.params.map((p) => [p.name, p.default]));
  // The axis ends at the longer run's size, as the engine reports it from
  // a run's first figures (`target_rows`; rows 0: each layout as far as
  // the article's grew in its week, 11 M fragmented and 17 M
  // defragmented), so the fragmented line stops short as the article's
  // narrower diagram did. Before the runs' figures: no x ticks.
  const targets = LAYOUTS.map((l) => figures[l]?.target_rows ?? 0);
  const xMax = Math.max(...targets) || null;
  const spans = xMax === null ? [] : regionSpans(runs, xMax);
  const poolPages = LAYOUTS.map((l) => figures[l]?.pool_pages).find((x) => x !== undefined);

  // The article's figures at 11 M rows (its two select-all times), as the
  // table has them; each mark stands at the window the table reads.
  const at = LAYOUTS.map((l) => figures[l]?.article_rows).find((r) => r) ?? ARTICLE_ROWS;
  const article = articleValues(info, 'article_select_all_mean_ms', {}).map((a) => ({
    layout: a.params.layout as Layout,
    rows: at,
    ms: a.value,
  }));

  const time = growthPanel(timeSeries(runs), xMax, width, H, M, {
    log: true,
    logFloor: 0.1,
    yAtLeast: Math.max(1_000, ...article.map((a) => a.ms)),
  });
  // Log scale: the log's thousands of flushes a second beside the data
  // pages' tens to hundreds, and the fall in C over three decades.
  const io = growthPanel(ioSeries(runs), xMax, width, H, M, { log: true, logFloor: 1, yAtLeast: 10_000 });
  const dirty = growthPanel(dirtySeries(runs), xMax, width, H, M, { yMax: 1 });
  const useful = growthPanel(usefulSeries(runs), xMax, width, H, M, { yAtLeast: (poolPages ?? 0) * 1.15 });
  const summary = summaryOf(runs, figures, spans, at);
  const running = LAYOUTS.filter((l) => runs[l] && !done[l]);
  const fronts: Front[] = running.map((l) => ({ layout: l, rows: figures[l]?.table_rows ?? 0 }));
  const lineId = (panel: string, s: Series) => `growth-${panel}-${s.measure}-${s.layout}`;

  return (
    <ChartSection
      id="growth-chart-title"
      title={w.title}
      intro={w.intro(fmtShort(Number(base.every ?? defaults.every)))}
      runLabel={w.runLabel}
      testIds={{ run: 'run-growth', progress: 'growth-progress', cancel: 'cancel-growth' }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <figure className="chart growth-chart" aria-describedby={descId} data-testid="growth-chart">
        <Legend
          label={w.layouts}
          items={[
            ...LAYOUTS.map((l) => ({
              key: l,
              swatch: (
                <Swatch width={40} height={16} viewBox="0 0 40 16">
                  <line x1="1" x2="39" y1="8" y2="8" stroke="var(--ink)" strokeWidth="2" strokeDasharray={LAYOUT_DASH[l] || undefined} />
                  <path d={MEASURE.select_all.mark} transform="translate(20,8)" fill={l === 'fragmented' ? 'var(--ink)' : 'var(--paper)'} stroke="var(--ink)" strokeWidth={1.5} />
                </Swatch>
              ),
              label: (
                <>
                  {w.layoutKey[l]}
                  {running.includes(l) && (
                    <span className="badge" data-testid={`growth-running-${l}`}>
                      {w.running(fmtShort(figures[l]?.table_rows ?? 0))}
                    </span>
                  )}
                </>
              ),
            })),
            ...(article.length > 0 ? [articleItem(w.articleFigure, 'star')] : []),
          ]}
        />
        <div ref={wrap} className="growth-panels" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}>
          <div>
            <Legend label={w.requests} small items={REQUESTS.map((k) => measureItem(k, requestText(k)))} />
            <GrowthPanel
              title={w.timeTitle}
              yTitle={w.ms}
              panel={time}
              spans={spans}
              width={width}
              yTicks={decades(time.y)}
              yFormat={tickMs}
              label={w.timeLabel(summary)}
              testId="growth-time"
              fronts={fronts}
            >
              {time.lines.map((l) => (
                <Line key={l.series.key} l={l} emphasis={l.series.measure === 'select_all'} testId={lineId('time', l.series)} />
              ))}
              <EndLabels lines={time.lines.filter((l) => l.series.measure === 'select_all')} text={(s) => `${requestText('select_all')}, ${short(s.layout)}`} innerW={time.innerW} innerH={time.innerH} />
              {article.map((a) => {
                const x = time.x(a.rows);
                const y = time.y(a.ms);
                const below = a.layout === 'defragmented';
                return (
                  <g key={a.layout} className="article-point" data-testid={`article-${a.layout}`}>
                    <ArticleMark shape="star" x={x} y={y} />
                    {/* Right of the mark and under it: between the two select-all lines. */}
                    <text x={x + 9} y={y + 15} textAnchor="start">
                      {w.article}
                      {below ? '< ' : ''}
                      {a.ms >= 1000 ? w.seconds(fmtNum(a.ms / 1000)) : w.millis(fmtInt(a.ms))}
                    </text>
                  </g>
                );
              })}
            </GrowthPanel>
          </div>
          <div>
            <Legend
              label={w.diskTraffic}
              small
              items={(['reads', 'writes', 'log'] as const).map((k) =>
                measureItem(k, <>{{ reads: w.readsKey, writes: w.writesKey, log: w.logKey }[k]}</>),
              )}
            />
            <GrowthPanel
              title={w.ioTitle}
              yTitle={w.pagesPerS}
              panel={io}
              spans={spans}
              width={width}
              yTicks={decades(io.y)}
              yFormat={tickShort}
              label={w.ioLabel(readsWords(runs))}
              testId="growth-io"
              fronts={fronts}
            >
              {io.lines.map((l) => (
                <Line key={l.series.key} l={l} emphasis={false} testId={lineId('io', l.series)} />
              ))}
              <EndLabels lines={io.lines} text={(s) => `${w.measureEnd[s.measure as 'reads' | 'writes' | 'log'] ?? s.measure}, ${short(s.layout)}`} innerW={io.innerW} innerH={io.innerH} />
            </GrowthPanel>
          </div>
          <div>
            <GrowthPanel
              title={w.dirtyTitle}
              yTitle={w.dirtyAxis}
              panel={dirty}
              spans={spans}
              width={width}
              yFormat={tickPct}
              label={w.dirtyLabel(lastWords(runs, 'dirty_ratio', fmtPct))}
              testId="growth-dirty"
              fronts={fronts}
            >
              {dirty.lines.map((l) => (
                <Line key={l.series.key} l={l} emphasis={false} testId={lineId('dirty', l.series)} />
              ))}
              <EndLabels lines={dirty.lines} text={(s) => short(s.layout)} innerW={dirty.innerW} innerH={dirty.innerH} />
            </GrowthPanel>
          </div>
          <div>
            <GrowthPanel
              title={w.usefulTitle}
              yTitle={w.rowsAxis}
              panel={useful}
              spans={spans}
              width={width}
              yFormat={tickShort}
              label={w.usefulLabel(fmtInt(poolPages ?? 0), lastWords(runs, 'useful_records_cached', fmtInt))}
              testId="growth-useful"
              fronts={fronts}
            >
              {poolPages !== undefined && (
                <g className="pool-line">
                  <line x1={0} x2={useful.innerW} y1={useful.y(poolPages)} y2={useful.y(poolPages)} />
                  {/* Under the line (the fragmented line runs just above it), inside the
                      plot, on one line: where the panel is too narrow for the whole
                      label (a phone), the short one, as a second line would run
                      into the axis's ticks. */}
                  <text x={useful.innerW - 4} y={useful.y(poolPages) + 14} textAnchor="end">
                    {wrapLabel(w.poolLine(fmtInt(poolPages)), useful.innerW * 0.65).length > 1
                      ? w.poolLineShort(fmtInt(poolPages))
                      : w.poolLine(fmtInt(poolPages))}
                  </text>
                </g>
              )}
              {useful.lines.map((l) => (
                <Line key={l.series.key} l={l} emphasis testId={lineId('useful', l.series)} />
              ))}
              <EndLabels lines={useful.lines} text={(s) => short(s.layout)} innerW={useful.innerW} innerH={useful.innerH} />
            </GrowthPanel>
          </div>
        </div>
        <figcaption id={descId} data-testid="growth-summary">
          {summary}
        </figcaption>
        <GrowthTable runs={runs} />
      </figure>
    </ChartSection>
  );
}

/** The last window's value of a figure, each layout, in words. */
function lastWords(runs: Runs, name: keyof GrowthPoint, fmt: (x: number) => string): string {
  const w = words(CHART_WORDS);
  return LAYOUTS.filter((l) => runs[l]?.length)
    .map((l) => {
      const pts = runs[l] ?? [];
      const last = pts[pts.length - 1];
      return w.lastAt(w.layout[l], fmt(last[name] as number), fmtShort(last.rows));
    })
    .join(w.listSep);
}

function readsWords(runs: Runs): string {
  const r = lastWords(runs, 'reads_per_s', fmtNum);
  const w = lastWords(runs, 'sustained_writes_per_s', fmtNum);
  const log = lastWords(runs, 'log_writes_per_s', fmtNum);
  return r ? words(CHART_WORDS).readsWords(r, w, log) : '';
}

/** Every window of each run, as numbers (the charts' text alternative). */
function GrowthTable({ runs }: { runs: Runs }) {
  const w = useWords(CHART_WORDS);
  return (
    <ChartDataTable label={w.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{w.colLayout}</th>
          <th scope="col">{w.colRows}</th>
          <th scope="col">{w.colRegion}</th>
          {REQUESTS.map((k) => (
            <th key={k} scope="col">
              {requestText(k)}
            </th>
          ))}
          <th scope="col">{w.colReads}</th>
          <th scope="col">{w.colWritten}</th>
          <th scope="col">{w.colLog}</th>
          <th scope="col">{w.colDirty}</th>
          <th scope="col">{w.colUseful}</th>
          <th scope="col">{w.colPerPage}</th>
        </tr>
      </thead>
      <tbody>
        {LAYOUTS.flatMap((l) =>
          (runs[l] ?? []).map((p) => (
            <tr key={`${l}-${p.rows}`}>
              <th scope="row">{w.layout[l]}</th>
              <td>{fmtInt(p.rows)}</td>
              <td>{p.region}</td>
              {REQUESTS.map((k) => (
                <td key={k}>{durationText(meanOf(p, k))}</td>
              ))}
              <td>{fmtNum(p.reads_per_s)}</td>
              <td>{fmtNum(p.sustained_writes_per_s)}</td>
              <td>{fmtNum(p.log_writes_per_s)}</td>
              <td>{fmtPct(p.dirty_ratio)}</td>
              <td>{fmtInt(p.useful_records_cached)}</td>
              <td>{fmtNum(p.useful_per_page)}</td>
            </tr>
          )),
        )}
      </tbody>
    </ChartDataTable>
  );
}
