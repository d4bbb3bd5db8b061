/** The frame of a lesson chart: its title, what each point is, and the runs' progress. */
import { useRef, useState, type ReactNode } from 'react';
import { picturePng, pictureSvg } from '../../shell/export/picture';
import { downloadBlob } from '../text/exportData';
import type { RunState } from '../../shell/state/runState';
import { RunPanel } from '../components/RunPanel';
import { useWords } from '../i18n/words';
import { VIEW_WORDS } from '../views/views.i18n';

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
  const body = useRef<HTMLDivElement>(null);
  const w = useWords(VIEW_WORDS);
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The chart as one picture (every panel, its legend and notes, drawn as
  // the page shows them), under its title: a slide says what it shows.
  const save = async (kind: 'svg' | 'png') => {
    const root = body.current;
    const drawn = [...(root?.querySelectorAll<SVGSVGElement>('figure svg, svg.chart-svg') ?? [])].some(
      (s) => s.getBoundingClientRect().width > 40,
    );
    if (!root || !drawn) {
      setSaid(w.nothingDrawn);
      return;
    }
    try {
      const caption = { title: heading.current?.textContent ?? '' };
      const blob =
        kind === 'svg'
          ? new Blob([await pictureSvg(root, caption)], { type: 'image/svg+xml' })
          : await picturePng(root, caption);
      // Named after the chart (its title's id without "-title": `pagelab-ff-chart.svg`).
      downloadBlob(`pagelab-${id.replace(/-title$/, '')}.${kind}`, blob);
      setSaid(w.saved(1, kind.toUpperCase()));
    } catch (e) {
      setSaid(w.couldNotSave(e instanceof Error ? e.message : String(e)));
    }
  };
  return (
    <section className="lesson-chart" aria-labelledby={id}>
      <h3 id={id} ref={heading}>
        {title}
      </h3>
      <p className="muted">{intro}</p>
      <RunPanel state={state} onRun={onRun} onCancel={onCancel} runLabel={runLabel} testIds={testIds} />
      <div ref={body}>{children}</div>
      <p className="small export-links">
        {w.saveChart}{' '}
        <button type="button" className="small" onClick={() => save('svg')} data-testid={`export-${id}-svg`}>
          SVG
        </button>{' '}
        <button type="button" className="small" onClick={() => save('png')} data-testid={`export-${id}-png`}>
          PNG
        </button>{' '}
        <span aria-live="polite">{said}</span>
      </p>
    </section>
  );
}
