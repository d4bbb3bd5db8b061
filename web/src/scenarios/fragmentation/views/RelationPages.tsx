/**
 * A table's pages as a strip (`relation_pages`): a cell a page in file
 * order, shaded by where the page is now (in the pool: dark; in the file
 * cache: light, dotted; on disk only: white), the words in the key and the
 * counts. As the step's events play, the pages its request touched are
 * filled amber with a dark edge, the latest in ink: a customer's "select
 * all" lights up cells all over a fragmented table, and a few islands of
 * an archive sorted by customer.
 *
 * A canvas of fixed height for the step view: as the table grows its
 * cells shrink, the box does not, so the picture never moves while
 * playing. The caption and the canvas's label say the counts; the detail
 * slot's table (`RelationTable`) lists the pages touched.
 */
import { memo, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { ScenarioEvent, ViewOf } from '../../../shell/engine/types';
import { useCanvasWidth } from '../../../kit/hooks/useMedia';
import { islands, MAX_STRIP_PAGES, placeCounts, touchedPages } from '../layout/relationPages';
import { cellOfPage, stripGrid } from '../../../kit/layout/stripGrid';
import { fmtInt } from '../../../kit/text/format';
import { useWords, words } from '../../../kit/i18n/words';
import { placeWords } from '../words';
import { VIEW_WORDS } from './views.i18n';
import { prepare } from '../../../kit/views/canvas';
import { resolveColour, useThemeKey } from '../../../kit/theme/resolve';

type Strip = ViewOf<'relation_pages'>;

const PLACE_FILL = ['var(--paper)', 'var(--tier-pool)', 'var(--tier-pool-strong)'];
const EDGE = 'var(--box-edge)';
const TOUCHED = 'var(--focus)';
const INK = 'var(--ink)';

/** A strip's title: which table's pages these are. */
export function stripTitle(relation: string): string {
  const w = words(VIEW_WORDS);
  return relation === 'archive_heap' ? w.archiveStrip : relation === 'heap' ? w.tableStrip : w.otherStrip(relation);
}

interface Props {
  view: Strip;
  revealed: readonly ScenarioEvent[];
  testId: string;
  /** Height of the strip's box (fixed: cells shrink as the table grows). */
  height: number;
  /** A step's strip (its request's pages are marked), not the end of a run. */
  step?: boolean;
}

/** The strip in a sentence. */
export function stripSentence(place: Uint8Array): string {
  const w = words(VIEW_WORDS);
  const [disk, cache, pool] = placeCounts(place);
  const pages = place.length >= MAX_STRIP_PAGES ? w.firstPages(fmtInt(place.length)) : w.pages(place.length);
  return w.strip(
    pages,
    `${fmtInt(pool)} ${placeWords(2)}`,
    `${fmtInt(cache)} ${placeWords(1)}`,
    `${fmtInt(disk)} ${placeWords(0)}`,
  );
}

export const RelationPages = memo(function RelationPages({ view, revealed, testId, height, step = true }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const base = useRef<HTMLCanvasElement>(null);
  const marks = useRef<HTMLCanvasElement>(null);
  // Nothing is drawn before the width is measured (useMeasuredWidth).
  const { width, measured } = useCanvasWidth(wrap, 320);
  const titleId = useId();
  const n = view.place.length;
  const grid = useMemo(() => stripGrid(n, width, height), [n, width, height]);
  const touched = useMemo(() => touchedPages(view.relation, revealed), [view.relation, revealed]);

  // The canvases redraw when the theme changes (their colours are resolved tokens).
  const themeKey = useThemeKey();
  // Drawn in the commit (layout effects): the frame that shows a step shows its pictures.
  useLayoutEffect(() => {
    if (!measured) return;
    const ctx = prepare(base.current, grid.width, grid.height);
    if (!ctx) return;
    const s = grid.size > 3 ? grid.size - 1 : grid.size;
    for (let i = 0; i < n; i += grid.perCell) {
      // A cell of several pages shows the best place among them.
      let place = 0;
      for (let p = i; p < Math.min(n, i + grid.perCell); p++) place = Math.max(place, view.place[p]);
      const { x, y } = cellOfPage(grid, i);
      ctx.fillStyle = resolveColour(PLACE_FILL[place] ?? PLACE_FILL[0]);
      ctx.fillRect(x, y, s, s);
      if (grid.size >= 5 && place < 2) {
        ctx.strokeStyle = resolveColour(EDGE);
        ctx.lineWidth = 1;
        ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
      }
      if (grid.size >= 6 && place === 1) {
        // Dotted: in the file cache (a texture as well as a tone).
        ctx.fillStyle = resolveColour(PLACE_FILL[2]);
        ctx.fillRect(x + Math.floor(s / 2) - 1, y + Math.floor(s / 2) - 1, 2, 2);
      }
    }
  }, [view, n, grid, themeKey, measured]);

  useLayoutEffect(() => {
    if (!measured) return;
    const ctx = prepare(marks.current, grid.width, grid.height);
    if (!ctx) return;
    const s = grid.size > 3 ? grid.size - 1 : grid.size;
    for (const p of touched.pages) {
      if (p >= n) continue;
      const { x, y } = cellOfPage(grid, p);
      ctx.fillStyle = resolveColour(TOUCHED);
      ctx.fillRect(x, y, s, s);
      ctx.strokeStyle = resolveColour(INK);
      ctx.lineWidth = 1;
      ctx.strokeRect(x - 0.5, y - 0.5, s + 1, s + 1);
    }
    if (touched.current !== null && touched.current < n) {
      const { x, y } = cellOfPage(grid, touched.current);
      ctx.fillStyle = resolveColour(INK);
      ctx.fillRect(x - 1, y - 1, s + 2, s + 2);
    }
  }, [touched, grid, n, themeKey, measured]);

  const w = useWords(VIEW_WORDS);
  const sentence = stripSentence(view.place);
  const seen = touched.pages.size;
  const touchedWords = w.touched(seen, islands(touched.pages), touched.fromDisk.size);
  const status = seen === 0 ? sentence : `${w.thisRequest}${touchedWords}`;
  const title = stripTitle(view.relation);
  return (
    <figure className="relation-pages" data-testid={testId} aria-labelledby={titleId}>
      <div className="strip-head">
        <figcaption className="strip-title" id={titleId}>
          {title}
          <span className="sr-only">: {sentence}.</span>
        </figcaption>
        <PlaceKey step={step} />
      </div>
      <div ref={wrap} className="strip-wrap" style={{ height }}>
        <div className="canvas-stack" style={{ width: grid.width, height: grid.height }}>
          <canvas
            ref={base}
            role="img"
            aria-label={`${title}: ${sentence}${seen > 0 ? `; ${w.thisRequestInLabel}${touchedWords}` : ''}.`}
            style={{ width: grid.width, height: grid.height }}
          />
          <canvas ref={marks} className="pool-marks" aria-hidden="true" style={{ width: grid.width, height: grid.height }} />
        </div>
      </div>
      <p className="frames-status strip-status" data-testid={`${testId}-status`} title={status}>
        {status}
      </p>
    </figure>
  );
});

/** The strip's key: the three places and the request's pages, in words and shapes. */
function PlaceKey({ step }: { step: boolean }) {
  const w = useWords(VIEW_WORDS);
  return (
    <ul className="pool-key place-key" aria-hidden="true">
      <li>
        <span className="key-cell key-place-2" /> {placeWords(2)}
      </li>
      <li>
        <span className="key-cell key-place-1" /> {placeWords(1)}
      </li>
      <li>
        <span className="key-cell key-place-0" /> {placeWords(0)}
      </li>
      {step && (
        <li>
          <span className="key-cell key-touched-page" /> {w.keyRequest}
        </li>
      )}
    </ul>
  );
}
