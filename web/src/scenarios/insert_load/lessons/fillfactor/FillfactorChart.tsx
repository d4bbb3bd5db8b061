/** The fillfactor lesson's sweep: 50..100 at full scale, the cliff, the article's points. */
import { figureOf } from '../../../../shell/engine/types';
import type { ChartProps } from '../../../../shell/lesson/module';
import { articleValues } from '../../../../kit/charts/articleCases';
import { SweepChart, type SweepRow } from '../../charts/SweepChart';
import { ChartSection } from '../../../../kit/charts/ChartSection';
import { useWords } from '../../../../kit/i18n/words';
import { CHART_WORDS } from '../../charts/charts.i18n';

import { FF_DOMAIN, FF_POINTS } from './points';

export function FillfactorChart({ info, base, shown, res, state, onRun, onCancel }: ChartProps) {
  const w = useWords(CHART_WORDS).ffChart;
  const rows: SweepRow[] = [];
  for (const p of FF_POINTS) {
    const f = res.lookup({ ...base, ...p });
    if (f) rows.push({ fillfactor: Number(p.fillfactor), splits: figureOf(f, 'page_splits'), bytes: figureOf(f, 'bytes_used') });
  }
  const days = Number(base.days ?? '1');
  // The article's measured points: its cases that set a fillfactor.
  const article = articleValues(info, 'page_splits', {})
    .filter((a) => a.params.fillfactor !== undefined)
    .map((a) => ({ fillfactor: Number(a.params.fillfactor), splits: a.value }));
  return (
    <ChartSection
      id="ff-chart-title"
      title={w.title(`${FF_DOMAIN[0]}`, `${FF_DOMAIN[1]}`, days)}
      intro={
        <>
          {w.introBefore}
          <code>days</code>
          {w.introAfter}
        </>
      }
      runLabel={w.run}
      testIds={{ run: 'run-sweep', progress: 'sweep-progress', cancel: 'cancel-sweep' }}
      state={state}
      onRun={onRun}
      onCancel={onCancel}
    >
      <SweepChart
        rows={rows}
        current={Number(shown.fillfactor)}
        article={days === 1 ? article : []}
        domain={FF_DOMAIN}
      />
    </ChartSection>
  );
}
