/**
 * The full-scale run of the user's parameters (lesson defaults otherwise):
 * progress, cancel, every figure, the sp_sysmon-style report and the whole
 * table's page view.
 */
import type { ArticleSysmon, Figures } from '../engine/types';
import type { Snapshot } from '../worker/protocol';
import type { RunState } from '../state/runState';
import { RunPanel } from '../components/RunPanel';
import { FigureList } from '../components/FigureList';
import { SysmonReport } from '../components/SysmonReport';
import { PageView } from '../components/PageView';
import { TreeLevels } from '../components/TreeLevels';
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
}

export function FullRunSection({ state, result, stale, onRun, onCancel, articleSysmon }: Props) {
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
