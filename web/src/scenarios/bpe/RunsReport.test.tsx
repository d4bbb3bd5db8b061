// @vitest-environment jsdom
// The bpe full run's table of runs (RunsReport.tsx) and the wash-out
// chart's reason (articleRuns.ts): ours beside the article's run by run,
// and where ours lies beyond the article's spread, a marker and a note
// saying why (the climb in one step; the second climb after run 11).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { BpeFigures, LessonInfo } from '../../shell/engine/types';
import { RunsReport } from './RunsReport';
import { articleRun, runsBeyond } from './articleRuns';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Setup 4's runs as the engine gives them (`pagelab run bpe --set runs=20`). */
const TWENTY = [6.8, 61.4, 75.4, 75.2, 75.9, 75.4, 75.9, 75.4, 75.4, 75.2, 75.5, 79.5, 83.5, 88.7, 92.3, 95.9, 98.5, 102.4, 105.7, 109.1];

describe('runsBeyond', () => {
  it('splits the runs beyond the spread by reason: the climb, then the second climb', () => {
    expect(runsBeyond(TWENTY.slice(0, 8), 1.25)).toEqual({ climb: [1, 2, 3, 4], later: [] });
    expect(runsBeyond(TWENTY, 1.25)).toEqual({ climb: [1, 2, 3, 4], later: [16, 17, 18, 19, 20] });
    // The article's own runs are within; a run not yet in says nothing.
    expect(runsBeyond([22, 40, undefined, 60, 75, 75], 1.25)).toEqual({ climb: [], later: [] });
  });

  it('reads the article’s runs as it tells them, then its settled 1 min 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((r) => articleRun(r).s)).toEqual([22, 40, 55, 60, 75, 75, 75]);
    expect(articleRun(3).approx).toBe(false);
    expect(articleRun(9).approx).toBe(true);
  });
});

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});

function render(setup: string, runs: number[]) {
  host = document.createElement('div');
  document.body.append(host);
  const figures = { setup, elapsed_s_per_run: runs, bpe_pages: 1, data_pages: 2, bpe_share: 0.5, pool_pages: 1, washed: 0, bpe_writes: 0 } as unknown as BpeFigures;
  const info = { id: 'bpe', article: { spread: 1.25 } } as unknown as LessonInfo;
  act(() => createRoot(host as HTMLDivElement).render(<RunsReport figures={figures} info={info} apply={() => {}} />));
  return host;
}

const $ = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('RunsReport', () => {
  it('marks the runs beyond the article’s spread and says why, one note a reason', () => {
    const h = render('bpe', TWENTY);
    const marked = [...h.querySelectorAll<HTMLElement>('[data-testid^="runs-note-ref-"]')].map((a) => [a.dataset.testid, a.textContent]);
    expect(marked).toEqual([
      ['runs-note-ref-1', '1'],
      ['runs-note-ref-2', '1'],
      ['runs-note-ref-3', '1'],
      ['runs-note-ref-4', '1'],
      ...[16, 17, 18, 19, 20].map((r) => [`runs-note-ref-${r}`, '2']),
    ]);
    expect($(h, 'runs-note-1')?.textContent).toMatch(/^Ours climbs in one step where the article’s climbed over four or five runs/);
    expect($(h, 'runs-note-2')?.textContent).toMatch(/^From about run 12 ours climbs again/);
    expect($(h, 'runs-note-doc-1')?.dataset.doc).toBe('bpe-what-we-chose');
    // Each marker links to its note.
    expect(h.querySelector<HTMLAnchorElement>('[data-testid="runs-note-ref-16"]')?.getAttribute('href')).toBe('#runs-note-2');
    expect(h.querySelector('#runs-note-2')).not.toBeNull();
  });

  it('has no notes where ours lies within the spread, nor for a setup the article did not run run by run', () => {
    expect($(render('bpe', [22, 40, 55, 60, 75]), 'runs-notes')).toBeNull();
    host?.remove();
    const other = render('limited_memory', TWENTY);
    expect($(other, 'runs-notes')).toBeNull();
    expect(other.querySelectorAll('[data-testid^="runs-note-ref-"]')).toHaveLength(0);
  });
});
