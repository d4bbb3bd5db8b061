/**
 * The index rebuild's timeline (`rebuild_timeline`): a lane per worker
 * (the main process, each merge thread) with its spans of scan, merge
 * and build, and a lane per sort device with its busy share (bars) and
 * the depth of its queue (a line) by slice of time. A phase is told by
 * its colour, its pattern and its letter, never by colour alone; the
 * latest event's span is outlined and the status line says what it was.
 * SVG, fixed in size for the run's threads and devices and the width, so
 * the picture never moves while playing. The words: the label, the
 * status line, and the table of the detail slot (`RebuildTimelineTable`).
 */
import { memo, useId, useMemo, useRef } from 'react';
import type { IdxEvent, ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { useWidth } from '../../../kit/hooks/useMedia';
import { AXIS_H, deviceSummary, LABEL_W, laneNow, laneTotals, timelineLayout } from '../layout/rebuildTimeline';
import { describeEvent } from '../narrate';
import { deviceText, NO_GROUP, PHASES, phaseWords, secText, workerText } from '../words';
import { fmtInt, fmtPct0 } from '../../../kit/text/format';
import { useWords, words } from '../../../kit/i18n/words';
import { fix } from '../words';
import { IDX_VIEW_WORDS } from './views.i18n';

interface Props {
  view: ViewOf<'rebuild_timeline'>;
  revealed: readonly ScenarioEvent[];
  testId: string;
  name?: string;
  step?: boolean;
}

// Theme tokens (the phases' own colours carry white marks in both themes).
const QUEUE_COLOUR = 'var(--s-red)';
const BUSY_COLOUR = 'var(--state-idle)';

/** The lane and phase the event's span is on, and its group. */
export function spanOfEvent(e: IdxEvent | undefined): { lane: number; phase: number; group: number } | null {
  if (!e) return null;
  switch (e.kind) {
    case 'scan_progress':
    case 'scan_done':
      return { lane: 0, phase: 1, group: NO_GROUP };
    case 'merge_start':
    case 'merge_end':
      return { lane: e.thread, phase: 2, group: e.group };
    case 'build_start':
    case 'build_end':
      return { lane: 0, phase: 3, group: e.group };
    default:
      return null;
  }
}

/** The timeline in a sentence: what each worker does now, and how busy and queued the devices are. */
export function timelineSentence(view: ViewOf<'rebuild_timeline'>): string {
  const w = words(IDX_VIEW_WORDS);
  if (view.now_s <= 0) return w.nothingYet(fmtInt(view.threads), fmtInt(view.devices));
  const workers: string[] = [];
  for (let t = 0; t <= view.threads; t++) {
    const now = laneNow(view, t);
    if (now) workers.push(w.doing(workerText(t), phaseWords(now.phase).verb, now.group !== NO_GROUP ? fmtInt(now.group) : ''));
  }
  const idle = view.threads + 1 - workers.length;
  const devices = Array.from({ length: view.devices }, (_, d) => {
    const s = deviceSummary(view, d);
    return w.deviceNow(deviceText(d), fmtPct0(s.busy), fix(s.deepest, 1));
  });
  return w.at(
    secText(view.now_s),
    workers.length > 0 ? workers.join(', ') : w.noWorker,
    idle > 0 && workers.length > 0 ? w.idle(fmtInt(idle)) : '',
    devices.join(w.sep),
  );
}

/** Pattern ids of the phases, per instance. */
function Patterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={`${id}-p1`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill={PHASES[0].colour} />
        <line x1="0" y1="0" x2="0" y2="6" stroke="#fff" strokeOpacity="0.45" strokeWidth="2" />
      </pattern>
      <pattern id={`${id}-p2`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" fill={PHASES[1].colour} />
        <circle cx="2.5" cy="2.5" r="1.1" fill="#fff" fillOpacity="0.55" />
      </pattern>
      <pattern id={`${id}-p3`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill={PHASES[2].colour} />
      </pattern>
    </defs>
  );
}

/** The key: each phase's pattern and letter, a device's busy bar and its queue line. */
export function TimelineKey() {
  const w = useWords(IDX_VIEW_WORDS);
  const id = useId().replace(/:/g, '');
  return (
    <ul className="pool-key lanes-key" aria-hidden="true">
      {PHASES.map((p) => (
        <li key={p.code}>
          <svg width="26" height="14" viewBox="0 0 26 14" focusable="false">
            <Patterns id={id} />
            <rect width="26" height="14" fill={`url(#${id}-p${p.code})`} />
            <text x="13" y="10.5" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
              {p.letter}
            </text>
          </svg>
          {p.word}
        </li>
      ))}
      <li>
        <svg width="16" height="14" viewBox="0 0 16 14" focusable="false">
          <rect x="2" y="4" width="12" height="10" fill={BUSY_COLOUR} />
        </svg>
        {w.diskBusy}
      </li>
      <li>
        <svg width="20" height="14" viewBox="0 0 20 14" focusable="false">
          <path d="M1,12H7V4H13V9H19" fill="none" stroke={QUEUE_COLOUR} strokeWidth="2" />
        </svg>
        {w.diskQueue}
      </li>
    </ul>
  );
}

export const RebuildTimeline = memo(function RebuildTimeline({ view, revealed, testId, name, step = true }: Props) {
  const w = useWords(IDX_VIEW_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = useWidth(wrap, 360);
  const captionId = useId();
  const pid = useId().replace(/:/g, '');
  const layout = useMemo(() => timelineLayout(view, width), [view, width]);
  const events = revealed as readonly IdxEvent[];
  const latest = step ? events[events.length - 1] : undefined;
  const ring = spanOfEvent(latest);
  const sentence = timelineSentence(view);
  const label = `${name ? `${name}: ` : ''}${sentence}${layout.fold > 0 ? w.folded(fmtInt(layout.fold)) : ''}`;
  const status = latest ? describeEvent(latest) : sentence;
  const { ticks, tickText, fold } = layout;
  const ringed = ring ? layout.spans.filter((s) => s.lane === ring.lane && s.phase === ring.phase && s.group === ring.group).pop() : undefined;
  return (
    <figure className="session-lanes rebuild-timeline" data-testid={testId} aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {label}.
      </figcaption>
      <TimelineKey />
      <div ref={wrap} className="lanes-wrap" style={{ height: layout.height }}>
        <svg width={layout.width} height={layout.height} role="img" aria-label={`${label}.`}>
          <Patterns id={pid} />
          {layout.lanes.map((l) => (
            <g key={l.key} className="lane">
              {l.kind === 'device' && <rect x={LABEL_W} y={l.y} width={layout.innerW} height={l.h} fill="var(--box)" />}
              <line className="row-rule" x1={4} x2={layout.width} y1={l.y + l.h} y2={l.y + l.h} />
              <text className="lane-label" x={4} y={l.y + l.h / 2} dy="0.35em" fontSize={Math.min(12, l.h * 0.75)}>
                {l.kind === 'device' ? deviceText(l.index) : l.index === 0 ? w.laneMain : w.laneThread(String(l.index))}
              </text>
            </g>
          ))}
          {layout.cells.map((c) =>
            c.h > 0 ? <rect key={`${c.device}-${c.bucket}`} x={c.x} y={c.y} width={c.w + 0.3} height={c.h} fill={BUSY_COLOUR} /> : null,
          )}
          {layout.queuePaths.map((d, i) => (d ? <path key={i} d={d} fill="none" stroke={QUEUE_COLOUR} strokeWidth={1.5} data-testid={`${testId}-queue-${i}`} /> : null))}
          {layout.spans.map((s) => {
            const p = phaseWords(s.phase);
            const text = s.group === NO_GROUP ? `${p.letter} ${p.word}` : `${p.letter}${s.group}`;
            const fits = s.w >= text.length * 6.5 + 4 && s.h >= 9;
            const letterFits = !fits && s.w >= 9 && s.h >= 9;
            return (
              <g key={s.i} data-phase={p.name} data-lane={s.lane}>
                <rect x={s.x} y={s.y} width={s.w} height={s.h} fill={`url(#${pid}-p${s.phase})`} stroke="#fff" strokeWidth={0.5}>
                  <title>{w.spanTitle(workerText(s.lane), p.word, s.group !== NO_GROUP ? fmtInt(s.group) : '', secText(s.start), secText(s.end))}</title>
                </rect>
                {(fits || letterFits) && (
                  <text className="glyph-letter" x={s.x + s.w / 2} y={s.y + s.h / 2} dy="0.35em" textAnchor="middle" fontSize={Math.min(11, s.h - 2)} fill="#fff">
                    {fits ? text : p.letter}
                  </text>
                )}
              </g>
            );
          })}
          {ringed && (
            <rect
              className="lane-latest"
              x={ringed.x - 1.5}
              y={ringed.y - 1.5}
              width={ringed.w + 3}
              height={ringed.h + 3}
              fill="none"
              stroke="var(--ink)"
              strokeWidth={2}
              data-testid={`${testId}-latest`}
            />
          )}
          <line x1={layout.nowX} x2={layout.nowX} y1={0} y2={layout.axisY} stroke="var(--ink)" strokeDasharray="3 2" />
          <g transform={`translate(0,${layout.axisY})`} className="axis">
            <line x1={LABEL_W} x2={LABEL_W + layout.innerW} stroke="currentColor" />
            {fold > 0 && (
              // The fold: the scan's time drawn narrow, marked as an axis break.
              <g transform={`translate(${layout.x(fold)},0)`} data-testid={`${testId}-fold`}>
                <title>{w.foldTitle(fmtInt(fold))}</title>
                <path d="M-5,-4 L-1,4 M1,-4 L5,4" stroke="currentColor" strokeWidth={1.5} fill="none" />
              </g>
            )}
            {ticks.map((t) => (
              <g key={t} transform={`translate(${layout.x(t)},0)`}>
                <line y2={4} stroke="currentColor" />
                <text y={AXIS_H - 6} textAnchor="middle" fontSize={10} fill="currentColor">
                  {w.tick(tickText(t))}
                </text>
              </g>
            ))}
          </g>
        </svg>
      </div>
      <p className="frames-status" data-testid={`${testId}-status`} title={status}>
        {status}
      </p>
    </figure>
  );
});

/** The timeline as a table: each worker's state now and time by phase; each device's busy share and queue. */
export function RebuildTimelineTable({
  view,
  heading: Heading,
  testId,
  name,
}: {
  view: ViewOf<'rebuild_timeline'>;
  heading: 'h4' | 'h5';
  testId: string;
  name: string;
}) {
  const w = useWords(IDX_VIEW_WORDS);
  const totals = laneTotals(view);
  return (
    <>
      <Heading>{w.workersTitle}</Heading>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={w.workersRegion(name)}>
        <table className="data-table" data-testid={testId}>
          <caption className="sr-only">{w.workersCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.lane}</th>
              <th scope="col">{w.now}</th>
              <th scope="col">{w.scan}</th>
              <th scope="col">{w.merge}</th>
              <th scope="col">{w.build}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((t, lane) => {
              const now = laneNow(view, lane);
              return (
                <tr key={`w${lane}`} data-phase={now ? phaseWords(now.phase).name : 'idle'}>
                  <th scope="row">{lane === 0 ? w.mainProcess : w.laneThread(String(lane))}</th>
                  <td>{now ? w.doing('', phaseWords(now.phase).verb, now.group !== NO_GROUP ? fmtInt(now.group) : '').trimStart() : w.idleCell}</td>
                  <td>{t[1] > 0 ? secText(t[1]) : '—'}</td>
                  <td>{t[2] > 0 ? secText(t[2]) : '—'}</td>
                  <td>{t[3] > 0 ? secText(t[3]) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <table className="data-table" data-testid={`${testId}-devices`}>
          <caption className="sr-only">{w.devicesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.device}</th>
              <th scope="col">{w.busySoFar}</th>
              <th scope="col">{w.meanQueue}</th>
              <th scope="col">{w.deepestQueue}</th>
              <th scope="col">{w.busyLastTenth}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: view.devices }, (_, d) => {
              const all = deviceSummary(view, d);
              const recent = deviceSummary(view, d, Math.max(1, Math.round(view.buckets / 10)));
              return (
                <tr key={`d${d}`}>
                  <th scope="row">{deviceText(d)}</th>
                  <td>{fmtPct0(all.busy)}</td>
                  <td>{fix(all.queue, 2)}</td>
                  <td>{fix(all.deepest, 1)}</td>
                  <td>{fmtPct0(recent.busy)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
