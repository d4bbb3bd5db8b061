/**
 * A Markdown document of the repository (docs/fidelity.md) as HTML, made
 * at BUILD time: vite.config.ts's `virtual:pagelab/fidelity-doc` module
 * calls this in Node, and the app only ever receives the finished string
 * (so no Markdown library ships to the browser, and nothing is fetched).
 *
 * - Headings get GitHub's anchors as ids (`## Known gaps` -> `known-gaps`),
 *   the same ones the engine's article figures name in their `doc`
 *   (`engine/src/scenario/<name>/article.rs`; `engine/tests/fidelity.rs` checks
 *   that each exists).
 * - The first `#` heading is the document's title: it is returned apart
 *   (the dialog shows it as its own heading) and the other headings move
 *   one level down (`##` -> `<h3>`), under the dialog's `<h2>`.
 * - GitHub-flavoured tables are rendered as tables, each in a box that
 *   scrolls sideways on a narrow screen (focusable and named after its
 *   section, like the app's own table boxes).
 * - A link that would lead nowhere inside the app (a path in the
 *   repository) keeps its text only; `#anchor` and absolute http(s) links
 *   stay links. An image becomes its alt text: the app fetches nothing.
 */
import { Marked, Renderer, type Tokens } from 'marked';

export interface RenderedDoc {
  /** The text of the document's first `#` heading ('' if it has none). */
  title: string;
  /** The document without its title, as HTML. */
  html: string;
  /** Every heading's id, in order. */
  anchors: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/** An HTML fragment's text: tags dropped, the entities marked writes decoded. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]);
}

/**
 * GitHub's anchor for a heading's text (as github-slugger makes it):
 * lower case; everything but letters, digits, `_`, `-` and spaces dropped;
 * each space a `-`. "Ascending inserts: where the 5x comes from" ->
 * "ascending-inserts-where-the-5x-comes-from".
 */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function renderDoc(markdown: string): RenderedDoc {
  let title = '';
  const anchors: string[] = [];
  const seen = new Map<string, number>();
  /** The section being rendered (names its tables), and the names given. */
  let section = '';
  const tableNames = new Set<string>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading): string {
        const inner = this.parser.parseInline(tokens);
        const text = htmlText(inner).trim();
        if (depth === 1 && !title) {
          title = text;
          section = text;
          return '';
        }
        section = text;
        // Repeated headings get -1, -2, ... as on GitHub.
        const base = githubSlug(text);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        const id = n === 0 ? base : `${base}-${n}`;
        anchors.push(id);
        const level = Math.min(6, depth + 1);
        return `<h${level} id="${escapeHtml(id)}">${inner}</h${level}>\n`;
      },
      link({ href, title: linkTitle, tokens }: Tokens.Link): string {
        const inner = this.parser.parseInline(tokens);
        if (!/^(#|https?:\/\/)/.test(href)) return inner;
        const external = !href.startsWith('#');
        return (
          `<a href="${escapeHtml(href)}"` +
          (linkTitle ? ` title="${escapeHtml(linkTitle)}"` : '') +
          (external ? ' rel="noopener noreferrer" target="_blank"' : '') +
          `>${inner}</a>`
        );
      },
      table(token: Tokens.Table): string {
        const table = Renderer.prototype.table.call(this, token);
        let name = `Table: ${section || 'the document'}`;
        for (let i = 2; tableNames.has(name); i++) name = `Table ${i}: ${section || 'the document'}`;
        tableNames.add(name);
        return `<div class="doc-table" tabindex="0" role="region" aria-label="${escapeHtml(name)}">\n${table}</div>\n`;
      },
      image({ text }: Tokens.Image): string {
        return `<span class="doc-image-alt">${escapeHtml(text)}</span>`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { title, html, anchors };
}
