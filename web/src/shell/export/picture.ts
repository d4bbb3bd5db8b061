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
 */
import { resolveColour } from '../../kit/theme/resolve';

/** What a slide does not need: the picture's own buttons ("Show the pages as a table"). */
const CONTROLS = 'button, summary';

/**
 * Runs `f` with each canvas under `root` replaced by an `<img>` of its
 * pixels, put back before returning. `f` is synchronous, so the page never
 * paints the swap (and React, which owns the canvases, never sees it).
 */
function withCanvasesAsImages<T>(root: Element, f: () => T): T {
  const swaps: Array<[HTMLCanvasElement, HTMLImageElement]> = [];
  const hidden = [...root.querySelectorAll<HTMLElement>(CONTROLS)].map((el) => [el, el.style.display] as const);
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
  for (const [el] of hidden) el.style.display = 'none';
  try {
    return f();
  } finally {
    for (const [canvas, img] of swaps) img.replaceWith(canvas);
    for (const [el, display] of hidden) el.style.display = display;
  }
}

/** The picture under `root` as standalone SVG text, on a white ground. */
export async function pictureSvg(root: HTMLElement): Promise<string> {
  const { elementToSVG } = await import('dom-to-svg');
  const doc = withCanvasesAsImages(root, () => elementToSVG(root, { keepLinks: false }));
  const svg = doc.documentElement;
  // No `inlineResources`: the canvases are data already, and the site uses
  // the system's fonts (base.css), named in each text's font-family; there
  // is no font file or image to fetch.
  const box = root.getBoundingClientRect();
  svg.setAttribute('width', String(Math.ceil(box.width)));
  svg.setAttribute('height', String(Math.ceil(box.height)));
  const ground = doc.createElementNS('http://www.w3.org/2000/svg', 'rect');
  const [x, y] = (svg.getAttribute('viewBox') ?? '0 0').split(/\s+/);
  ground.setAttribute('x', x ?? '0');
  ground.setAttribute('y', y ?? '0');
  ground.setAttribute('width', '100%');
  ground.setAttribute('height', '100%');
  ground.setAttribute('fill', resolveColour('var(--paper)', '#ffffff'));
  svg.insertBefore(ground, svg.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}`;
}

/** The picture under `root` drawn into a canvas, `scale` times its CSS size, on white. */
export async function pictureCanvas(root: HTMLElement, scale = 1): Promise<HTMLCanvasElement> {
  const { domToCanvas } = await import('modern-screenshot');
  return domToCanvas(root, {
    scale,
    backgroundColor: resolveColour('var(--paper)', '#ffffff'),
    filter: (node) => !(node instanceof Element && node.matches(CONTROLS)),
  });
}

/** The picture as a PNG at twice its size (sharp on a projector). */
export async function picturePng(root: HTMLElement): Promise<Blob> {
  const canvas = await pictureCanvas(root, 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the PNG could not be made'))), 'image/png'),
  );
}
