/** The frame of a lesson chart: its title, what each point is, and the runs' progress. */
import { useRef, useState, type ReactNode } from 'react';
import { standaloneSvg, svgToPng } from './svgExport';
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
  // The chart's pictures, one file each (a chart of several panels gives several).
  const save = async (kind: 'svg' | 'png') => {
    const svgs = [...(body.current?.querySelectorAll<SVGSVGElement>('figure svg, svg.chart-svg') ?? [])].filter(
      (s) => s.getBoundingClientRect().width > 40,
    );
    if (svgs.length === 0) {
      setSaid(w.nothingDrawn);
      return;
    }
    try {
      for (const [i, svg] of svgs.entries()) {
        const text = standaloneSvg(svg);
        // Named after the chart (its title's id without "-title": `pagelab-ff-chart.svg`).
        const name = `pagelab-${id.replace(/-title$/, '')}${svgs.length > 1 ? `-${i + 1}` : ''}.${kind}`;
        const box = svg.getBoundingClientRect();
        const blob =
          kind === 'svg' ? new Blob([text], { type: 'image/svg+xml' }) : await svgToPng(text, box.width, box.height);
        downloadBlob(name, blob);
      }
      setSaid(w.saved(svgs.length, kind.toUpperCase()));
    } catch (e) {
      setSaid(w.couldNotSave(e instanceof Error ? e.message : String(e)));
    }
  };
  return (
    <section className="lesson-chart" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
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
