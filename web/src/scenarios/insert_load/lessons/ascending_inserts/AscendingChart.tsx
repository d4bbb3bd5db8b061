/**
 * The ascending-inserts lesson's chart: rows/s and page splits for each
 * source order under each split policy, with the heap baseline and the
 * article's figures (from the engine's article cases).
 */
import { figureOf } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { articleValues } from '../../../../kit/charts/articleCases';
import type { BarDatum } from '../../../../kit/charts/chartLayouts';
import { GroupedBarsChart, type Series } from '../../charts/GroupedBarsChart';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { useWords } from '../../../../kit/i18n/words';
import { CHART_WORDS } from '../../charts/charts.i18n';

import { BAR_POINTS, HEAP_POINT, ORDERS, SERIES_IDS } from './points';

export function AscendingChart({ info, base, res, state, onRun, onCancel }: ChartProps) {
  const w = useWords(CHART_WORDS).ascChart;
  const groups = ORDERS.map((id) => ({ id, label: w.orders[id] }));
  const series: Series[] = SERIES_IDS.map((s) => ({ ...s, label: s.id === 'mid' ? w.mid : w.insertion }));
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
      title={w.title}
      intro={w.intro}
      runLabel={w.run}
      testIds={{ run: 'run-bars', progress: 'bars-progress', cancel: 'cancel-bars' }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <GroupedBarsChart
        groups={groups}
        series={series}
        rate={rate}
        splits={splits}
        heapRate={heap ? figureOf(heap, 'estimated_rows_per_sec') : null}
        articleRate={article('estimated_rows_per_sec')}
        articleSplits={article('page_splits')}
      />
    </ChartSection>
  );
}
