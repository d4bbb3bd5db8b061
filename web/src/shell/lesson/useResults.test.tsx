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
import { useEffect } from 'react';
import { useAutoSweep, usePartials, useResults, type Results } from './useResults';

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

describe('useAutoSweep beside a full run that claims one of its points', () => {
  // The page's full run: claims layout a (the lesson's default) while `claimed`.
  function Page({ chart, claimed, out }: { chart: Job; claimed: boolean; out: (res: Results, partial: unknown) => void }) {
    const res = useResults(info);
    const { claim, release, keyOf } = res;
    const keys = POINTS.map((p) => keyOf(p));
    const partials = usePartials(res, keys);
    useEffect(() => {
      if (!claimed) return;
      const key = keyOf({ layout: 'a' });
      claim([key]);
      return () => release([key]);
    }, [claimed, claim, release, keyOf]);
    useAutoSweep(chart, info, {}, POINTS, res, 350);
    out(res, partials.lookup({ layout: 'a' }));
    return null;
  }

  it('runs only the other point, draws the full run’s figures so far and takes its final ones', () => {
    const log: string[] = [];
    const chart = fakeJob('chart', log, { ...idleRun, status: 'running', job: 1 });
    let res: Results | undefined;
    let partial: unknown;
    const render = (claimed: boolean) =>
      root.render(<Page chart={chart.job} claimed={claimed} out={(r, p) => ((res = r), (partial = p))} />);
    act(() => render(true));
    act(() => vi.advanceTimersByTime(400));
    act(() => vi.advanceTimersByTime(2_000));
    expect(log).toEqual(['chart: b']);
    const soFar = { so: 'far' } as unknown as ScenarioFigures;
    act(() => res?.publish({ layout: 'a' }, soFar));
    expect(partial).toBe(soFar);
    // The full run ends: its figures stored, then its claim released; nothing runs again.
    act(() => res?.store({ layout: 'a' }, FIGURES));
    act(() => render(false));
    act(() => vi.advanceTimersByTime(2_000));
    expect(res?.lookup({ layout: 'a' })).toBe(FIGURES);
    expect(log).toEqual(['chart: b']);
  });

  it('runs the point itself when the full run stops without figures', () => {
    const log: string[] = [];
    const chart = fakeJob('chart', log, { ...idleRun, status: 'running', job: 1 });
    const render = (claimed: boolean) => root.render(<Page chart={chart.job} claimed={claimed} out={() => {}} />);
    act(() => render(true));
    act(() => vi.advanceTimersByTime(400));
    act(() => vi.advanceTimersByTime(2_000));
    expect(log).toEqual(['chart: b']);
    act(() => render(false));
    act(() => vi.advanceTimersByTime(2_000));
    expect(log).toEqual(['chart: b', 'chart: a,b']);
  });
});

describe('the article cases beside a full run and a chart', () => {
  function Page({ chart, article }: { chart: Job; article: Job }) {
    const res = useResults(info);
    const { claim, release, keyOf } = res;
    // The full run claims layout a from the first render.
    useEffect(() => {
      const key = keyOf({ layout: 'a' });
      claim([key]);
      return () => release([key]);
    }, [claim, release, keyOf]);
    useAutoSweep(chart, info, {}, POINTS, res, 350);
    useAutoSweep(article, info, {}, POINTS, res, 1_000, undefined, true);
    return null;
  }

  it('wait for the charts’ claims before their first look, then run nothing claimed', () => {
    const log: string[] = [];
    const chart = fakeJob('chart', log, { ...idleRun, status: 'running', job: 1 });
    const article = fakeJob('article', log, idleRun);
    act(() => root.render(<Page chart={chart.job} article={article.job} />));
    act(() => vi.advanceTimersByTime(400));
    act(() => vi.advanceTimersByTime(2_000));
    expect(log).toEqual(['chart: b']);
  });
});
