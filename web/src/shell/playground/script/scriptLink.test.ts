import { describe, expect, test } from 'vitest';
import { MAX_LINK_CHARS, packScript, unpackScript } from './scriptLink';
import { figureRows } from './figureRows';

describe('a script in a link', () => {
  test('goes round trip, shorter than the text', async () => {
    const text = 'lesson latch\nset rows 500000\ncompare strategy identity guid sequence_ranges\n# é, ю\n';
    const packed = await packScript(text);
    expect(packed).not.toBeNull();
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await unpackScript(packed ?? '')).toBe(text);
  });

  test('what is not a packed script reads as none, never a throw', async () => {
    expect(await unpackScript('')).toBeNull();
    expect(await unpackScript('not base64!')).toBeNull();
    expect(await unpackScript('AAAA')).toBeNull();
  });

  test('a script too long for a link is refused', async () => {
    let s = 1;
    const noise = Array.from({ length: 20000 }, () => {
      s = (s * 48271) % 2147483647;
      return String.fromCharCode(97 + (s % 26));
    }).join('');
    expect(await packScript(`# ${noise}\nlesson latch\n`)).toBeNull();
    expect(MAX_LINK_CHARS).toBeLessThan(7000);
  });
});

describe('the runs side by side', () => {
  test('numeric figures of the first run, each run’s value and its difference', () => {
    const rows = figureRows([
      { rows_per_sec: 100, label: 'x', threads: 16, elapsed_s: 0 },
      { rows_per_sec: 150, label: 'y', threads: 16, elapsed_s: 2 },
      undefined,
    ]);
    expect(rows.map((r) => r.name)).toEqual(['rows_per_sec', 'threads', 'elapsed_s']);
    expect(rows[0].values).toEqual([100, 150, undefined]);
    expect(rows[0].change).toEqual([null, 0.5, null]);
    // No change from a zero, none where the value is the same.
    expect(rows[2].change).toEqual([null, null, null]);
    expect(rows[1].change).toEqual([null, null, null]);
  });
});
