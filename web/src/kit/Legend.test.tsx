// The legend and the article's mark draw what the charts drew by hand
// before them: the same elements, classes, attributes and words (the
// references below are the hand-built markup they replaced).
import { symbol, symbolStar } from 'd3';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { ArticleMark, articleItem } from './ArticleMark';
import { Legend, LineSwatch, Swatch } from './Legend';

/**
 * Markup, with React's separators between adjacent text nodes left out
 * (the text is the same) and each element's attributes in name order (the
 * hand-built marks wrote them in different orders).
 */
const html = (el: ReactElement) =>
  renderToStaticMarkup(el)
    .replaceAll('<!-- -->', '')
    .replace(/<([a-z]+)((?: [\w-]+="[^"]*")*)(\/?)>/g, (_, tag: string, attrs: string, close: string) => {
      const sorted = (attrs.match(/ [\w-]+="[^"]*"/g) ?? []).sort().join('');
      return `<${tag}${sorted}${close}>`;
    });

/** The growth charts' star (d3's, of area 60). */
const STAR = symbol(symbolStar, 60)() ?? '';

const style = { colour: '#2d4fb8', dash: '7 4', mark: 'M0,-4L4,4L-4,4Z' };

describe('Legend', () => {
  test('a named list: line swatches and the article’s entry', () => {
    const before = (
      <ul className="chart-legend" aria-label="Policies">
        <li>
          <svg className="swatch" width="34" height="16" viewBox="0 0 34 16" aria-hidden="true" focusable="false">
            <line x1="1" x2="33" y1="8" y2="8" stroke={style.colour} strokeWidth="2" strokeDasharray={style.dash || undefined} />
            <path d={style.mark} transform="translate(17,8)" fill={style.colour} />
          </svg>{' '}
          LRU
        </li>
        <li>
          <svg className="swatch" width="16" height="16" viewBox="-8 -8 16 16" aria-hidden="true" focusable="false">
            <path className="article-mark" d="M-4,-4H4V4H-4Z" transform="rotate(45)" />
          </svg>{' '}
          the textbook’s figure
        </li>
      </ul>
    );
    const after = <Legend label="Policies" items={[{ key: 'lru', swatch: <LineSwatch style={style} />, label: 'LRU' }, articleItem('the textbook’s figure')]} />;
    expect(html(after)).toBe(html(before));
  });

  test('a small list: no space between the swatch and the words; a star for the article', () => {
    const before = (
      <ul className="chart-legend small" aria-label="Requests">
        <li>
          <svg className="swatch" width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true" focusable="false">
            <path d="M1,1Z" fill="#c2182b" />
          </svg>
          select all
        </li>
      </ul>
    );
    const after = (
      <Legend
        label="Requests"
        small
        items={[
          {
            key: 'select_all',
            swatch: (
              <Swatch width={14} viewBox="-7 -7 14 14">
                <path d="M1,1Z" fill="#c2182b" />
              </Swatch>
            ),
            label: 'select all',
            tight: true,
          },
        ]}
      />
    );
    expect(html(after)).toBe(html(before));
    expect(html(<Legend label="Layouts" items={[articleItem('the article’s figure', 'star')]} />)).toBe(
      html(
        <ul className="chart-legend" aria-label="Layouts">
          <li>
            <svg className="swatch" width="16" height="16" viewBox="-8 -8 16 16" aria-hidden="true" focusable="false">
              <path className="article-mark" d={STAR} />
            </svg>{' '}
            the article’s figure
          </li>
        </ul>,
      ),
    );
  });

  test('a hidden legend of keys: leading content, keys with and without a swatch', () => {
    const before = (
      <div className="legend" aria-hidden="true">
        <span className="ramp" />
        <span className="mark-key">
          <span className="swatch-fill series-a" /> rows/s
        </span>
        <span className="mark-key">
          <span className="diamond" /> the article (ascinserts)
        </span>
        <span className="mark-key">- - - heap baseline</span>
      </div>
    );
    const after = (
      <Legend
        items={[
          { key: 'a', swatch: <span className="swatch-fill series-a" />, label: 'rows/s' },
          { key: 'article', swatch: <ArticleMark inline />, label: 'the article (ascinserts)' },
          { key: 'heap', label: '- - - heap baseline' },
        ]}
      >
        <span className="ramp" />
      </Legend>
    );
    expect(html(after)).toBe(html(before));
  });
});

describe('ArticleMark', () => {
  test('the diamonds and the star the charts drew', () => {
    expect(html(<ArticleMark />)).toBe(html(<path className="article-mark" d="M-4,-4H4V4H-4Z" transform="rotate(45)" />));
    expect(html(<ArticleMark x={10} y={20} r={4.5} />)).toBe(
      html(<path className="article-mark" transform="translate(10,20) rotate(45)" d="M-4.5,-4.5H4.5V4.5H-4.5Z" />),
    );
    expect(html(<ArticleMark x={1} y={2} r={6} hollow colour="#c2182b" testId="article-x" />)).toBe(
      html(
        <path
          className="article-mark"
          d="M-6,-6H6V6H-6Z"
          transform="translate(1,2) rotate(45)"
          fill="none"
          style={{ stroke: '#c2182b' }}
          data-testid="article-x"
        />,
      ),
    );
    expect(html(<ArticleMark r={7} hollow />)).toBe(html(<path className="article-mark" d="M-7,-7H7V7H-7Z" transform="rotate(45)" fill="none" />));
    expect(html(<ArticleMark shape="star" x={3} y={4} />)).toBe(html(<path className="article-mark" d={STAR} transform="translate(3,4)" />));
  });
});
