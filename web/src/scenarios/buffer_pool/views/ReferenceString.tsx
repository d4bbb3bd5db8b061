/**
 * The reference string around the current reference: each page asked
 * for, `w` on those that write, and under each reference already made
 * whether each pool found its page (H, a hit) or not (M, a miss): letters
 * as well as colours. The step's own reference is boxed; its outcome
 * appears when the pool's hit or miss has played. One row per pool (a
 * full run's end shows them all), a fixed height whatever the string.
 */
import { memo, useId, useMemo, useRef } from 'react';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { useWidth } from '../../../kit/hooks/useMedia';
import { cellWidth, stringWindow } from '../layout/referenceString';
import { fmtInt } from '../../../kit/text/format';
import { policyName, refNo } from '../words';
import { useWords } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';

type RefString = ViewOf<'reference_string'>;

interface Props {
  view: RefString;
  events: readonly ScenarioEvent[];
  played: number;
  testId: string;
}

/** Outcome codes of the engine's view. */
const MISS = 0;
const HIT = 1;

export const ReferenceString = memo(function ReferenceString({ view, events, played, testId }: Props) {
  const w = useWords(VIEW_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const len = view.pages.length;
  const pools = view.policies.length;
  // A label column names the pools when there are several.
  const labelW = pools > 1 ? 92 : 0;
  const width = useWidth(wrap, 320) - labelW;
  const anyWrite = view.writes.some((w) => w === 1);
  const cellW = useMemo(() => cellWidth(view.pages, anyWrite), [view.pages, anyWrite]);
  const win = stringWindow(view.start, view.at, len, width, cellW);
  // Until a pool's hit or miss has played, the step's outcome stays to come.
  const decided = new Set<string>();
  events.forEach((e, i) => {
    if (i < played && (e.kind === 'hit' || e.kind === 'miss')) decided.add(e.policy);
  });
  const stepHasOutcome = events.some((e) => e.kind === 'hit' || e.kind === 'miss');
  const outcome = (p: number, i: number): number => {
    const o = view.outcomes[p * len + i] ?? 2;
    if (i === win.now && stepHasOutcome && !decided.has(view.policies[p])) return 2;
    return o;
  };
  const shown = Array.from({ length: win.count }, (_, k) => win.from + k);
  const first = view.start + win.from;
  const nowRef = view.at > 0 ? refNo(view.at - 1) : 0;
  const where = view.at === 0 ? w.beforeFirst(fmtInt(view.total)) : w.referenceOf(fmtInt(nowRef), fmtInt(view.total));

  return (
    <figure className="ref-string" data-testid={testId} aria-labelledby={labelId}>
      <figcaption id={labelId} className="ref-caption">
        <span className="sr-only">{w.theString}</span>
        {where}
        <span aria-hidden="true" className="muted">
          {w.legend}
        </span>
        <span className="sr-only">{w.shown(fmtInt(refNo(first)), fmtInt(refNo(first + win.count - 1)))}</span>
      </figcaption>
      <div ref={wrap} className="ref-rows">
        <ol className="ref-cells" style={{ paddingLeft: labelW }} aria-label={w.references}>
          {shown.map((i) => {
            const ref = refNo(view.start + i);
            const write = view.writes[i] === 1;
            const future = view.start + i >= view.at;
            const said = [
              w.cell(fmtInt(ref), String(view.pages[i])),
              write ? w.aWrite : null,
              ...view.policies.map((p, k) => {
                const o = outcome(k, i);
                const name = pools > 1 ? `${policyName(p)} ` : '';
                return o === HIT ? `${name}${w.hit}` : o === MISS ? `${name}${w.miss}` : null;
              }),
              i === win.now ? w.thisStep : future ? w.toCome : null,
            ].filter(Boolean);
            return (
              <li
                key={i}
                className={`ref-cell${i === win.now ? ' is-now' : ''}${future ? ' is-future' : ''}`}
                style={{ width: cellW }}
              >
                <span className="sr-only">{said.join(', ')}.</span>
                <span className="ref-page" aria-hidden="true">
                  {view.pages[i]}
                  {write && <span className="ref-write">w</span>}
                </span>
                {view.policies.map((p, k) => {
                  const o = outcome(k, i);
                  return (
                    <span
                      key={p}
                      className={`ref-outcome${o === HIT ? ' is-hit' : o === MISS ? ' is-miss' : ''}`}
                      aria-hidden="true"
                    >
                      {o === HIT ? 'H' : o === MISS ? 'M' : '\u00a0'}
                    </span>
                  );
                })}
              </li>
            );
          })}
        </ol>
        {pools > 1 && (
          <ul className="ref-pools" aria-hidden="true" style={{ width: labelW }}>
            <li>{w.pageRow}</li>
            {view.policies.map((p) => (
              <li key={p}>{policyName(p)}</li>
            ))}
          </ul>
        )}
      </div>
    </figure>
  );
});
