// Accessibility checks with axe-core, injected into the page under test from
// node_modules (nothing is fetched), against WCAG 2.0/2.1/2.2 A and AA plus
// a few structural best practices.
/* global window, document -- in the functions handed to page.evaluate, which run in the page */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { failureScreenshot } from './session.mjs';
import { waitUntil } from './wait.mjs';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * Best-practice rules (not WCAG success criteria) the app also keeps: one
 * main, one h1, headings in order, all content in landmarks, landmarks
 * named apart.
 */
const AXE_EXTRA_RULES = [
  'heading-order',
  'empty-heading',
  'page-has-heading-one',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-complementary-is-top-level',
  'region',
];
/**
 * Rules switched off, each with the reason. None: add one only with a
 * documented reason it cannot be met (e.g. `'rule-id': 'why'`).
 */
const AXE_DISABLED = {};

/** Opens what is folded away (every <details>, the page views' tables) so axe sees it too. */
export async function unfoldAll(page) {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  const show = page.getByRole('button', { name: /^Show the pages as a table/ });
  for (let n = await show.count(); n > 0; n = await show.count()) {
    await show.first().click();
    await waitUntil(async () => (await show.count()) < n, 'a page table did not open');
  }
}

/**
 * Runs axe-core on the page (WCAG 2.x A/AA + AXE_EXTRA_RULES, minus
 * AXE_DISABLED) and fails with a readable list of what it found. `include`
 * (CSS selectors) narrows it to part of the page, `rules` to those rule ids.
 */
export async function assertAccessible(page, what, { include = null, rules: only = null } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(
    async ({ tags, extra, disabled, include, only }) => {
      const rules = Object.fromEntries([
        ...(only ? [] : extra.map((id) => [id, { enabled: true }])),
        ...disabled.map((id) => [id, { enabled: false }]),
      ]);
      const result = await window.axe.run(include ? { include: include.map((sel) => [sel]) } : document, {
        runOnly: only ? { type: 'rule', values: only.filter((id) => !disabled.includes(id)) } : { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' '),
          why: (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
        })),
      }));
    },
    { tags: AXE_TAGS, extra: AXE_EXTRA_RULES, disabled: Object.keys(AXE_DISABLED), include, only },
  );
  if (violations.length === 0) return;
  const shot = await failureScreenshot(page, `axe-${what}`);
  const lines = violations.flatMap((v) => [
    `  ${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}`,
    ...v.nodes.slice(0, 10).map((n) => `    ${n.target}${n.why ? `\n      ${n.why.slice(0, 300)}` : ''}`),
    ...(v.nodes.length > 10 ? [`    … and ${v.nodes.length - 10} more`] : []),
  ]);
  assert.fail(`${what}: ${violations.length} accessibility rule(s) violated (axe-core); screenshot ${shot}\n${lines.join('\n')}`);
}
