import { describe, expect, it } from 'vitest';
import * as built from 'virtual:pagelab/fidelity-doc';
import fidelityMd from '../../../../docs/fidelity.md?raw';
import sybaseRs from '../../../../engine/src/scenario/insert_load/article.rs?raw';
import { githubSlug, renderDoc } from './renderDoc';

/** The sections the engine's article figures point to (`doc: "..."` in the catalogue). */
const engineAnchors = [...new Set([...sybaseRs.matchAll(/\bdoc: "([^"]+)"/g)].map((m) => m[1]))];

describe('githubSlug', () => {
  it('makes GitHub’s heading anchors', () => {
    expect(githubSlug('Known gaps')).toBe('known-gaps');
    expect(githubSlug('Ascending inserts: where the 5x comes from')).toBe('ascending-inserts-where-the-5x-comes-from');
    expect(githubSlug('What we chose where the article is silent')).toBe('what-we-chose-where-the-article-is-silent');
    expect(githubSlug('A recalibration (not done yet)')).toBe('a-recalibration-not-done-yet');
    expect(githubSlug('snake_case & “quotes”')).toBe('snake_case--quotes');
  });
});

describe('renderDoc', () => {
  it('gives headings ids, drops the title, moves headings one level down', () => {
    const { title, html, anchors } = renderDoc('# The doc\n\nIntro.\n\n## Known gaps\n\n### `code` here\n\n## Known gaps\n');
    expect(title).toBe('The doc');
    expect(html).not.toContain('The doc');
    expect(html).toContain('<h3 id="known-gaps">Known gaps</h3>');
    expect(html).toContain('<h4 id="code-here"><code>code</code> here</h4>');
    expect(html).toContain('<h3 id="known-gaps-1">');
    expect(anchors).toEqual(['known-gaps', 'code-here', 'known-gaps-1']);
  });

  it('renders tables as tables; links into the repository keep their text only; images their alt text', () => {
    const { html } = renderDoc(
      '| a | b |\n|---|--:|\n| 1 | 2 |\n\nSee [the code](../engine/src/x.rs), [gaps](#known-gaps), [web](https://example.org/). ![a plot](plot.png)\n',
    );
    expect(html).toMatch(/<div class="doc-table" tabindex="0" role="region" aria-label="Table: the document">\s*<table>[\s\S]*<th>a<\/th>[\s\S]*<td align="right">2<\/td>[\s\S]*<\/table>/);
    expect(html).toContain('See the code, <a href="#known-gaps">gaps</a>, <a href="https://example.org/"');
    expect(html).not.toContain('x.rs');
    expect(html).not.toContain('<img');
    expect(html).toContain('a plot');
  });
});

describe('docs/fidelity.md as the app gets it', () => {
  it('has a section for every anchor the engine’s article figures name', () => {
    expect(engineAnchors).toEqual(
      expect.arrayContaining([
        'known-gaps',
        'splits-under-ascinserts',
        'ascending-inserts-where-the-5x-comes-from',
        'what-we-chose-where-the-article-is-silent',
      ]),
    );
    const { anchors, html } = renderDoc(fidelityMd);
    for (const a of engineAnchors) {
      expect(anchors).toContain(a);
      expect(html).toContain(` id="${a}"`);
    }
  });

  it('is what the build’s virtual module exports (vite.config.ts’s plugin)', () => {
    const direct = renderDoc(fidelityMd);
    expect(built.title).toBe('Fidelity: the lessons against the article');
    expect(built.html).toBe(direct.html);
    expect(built.anchors).toEqual(direct.anchors);
    expect(built.html).toContain('<table>');
    // Each table's box is named after its section, and no two alike.
    const names = [...built.html.matchAll(/<div class="doc-table"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(names).toContain('Table: Splits under ascinserts');
    expect(new Set(names).size).toBe(names.length);
  });
});
