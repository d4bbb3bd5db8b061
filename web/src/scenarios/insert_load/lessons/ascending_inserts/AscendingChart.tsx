/**
 * The ascending-inserts lesson's chart: rows/s and page splits for each
 * source order under each split policy, with the heap baseline and the
 * article's figures (from the engine's article cases).
 */
import type { Params } from '../../../../shell/engine/types';
import { figureOf } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { articleValues } from '../../../../kit/charts/articleCases';
import type { BarDatum } from '../../../../kit/charts/chartLayouts';
import { GroupedBarsChart, type Series } from '../../charts/GroupedBarsChart';
import { ChartSection } from '../../../../kit/charts/ChartSection';

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

export function AscendingChart({ info, base, res, state, onRun, onCancel }: ChartProps) {
  const rate: BarDatum[] = [];
  const splits: BarDatum[] = [];
  for (const p of BAR_POINTS.slice(0, -1)) {
    const f = res.lookup({ ...base, ...p });
    if (!f) continue;
    rate.push({ group: p.source_order, series: p.split_policy, value: figureOf(f, 'estimated_rows_per_sec') });
    splits.push({ group: p.source_order, series: p.split_policy, value: figureOf(f, 'page_splits') });
  }
  const heap = res.lookup({ ...base, ...HEAP_POINT });
  // The article measured each order under ascinserts only.
  const article = (figure: string): BarDatum[] =>
    articleValues(info, figure, { split_policy: 'insertion_point' }).map((a) => ({
      group: a.params.source_order,
      series: 'insertion_point',
      value: a.value,
    }));
  return (
    <ChartSection
      id="asc-chart-title"
      title="Source sort order × split policy"
      intro="Key 1 = instrument, key 2 = date, key 3 = source, full key = all three in clustered order. Each bar is a full-scale run of one day."
      runLabel="Run all orders"
      testIds={{ run: 'run-bars', progress: 'bars-progress', cancel: 'cancel-bars' }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <GroupedBarsChart
        groups={ORDERS}
        series={SERIES}
        rate={rate}
        splits={splits}
        heapRate={heap ? figureOf(heap, 'estimated_rows_per_sec') : null}
        articleRate={article('estimated_rows_per_sec')}
        articleSplits={article('page_splits')}
      />
    </ChartSection>
  );
}
