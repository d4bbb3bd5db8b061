// The fillfactor sweep and the grouped bars: each has an x axis title, and
// the article's entry in the legend is the very mark the chart draws.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BARS_X_TITLE, GroupedBarsChart } from './GroupedBarsChart';
import { SWEEP_X_TITLE, SweepChart } from './SweepChart';

/** Every article mark's class and fill, legend and chart alike ("◇": paper inside, ink edge). */
function articleMarks(html: string): string[] {
  return [...html.matchAll(/<path[^>]*class="article-mark"[^>]*>/g)].map((m) => {
    const fill = /fill="([^"]*)"/.exec(m[0])?.[1] ?? 'css';
    const style = /style="([^"]*)"/.exec(m[0])?.[1] ?? '';
    return `${fill}|${style}`;
  });
}

describe('insert-load charts: legend and marks agree', () => {
  test('the fillfactor sweep: x axis titled, the legend’s article mark the same diamond as the chart’s', () => {
    const html = renderToStaticMarkup(
      <SweepChart
        rows={[50, 75, 100].map((f) => ({ fillfactor: f, splits: 100 - f, bytes: 1e6 }))}
        current={80}
        article={[{ fillfactor: 100, splits: 0 }]}
        domain={[50, 100]}
      />,
    );
    expect(html).toContain(SWEEP_X_TITLE);
    expect(html).not.toMatch(/[◆◇]/);
    expect(html).not.toContain('class="diamond"');
    const marks = articleMarks(html);
    expect(marks.length).toBe(2); // the legend's and the one point
    expect(new Set(marks).size).toBe(1);
  });

  test('the grouped bars: x axis titled, the legend’s article mark the same diamond as the bars’', () => {
    const html = renderToStaticMarkup(
      <GroupedBarsChart
        groups={[{ id: 'key1', label: 'key 1' }]}
        series={[{ id: 'mid', label: 'mid', className: 'series-a' }]}
        rate={[{ group: 'key1', series: 'mid', value: 500 }]}
        splits={[{ group: 'key1', series: 'mid', value: 20 }]}
        heapRate={1000}
        articleRate={[{ group: 'key1', series: 'mid', value: 400 }]}
        articleSplits={[{ group: 'key1', series: 'mid', value: 10 }]}
      />,
    );
    expect(html.split(BARS_X_TITLE).length - 1).toBe(2);
    expect(html).not.toContain('class="diamond"');
    const marks = articleMarks(html);
    expect(marks.length).toBe(3);
    expect(new Set(marks).size).toBe(1);
  });
});
