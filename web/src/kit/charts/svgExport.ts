/**
 * A chart as a file for a slide: SVG (a vector a slide tool opens, with the
 * page's fonts and colours written into it, since the stylesheet and its
 * CSS variables stay behind) or PNG (that SVG drawn at twice its size).
 * Made in the page; nothing leaves the browser.
 */
import { resolveColour } from '../theme/resolve';

/** Presentation properties a chart's look depends on, copied from the page's computed style. */
const PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

/** A standalone copy of `svg`: sizes set, every element's computed look inlined. */
export function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const box = svg.getBoundingClientRect();
  const width = Math.round(box.width) || Number(svg.getAttribute('width')) || 600;
  const height = Math.round(box.height) || Number(svg.getAttribute('height')) || 400;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  if (!copy.getAttribute('viewBox')) copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const target = to[i] as SVGElement | undefined;
    if (!target) return;
    const cs = getComputedStyle(el);
    const style = PROPS.map((p) => {
      const v = cs.getPropertyValue(p);
      return v ? `${p}:${v}` : '';
    })
      .filter(Boolean)
      .join(';');
    if (style) target.setAttribute('style', style);
    target.removeAttribute('class');
  });
  // The page's ground (white, or the dark theme's): a slide's background may be anything.
  const ground = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  ground.setAttribute('width', '100%');
  ground.setAttribute('height', '100%');
  ground.setAttribute('fill', resolveColour('var(--paper)', '#ffffff'));
  copy.insertBefore(ground, copy.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** The SVG text drawn into a PNG at `scale` times its size. */
export function svgToPng(text: string, width: number, height: number, scale = 2): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const ctx = canvas.getContext('2d');
      if (!ctx) {
        URL.revokeObjectURL(url);
        reject(new Error('no 2D canvas'));
        return;
      }
      ctx.scale(scale, scale);
      ctx.drawImage(img, 0, 0, width, height);
      URL.revokeObjectURL(url);
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the PNG could not be made'))), 'image/png');
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('the SVG could not be drawn'));
    };
    img.src = url;
  });
}
