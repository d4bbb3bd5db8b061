/**
 * Draws the page view on a canvas from already-laid-out data. No layout
 * decisions here: positions come from `layout/pageStrips.ts`.
 */
import type { Bins, Links, StripGeometry } from '../layout/pageStrips';
import { HIGHLIGHT, type ColourOf } from '../charts/colours';

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
}

export interface PageDrawing {
  geom: StripGeometry;
  top: Bins;
  bottom: Bins;
  /** Bottom bin j holds leaf order[j] when bins hold one leaf each. */
  order: Uint32Array;
  links: Links;
  colour: ColourOf;
  rows: RowDetail | null;
  highlights: CanvasHighlight[];
}

const EMPTY = '#e4e7ee';
const LINK = '44, 62, 110';

function drawStrip(
  ctx: CanvasRenderingContext2D,
  d: PageDrawing,
  bins: Bins,
  y: number,
  leafOf: (bin: number) => number,
): void {
  const { geom, colour, rows } = d;
  const h = geom.strip;
  const w = geom.boxW;
  ctx.fillStyle = EMPTY;
  for (let b = 0; b < bins.count; b++) ctx.fillRect(geom.boxX(b), y, w, h);
  const detailed = rows !== null && bins.perBin === 1 && w >= 3;
  for (let b = 0; b < bins.count; b++) {
    const x = geom.boxX(b);
    const fh = Math.max(0, Math.min(1, bins.fill[b])) * h;
    if (!detailed) {
      ctx.fillStyle = colour(bins.instrument[b]);
      ctx.fillRect(x, y + h - fh, w, fh);
      continue;
    }
    // One stripe per row, bottom up; a light line where the instrument changes.
    const leaf = leafOf(b);
    const n = rows.rows[leaf];
    const off = rows.offsets[leaf];
    const rh = n > 0 ? fh / n : 0;
    for (let r = 0; r < n; r++) {
      const ins = rows.instruments[off + r] ?? 0;
      ctx.fillStyle = colour(ins);
      const ry = y + h - (r + 1) * rh;
      ctx.fillRect(x, ry, w, rh);
      if (r > 0 && ins !== rows.instruments[off + r - 1] && rh >= 2) {
        ctx.fillStyle = 'rgba(255,255,255,0.9)';
        ctx.fillRect(x, ry + rh - 1, w, 1);
      }
    }
  }
}

export function drawPages(ctx: CanvasRenderingContext2D, d: PageDrawing, dpr: number): void {
  const { geom, top, bottom, links } = d;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, geom.width, geom.height);

  // Links first, so boxes sit on top of them.
  const half = geom.boxW / 2;
  const y0 = geom.topY + geom.strip;
  const y1 = geom.bottomY;
  const midY = (y0 + y1) / 2;
  ctx.lineWidth = 1;
  // Many links share the gap: keep the sum of their ink about constant.
  const base = Math.min(0.55, Math.max(0.035, 40 / Math.max(1, links.from.length)));
  for (let k = 0; k < links.from.length; k++) {
    const a = base * (0.4 + 0.6 * (links.weight[k] / Math.max(1, links.maxWeight)));
    ctx.strokeStyle = `rgba(${LINK}, ${a.toFixed(3)})`;
    const xa = geom.boxX(links.from[k]) + half;
    const xb = geom.boxX(links.to[k]) + half;
    ctx.beginPath();
    ctx.moveTo(xa, y0);
    ctx.bezierCurveTo(xa, midY, xb, midY, xb, y1);
    ctx.stroke();
  }

  drawStrip(ctx, d, top, geom.topY, (b) => b);
  drawStrip(ctx, d, bottom, geom.bottomY, (b) => d.order[b]);

  for (const h of d.highlights) {
    const xt = geom.boxX(h.top);
    const xb = geom.boxX(h.bottom);
    ctx.strokeStyle = h.colour;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.moveTo(xt + half, y0);
    ctx.bezierCurveTo(xt + half, midY, xb + half, midY, xb + half, y1);
    ctx.stroke();
    const pad = 1.5;
    const bw = Math.max(geom.boxW, 3);
    ctx.strokeRect(xt - pad, geom.topY + pad, bw + 2 * pad, geom.strip - 2 * pad);
    ctx.strokeRect(xb - pad, geom.bottomY + pad, bw + 2 * pad, geom.strip - 2 * pad);
  }
}

export { HIGHLIGHT };
