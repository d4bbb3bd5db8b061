/**
 * Colours of the key range. Instruments map onto a perceptually uniform,
 * colour-blind-safe ramp (viridis), so key order reads as a gradient and
 * a page out of place shows as a colour out of place. Colour is never the
 * only signal: views also draw instrument boundaries and label numbers.
 */
import { interpolateViridis, lab, scaleSequential } from 'd3';

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

export const HIGHLIGHT = {
  full: '#c2182b',
  fresh: '#d45d00',
  target: '#111827',
};

/** Black or white, whichever reads better on `background`. */
export function textOn(background: string): string {
  return lab(background).l > 58 ? '#111827' : '#ffffff';
}
