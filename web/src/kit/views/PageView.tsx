/**
 * The page view: every data page twice, in key order (the leaf chain a
 * range scan follows) and in file order (page numbers), with links where
 * the two part ways. Canvas, because a full-scale table has 300,000 pages
 * (aggregated to at most one box per pixel column). A summary sentence and
 * a table are the text alternative.
 */
import { memo, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ViewOf } from '../../shell/engine/types';

type PageStrip = ViewOf<'page_strip'>;
import {
  binLeaves,
  binLinks,
  chainJumps,
  displacedLeaves,
  physicalOrder,
  rowOffsets,
  stripGeometry,
  summarizeLeaves,
} from '../layout/pageStrips';
import { instrumentPalette, maxOf, rampGradient } from '../charts/colours';
import { useCanvasWidth } from '../hooks/useMedia';
import { fmtInt, fmtPct0 } from '../text/format';
import { drawPages, markShapes, type CanvasHighlight } from './pageCanvas';
import { useThemeKey } from '../theme/resolve';
import { PageTable } from './PageTable';
import { Legend, Swatch } from '../Legend';
import { timed } from '../../shell/perf/timing';
import { useWords, words } from '../i18n/words';
import { VIEW_WORDS } from './views.i18n';

export interface PageMark {
  page: number;
  colour: string;
  /** SVG stroke-dasharray of the mark ('' or absent = solid). */
  dash?: string;
  label: string;
}

const NO_MARKS: PageMark[] = [];

interface Props {
  pages: PageStrip;
  marks?: PageMark[];
  /** Shared colour domain when views sit side by side. */
  maxInstrument?: number;
  testId?: string;
  caption?: string;
  /** Which view this is, for the names of its table (unique on the page). */
  name?: string;
}


/**
 * The pages in words (the canvas's label and the summary under it), each
 * count with its noun in the number it needs: "1 data page", "jumps once".
 */
export function pagesSentence(
  n: number,
  perBin: number,
  keyed: boolean,
  summary: { meanFill: number; sparse: number; jumps: number; displaced: number },
): string {
  const w = words(VIEW_WORDS);
  return (
    `${w.dataPages(n, fmtInt(n))}${perBin > 1 ? w.drawnPerBox(fmtInt(perBin)) : ''}, ` +
    w.fullOnAverage(fmtPct0(summary.meanFill), fmtInt(summary.sparse)) +
    (!keyed
      ? w.heapNoOrder
      : summary.jumps === 0
        ? w.ordersAgree
        : w.outOfOrder(summary.displaced, fmtInt(summary.displaced), summary.jumps, fmtInt(summary.jumps)))
  );
}

export const PageView = memo(function PageView({
  pages,
  marks = NO_MARKS,
  maxInstrument,
  testId = 'page-view',
  caption,
  name,
}: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  // Nothing is drawn before the width is measured (useMeasuredWidth).
  const { width, measured } = useCanvasWidth(wrap);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();

  const n = pages.fill.length;
  // Everything derived from the pages alone: once per pages.
  const { ordering, displaced, summary } = useMemo(() => {
    const t0 = performance.now();
    const ordering = physicalOrder(pages.physical);
    const jumps = chainJumps(ordering.rank);
    const displaced = displacedLeaves(ordering.rank);
    const summary = summarizeLeaves(pages.fill, jumps.length, displaced.length);
    timed('pagelab:layout', t0, { pages: pages.fill.length });
    return { ordering, displaced, summary };
  }, [pages]);
  const maxIns = maxInstrument ?? maxOf(pages.group);
  // One palette (colour strings and pixels) while the colour domain holds.
  const palette = useMemo(() => instrumentPalette(maxIns), [maxIns]);

  const drawing = useMemo(() => {
    const t0 = performance.now();
    const maxBins = Math.max(1, Math.floor(width));
    const top = binLeaves(pages.fill, pages.group, null, maxBins);
    const bottom = binLeaves(pages.fill, pages.group, ordering.order, maxBins);
    const links = binLinks(displaced, ordering.rank, top.perBin, bottom.perBin);
    const rowsKnown = pages.row_groups.length > 0;
    timed('pagelab:layout', t0, { pages: n });
    return {
      // Shorter strips on a phone, so the picture fits its first screen.
      geom: width < 480 ? stripGeometry(width, top.count, 46, 38, !pages.keyed) : stripGeometry(width, top.count, 64, 52, !pages.keyed),
      top,
      bottom,
      links,
      order: ordering.order,
      palette,
      rows: rowsKnown
        ? {
            rows: pages.rows,
            offsets: rowOffsets(pages.rows),
            instruments: pages.row_groups,
          }
        : null,
    };
  }, [pages, ordering, displaced, width, palette, n]);

  const highlights = useMemo(() => {
    const out: CanvasHighlight[] = [];
    for (const m of marks) {
      const i = pages.physical.indexOf(m.page);
      if (i < 0) continue;
      out.push({
        top: Math.floor(i / drawing.top.perBin),
        bottom: Math.floor(ordering.rank[i] / drawing.bottom.perBin),
        colour: m.colour,
        dash: m.dash,
      });
    }
    return markShapes(drawing.geom, out);
  }, [marks, pages, drawing, ordering]);

  const themeKey = useThemeKey();
  // Drawn in the commit (a layout effect), so the frame that shows the new
  // step shows its pages: drawn in the next animation frame instead, the
  // strips lagged a frame behind the DOM, and a cold load's first picture
  // waited for that frame (docs/benchmarks.md).
  useLayoutEffect(() => {
    if (!measured) return;
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    const { geom } = drawing;
    const w = Math.round(geom.width * dpr);
    const h = Math.round(geom.height * dpr);
    // Resizing clears and reallocates the canvas: only when the size changes.
    if (c.width !== w) c.width = w;
    if (c.height !== h) c.height = h;
    // Only when the pages (or the width) change: the marks are SVG on top.
    const t0 = performance.now();
    drawPages(ctx, drawing, dpr);
    timed('pagelab:draw', t0, { pages: n, boxes: drawing.top.count + drawing.bottom.count, links: drawing.links.from.length });
    // themeKey: the empty boxes' and links' colours change with the theme.
  }, [drawing, n, themeKey, measured]);

  const keyed = pages.keyed;
  const vw = useWords(VIEW_WORDS);
  const sentence =
    pagesSentence(n, drawing.top.perBin, keyed, summary) +
    (marks.length ? vw.marked(marks.map((m) => m.label).join('; ')) : '');

  // The figure is the picture itself (strips, labels, legend); its summary
  // sentence (also the canvas's text alternative) and table follow it.
  return (
    <div className="page-view-block">
      <figure className="page-view" data-testid={testId}>
        {caption && <figcaption className="page-view-caption">{caption}</figcaption>}
        <div className="strip-label">
          {keyed ? vw.keyOrderStrip : vw.heapStrip}
        </div>
        <div ref={wrap} className="canvas-wrap">
          <div className="canvas-stack" style={{ width: drawing.geom.width, height: drawing.geom.height }}>
            <canvas
              ref={canvas}
              role="img"
              aria-label={sentence}
              style={{ width: drawing.geom.width, height: drawing.geom.height }}
            />
            {highlights.length > 0 && (
              <svg
                className="page-marks"
                aria-hidden="true"
                width={drawing.geom.width}
                height={drawing.geom.height}
                viewBox={`0 0 ${drawing.geom.width} ${drawing.geom.height}`}
              >
                {highlights.map((h, i) => (
                  <g key={i} stroke={h.colour} strokeDasharray={h.dash || undefined}>
                    <path d={h.path} />
                    {h.boxes.map((b, j) => (
                      <rect key={j} x={b.x} y={b.y} width={b.width} height={b.height} />
                    ))}
                  </g>
                ))}
              </svg>
            )}
          </div>
        </div>
        {keyed && <div className="strip-label">{vw.fileOrderStrip}</div>}
        <Legend
          items={marks.map((m) => ({
            key: m.label,
            swatch: (
              <Swatch width={16} viewBox="0 0 16 16">
                <rect x="2" y="2" width="12" height="12" rx="1" stroke={m.colour} strokeDasharray={m.dash || undefined} />
              </Swatch>
            ),
            label: m.label,
          }))}
        >
          {/* A heap's pages have no key range: grey, no colour scale. */}
          {keyed && <span className="ramp" style={{ background: rampGradient() }} />}
          <span>
            {keyed ? vw.colourLegend(fmtInt(maxIns)) : null}
            {vw.barHeight}
            {drawing.rows ? vw.lightLines : ''}
          </span>
        </Legend>
      </figure>
      <p className="summary" data-testid={`${testId}-summary`}>
        {sentence}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((s) => !s)}
      >
        {showTable ? vw.hideTable : vw.showTable}
      </button>
      {showTable && (
        <div id={tableId}>
          <PageTable pages={pages} displaced={displaced} name={name ?? caption} />
        </div>
      )}
    </div>
  );
});
