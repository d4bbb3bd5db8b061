/**
 * The stage's picture as a file for a slide. The picture mixes canvases
 * (the page strip, the pools), SVG (latch lanes, sort groups) and HTML
 * (labels, tables), so it is taken from the page as drawn, less its
 * buttons:
 *
 * - SVG: `dom-to-svg` turns the DOM into SVG shapes and text (no
 *   `<foreignObject>`, which slide tools do not draw); each canvas goes in
 *   as an image of itself, the only raster part.
 * - PNG (and the frames of a GIF or WebM): `modern-screenshot` draws the
 *   DOM into a canvas, at twice its size for a PNG.
 *
 * Both are loaded on first use: the lesson page does not pay for them.
 *
 * A file may carry a caption above the picture (the lesson and its step,
 * the step's sentence; a chart's title): a slide then says what it shows,
 * where on the page the words around the picture did.
 */
import type { Context } from 'modern-screenshot';
import { resolveColour } from '../../kit/theme/resolve';
import { PICTURE_STYLE_PROPERTIES } from './styleProperties';

/**
 * What a slide does not need: the picture's own buttons ("Show the pages
 * as a table"), what is folded or only read aloud (a chart's data table),
 * and what opts out.
 */
const CONTROLS = 'button, summary, details:not([open]), .sr-only, [data-export="skip"]';

/** Words set above a picture in its file: a bold title, then lines of text, each wrapped to the picture's width. */
export interface Caption {
  title: string;
  lines?: readonly string[];
}

const TITLE_PX = 16;
const LINE_PX = 14;
/** A row's height, in px, for a font of `px`. */
const rowOf = (px: number) => Math.round(px * 1.4);
/** The margin around the file's picture and caption, px. */
const PAD = 12;
/** Between the caption and the picture, px. */
const GAP = 8;

interface Row {
  text: string;
  bold: boolean;
  /** The baseline, from the caption's top. */
  y: number;
}

/** The page's own font family (base.css), so the caption matches the picture's text. */
function family(): string {
  return getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif';
}

const fontOf = (bold: boolean, px: number) => `${bold ? '600 ' : ''}${px}px ${family()}`;

/**
 * The caption's rows at `width` px, each line broken at spaces to fit
 * (measured on a canvas in the caption's font), and its height.
 */
export function captionRows(caption: Caption, width: number): { rows: Row[]; height: number } {
  const ctx = document.createElement('canvas').getContext('2d');
  const fits = (text: string, font: string) => {
    if (!ctx) return text.length * 7 <= width;
    ctx.font = font;
    return ctx.measureText(text).width <= width;
  };
  const rows: Row[] = [];
  let y = 0;
  const add = (text: string, bold: boolean, px: number) => {
    const font = fontOf(bold, px);
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && !fits(next, font)) {
        y += rowOf(px);
        rows.push({ text: line, bold, y: y - Math.round(px * 0.35) });
        line = word;
      } else line = next;
    }
    if (line) {
      y += rowOf(px);
      rows.push({ text: line, bold, y: y - Math.round(px * 0.35) });
    }
  };
  add(caption.title, true, TITLE_PX);
  for (const l of caption.lines ?? []) add(l, false, LINE_PX);
  return { rows, height: rows.length > 0 ? y + GAP : 0 };
}

/**
 * Runs `f` with each canvas under `root` replaced by an `<img>` of its
 * pixels and what a slide does not need (`CONTROLS`) taken out, all put
 * back before returning. `f` is synchronous, so the page never
 * paints the swap (and React, which owns the canvases, never sees it).
 */
function withCanvasesAsImages<T>(root: Element, f: () => T): T {
  const swaps: Array<[HTMLCanvasElement, HTMLImageElement]> = [];
  // Taken out of the tree, not hidden: dom-to-svg walks hidden elements
  // too (a folded data table gave a hundred empty rows). Nested ones go
  // with their ancestor.
  const left = [...root.querySelectorAll<HTMLElement>(CONTROLS)];
  const out = left.filter((el) => !left.some((a) => a !== el && a.contains(el)));
  for (const canvas of root.querySelectorAll('canvas')) {
    const img = document.createElement('img');
    const box = canvas.getBoundingClientRect();
    try {
      img.src = canvas.toDataURL('image/png');
    } catch {
      continue; // a tainted canvas: left out rather than failing the file
    }
    img.width = box.width;
    img.height = box.height;
    img.className = canvas.className;
    img.style.cssText = canvas.style.cssText;
    img.style.width = `${box.width}px`;
    img.style.height = `${box.height}px`;
    img.alt = canvas.getAttribute('aria-label') ?? '';
    canvas.replaceWith(img);
    swaps.push([canvas, img]);
  }
  const marks = out.map((el) => {
    const mark = document.createComment('');
    el.replaceWith(mark);
    return [el, mark] as const;
  });
  try {
    return f();
  } finally {
    for (const [canvas, img] of swaps) img.replaceWith(canvas);
    for (const [el, mark] of marks) mark.replaceWith(el);
  }
}

/** The picture under `root` as standalone SVG text, on the page's ground, under its caption if any. */
export async function pictureSvg(root: HTMLElement, caption?: Caption): Promise<string> {
  const { elementToSVG } = await import('dom-to-svg');
  // The drawing's own viewBox sizes the file (the element's box, taken
  // after the buttons came back, was taller: a blank band in the file);
  // the box measured with them out is the fallback.
  const [doc, box] = withCanvasesAsImages(root, () => [elementToSVG(root, { keepLinks: false }), root.getBoundingClientRect()] as const);
  const svg = doc.documentElement;
  // No `inlineResources`: the canvases are data already, and the site uses
  // the system's fonts (base.css), named in each text's font-family; there
  // is no font file or image to fetch.
  const [x0 = 0, y0 = 0, w = box.width, h = box.height] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).filter(Boolean).map(Number);
  // The caption above, a margin all round.
  const { rows, height: top } = caption ? captionRows(caption, w) : { rows: [], height: 0 };
  const [x, y] = [x0 - PAD, y0 - top - PAD];
  const [width, height] = [w + 2 * PAD, h + top + 2 * PAD];
  svg.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
  svg.setAttribute('width', String(Math.ceil(width)));
  svg.setAttribute('height', String(Math.ceil(height)));
  const ns = 'http://www.w3.org/2000/svg';
  const ground = doc.createElementNS(ns, 'rect');
  ground.setAttribute('x', String(x));
  ground.setAttribute('y', String(y));
  ground.setAttribute('width', '100%');
  ground.setAttribute('height', '100%');
  ground.setAttribute('fill', resolveColour('var(--paper)', '#ffffff'));
  svg.insertBefore(ground, svg.firstChild);
  const ink = resolveColour('var(--ink)', '#1b1f2a');
  let last: Element = ground;
  for (const r of rows) {
    const t = doc.createElementNS(ns, 'text');
    t.setAttribute('x', String(x0));
    t.setAttribute('y', String(y + PAD + r.y));
    t.setAttribute('fill', ink);
    t.setAttribute('style', `font: ${fontOf(r.bold, r.bold ? TITLE_PX : LINE_PX)}`);
    t.textContent = r.text;
    last.after(t);
    last = t;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}`;
}

/** modern-screenshot's options for the picture under a root, `scale` times its CSS size, on the page's ground. */
function canvasOptions(scale: number) {
  return {
    scale,
    backgroundColor: resolveColour('var(--paper)', '#ffffff'),
    filter: (node: Node) => !(node instanceof Element && node.matches(CONTROLS)),
    // Only the properties the pictures use: see styleProperties.ts.
    includeStyleProperties: [...PICTURE_STYLE_PROPERTIES],
  };
}

/** The picture under `root` drawn into a canvas, `scale` times its CSS size, on white. */
export async function pictureCanvas(root: HTMLElement, scale = 1): Promise<HTMLCanvasElement> {
  const { domToCanvas } = await import('modern-screenshot');
  return domToCanvas(root, canvasOptions(scale));
}

/** Draws the picture under one root again and again (a clip's frames). */
export interface PictureCamera {
  /** The picture as it is now. */
  shoot(): Promise<HTMLCanvasElement>;
  /** Frees what the camera holds (its sandbox frame). */
  close(): void;
}

/**
 * A camera for the picture under `root`: modern-screenshot's context is
 * made once (its sandbox frame and each tag's default styles) and reused
 * by every frame, as its README advises for repeated screenshots.
 */
export async function pictureCamera(root: HTMLElement, scale = 1): Promise<PictureCamera> {
  const { createContext, destroyContext, domToCanvas } = await import('modern-screenshot');
  const context: Context<HTMLElement> = await createContext(root, canvasOptions(scale));
  return {
    shoot: () => domToCanvas(context),
    close: () => destroyContext(context),
  };
}

/** `picture` (drawn at `scale`) under its caption, a margin all round, on the page's ground. */
function withCaption(picture: HTMLCanvasElement, caption: Caption | undefined, scale: number): HTMLCanvasElement {
  const { rows, height: top } = caption ? captionRows(caption, picture.width / scale) : { rows: [], height: 0 };
  const out = document.createElement('canvas');
  out.width = picture.width + Math.ceil(2 * PAD * scale);
  out.height = picture.height + Math.ceil((top + 2 * PAD) * scale);
  const ctx = out.getContext('2d');
  if (!ctx) return picture;
  ctx.fillStyle = resolveColour('var(--paper)', '#ffffff');
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.scale(scale, scale);
  ctx.fillStyle = resolveColour('var(--ink)', '#1b1f2a');
  for (const r of rows) {
    ctx.font = fontOf(r.bold, r.bold ? TITLE_PX : LINE_PX);
    ctx.fillText(r.text, PAD, PAD + r.y);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(picture, Math.round(PAD * scale), Math.round((PAD + top) * scale));
  return out;
}

/** The picture as a PNG at twice its size (sharp on a projector), under its caption if any. */
export async function picturePng(root: HTMLElement, caption?: Caption): Promise<Blob> {
  const canvas = withCaption(await pictureCanvas(root, 2), caption, 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the PNG could not be made'))), 'image/png'),
  );
}
