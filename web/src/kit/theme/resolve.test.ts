// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveColour } from './resolve';

describe('resolveColour', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes a plain colour through', () => {
    expect(resolveColour('#123456')).toBe('#123456');
  });
  it('gives the fallback where nothing resolves a token (no stylesheet)', () => {
    expect(resolveColour('var(--no-such-token)', '#abcdef')).toBe('#abcdef');
  });
  it('reads a token once, even when it resolves to the fallback itself', () => {
    // Each read is a getComputedStyle (a style recalculation of the page):
    // a canvas that resolves its colours at every step must hit the cache.
    const read = vi.spyOn(window, 'getComputedStyle').mockReturnValue({ color: 'rgb(44, 62, 110)' } as CSSStyleDeclaration);
    expect(resolveColour('var(--test-link-line)', 'rgb(44, 62, 110)')).toBe('rgb(44, 62, 110)');
    expect(resolveColour('var(--test-link-line)', 'rgb(44, 62, 110)')).toBe('rgb(44, 62, 110)');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
