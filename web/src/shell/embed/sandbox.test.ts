import { describe, expect, it } from 'vitest';
import { sandboxAdvice } from './sandbox';

describe('sandboxAdvice', () => {
  it('names the flags and the offline file in an opaque-origin frame of the hosted build', () => {
    const advice = sandboxAdvice('null', 'https:', false);
    expect(advice).toContain('sandbox="allow-scripts allow-same-origin"');
    expect(advice).toContain('pagelab-offline.html');
  });

  it('says nothing where the origin is not the cause', () => {
    expect(sandboxAdvice('https://example.org', 'https:', false)).toBeNull();
    expect(sandboxAdvice('null', 'file:', false)).toBeNull();
    expect(sandboxAdvice('null', 'https:', true)).toBeNull();
  });
});
