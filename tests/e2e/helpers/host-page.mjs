// Course pages around an embedded pagelab, for embed.test.mjs. The README's
// "## Embedding a lesson" section holds the snippets a course author copies;
// those marked `<!-- tested: name -->` (the comment, then an ```html block)
// are read here and written, as they are, into host pages. The host pages
// are served by a second static server from a temporary folder, so the
// course page and pagelab have different origins, as they would in real
// life; the offline file is copied beside them (the README says to put it
// beside the course page).
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../static-server.mjs';
import { offlineFile, root } from './config.mjs';

/** Where the README's snippets say pagelab is hosted; the tests put the app's URL in its place. */
export const EXAMPLE_BASE = 'https://example.org/pagelab/';

/** The tested snippets of README.md's "## Embedding a lesson" section, by name, in order. */
export function readmeSnippets() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Embedding a lesson\n');
  assert.ok(start >= 0, 'README.md has no "## Embedding a lesson" section');
  const next = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, next < 0 ? undefined : next);
  const snippets = new Map();
  for (const m of section.matchAll(/<!-- tested: ([\w-]+) -->\s*\n```html\n([\s\S]*?)\n```/g)) {
    assert.ok(!snippets.has(m[1]), `README: two snippets are named "${m[1]}"`);
    snippets.set(m[1], m[2]);
  }
  return snippets;
}

/**
 * Starts the host pages' server; `page(name, html, appUrl)` writes a course
 * page around `html` (EXAMPLE_BASE replaced by `appUrl`) and returns its URL.
 */
export async function startHostServer() {
  const dir = mkdtempSync(join(tmpdir(), 'pagelab-host-'));
  if (existsSync(offlineFile)) copyFileSync(offlineFile, join(dir, 'pagelab-offline.html'));
  const server = await serveStatic(dir);
  return {
    url: server.url,
    page(name, html, appUrl) {
      const body = html.replaceAll(EXAMPLE_BASE, appUrl);
      writeFileSync(
        join(dir, `${name}.html`),
        `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Course page: ${name}</title></head>\n` +
          `<body style="margin: 8px">\n<h1>A course page</h1>\n${body}\n</body>\n</html>\n`,
      );
      return new URL(`${name}.html`, server.url).href;
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
