/**
 * Draws the page view on a canvas from already-laid-out data. No layout
 * decisions here: positions come from `kit/layout/pageStrips.ts`.
 *
 * Cost model (10,000+ pages binned to at most one box per pixel column, up
 * to 10,000 boxes a strip; headless tests draw in software): the bars are
 * filled as one path per palette colour (at most 257 fills a strip, not one
 * per box); boxes narrower than 3 device pixels with no gutter are written
 * as pixels into an ImageData (`putImageData`, no path at all); links set
 * their alpha numerically (no colour string per link). The marks of a step
 * (full page, new page, target) are not drawn here: they are a small SVG
 * over the canvas (`markShapes`), so the canvas is redrawn only when the
 * pages change, not at every beat of a step's animation.
 */
import type { Bins, Links, StripGeometry } from '../layout/pageStrips';
import { HIGHLIGHT, pixelOf, type Palette } from '../charts/colours';
import { resolveColour } from '../theme/resolve';

export interface RowDetail {
  rows: Uint32Array;
  offsets: Uint32Array;
  instruments: Uint32Array;
}

export interface CanvasHighlight {
  /** Bin index in the top (key order) and bottom (file order) strips. */
  top: number;
  bottom: number;
  colour: string;
  /** SVG stroke-dasharray: marks differ in line style too, not only in colour. */
  dash?: string;
}

export interface PageDrawing {
  geom: StripGeometry;
  top: Bins;
  bottom: Bins;
  /** Bottom bin j holds leaf order[j] when bins hold one leaf each. */
  order: Uint32Array;
  links: Links;
  palette: Palette;
  rows: RowDetail | null;
}

// Theme tokens, resolved when drawn (a canvas cannot read CSS variables).
const EMPTY = 'var(--strip-empty)';
const LINK = 'var(--link-line)';
const SEPARATOR = 'rgba(255,255,255,0.9)';

/** Every box's empty background: one path, one fill. */
function drawBackground(ctx: CanvasRenderingContext2D, geom: StripGeometry, count: number, y: number): void {
  ctx.fillStyle = resolveColour(EMPTY, '#e4e7ee');
  if (geom.boxW >= geom.boxX(1) - geom.boxX(0)) {
    // No gutter between boxes: the strip is one rectangle.
    ctx.fillRect(0, y, geom.boxX(count), geom.strip);
    return;
  }
  ctx.beginPath();
  for (let b = 0; b < count; b++) ctx.rect(geom.boxX(b), y, geom.boxW, geom.strip);
  ctx.fill();
}

/** Scratch arrays reused from draw to draw (grown when needed). */
let boxColour = new Uint16Array(0);
let byColour = new Uint32Array(0);
let colourStart = new Uint32Array(0);

function clamp01(f: number): number {
  return f > 1 ? 1 : f > 0 ? f : 0;
}

/** Fill bars, bottom-aligned: one path and one fill per palette colour. */
function drawBars(ctx: CanvasRenderingContext2D, d: PageDrawing, bins: Bins, y: number): void {
  const { geom, palette } = d;
  const h = geom.strip;
  const w = geom.boxW;
  const n = bins.count;
  const levels = palette.css.length;
  if (boxColour.length < n) {
    boxColour = new Uint16Array(n);
    byColour = new Uint32Array(n);
  }
  if (colourStart.length < levels + 1) colourStart = new Uint32Array(levels + 1);
  // Counting sort of the boxes by colour.
  colourStart.fill(0);
  for (let b = 0; b < n; b++) {
    const c = palette.index(bins.instrument[b]);
    boxColour[b] = c;
    colourStart[c + 1]++;
  }
  for (let c = 0; c < levels; c++) colourStart[c + 1] += colourStart[c];
  for (let b = 0; b < n; b++) byColour[colourStart[boxColour[b]]++] = b;
  // colourStart[c] is now the end of colour c's run (and the start of c + 1's).
  let start = 0;
  for (let c = 0; c < levels; c++) {
    const end = colourStart[c];
    if (end === start) continue;
    ctx.beginPath();
    for (let k = start; k < end; k++) {
      const b = byColour[k];
      const fh = clamp01(bins.fill[b]) * h;
      if (fh > 0) ctx.rect(geom.boxX(b), y + h - fh, w, fh);
    }
    ctx.fillStyle = palette.css[c];
    ctx.fill();
    start = end;
  }
}

/** Pixel buffers of dense strips, one per canvas size. */
const pixelBuffers = new WeakMap<CanvasRenderingContext2D, ImageData>();

/**
 * Dense strips (boxes under 3 device pixels, edge to edge): every device
 * pixel column takes the colour and bar height of its box, written into an
 * ImageData and put in one call. No path, no anti-aliasing to compute.
 */
function drawStripPixels(ctx: CanvasRenderingContext2D, d: PageDrawing, bins: Bins, y: number, dpr: number): void {
  const W = Math.max(1, Math.round(d.geom.boxX(bins.count) * dpr));
  const H = Math.max(1, Math.round(d.geom.strip * dpr));
  let img = pixelBuffers.get(ctx);
  if (!img || img.width !== W || img.height !== H) {
    img = ctx.createImageData(W, H);
    pixelBuffers.set(ctx, img);
  }
  const px = new Uint32Array(img.data.buffer, img.data.byteOffset, W * H);
  const EMPTY_PIXEL = pixelOf(resolveColour(EMPTY, '#e4e7ee'));
  if (byColour.length < W) {
    boxColour = new Uint16Array(W);
    byColour = new Uint32Array(W);
  }
  // The bottom row holds every column's colour; byColour[x] = first row of x's bar.
  const { pixel, index } = d.palette;
  const last = (H - 1) * W;
  for (let x = 0; x < W; x++) {
    const b = Math.min(bins.count - 1, Math.floor(((x + 0.5) * bins.count) / W));
    const top = H - Math.round(clamp01(bins.fill[b]) * H);
    byColour[x] = top;
    px[last + x] = top < H ? pixel[index(bins.instrument[b])] : EMPTY_PIXEL;
  }
  // Copy it to every row (memcpy), then blank the part of each column above its bar.
  const bottom = px.subarray(last, last + W);
  for (let r = 0; r < H - 1; r++) px.set(bottom, r * W);
  for (let x = 0; x < W; x++) {
    const top = Math.min(byColour[x], H - 1);
    for (let i = x; i < top * W; i += W) px[i] = EMPTY_PIXEL;
  }
  ctx.putImageData(img, 0, Math.round(y * dpr));
}

/** One stripe per row, bottom up; a light line where the instrument changes (small tables only). */
function drawRows(
  ctx: CanvasRenderingContext2D,
  d: PageDrawing,
  rows: RowDetail,
  bins: Bins,
  y: number,
  leafOf: (bin: number) => number,
): void {
  const { geom, palette } = d;
  const h = geom.strip;
  const w = geom.boxW;
  for (let b = 0; b < bins.count; b++) {
    const x = geom.boxX(b);
    const fh = Math.max(0, Math.min(1, bins.fill[b])) * h;
    const leaf = leafOf(b);
    const n = rows.rows[leaf];
    const off = rows.offsets[leaf];
    const rh = n > 0 ? fh / n : 0;
    for (let r = 0; r < n; r++) {
      const ins = rows.instruments[off + r] ?? 0;
      ctx.fillStyle = palette.css[palette.index(ins)];
      const ry = y + h - (r + 1) * rh;
      ctx.fillRect(x, ry, w, rh);
      if (r > 0 && ins !== rows.instruments[off + r - 1] && rh >= 2) {
        ctx.fillStyle = SEPARATOR;
        ctx.fillRect(x, ry + rh - 1, w, 1);
      }
    }
  }
}

function drawStrip(
  ctx: CanvasRenderingContext2D,
  d: PageDrawing,
  bins: Bins,
  y: number,
  leafOf: (bin: number) => number,
  dpr: number,
): void {
  const step = bins.count > 1 ? d.geom.boxX(1) - d.geom.boxX(0) : d.geom.width;
  if (bins.count > 0 && d.geom.boxW >= step && step * dpr < 3) {
    drawStripPixels(ctx, d, bins, y, dpr);
    return;
  }
  drawBackground(ctx, d.geom, bins.count, y);
  const detailed = d.rows !== null && bins.perBin === 1 && d.geom.boxW >= 3;
  if (detailed && d.rows) drawRows(ctx, d, d.rows, bins, y, leafOf);
  else drawBars(ctx, d, bins, y);
}

export function drawPages(ctx: CanvasRenderingContext2D, d: PageDrawing, dpr: number): void {
  const { geom, top, bottom, links } = d;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, geom.width, geom.height);
  if (geom.single) {
    // A heap: file order is its only order, one strip and no links.
    drawStrip(ctx, d, top, geom.topY, (b) => b, dpr);
    return;
  }

  // Links first (they run in the gap between the strips).
  const half = geom.boxW / 2;
  const y0 = geom.topY + geom.strip;
  const y1 = geom.bottomY;
  const midY = (y0 + y1) / 2;
  ctx.lineWidth = 1;
  ctx.strokeStyle = resolveColour(LINK, 'rgb(44, 62, 110)');
  // Many links share the gap: keep the sum of their ink about constant.
  const base = Math.min(0.55, Math.max(0.035, 40 / Math.max(1, links.from.length)));
  const maxWeight = Math.max(1, links.maxWeight);
  for (let k = 0; k < links.from.length; k++) {
    // Quantised like the former rgba(…, a.toFixed(3)) colour strings.
    ctx.globalAlpha = Math.round(base * (0.4 + 0.6 * (links.weight[k] / maxWeight)) * 1000) / 1000;
    const xa = geom.boxX(links.from[k]) + half;
    const xb = geom.boxX(links.to[k]) + half;
    ctx.beginPath();
    ctx.moveTo(xa, y0);
    ctx.bezierCurveTo(xa, midY, xb, midY, xb, y1);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;

  drawStrip(ctx, d, top, geom.topY, (b) => b, dpr);
  drawStrip(ctx, d, bottom, geom.bottomY, (b) => d.order[b], dpr);
}

/** The SVG shapes of the marks drawn over the canvas (CSS pixels). */
export interface MarkShape {
  colour: string;
  dash?: string;
  /** The link from the page's key-order box to its file-order box. */
  path: string;
  /** Outlines of the two boxes. */
  boxes: { x: number; y: number; width: number; height: number }[];
}

export function markShapes(geom: StripGeometry, highlights: CanvasHighlight[]): MarkShape[] {
  const half = geom.boxW / 2;
  const y0 = geom.topY + geom.strip;
  const y1 = geom.bottomY;
  const midY = (y0 + y1) / 2;
  const pad = 1.5;
  const bw = Math.max(geom.boxW, 3) + 2 * pad;
  const bh = geom.strip - 2 * pad;
  return highlights.map((h) => {
    const xt = geom.boxX(h.top);
    const xb = geom.boxX(h.bottom);
    const topBox = { x: xt - pad, y: geom.topY + pad, width: bw, height: bh };
    if (geom.single) return { colour: h.colour, dash: h.dash, path: '', boxes: [topBox] };
    return {
      colour: h.colour,
      dash: h.dash,
      path: `M${xt + half},${y0}C${xt + half},${midY} ${xb + half},${midY} ${xb + half},${y1}`,
      boxes: [topBox, { x: xb - pad, y: geom.bottomY + pad, width: bw, height: bh }],
    };
  });
}

export { HIGHLIGHT };
