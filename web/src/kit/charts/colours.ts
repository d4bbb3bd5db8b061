/**
 * Colours of the key range. Instruments map onto a perceptually uniform,
 * colour-blind-safe ramp (viridis), so key order reads as a gradient and
 * a page out of place shows as a colour out of place. Colour is never the
 * only signal: views also draw instrument boundaries and label numbers.
 */
import { interpolateRgb, lab, piecewise, rgb, scaleSequential } from 'd3';

/**
 * Viridis (van der Walt and Smith, matplotlib's default), as 33 of its 256
 * colours joined by straight lines in RGB: within 3/255 of the full ramp on
 * every channel. d3's own `interpolateViridis` comes in one file with every
 * other scheme, all built when the page loads (16 KB of the first load).
 */
const VIRIDIS =
  '440154470d6048186a482374472d7b4537814240863e49893b528b375b8d33638d2f6b8e2c728e297a8e26828e23898e' +
  '21918c1f978b1f9f8821a68527ad8131b57b3dbc744cc26c5cc8636ece5881d34d95d840aadc32c0df25d5e21aeae51afde725';
const interpolateViridis: (t: number) => string = piecewise(
  interpolateRgb,
  Array.from({ length: VIRIDIS.length / 6 }, (_, i) => `#${VIRIDIS.slice(6 * i, 6 * i + 6)}`),
);

export const UNKEYED = '#9aa1ad';

export type ColourOf = (instrument: number) => string;

export function instrumentColours(maxInstrument: number): ColourOf {
  const scale = scaleSequential(interpolateViridis).domain([1, Math.max(2, maxInstrument)]);
  const cache = new Map<number, string>();
  return (i) => {
    if (!(i > 0)) return UNKEYED;
    let c = cache.get(i);
    if (c === undefined) {
      c = scale(i);
      if (cache.size < 50_000) cache.set(i, c);
    }
    return c;
  };
}

/**
 * The same ramp in `levels` steps, for views with thousands of boxes: one
 * fill per colour instead of one per box, and packed pixels for ImageData.
 * Index 0 is UNKEYED; a step is 1/255 of the ramp, below what the eye sees.
 */
export interface Palette {
  /** CSS colour of each index. */
  css: string[];
  /** The same as RGBA pixels for a Uint32Array view of ImageData (platform byte order). */
  pixel: Uint32Array;
  /** Palette index of an instrument (0 = unkeyed). */
  index: (instrument: number) => number;
}

const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** A CSS colour as one ImageData pixel (opaque). */
export function pixelOf(colour: string): number {
  const c = rgb(colour);
  const [r, g, b] = [c.r, c.g, c.b].map((v) => Math.max(0, Math.min(255, Math.round(v))));
  return (LITTLE_ENDIAN ? (0xff << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | 0xff) >>> 0;
}

/**
 * The ramp's colours in `levels` steps, made once a page: they do not
 * depend on the instruments (only `index` does), and the 256 colours and
 * their pixels cost a few milliseconds of the first picture, once for
 * each page view. Shared arrays: nobody writes them.
 */
const ramps = new Map<number, { css: string[]; pixel: Uint32Array }>();
function ramp(levels: number): { css: string[]; pixel: Uint32Array } {
  let r = ramps.get(levels);
  if (!r) {
    const top = levels - 1;
    const css = [UNKEYED];
    for (let k = 0; k < levels; k++) css.push(interpolateViridis(k / top));
    r = { css, pixel: Uint32Array.from(css, pixelOf) };
    ramps.set(levels, r);
  }
  return r;
}

export function instrumentPalette(maxInstrument: number, levels = 256): Palette {
  const span = Math.max(2, maxInstrument) - 1;
  const top = levels - 1;
  const { css, pixel } = ramp(levels);
  return {
    css,
    pixel,
    index: (i) => (i > 0 ? 1 + Math.round(Math.min(1, (i - 1) / span) * top) : 0),
  };
}

/** CSS gradient of the ramp, for legends. */
export function rampGradient(stops = 8): string {
  const parts = Array.from({ length: stops + 1 }, (_, k) => interpolateViridis(k / stops));
  return `linear-gradient(to right, ${parts.join(', ')})`;
}

export function maxOf(a: Uint32Array): number {
  let m = 0;
  for (const v of a) if (v > m) m = v;
  return m;
}

/** Marks drawn in SVG over the pages: theme tokens, so they follow the theme. */
export const HIGHLIGHT = {
  full: 'var(--full)',
  fresh: 'var(--fresh)',
  target: 'var(--ink)',
};

/**
 * Line style of each mark (SVG stroke-dasharray; '' = solid), so a full
 * page, a new page and the insert's page differ in shape as well as in
 * colour (red and orange look alike to many colour-blind readers).
 */
export const HIGHLIGHT_DASH: Record<keyof typeof HIGHLIGHT, string> = {
  full: '',
  fresh: '6 3',
  target: '2 2',
};

/** Black or white, whichever reads better on `background`. */
export function textOn(background: string): string {
  return lab(background).l > 58 ? '#111827' : '#ffffff';
}
