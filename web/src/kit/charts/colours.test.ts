import { describe, expect, it } from 'vitest';
import { HIGHLIGHT, HIGHLIGHT_DASH, instrumentColours, instrumentPalette, pixelOf, UNKEYED } from './colours';

describe('instrumentPalette', () => {
  it('maps the ends of the domain to the ends of the ramp, unkeyed to index 0', () => {
    const p = instrumentPalette(500);
    const exact = instrumentColours(500);
    expect(p.css).toHaveLength(257);
    expect(p.index(0)).toBe(0);
    expect(p.css[0]).toBe(UNKEYED);
    expect(p.css[p.index(1)]).toBe(exact(1));
    expect(p.css[p.index(500)]).toBe(exact(500));
    expect(p.index(10_000)).toBe(256);
  });
  it('is monotonic in the instrument', () => {
    const p = instrumentPalette(3000);
    let prev = 0;
    for (let i = 1; i <= 3000; i++) {
      expect(p.index(i)).toBeGreaterThanOrEqual(prev);
      prev = p.index(i);
    }
  });
  it('packs pixels as opaque RGBA in the platform byte order', () => {
    const bytes = new Uint8Array(Uint32Array.of(pixelOf('#102030')).buffer);
    expect([...bytes]).toEqual([0x10, 0x20, 0x30, 0xff]);
  });
});

describe('HIGHLIGHT_DASH', () => {
  it('gives every mark its own line style, so colour is not the only signal', () => {
    const kinds = Object.keys(HIGHLIGHT) as (keyof typeof HIGHLIGHT)[];
    expect(Object.keys(HIGHLIGHT_DASH).sort()).toEqual([...kinds].sort());
    expect(new Set(kinds.map((k) => HIGHLIGHT_DASH[k])).size).toBe(kinds.length);
  });
});
