/**
 * One buffer pool, frame by frame: the page each frame holds (or empty),
 * a corner mark on a dirty one, its pins, the policy's own state (place
 * in line, reference bit, usage count as dots, next use) and the clock
 * hand. As the step's events play, the hit frame, the page leaving (and
 * why), the page arriving and the frames the hand passes are marked, in
 * shape and words as well as colour.
 *
 * HTML boxes (at most 64: `layout/bufferFrames.ts`); a larger pool (a
 * full-scale run's thousands of frames) is drawn dense on a canvas
 * (`FrameDensity`). Each box's words are its accessible text; the whole is
 * a named list, so the picture is its own text alternative. The grid's
 * size depends only on the frame count and the width: it never changes
 * while a step plays.
 */
import { memo, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { useWidth } from '../../../kit/hooks/useMedia';
import {
  frameGrid,
  NO_PAGE,
  poolCounts,
  poolRevealed,
  poolShow,
  type FrameGrid,
  type FrameShow,
} from '../layout/bufferFrames';
import { eventShort, IN_RING, policyName, stateKeys, stateText, whyText, type FrameStateName } from '../words';
import { useWords, words } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';
import { FrameDensity } from './FrameDensity';

type Frames = ViewOf<'buffer_frames'>;

interface Props {
  view: Frames;
  /** The step's events (all pools'), and how many have played. */
  events: readonly ScenarioEvent[];
  played: number;
  testId: string;
  /** Which view this is (the step view, a variant, the end of a run). */
  name?: string;
  /** Most height for the grid; its boxes shrink (to a floor) to fit. */
  maxHeight: number;
  /** A visible title (the end of a full run shows every pool, one under the other). */
  title?: { text: string; level: 4 | 5 };
}

/**
 * The box's tag: what the step did to the frame. A frame that took a new
 * page in place of an evicted one keeps the "out" beside its "in" while
 * the step lasts ("4 out · in"), where the box has room (full level).
 */
export function frameTag(f: FrameShow, level: FrameGrid['level']): { out: string; tag: string } {
  if (!f.role) return { out: '', tag: '' };
  const w = words(VIEW_WORDS);
  const out = f.role === 'loaded' && f.replaced !== null && level === 'full' ? w.tagOut(String(f.replaced)) : '';
  return { out, tag: w.tag[f.role] };
}

/** The reference a step's events are about (its `reference` event), if any. */
function referenceAt(events: readonly ScenarioEvent[]): number | null {
  const r = events.find((e) => e.kind === 'reference');
  return r && r.kind === 'reference' ? r.at : null;
}

/**
 * The pool's view at the step before this one, when the picture drew it
 * (stepping or playing one step at a time): the engine's own state to
 * show until the step's change has played. Null after a jump.
 */
function useStepBefore(view: Frames, events: readonly ScenarioEvent[]): Frames | null {
  const at = referenceAt(events);
  const [seen, setSeen] = useState<{ view: Frames; at: number | null; prev: { view: Frames; at: number | null } | null }>({
    view,
    at,
    prev: null,
  });
  let now = seen;
  if (seen.at !== at || seen.view.policy !== view.policy) {
    now = { view, at, prev: { view: seen.view, at: seen.at } };
    setSeen(now);
  } else if (seen.view !== view) {
    // The same step drawn again (a new object for the same view): keep what came before it.
    now = { ...seen, view };
    setSeen(now);
  }
  const prev = now.prev;
  return prev && at !== null && prev.at !== null && prev.at === at - 1 && prev.view.policy === view.policy ? prev.view : null;
}

/** Usage count as five dots, the first `n` filled (the number is in the words). */
function Pips({ n }: { n: number }) {
  return (
    <span className="pips" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((k) => (
        <span key={k} className={k <= n ? 'pip is-on' : 'pip'} />
      ))}
    </span>
  );
}

function FrameBox({
  f,
  grid,
  stateName,
  hand,
  why,
}: {
  f: FrameShow;
  grid: FrameGrid;
  stateName: FrameStateName;
  hand: boolean;
  why: string | null;
}) {
  const w = useWords(VIEW_WORDS);
  const state = f.state === null || f.page === null ? null : stateText(stateName, f.state);
  const tag = frameTag(f, grid.level);
  const said = [
    w.frameIs(String(f.frame), f.page === null ? w.empty : w.page(String(f.page))),
    state?.long,
    f.dirty ? w.dirty : null,
    f.written ? w.writtenToDisk : null,
    f.pins > 0 ? w.pinned(f.pins) : null,
    hand ? w.handHere : null,
    f.role ? w.role[f.role] : null,
    f.role === 'loaded' && f.replaced !== null ? w.inPlaceOf(String(f.replaced)) : null,
    f.role === 'victim' && why ? why : null,
  ].filter(Boolean);
  const cls = [
    'frame',
    f.page === null ? 'is-empty' : '',
    f.dirty ? 'is-dirty' : '',
    f.role ? `is-${f.role}` : '',
    f.leaving ? 'is-leaving' : '',
    hand ? 'has-hand' : '',
    stateName === 'usage_ring' && f.page !== null && f.state !== null && f.state & IN_RING ? 'in-ring' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={cls} style={{ width: grid.boxW, height: grid.boxH }} data-frame={f.frame}>
      <span className="sr-only">{said.join(', ')}.</span>
      <span className="frame-face" aria-hidden="true">
        {grid.level === 'full' && <span className="frame-no">f{f.frame}</span>}
        <span className="frame-page">{f.page === null ? w.empty : f.page}</span>
        <span className="frame-state">
          {state && stateName === 'usage_count' && f.state !== null ? (
            <Pips n={f.state} />
          ) : state && stateName === 'usage_ring' && f.state !== null ? (
            <Pips n={f.state & (IN_RING - 1)} />
          ) : (
            ((grid.level === 'full' ? state?.short : state?.tiny) ?? '')
          )}
          {f.pins > 0 && <span className="frame-pin">{w.pin(String(f.pins))}</span>}
        </span>
        {tag.tag && (
          <span className="frame-tag">
            {tag.out && <span className="tag-out">{tag.out}</span>}
            {tag.tag}
          </span>
        )}
      </span>
    </li>
  );
}

/** Width of a digit of the page font, in ems (a monospace bold). */
const DIGIT_EM = 0.62;

/** The page numbers' font size in px: 17 at most, as the longest number allows in a box. */
function pageFontPx(grid: FrameGrid, pages: Uint32Array): number {
  let digits = 2;
  for (const p of pages) if (p !== NO_PAGE) digits = Math.max(digits, String(p).length);
  return Math.max(9, Math.min(17, Math.floor((grid.boxW - 8) / (digits * DIGIT_EM))));
}

export const BufferFrames = memo(function BufferFrames({ view, events, played, testId, name, maxHeight, title }: Props) {
  const w = useWords(VIEW_WORDS);
  const wrap = useRef<HTMLDivElement>(null);
  const width = useWidth(wrap, 320);
  const captionId = useId();
  const n = view.pages.length;
  const grid = useMemo(() => frameGrid(width, n, maxHeight), [width, n, maxHeight]);
  const dense = grid.mode === 'dense';
  // Boxes need each frame as the step leaves it so far; a dense drawing of
  // thousands only the events (never an object per frame).
  const before = useStepBefore(view, events);
  const show = useMemo(() => (dense ? null : poolShow(view, events, played, before)), [dense, view, events, played, before]);
  const shown = useMemo(() => poolRevealed(view.policy, events, played), [view.policy, events, played]);
  const stateName = view.state_name as FrameStateName;
  const policy = policyName(view.policy);
  const counts = poolCounts(view);
  const evict = shown.revealed.find((e) => e.kind === 'evict');
  const why = evict && evict.kind === 'evict' ? whyText(evict.why) : null;
  const latest = shown.revealed[shown.revealed.length - 1];
  // A dense pool says its counts while no event of the step names a frame.
  const status = latest
    ? eventShort(latest)
    : dense
      ? w.denseStatus(n, counts.held, counts.dirty)
      : '';
  const label = `${name ? w.named(name) : ''}${w.poolLabel(policy, n, counts.held, counts.dirty)}`;
  // The page numbers' size: as big as the longest fits in a box (boxes never grow).
  const pageFont = show ? pageFontPx(grid, view.pages) : 0;
  const key = dense ? w.denseKey : `${stateKeys()[stateName]}${view.hand >= 0 ? w.keyHand : ''}${w.keyDirty}`;

  const Heading = title?.level === 5 ? 'h5' : 'h4';
  return (
    <figure className="buffer-frames" data-testid={testId} aria-labelledby={captionId}>
      {title && (
        <Heading className="frames-title">
          {title.text}
        </Heading>
      )}
      <figcaption id={captionId} className="sr-only">
        {label}.
      </figcaption>
      <p className="frames-key" aria-hidden="true" title={key}>
        {key}
      </p>
      <div ref={wrap} className="frames-wrap" style={{ height: grid.height }}>
        {!show ? (
          // The frame the step used (its hit, or the frame of the page in or out), outlined.
          <FrameDensity view={view} width={width} height={grid.height} label={label} mark={shown.used} />
        ) : (
          <ol
            className={`frames level-${grid.level}`}
            aria-label={w.framesOf(policy)}
            style={
              {
                gridTemplateColumns: `repeat(${grid.cols}, ${grid.boxW}px)`,
                columnGap: grid.gapX,
                rowGap: grid.gapY,
                paddingTop: grid.padTop,
                paddingBottom: grid.padBottom,
                '--page-font': `${pageFont}px`,
              } as CSSProperties
            }
          >
            {show.frames.map((f) => (
              <FrameBox key={f.frame} f={f} grid={grid} stateName={stateName} hand={show.hand === f.frame} why={why} />
            ))}
          </ol>
        )}
      </div>
      <p className="frames-status" data-testid={`${testId}-status`} title={status}>
        {status || '\u00a0'}
      </p>
    </figure>
  );
});
