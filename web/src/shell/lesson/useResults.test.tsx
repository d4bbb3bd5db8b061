// @vitest-environment jsdom
// A run two parts of a page want is run once: the charts' sweep claims
// its runs, the article cases defer to a claimed run and read its figures,
// and run it themselves if the claimant stops without them.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonInfo, Params, ScenarioFigures } from '../engine/types';
import type { Job } from '../hooks/useJob';
import { idleRun, type RunState } from '../state/runState';
import { useAutoSweep, useResults } from './useResults';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const info = {
  id: 'lesson',
  params: [{ name: 'layout', default: 'a', kind: 'choice', choices: ['a', 'b'] }],
} as unknown as LessonInfo;
const POINTS: Params[] = [{ layout: 'a' }, { layout: 'b' }];
const FIGURES = { done: true } as unknown as ScenarioFigures;

/** A job whose sweeps are recorded, and finished or cancelled by the test. */
function fakeJob(name: string, log: string[], state: RunState) {
  const calls: { points: Params[]; onPoint: (p: Params, f: ScenarioFigures) => void }[] = [];
  const job: Job = {
    state,
    runFull: () => {},
    runSweep: (_lesson, _base, points, onPoint) => {
      log.push(`${name}: ${points.map((p) => p.layout).join(',')}`);
      calls.push({ points, onPoint });
    },
    cancel: () => {},
  };
  return { job, calls };
}

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('useAutoSweep with a deferring sweep', () => {
  function Page({ chart, article, seen }: { chart: Job; article: Job; seen: (n: number) => void }) {
    const res = useResults(info);
    useAutoSweep(chart, info, {}, POINTS, res, 350);
    useAutoSweep(article, info, {}, POINTS, res, 1_000, undefined, true);
    seen(POINTS.filter((p) => res.lookup(p)).length);
    return null;
  }

  it('leaves the charts’ runs to them, and reads their figures', () => {
    const log: string[] = [];
    const running = { ...idleRun, status: 'running' as const, job: 1 };
    const chart = fakeJob('chart', log, running);
    const article = fakeJob('article', log, idleRun);
    let have = 0;
    const render = () => root.render(<Page chart={chart.job} article={article.job} seen={(n) => (have = n)} />);
    act(render);
    // (In steps: React applies a timer's updates when its act ends, as a browser does between tasks.)
    act(() => vi.advanceTimersByTime(400));
    act(() => vi.advanceTimersByTime(2_000));
    expect(log).toEqual(['chart: a,b']);
    const call = chart.calls[0];
    act(() => {
      for (const p of call?.points ?? []) call?.onPoint(p, FIGURES);
    });
    act(() => vi.advanceTimersByTime(2_000));
    expect(have).toBe(2);
    expect(log).toEqual(['chart: a,b']);
  });

  it('runs a claimed run itself when the claimant stops without it', () => {
    const log: string[] = [];
    const chart = fakeJob('chart', log, { ...idleRun, status: 'running', job: 1 });
    const article = fakeJob('article', log, idleRun);
    const render = () => root.render(<Page chart={chart.job} article={article.job} seen={() => {}} />);
    act(render);
    act(() => vi.advanceTimersByTime(400));
    act(() => vi.advanceTimersByTime(2_000));
    // The chart's sweep gives layout a, then is cancelled.
    act(() => chart.calls[0]?.onPoint({ layout: 'a' }, FIGURES));
    chart.job.state = { ...idleRun, status: 'cancelled', job: 1 };
    act(render);
    act(() => vi.advanceTimersByTime(2_000));
    expect(log).toEqual(['chart: a,b', 'article: b']);
  });
});
