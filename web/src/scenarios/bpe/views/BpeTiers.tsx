/**
 * SQL Server's pages in two tiers (`bpe_tiers`): the buffer pool's frames
 * and the buffer pool extension's slots on SSD as two grids (side by side,
 * the extension under the pool on a phone), and under them a strip of
 * every data page by place (disk only, extension, pool clean, pool dirty).
 * As the step's events play, its moves are marked: the page read from the
 * extension or the disk into its frame, the page that left for it (written
 * to disk when dirty, copied to the extension when clean), and the
 * extension copy an update washed out (a cross), the latest with an arrow.
 *
 * One canvas for the tiers as the step left them and one for the marks, so
 * arrows cross between grids; a cell an item up to a few thousand and dense
 * beyond (a full-scale extension's 524,288 slots). Sizes depend only on the
 * counts and the width: the picture never moves while playing. The words:
 * the canvas's label (the counts), titles with counts, a status line (the
 * move playing, or the cell under the pointer), and the tables of the
 * detail slot (`BpeTables`).
 */
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { useCanvasWidth } from '../../../kit/hooks/useMedia';
import { itemAt, movesOf, tierCounts, tiersLayout, TITLE_H, type Move, type TierCounts } from '../layout/bpeTiers';
import { fmtInt, fmtPct0 } from '../../../kit/text/format';
import { drawBase, drawMoves, itemText } from './bpeDraw';
import { prepare } from '../../../kit/views/canvas';
import { useThemeKey } from '../../../kit/theme/resolve';
import { useWords, words } from '../../../kit/i18n/words';
import { VIEW_WORDS } from './views.i18n';

type Tiers = ViewOf<'bpe_tiers'>;

interface Props {
  view: Tiers;
  revealed: readonly ScenarioEvent[];
  testId: string;
  name?: string;
  /** Heights of the grids (both, when stacked) and of the strip. */
  gridHeight: number;
  stackedHeight: number;
  stripHeight: number;
  /** A step's tiers (its moves are marked), not the end of a run. */
  step?: boolean;
}

/** The tiers in a sentence: the caption, the canvas's label. */
export function tiersSentence(c: TierCounts): string {
  const w = words(VIEW_WORDS);
  const [disk, ext, clean, dirty] = c.places;
  const pool = w.poolHolds(fmtInt(c.frames), fmtInt(c.poolPages), fmtInt(c.dirty));
  const extension = c.slots > 0 ? w.extHolds(fmtInt(c.slots), fmtInt(c.extPages)) : w.noExt;
  const of = c.shown < c.dataPages ? w.ofFirst(fmtInt(c.shown)) : w.ofAll(fmtInt(c.shown));
  return `${pool}${extension}${w.sep}${of}, ${w.places(fmtInt(clean + dirty), fmtInt(dirty), fmtInt(ext), fmtInt(disk))}`;
}

/** The latest move in words (the status line while the step plays). */
export function moveText(m: Move): string {
  const w = words(VIEW_WORDS);
  const p = fmtInt(m.kind === 'checkpoint' ? 0 : m.page);
  switch (m.kind) {
    case 'ext_read':
      return w.extRead(p, m.slot === null ? '' : fmtInt(m.slot), fmtInt(m.frame));
    case 'disk_read':
      return w.diskRead(p, fmtInt(m.frame));
    case 'pool_hit':
      return w.poolHit(p, fmtInt(m.frame));
    case 'write':
      return w.write(p, fmtInt(m.frame));
    case 'copy':
      return w.copy(p, fmtInt(m.frame), m.slot === null ? '' : fmtInt(m.slot));
    case 'drop':
      return w.drop(p, fmtInt(m.frame));
    case 'ext_out':
      return w.extOut(p, fmtInt(m.slot));
    case 'wash':
      return w.wash(p, fmtInt(m.slot));
    case 'dirty':
      return w.dirty(p, fmtInt(m.frame));
    case 'checkpoint':
      return w.checkpoint(fmtInt(m.pages));
  }
}

export const BpeTiers = memo(function BpeTiers({ view, revealed, testId, name, gridHeight, stackedHeight, stripHeight, step = true }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const base = useRef<HTMLCanvasElement>(null);
  const marks = useRef<HTMLCanvasElement>(null);
  // Nothing is drawn before the width is measured (useMeasuredWidth).
  const { width, measured } = useCanvasWidth(wrap, 320);
  const w = useWords(VIEW_WORDS);
  const captionId = useId();
  const frames = view.frames.length;
  const slots = view.slots.length;
  const pages = view.place.length;
  const layout = useMemo(
    () => tiersLayout(frames, slots, pages, width, { gridHeight, stackedHeight, stripHeight }),
    [frames, slots, pages, width, gridHeight, stackedHeight, stripHeight],
  );
  const counts = useMemo(() => tierCounts(view), [view]);
  const moves = useMemo(() => (step ? movesOf(view, revealed) : []), [view, revealed, step]);
  const [hover, setHover] = useState<string | null>(null);

  // The canvases redraw when the theme changes (their colours are resolved tokens).
  const themeKey = useThemeKey();
  // Drawn in the commit (layout effects): the frame that shows a step shows its pictures.
  useLayoutEffect(() => {
    if (!measured) return;
    const ctx = prepare(base.current, layout.width, layout.height);
    if (ctx) drawBase(ctx, layout, view);
  }, [view, layout, themeKey, measured]);
  useLayoutEffect(() => {
    if (!measured) return;
    const ctx = prepare(marks.current, layout.width, layout.height);
    if (ctx) drawMoves(ctx, layout, view, moves);
  }, [view, layout, moves, themeKey, measured]);

  const sentence = tiersSentence(counts);
  const label = name ? w.named(name, sentence) : sentence;
  const dense = [layout.pool, layout.ext].some((b) => b && b.grid.mode === 'dense');
  const latest = moves[moves.length - 1];
  const status = hover ?? (latest ? moveText(latest) : statusLine(counts));
  const onMove = (e: MouseEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - r.left;
    const y = e.clientY - r.top;
    const f = itemAt(layout.pool, frames, x, y);
    if (f !== null) return setHover(itemText('frame', f, view.frames[f], view.dirty[f] === 1));
    const s = layout.ext ? itemAt(layout.ext, slots, x, y) : null;
    setHover(s !== null ? itemText('slot', s, view.slots[s], false) : null);
  };
  const [disk, extOnly, clean, dirty] = counts.places;
  const titles = [
    { key: 'pool', x: layout.pool.x, y: layout.pool.y, text: w.poolTitle(fmtInt(frames), fmtInt(counts.dirty)) },
    ...(layout.ext ? [{ key: 'ext', x: layout.ext.x, y: layout.ext.y, text: w.extTitle(fmtInt(counts.extPages), fmtInt(slots)) }] : []),
    {
      key: 'strip',
      x: 0,
      y: layout.strip.y,
      text: w.strip(
        pages < counts.dataPages ? w.stripFirst(fmtInt(pages)) : w.stripAll(fmtInt(pages)),
        fmtPct0((clean + dirty) / Math.max(1, pages)),
        fmtPct0(extOnly / Math.max(1, pages)),
        fmtPct0(disk / Math.max(1, pages)),
      ),
    },
  ];

  return (
    <figure className="bpe-tiers" data-testid={testId} aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {label}.
      </figcaption>
      <TiersKey step={step} extension={slots > 0} />
      <div ref={wrap} className="tiers-wrap" style={{ height: layout.height }}>
        <div className="canvas-stack" style={{ width: layout.width, height: layout.height }}>
          {titles.map((t) => (
            <p
              key={t.key}
              className="tier-title"
              aria-hidden="true"
              style={{ left: t.x, top: t.y - TITLE_H, width: t.key === 'strip' ? layout.width : titleWidth(layout, t.key) }}
              title={t.text}
            >
              {t.text}
            </p>
          ))}
          <canvas
            ref={base}
            role="img"
            aria-label={`${label}.${dense ? w.dense : ''}`}
            style={{ width: layout.width, height: layout.height }}
            onMouseMove={onMove}
            onMouseLeave={() => setHover(null)}
          />
          <canvas ref={marks} className="pool-marks" aria-hidden="true" style={{ width: layout.width, height: layout.height }} />
        </div>
      </div>
      <p className="frames-status" data-testid={`${testId}-status`} title={status}>
        {status}
      </p>
    </figure>
  );
});

function titleWidth(layout: ReturnType<typeof tiersLayout>, key: string): number {
  if (key === 'ext' && layout.ext) return layout.width - layout.ext.x;
  return layout.stacked || !layout.ext ? layout.width : layout.ext.x - 8;
}

function statusLine(c: TierCounts): string {
  return words(VIEW_WORDS).status(fmtInt(c.poolPages), fmtInt(c.dirty), c.slots > 0 ? fmtInt(c.extPages) : '');
}

/**
 * The key: the shapes and tones of both tiers, the strip's places, the
 * step's marks; the extension's only where there is one (a setup's key
 * keeps its height from step to step).
 */
function TiersKey({ step, extension }: { step: boolean; extension: boolean }) {
  const w = useWords(VIEW_WORDS);
  return (
    <ul className="pool-key tiers-key" aria-hidden="true">
      <li>
        <span className="key-cell key-frame" /> {w.keyPool}
      </li>
      <li>
        <span className="key-cell key-dirty" /> {w.keyDirty}
      </li>
      {extension && (
        <li>
          <span className="key-cell key-copy" /> {w.keyExt}
        </li>
      )}
      <li>
        <span className="key-cell key-place-0" /> {w.keyDisk}
      </li>
      {step && (
        <>
          <li>
            <span className="key-cell key-touched" /> {w.keyStep}
          </li>
          {extension && (
            <>
              <li>
                <span className="key-glyph">×</span> {w.keyWashed}
              </li>
              <li>
                <span className="key-glyph">+</span> {w.keyCopied}
              </li>
            </>
          )}
        </>
      )}
    </ul>
  );
}
