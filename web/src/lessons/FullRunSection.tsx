/**
 * The full-scale run of the user's parameters (lesson defaults otherwise):
 * progress, cancel, every figure, the sp_sysmon-style report, what each
 * day of inserts did (when to rebuild) and the whole table's page view.
 */
import type { ArticleSysmon, DayFigures, Figures } from '../engine/types';
import type { Snapshot } from '../worker/protocol';
import type { RunState } from '../state/runState';
import { RunPanel } from '../components/RunPanel';
import { FigureList } from '../components/FigureList';
import { SysmonReport } from '../components/SysmonReport';
import { PageView } from '../components/PageView';
import { TreeLevels } from '../components/TreeLevels';
import { DayByDayChart } from '../charts/DayByDayChart';
import { FULL_FIGURES } from '../text/figureLabels';

export interface FullResult {
  key: string;
  figures: Figures;
  snapshot: Snapshot | null;
  heap: boolean;
}

interface Props {
  state: RunState;
  result: FullResult | null;
  stale: boolean;
  onRun: () => void;
  onCancel: () => void;
  /** The article server's sp_sysmon figures, printed under ours. */
  articleSysmon: ArticleSysmon;
  /**
   * Sets the lesson's `days` parameter to MORE_DAYS (lessons that have one):
   * a run of one day shows a hint with this button instead of the chart.
   */
  onMoreDays?: () => void;
}

/** Days the hint's button asks for. */
export const MORE_DAYS = 5;

export function FullRunSection({ state, result, stale, onRun, onCancel, articleSysmon, onMoreDays }: Props) {
  return (
    <section className="full-run" aria-labelledby="full-run-title">
      <h3 id="full-run-title">Full scale</h3>
      <p className="muted">
        The whole table with your parameters (the article’s setup unless you changed it). It runs by itself
        when the parameters change; the button runs it again.
      </p>
      <RunPanel
        state={state}
        onRun={onRun}
        onCancel={onCancel}
        runLabel="Run full scale"
        testIds={{ run: 'run-full', progress: 'run-progress', cancel: 'cancel-run' }}
      />
      {result && (
        <div className={stale ? 'is-stale' : undefined}>
          {stale && <p className="notice">These results are for the previous parameters.</p>}
          <div className="full-grid">
            <FigureList figures={result.figures} names={FULL_FIGURES} testIdPrefix="full-figure-" />
            <SysmonReport figures={result.figures} source="full-scale run" article={articleSysmon} />
          </div>
          <DaySection days={result.figures.by_day ?? []} onMoreDays={onMoreDays} />
          {result.snapshot && (
            <>
              <PageView snapshot={result.snapshot} testId="page-view-full" caption="The whole table after the run" />
              <TreeLevels levelPages={result.snapshot.levelPages} events={[]} heap={result.heap} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** "Day by day" when the run inserted more than one day; else, where the lesson has days, a hint to insert more. */
function DaySection({ days, onMoreDays }: { days: DayFigures[]; onMoreDays?: () => void }) {
  if (days.length > 1) {
    return (
      <section className="day-by-day" aria-labelledby="day-by-day-title">
        <h4 id="day-by-day-title">Day by day</h4>
        <p className="muted">
          Each day inserts its rows into the table the days before left. The room a fillfactor leaves absorbs the
          first days; when a day splits pages again, it is time to rebuild.
        </p>
        <DayByDayChart days={days} />
      </section>
    );
  }
  if (!onMoreDays) return null;
  return (
    <p className="day-hint" data-testid="day-hint">
      This run inserted one day.{' '}
      <button type="button" className="link-button" data-testid="day-hint-more" onClick={onMoreDays}>
        Insert {MORE_DAYS} days to see when the room runs out
      </button>{' '}
      (sets <code>days</code> to {MORE_DAYS}).
    </p>
  );
}
