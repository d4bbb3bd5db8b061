/** The fillfactor lesson's sweep: 50..100 at full scale, the cliff, the article's points. */
import type { ArticleCase, Params } from '../engine/types';
import type { RunState } from '../state/runState';
import { SweepChart, type SweepRow } from '../charts/SweepChart';
import { RunPanel } from '../components/RunPanel';
import type { useResults } from './useResults';

export const FF_DOMAIN: [number, number] = [50, 100];
export const FF_POINTS: Params[] = Array.from({ length: FF_DOMAIN[1] - FF_DOMAIN[0] + 1 }, (_, i) => ({
  fillfactor: String(FF_DOMAIN[0] + i),
}));

/** The article's measured points: its cases that set a fillfactor. */
function articlePoints(cases: ArticleCase[]): { fillfactor: number; splits: number }[] {
  return cases.flatMap((c) => {
    const ff = c.params.find(([name]) => name === 'fillfactor')?.[1];
    return ff !== undefined && c.page_splits !== undefined && c.page_splits !== null
      ? [{ fillfactor: Number(ff), splits: c.page_splits }]
      : [];
  });
}

interface Props {
  base: Params;
  /** The lesson's article cases (from the engine). */
  cases: ArticleCase[];
  current: number;
  res: ReturnType<typeof useResults>;
  state: RunState;
  onRun: () => void;
  onCancel: () => void;
}

export function FillfactorChart({ base, cases, current, res, state, onRun, onCancel }: Props) {
  const rows: SweepRow[] = [];
  for (const p of FF_POINTS) {
    const f = res.lookup({ ...base, ...p });
    if (f) rows.push({ fillfactor: Number(p.fillfactor), splits: f.page_splits, bytes: f.bytes_used });
  }
  const days = Number(base.days ?? '1');
  return (
    <section className="lesson-chart" aria-labelledby="ff-chart-title">
      <h3 id="ff-chart-title">
        Page splits and space, fillfactor {FF_DOMAIN[0]}–{FF_DOMAIN[1]}
        {days > 1 ? `, ${days} days` : ''}
      </h3>
      <p className="muted">
        Each point is a full-scale run. Change <code>days</code> to load more days into the same table:
        the room left by a low fillfactor fills up, and the splits come back.
      </p>
      <RunPanel
        state={state}
        onRun={onRun}
        onCancel={onCancel}
        runLabel="Run the sweep"
        testIds={{ run: 'run-sweep', progress: 'sweep-progress', cancel: 'cancel-sweep' }}
      />
      <SweepChart rows={rows} current={current} article={days === 1 ? articlePoints(cases) : []} domain={FF_DOMAIN} />
    </section>
  );
}
