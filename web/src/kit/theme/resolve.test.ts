import { describe, expect, it } from 'vitest';
import { resolveColour } from './resolve';

describe('resolveColour', () => {
  it('passes a plain colour through', () => {
    expect(resolveColour('#123456')).toBe('#123456');
  });
  it('gives the fallback where nothing resolves a token (no stylesheet)', () => {
    expect(resolveColour('var(--no-such-token)', '#abcdef')).toBe('#abcdef');
  });
});
