/** The frame of a lesson chart: its title, what each point is, and the runs' progress. */
import type { ReactNode } from 'react';
import type { RunState } from '../../shell/state/runState';
import { RunPanel } from '../components/RunPanel';

interface Props {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  runLabel: string;
  /** Test ids of the run button, progress bar and cancel button. */
  testIds: { run: string; progress: string; cancel: string };
  state: RunState;
  onRun: () => void;
  onCancel: () => void;
  children: ReactNode;
}

export function ChartSection({ id, title, intro, runLabel, testIds, state, onRun, onCancel, children }: Props) {
  return (
    <section className="lesson-chart" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className="muted">{intro}</p>
      <RunPanel state={state} onRun={onRun} onCancel={onCancel} runLabel={runLabel} testIds={testIds} />
      {children}
    </section>
  );
}
