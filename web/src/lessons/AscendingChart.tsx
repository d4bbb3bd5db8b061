/**
 * The ascending-inserts lesson's chart: rows/s and page splits for each
 * source order under each split policy, with the heap baseline.
 */
import type { Params } from '../engine/types';
import type { RunState } from '../state/runState';
import type { BarDatum } from '../charts/chartLayouts';
import { GroupedBarsChart, type Series } from '../charts/GroupedBarsChart';
import { RunPanel } from '../components/RunPanel';
import type { useResults } from './useResults';

export const ORDERS = [
  { id: 'key1', label: 'key 1' },
  { id: 'key2', label: 'key 2' },
  { id: 'key3', label: 'key 3' },
  { id: 'full_key', label: 'full key' },
];
const SERIES: Series[] = [
  { id: 'mid', label: 'split at mid-page', className: 'series-a' },
  { id: 'insertion_point', label: 'split at insertion point', className: 'series-b' },
];
export const HEAP_POINT: Params = { table: 'heap' };
export const BAR_POINTS: Params[] = [
  ...ORDERS.flatMap((o) => SERIES.map((s) => ({ table: 'clustered', source_order: o.id, split_policy: s.id }))),
  HEAP_POINT,
];
const ARTICLE_RATE = [60, 58, 50, 303];
const ARTICLE_SPLITS = [2649, 2645, 2648, 2648];

interface Props {
  base: Params;
  res: ReturnType<typeof useResults>;
  state: RunState;
  onRun: () => void;
  onCancel: () => void;
}

export function AscendingChart({ base, res, state, onRun, onCancel }: Props) {
  const rate: BarDatum[] = [];
  const splits: BarDatum[] = [];
  for (const p of BAR_POINTS.slice(0, -1)) {
    const f = res.lookup({ ...base, ...p });
    if (!f) continue;
    rate.push({ group: p.source_order, series: p.split_policy, value: f.estimated_rows_per_sec });
    splits.push({ group: p.source_order, series: p.split_policy, value: f.page_splits });
  }
  const heap = res.lookup({ ...base, ...HEAP_POINT });
  const article = (values: number[]) =>
    ORDERS.map((o, i) => ({ group: o.id, series: 'insertion_point', value: values[i] }));
  return (
    <section className="lesson-chart" aria-labelledby="asc-chart-title">
      <h3 id="asc-chart-title">Source sort order × split policy</h3>
      <p className="muted">
        Key 1 = instrument, key 2 = date, key 3 = source, full key = all three in clustered order. Each bar is a
        full-scale run of one day.
      </p>
      <RunPanel
        state={state}
        onRun={onRun}
        onCancel={onCancel}
        runLabel="Run all orders"
        testIds={{ run: 'run-bars', progress: 'bars-progress', cancel: 'cancel-bars' }}
      />
      <GroupedBarsChart
        groups={ORDERS}
        series={SERIES}
        rate={rate}
        splits={splits}
        heapRate={heap ? heap.estimated_rows_per_sec : null}
        articleRate={article(ARTICLE_RATE)}
        articleSplits={article(ARTICLE_SPLITS)}
      />
    </section>
  );
}
