import { describe, expect, it } from 'vitest';
import { embedQuery, hostedSnippet, offlineSnippet } from './snippet';

describe('the embed snippet', () => {
  const search = '?lesson=fillfactor&fillfactor=80&step=7';
  it('keeps the parameters, sets embed, view and allow as chosen', () => {
    expect(embedQuery(search, { view: 'stage', keepStep: true, allow: '', height: 600 })).toEqual({
      query: '?lesson=fillfactor&fillfactor=80&step=7&embed=1',
      badOrigins: [],
    });
    expect(
      embedQuery(search, { view: 'chart', keepStep: false, allow: 'https://lms.example.org  nope', height: 700 }),
    ).toEqual({ query: '?lesson=fillfactor&fillfactor=80&embed=1&view=chart&allow=https://lms.example.org', badOrigins: ['nope'] });
  });
  it('writes the options the view takes, defaults left out, and drops the page’s own', () => {
    const options = { from: 5, to: 40, autoplay: true, loop: true, speed: 4, controls: 'locked' as const, chart: 2 };
    expect(embedQuery(`${search}&loop=1&chart=9`, { view: 'stage', keepStep: true, allow: '', height: 600, options }).query).toBe(
      '?lesson=fillfactor&fillfactor=80&step=7&embed=1&from=5&to=40&autoplay=1&loop=1&speed=4&controls=locked',
    );
    expect(embedQuery(search, { view: 'chart', keepStep: false, allow: '', height: 700, options }).query).toBe(
      '?lesson=fillfactor&fillfactor=80&embed=1&view=chart&chart=2',
    );
    expect(
      embedQuery(search, { view: 'stage', keepStep: false, allow: '', height: 600, options: { from: 0, controls: 'hidden' } }).query,
    ).toBe('?lesson=fillfactor&fillfactor=80&embed=1');
  });
  it('writes an iframe a course page can paste, hosted or offline, escaping what it quotes', () => {
    const h = hostedSnippet('https://example.org/pagelab/', '?lesson=page_splits&embed=1', 'pagelab: "splits"', 600);
    expect(h).toContain('src="https://example.org/pagelab/?lesson=page_splits&amp;embed=1"');
    expect(h).toContain('title="pagelab: &quot;splits&quot;"');
    expect(h).toContain('height="600"');
    const o = offlineSnippet('?lesson=page_splits&embed=1', 't', 600);
    expect(o).toContain('sandbox="allow-scripts"');
    expect(o).toContain('src="pagelab-offline.html?lesson=page_splits&amp;embed=1"');
  });
});
