// @vitest-environment jsdom
// The article table's notes (lesson/ArticleTable.tsx): markers on the cells
// beyond the spread once ours is known, the numbered notes under the table,
// and the fidelity notes' dialog opened at the note's section.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article, LessonInfo, Params, ScenarioFigures } from '../engine/types';
import { ArticleTable } from './ArticleTable';
import { loadFidelityDoc } from '../docs/fidelityDoc';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SPLITS = { note: 'Our splits are ~35% more.', doc: 'known-gaps' };
const RATE = { note: 'Ours is the cost model’s.', doc: 'what-we-chose-where-the-article-is-silent' };

const article: Article = {
  id: 'test',
  engine: 'ASE',
  setup: 'a test',
  spread: 1.25,
  note: "Our time figures come from the engine's cost model.",
  columns: [
    { figure: 'estimated_rows_per_sec', label: 'Rows/s', relative_to_first: false, percent: false },
    { figure: 'page_splits', label: 'Page splits', relative_to_first: false, percent: false },
  ],
  cases: [
    {
      lessons: ['t'],
      id: 'ff100',
      group: 'Fillfactor',
      label: 'fillfactor 100',
      params: [['fillfactor', '100']],
      figures: [
        { figure: 'estimated_rows_per_sec', value: 64, tolerance: 2.5, ...RATE },
        { figure: 'page_splits', value: 2600, tolerance: 1.5, ...SPLITS },
      ],
    },
    {
      lessons: ['t'],
      id: 'ff90',
      group: 'Fillfactor',
      label: 'fillfactor 90',
      params: [['fillfactor', '90']],
      figures: [
        { figure: 'estimated_rows_per_sec', value: 152, tolerance: 2.5, ...RATE },
        { figure: 'page_splits', value: 2064, tolerance: 1.5, ...SPLITS },
      ],
    },
  ],
};
const info = { id: 't', title: 'T', summary: '', scenario: 'insert_load', params: [], presets: [], step_preset: {}, article } as unknown as LessonInfo;

const OURS: Record<string, { estimated_rows_per_sec: number; page_splits: number }> = {
  '100': { estimated_rows_per_sec: 63, page_splits: 3596 }, // rate within, splits beyond
  '90': { estimated_rows_per_sec: 81, page_splits: 2805 }, // both beyond
};

let host: HTMLDivElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.open = true;
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  });
});

function render(known: boolean) {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const lookup = (p: Params) => (known ? (OURS[p.fillfactor] as unknown as ScenarioFigures) : undefined);
  act(() => root.render(<ArticleTable info={info} lookup={lookup} running={!known} />));
  return host;
}

const $ = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('ArticleTable notes', () => {
  it('has no markers or notes while ours is not known', () => {
    const h = render(false);
    expect(h.querySelectorAll('[data-testid^="article-note-ref-"]')).toHaveLength(0);
    expect($(h, 'article-notes')).toBeNull();
    expect(h.querySelector('caption')?.textContent).toContain('The article (ASE, a test)');
  });

  it('marks the cells beyond the spread and numbers their notes, sharing identical ones', () => {
    const h = render(true);
    const refs = [...h.querySelectorAll<HTMLAnchorElement>('[data-testid^="article-note-ref-"]')];
    expect(refs.map((r) => [r.dataset.testid, r.textContent, r.getAttribute('aria-label'), r.getAttribute('href')])).toEqual([
      ['article-note-ref-ff100-page_splits', '1', 'why ours differs, note 1', '#article-note-t-1'],
      ['article-note-ref-ff90-estimated_rows_per_sec', '2', 'why ours differs, note 2', '#article-note-t-2'],
      ['article-note-ref-ff90-page_splits', '1', 'why ours differs, note 1', '#article-note-t-1'],
    ]);
    // The marker sits in the "ours" cell, after the figure.
    expect(refs[0].closest('td')?.textContent).toBe('3,5961');
    const items = [...h.querySelectorAll('[data-testid="article-notes"] li')];
    expect(items.map((li) => li.id)).toEqual(['article-note-t-1', 'article-note-t-2']);
    expect(items[0].textContent).toBe(`${SPLITS.note} More in the fidelity notes`);
    expect($(h, 'article-note-doc-2')?.dataset.doc).toBe(RATE.doc);
  });

  it('opens the fidelity notes at the note’s section and gives focus back on close', async () => {
    const h = render(true);
    await loadFidelityDoc(); // the virtual module, as the build makes it
    const more = $(h, 'article-note-doc-1');
    if (!more) throw new Error('no link to the notes');
    more.focus();
    await act(async () => more.click());
    const dialog = document.querySelector<HTMLDialogElement>('[data-testid="fidelity-dialog"]');
    expect(dialog?.open).toBe(true);
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Fidelity: the lessons against the article',
    );
    expect(document.activeElement?.id).toBe('known-gaps');
    expect(document.activeElement?.tagName).toBe('H3');
    await act(async () => $(document, 'fidelity-dialog-close')?.click());
    expect(dialog?.open).toBe(false);
    expect(document.activeElement).toBe(more);
  });
});

describe('ArticleTable columns', () => {
  it('writes a fraction column as a percentage, theirs and ours', () => {
    const shareArticle = {
      ...article,
      columns: [{ figure: 'bpe_share', label: 'Share', relative_to_first: false, percent: true }],
      cases: [{ ...article.cases[0], figures: [{ figure: 'bpe_share', value: 0.75, tolerance: 1.5 }] }],
    } as unknown as Article;
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const lookup = () => ({ bpe_share: 0.571 }) as unknown as ScenarioFigures;
    act(() => root.render(<ArticleTable info={{ ...info, article: shareArticle } as LessonInfo} lookup={lookup} running={false} />));
    const cells = [...host.querySelectorAll('tbody td')].map((td) => td.textContent);
    // Until 2026-12-07 "0.75" and "0.571", where the article and the prose say 75%.
    expect(cells).toEqual(['75%', '57%']);
    act(() => root.unmount());
  });
});
