/**
 * The embed builder ("Embed…" in `ShareEmbed.tsx`, loaded when first
 * opened), for a course page: which view (and which chart), from
 * which step, the range of steps played, autoplay, loop and speed, whether
 * the reader sees (or may change) the parameters, the origins that may
 * drive it (the control API), the frame's height; it
 * shows the `<iframe>` snippet (hosted and offline), a live preview, and
 * copies the snippet. Everything comes from the page's own address (the
 * app keeps the state in it), so the snippet is what the reader sees.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { copy } from './copy';
import { EMBED_VIEWS, type EmbedView } from '../state/urlState';
import { CONTROLS, type Controls, type EmbedOptions } from '../embed/options';
import { DEFAULT_SPEED, SPEEDS } from '../state/playback';
import { StepRangeFields } from '../../kit/components/StepRangeFields';
import { embedQuery, hostedSnippet, offlineSnippet, VIEW_HEIGHT } from '../embed/snippet';
import { useWords } from '../../kit/i18n/words';
import { EMBED_WORDS } from './embed.i18n';
import { fmtTrim } from '../../kit/text/format';


/** The site's address without the query: where the snippet points. */
function siteBase(): string {
  return window.location.origin === 'null' || window.location.protocol === 'file:'
    ? 'https://example.org/pagelab/'
    : `${window.location.origin}${window.location.pathname}`;
}

/** A whole number of 0 or more from a number field, or undefined when empty or not one. */
function wholeOf(text: string): number | undefined {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

export function EmbedDialog({ title, charts, onClose }: { title: string; charts: number; onClose: () => void }) {
  // The step shown when the dialog opened, as the page's address has it.
  const [step] = useState(() => Number(new URLSearchParams(window.location.search).get('step') ?? '0') || 0);
  const dialog = useRef<HTMLDialogElement>(null);
  const snippetBox = useRef<HTMLTextAreaElement>(null);
  const [view, setView] = useState<EmbedView>('stage');
  const [keepStep, setKeepStep] = useState(step > 0);
  const [allow, setAllow] = useState('');
  const [height, setHeight] = useState(VIEW_HEIGHT.stage);
  const [copied, setCopied] = useState('');
  const [ranged, setRanged] = useState(false);
  const [from, setFrom] = useState(String(step));
  const [to, setTo] = useState(String(step + 20));
  const [autoplay, setAutoplay] = useState(false);
  const [loop, setLoop] = useState(false);
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  const [controls, setControls] = useState<Controls>('hidden');
  const [chart, setChart] = useState(0);
  const [asks, setAsks] = useState(false);
  const id = useId();
  const w = useWords(EMBED_WORDS);
  // A range that ends before it starts is left out, and said (the frame would refuse it).
  const reversed = ranged && (wholeOf(from) ?? 0) > (wholeOf(to) ?? Infinity);
  const options: EmbedOptions = {
    ...(ranged && !reversed ? { from: wholeOf(from), to: wholeOf(to) } : {}),
    autoplay,
    loop,
    speed: speed === DEFAULT_SPEED ? undefined : speed,
    controls,
    chart: chart > 0 ? chart : undefined,
  };

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal?.();
  }, []);

  const { query, badOrigins } = embedQuery(window.location.search, { view, keepStep, allow, height, options, checkpoints: asks });
  const frameTitle = `pagelab: ${title}`;
  const hosted = hostedSnippet(siteBase(), query, frameTitle, height);
  const offline = offlineSnippet(query, frameTitle, height);
  const copySnippet = async (text: string, box: HTMLTextAreaElement | null) => {
    const ok = await copy(text);
    if (!ok) box?.select();
    setCopied(ok ? w.copied : w.selected);
  };

  return (
    <dialog
      ref={dialog}
      className="embed-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={onClose}
      data-testid="embed-dialog"
    >
      <div className="embed-dialog-head">
        <h3 id={`${id}-title`}>{w.title}</h3>
        <button type="button" className="small" onClick={() => dialog.current?.close()} data-testid="embed-close">
          {w.close}
        </button>
      </div>
      <form className="embed-form" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>{w.show}</legend>
          {EMBED_VIEWS.map((v) => (
            <label key={v}>
              <input
                type="radio"
                name={`${id}-view`}
                value={v}
                checked={view === v}
                onChange={() => {
                  setView(v);
                  setHeight(VIEW_HEIGHT[v]);
                }}
              />{' '}
              {w.views[v as EmbedView]}
            </label>
          ))}
        </fieldset>
        {view === 'chart' && charts > 1 && (
          <label>
            {w.chart}{' '}
            <select value={chart} onChange={(e) => setChart(Number(e.target.value))} data-testid="embed-chart">
              <option value={0}>{w.allCharts}</option>
              {Array.from({ length: charts }, (_, i) => (
                <option key={i} value={i + 1}>
                  {w.chartOf(String(i + 1), String(charts))}
                </option>
              ))}
            </select>
          </label>
        )}
        {view === 'stage' && (
          <fieldset>
            <legend>{w.playback}</legend>
            <label>
              <input type="checkbox" checked={keepStep} onChange={(e) => setKeepStep(e.target.checked)} />{' '}
              {w.startAt(String(step))}
            </label>
            <label>
              <input
                type="checkbox"
                checked={ranged}
                onChange={(e) => setRanged(e.target.checked)}
                data-testid="embed-ranged"
              />{' '}
              <StepRangeFields
                from={from}
                to={to}
                onFrom={setFrom}
                onTo={setTo}
                disabled={!ranged}
                label={w.playOnly}
                names={[w.firstPlayed, w.lastPlayed]}
                testIds={['embed-from', 'embed-to']}
              />
            </label>
            {reversed && (
              <p className="param-error" role="alert" data-testid="embed-range-error">
                {w.rangeReversed}
              </p>
            )}
            <label>
              <input
                type="checkbox"
                checked={autoplay}
                onChange={(e) => setAutoplay(e.target.checked)}
                data-testid="embed-autoplay"
              />{' '}
              {w.autoplay}
            </label>
            <label>
              <input type="checkbox" checked={loop} onChange={(e) => setLoop(e.target.checked)} data-testid="embed-loop" />{' '}
              {w.loop}
            </label>
            <label>
              <input
                type="checkbox"
                checked={asks}
                onChange={(e) => setAsks(e.target.checked)}
                data-testid="embed-checkpoints"
              />{' '}
              {w.asks}
            </label>
            <label>
              {w.speed}{' '}
              <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} data-testid="embed-speed">
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    {w.stepsPerSecond(fmtTrim(s))}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        )}
        {view === 'stage' && (
          <fieldset>
            <legend>{w.parameters}</legend>
            {CONTROLS.map((c) => (
              <label key={c}>
                <input
                  type="radio"
                  name={`${id}-controls`}
                  value={c}
                  checked={controls === c}
                  onChange={() => setControls(c)}
                  data-testid={`embed-controls-${c}`}
                />{' '}
                {w.controls[c as Controls]}
              </label>
            ))}
          </fieldset>
        )}
        <label>
          {w.height}{' '}
          <input
            type="number"
            min={200}
            max={4000}
            step={10}
            value={height}
            onChange={(e) => setHeight(Math.min(4000, Math.max(200, Number(e.target.value) || VIEW_HEIGHT[view])))}
            data-testid="embed-height"
          />
        </label>
        <label>
          {w.origins}{' '}
          <input
            type="text"
            value={allow}
            onChange={(e) => setAllow(e.target.value)}
            aria-describedby={`${id}-allow-note`}
            data-testid="embed-allow"
          />
        </label>
        <p id={`${id}-allow-note`} className={badOrigins.length > 0 ? 'small param-error' : 'small muted'}>
          {badOrigins.length > 0
            ? w.notOrigins(badOrigins.slice(0, 3).join(', '))
            : w.originsNote}
        </p>
      </form>
      <label htmlFor={`${id}-hosted`}>{w.snippet}</label>
      <textarea id={`${id}-hosted`} ref={snippetBox} readOnly rows={6} value={hosted} data-testid="embed-snippet" />
      <p>
        <button type="button" onClick={() => copySnippet(hosted, snippetBox.current)} data-testid="embed-copy">
          {w.copy}
        </button>{' '}
        <span aria-live="polite" className="small">
          {copied}
        </span>
      </p>
      <details>
        <summary>{w.offline}</summary>
        <p className="small">{w.offlinePut}</p>
        <textarea readOnly rows={7} value={offline} aria-label={w.offlineSnippet} />
      </details>
      <h4>{w.preview}</h4>
      <iframe className="embed-preview" src={query} title={w.previewOf(frameTitle)} style={{ height }} />
    </dialog>
  );
}
