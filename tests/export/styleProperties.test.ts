/**
 * A picture file copies only PICTURE_STYLE_PROPERTIES from the page
 * (web/src/shell/export/styleProperties.ts). A property a stylesheet starts to use and the list
 * leaves out would silently vanish from every exported picture: this holds
 * every property of every `.css` under web/src to the list (a shorthand by
 * its longhands), but those that change nothing in a still picture.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PICTURE_STYLE_PROPERTIES } from '../../web/src/shell/export/styleProperties';

const SIDES = ['top', 'right', 'bottom', 'left'];

/** Shorthands, by the longhands the browser computes for them. */
const LONGHANDS: Record<string, string[]> = {
  margin: SIDES.map((s) => `margin-${s}`),
  padding: SIDES.map((s) => `padding-${s}`),
  'padding-block': ['padding-top', 'padding-bottom'],
  inset: SIDES,
  border: SIDES.flatMap((s) => ['width', 'style', 'color'].map((p) => `border-${s}-${p}`)),
  ...Object.fromEntries(SIDES.map((s) => [`border-${s}`, ['width', 'style', 'color'].map((p) => `border-${s}-${p}`)])),
  'border-width': SIDES.map((s) => `border-${s}-width`),
  'border-style': SIDES.map((s) => `border-${s}-style`),
  'border-color': SIDES.map((s) => `border-${s}-color`),
  'border-radius': ['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((c) => `border-${c}-radius`),
  background: ['background-color', 'background-image', 'background-position-x', 'background-position-y', 'background-size', 'background-repeat'],
  font: ['font-family', 'font-size', 'font-weight', 'font-style', 'line-height'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  gap: ['row-gap', 'column-gap'],
  'grid-area': ['grid-row-start', 'grid-row-end', 'grid-column-start', 'grid-column-end'],
  'grid-row': ['grid-row-start', 'grid-row-end'],
  'grid-column': ['grid-column-start', 'grid-column-end'],
  outline: ['outline-color', 'outline-style', 'outline-width'],
  'list-style': ['list-style-type', 'list-style-position', 'list-style-image'],
  overflow: ['overflow-x', 'overflow-y'],
  'text-decoration': ['text-decoration-line', 'text-decoration-style', 'text-decoration-color'],
  'place-items': ['align-items', 'justify-items'],
};

/** What a still picture does not show: motion, pointers, scrolling, form controls' own colours. */
const NOT_DRAWN = new Set([
  'transition',
  'animation',
  'cursor',
  'pointer-events',
  'scroll-margin-top',
  'scroll-behavior',
  'overscroll-behavior',
  'resize',
  'accent-color',
  'color-scheme',
  'content', // modern-screenshot drops it from every copied style
]);

/** Every stylesheet under `dir`, as text (from the disk: Vitest hands a test empty CSS). */
function sheetsIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'wasm-pkg' ? [] : sheetsIn(path);
    return name.endsWith('.css') ? [readFileSync(path, 'utf8')] : [];
  });
}
const sheets = sheetsIn(fileURLToPath(new URL('../../web/src', import.meta.url)));

/** Each declaration's property name, in every innermost `{ … }` of the sheet. */
function propertiesOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const names: string[] = [];
  for (const [, body = ''] of text.matchAll(/\{([^{}]*)\}/g)) {
    for (const decl of body.split(';')) {
      const m = /^\s*(-?[a-z][a-z-]*)\s*:/.exec(decl);
      if (m?.[1] && !m[1].startsWith('--')) names.push(m[1]);
    }
  }
  return names;
}

describe('the properties a picture file copies', () => {
  const used = new Set(sheets.flatMap(propertiesOf));

  it('reads the stylesheets (a parse that found nothing would hold nothing)', () => {
    expect(sheets.length).toBeGreaterThan(10);
    expect(used.size).toBeGreaterThan(60);
    expect(used).toContain('stroke-dasharray');
  });

  it('covers every property the stylesheets set', () => {
    const list = new Set(PICTURE_STYLE_PROPERTIES);
    const missing = [...used]
      .filter((p) => !NOT_DRAWN.has(p))
      .flatMap((p) => (LONGHANDS[p] ?? [p]).filter((l) => !list.has(l)).map((l) => (l === p ? p : `${p} (${l})`)));
    expect(missing).toEqual([]);
  });
});
