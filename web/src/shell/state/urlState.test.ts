import { afterEach, describe, expect, it } from 'vitest';
import { parseUrlState, quote, serializeUrlState } from './urlState';
import { setLang } from '../../kit/i18n/lang';
import { loadWords } from '../../kit/i18n/words';
import { LESSONS } from './fixtures.test-helpers';

const parse = (s: string) => parseUrlState(s, LESSONS);

describe('parseUrlState', () => {
  it('reads lesson, params and step', () => {
    expect(parse('?lesson=fillfactor&fillfactor=90&days=2&step=37')).toEqual({
      state: { lesson: 'fillfactor', params: { fillfactor: '90', days: '2' }, step: 37 },
      problems: [],
    });
  });

  it('defaults everything on an empty query', () => {
    expect(parse('')).toEqual({ state: { lesson: 'page_splits', params: {}, step: 0, overview: true }, problems: [] });
  });

  it('falls back on an unknown lesson but keeps the step', () => {
    const { state, problems } = parse('?lesson=drop_table&step=5');
    expect(state).toEqual({ lesson: 'page_splits', params: {}, step: 5 });
    expect(problems).toHaveLength(1);
    expect(problems[0].field).toBe('lesson');
  });

  it('reports a bad value next to its control and keeps the rest', () => {
    const { state, problems } = parse('?lesson=fillfactor&fillfactor=abc&days=4');
    expect(state.params).toEqual({ days: '4' });
    expect(problems).toEqual([
      { field: 'fillfactor', message: expect.stringContaining('Using the default, 100') },
    ]);
  });

  it.each([
    '?step=-1',
    '?step=1e3',
    '?step=9999999999',
    '?step=%00',
    '?step=',
    '?step=0x10',
  ])('rejects bad step %s', (q) => {
    const { state, problems } = parse(q);
    expect(state.step).toBe(0);
    expect(problems.map((p) => p.field)).toEqual(['step']);
  });

  it('survives garbage and hostile input', () => {
    const nasty = [
      '?lesson=<script>alert(1)</script>',
      '?__proto__=x&constructor=y&lesson=fillfactor',
      '?fillfactor=' + '9'.repeat(10_000),
      '?%E0%A4%A=1&lesson=%',
      '?' + 'a=1&'.repeat(5000),
      '?lesson=fillfactor&fillfactor=%F0%9F%92%A5',
      '???&&&==',
    ];
    for (const q of nasty) {
      const { state, problems } = parse(q);
      expect(LESSONS.map((l) => l.id)).toContain(state.lesson);
      expect(Object.getPrototypeOf(state.params)).toBe(Object.prototype);
      expect(Object.keys(state.params).every((k) => ['fillfactor', 'days', 'seed', 'rows', 'split_policy'].includes(k))).toBe(true);
      for (const p of problems) expect(p.message.length).toBeLessThan(400);
    }
  });

  it('quotes hostile values safely in messages', () => {
    const { problems } = parse('?lesson=fillfactor&fillfactor=%0A%1B[31mX');
    expect(problems[0].message.includes('\n')).toBe(false);
    expect(problems[0].message.includes(String.fromCharCode(27))).toBe(false);
  });

  it('first occurrence of a repeated key wins', () => {
    expect(parse('?lesson=fillfactor&days=2&days=3').state.params).toEqual({ days: '2' });
  });

  it('params of another lesson are ignored with one notice', () => {
    const { state, problems } = parse('?lesson=fillfactor&split_policy=mid&rows=5');
    expect(state.params).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0].field).toBe('');
  });
});

describe('checkpoints', () => {
  it('on for the site and off for an embed unless the link says; kept only where it differs', () => {
    expect(parse('?lesson=page_splits').state.checkpoints).toBeUndefined();
    const off = parse('?lesson=page_splits&checkpoints=0').state;
    expect(off.checkpoints).toBe(false);
    expect(serializeUrlState(off, LESSONS)).toBe('?lesson=page_splits&checkpoints=0');
    const on = parse('?lesson=page_splits&embed=1&checkpoints=1').state;
    expect(on.checkpoints).toBe(true);
    expect(serializeUrlState(on, LESSONS)).toBe('?lesson=page_splits&checkpoints=1&embed=1');
    expect(parse('?lesson=page_splits&embed=1&checkpoints=0').state.checkpoints).toBeUndefined();
    expect(parse('?lesson=page_splits&checkpoints=yes').problems.map((p) => p.field)).toEqual(['checkpoints']);
  });
});

describe('theme', () => {
  it('a link may name light or dark; anything else is a problem, and no theme', () => {
    expect(parse('?lesson=page_splits').state.theme).toBeUndefined();
    const dark = parse('?lesson=page_splits&theme=Dark').state;
    expect(dark.theme).toBe('dark');
    expect(serializeUrlState(dark, LESSONS)).toBe('?lesson=page_splits&theme=dark');
    const bad = parse('?lesson=page_splits&theme=purple');
    expect(bad.state.theme).toBeUndefined();
    expect(bad.problems).toEqual([
      { field: 'theme', message: 'The link\'s theme “purple” is neither light nor dark; the page follows your own.' },
    ]);
  });
});

describe('the overview', () => {
  it('is a link without a lesson, written back as no query at all; an embed always shows a lesson', () => {
    const { state } = parse('?step=3');
    expect(state.overview).toBe(true);
    expect(serializeUrlState(state, LESSONS)).toBe('');
    expect(parse('?lesson=fillfactor').state.overview).toBeUndefined();
    expect(parse('?embed=1').state.overview).toBeUndefined();
  });
});

describe('an embed’s options', () => {
  it('reads range, autoplay, loop, speed, controls and chart, and writes them back', () => {
    const q = '?lesson=page_splits&embed=1&from=5&to=40&autoplay=1&loop=1&speed=4&controls=locked&chart=2';
    const { state, problems } = parse(q);
    expect(problems).toEqual([]);
    expect(state.options).toEqual({ from: 5, to: 40, autoplay: true, loop: true, speed: 4, controls: 'locked', chart: 2 });
    expect(state.params).toEqual({});
    expect(serializeUrlState(state, LESSONS)).toBe(q);
  });
  it('reports each bad value by its field and keeps the good ones', () => {
    const { state, problems } = parse('?lesson=page_splits&embed=1&from=-3&to=12&autoplay=yes&speed=3&controls=open&chart=0&loop=0');
    expect(state.options).toEqual({ to: 12 });
    expect(problems.map((p) => p.field)).toEqual(['from', 'chart', 'autoplay', 'speed', 'controls']);
    expect(problems.find((p) => p.field === 'speed')?.message).toContain('0.5, 1, 2, 4, 8, 16, 32');
  });
  it('a range that ends before it starts: said, and the whole lesson played', () => {
    const { state, problems } = parse('?lesson=page_splits&embed=1&from=20&to=10&loop=1');
    expect(state.options).toEqual({ loop: true });
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain('from=20 to=10 ends before it starts');
  });
  it('mean nothing without embed: reported once and dropped', () => {
    const { state, problems } = parse('?lesson=page_splits&from=5&loop=1');
    expect(state.options).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain('from, loop apply only to an embedded lesson');
  });
});

describe('embed', () => {
  it('allow lists the origins an embed obeys, round trip; bad ones and allow without embed are reported', () => {
    const { state, problems } = parse('?lesson=page_splits&embed=1&allow=https://a.org,https://b.org:8443&allow=nope');
    expect(state.allow).toEqual(['https://a.org', 'https://b.org:8443']);
    expect(problems.map((p) => p.field)).toEqual(['allow']);
    const q = serializeUrlState(state, LESSONS);
    expect(q).toBe('?lesson=page_splits&embed=1&allow=https://a.org,https://b.org:8443');
    expect(parse(q).state.allow).toEqual(state.allow);
    const plain = parse('?lesson=page_splits&allow=https://a.org');
    expect(plain.state.allow).toBeUndefined();
    expect(plain.problems.map((p) => p.field)).toEqual(['allow']);
  });
  it('embed=1 turns embed mode on and is not a lesson parameter', () => {
    expect(parse('?lesson=page_splits&embed=1&step=4')).toEqual({
      state: { lesson: 'page_splits', params: {}, step: 4, embed: true, view: 'stage' },
      problems: [],
    });
  });

  it('is off when absent or 0, without a problem', () => {
    expect(parse('?lesson=page_splits').state.embed).toBeUndefined();
    expect(parse('?lesson=page_splits&embed=0')).toEqual({
      state: { lesson: 'page_splits', params: {}, step: 0 },
      problems: [],
    });
  });

  it('accepts surrounding spaces', () => {
    expect(parse('?embed=%201%20').state.embed).toBe(true);
  });

  it.each(['?embed=', '?embed=true', '?embed=yes', '?embed=2', '?embed=%00', '?embed=' + '1'.repeat(5000)])(
    'reports bad embed %s and shows the full site',
    (q) => {
      const { state, problems } = parse(q);
      expect(state.embed).toBeUndefined();
      expect(problems.map((p) => p.field)).toEqual(['embed']);
      expect(problems[0].message.length).toBeLessThan(400);
    },
  );

  it('a bad embed does not spoil the rest of the link', () => {
    const { state, problems } = parse('?lesson=fillfactor&fillfactor=90&embed=on&step=3');
    expect(state).toEqual({ lesson: 'fillfactor', params: { fillfactor: '90' }, step: 3 });
    expect(problems).toHaveLength(1);
  });

  it('first occurrence wins', () => {
    expect(parse('?embed=1&embed=0').state.embed).toBe(true);
    expect(parse('?embed=0&embed=1').state.embed).toBeUndefined();
  });

  it('round-trips, keeping embed=1 last', () => {
    const state = { lesson: 'page_splits', params: { seed: '7' }, step: 12, embed: true, view: 'stage' as const };
    const q = serializeUrlState(state, LESSONS);
    expect(q).toBe('?lesson=page_splits&seed=7&step=12&embed=1');
    expect(parse(q).state).toEqual(state);
  });

  it('is left out of the link when off', () => {
    expect(serializeUrlState({ lesson: 'page_splits', params: {}, step: 2, embed: false }, LESSONS)).toBe(
      '?lesson=page_splits&step=2',
    );
  });
});

describe('view', () => {
  it('an embed shows the stage unless the link names another view', () => {
    expect(parse('?lesson=page_splits&embed=1').state.view).toBe('stage');
    expect(parse('?lesson=page_splits&embed=1&view=stage')).toEqual({
      state: { lesson: 'page_splits', params: {}, step: 0, embed: true, view: 'stage' },
      problems: [],
    });
  });

  it.each(['stage', 'chart', 'article'] as const)('reads view=%s, and it is not a lesson parameter', (v) => {
    expect(parse(`?lesson=fillfactor&fillfactor=90&embed=1&view=${v}`)).toEqual({
      state: { lesson: 'fillfactor', params: { fillfactor: '90' }, step: 0, embed: true, view: v },
      problems: [],
    });
  });

  it('accepts surrounding spaces; the view can come before embed', () => {
    expect(parse('?view=%20chart%20&embed=1').state.view).toBe('chart');
  });

  it.each(['?view=', '?view=Chart', '?view=charts', '?view=page', '?view=%00', '?view=' + 'a'.repeat(5000)])(
    'reports bad %s and shows the stage',
    (q) => {
      const { state, problems } = parse(`${q}&embed=1&step=3`);
      expect(state).toEqual({ lesson: 'page_splits', params: {}, step: 3, embed: true, view: 'stage' });
      expect(problems).toEqual([{ field: 'view', message: expect.stringContaining('showing the stage') }]);
      expect(problems[0].message.length).toBeLessThan(400);
    },
  );

  it.each(['?view=chart', '?embed=0&view=chart', '?view=nonsense'])(
    'is reported and dropped without embed (%s): the whole page shows',
    (q) => {
      const { state, problems } = parse(`${q}&lesson=fillfactor&days=2`);
      expect(state).toEqual({ lesson: 'fillfactor', params: { days: '2' }, step: 0 });
      expect(problems).toEqual([{ field: 'view', message: expect.stringContaining('only to an embedded lesson') }]);
    },
  );

  it('a bad embed reports the view too, and shows the whole page', () => {
    const { state, problems } = parse('?embed=yes&view=chart');
    expect(state.embed).toBeUndefined();
    expect(state.view).toBeUndefined();
    expect(problems.map((p) => p.field)).toEqual(['embed', 'view']);
  });

  it('first occurrence wins', () => {
    expect(parse('?embed=1&view=article&view=chart').state.view).toBe('article');
  });

  it.each(['chart', 'article'] as const)('round-trips view=%s after embed=1', (v) => {
    const state = { lesson: 'fillfactor', params: { days: '2' }, step: 5, embed: true, view: v };
    const q = serializeUrlState(state, LESSONS);
    expect(q).toBe(`?lesson=fillfactor&days=2&step=5&embed=1&view=${v}`);
    expect(parse(q)).toEqual({ state, problems: [] });
  });

  it('leaves out the default view, so old links stay as they were', () => {
    const q = serializeUrlState({ lesson: 'page_splits', params: {}, step: 0, embed: true, view: 'stage' }, LESSONS);
    expect(q).toBe('?lesson=page_splits&embed=1');
    expect(parse(q).state.view).toBe('stage');
  });

  it('is left out of the link without embed (the full site shows the page)', () => {
    expect(
      serializeUrlState({ lesson: 'page_splits', params: {}, step: 2, embed: false, view: 'chart' }, LESSONS),
    ).toBe('?lesson=page_splits&step=2');
    expect(serializeUrlState({ lesson: 'page_splits', params: {}, step: 2, view: 'article' }, LESSONS)).toBe(
      '?lesson=page_splits&step=2',
    );
  });
});

describe('serializeUrlState', () => {
  it('round-trips', () => {
    const state = { lesson: 'page_splits', params: { split_policy: 'insertion_point', seed: '7' }, step: 12 };
    const q = serializeUrlState(state, LESSONS);
    expect(q).toBe('?lesson=page_splits&seed=7&split_policy=insertion_point&step=12');
    expect(parse(q).state).toEqual(state);
  });

  it('omits defaults and step 0', () => {
    expect(serializeUrlState({ lesson: 'fillfactor', params: { fillfactor: '100' }, step: 0 }, LESSONS)).toBe(
      '?lesson=fillfactor',
    );
  });

  it('writes sets and reference strings with plain commas, and reads them back', () => {
    const state = { lesson: 'buffer_pool', params: { policy: 'fifo,lru,clock', trace: '1,2,3w,4' }, step: 3 };
    const q = serializeUrlState(state, LESSONS);
    expect(q).toBe('?lesson=buffer_pool&policy=fifo,lru,clock&trace=1,2,3w,4&step=3');
    expect(parse(q)).toEqual({ state, problems: [] });
  });

  it('reads a set in any order, canonical; a bad set or an overlong text is reported', () => {
    expect(parse('?lesson=buffer_pool&policy=opt,fifo').state.params).toEqual({ policy: 'fifo,opt' });
    const { state, problems } = parse(`?lesson=buffer_pool&policy=fifo,nope&trace=${'1,'.repeat(400)}`);
    expect(state.params).toEqual({});
    expect(problems.map((p) => p.field)).toEqual(['policy', 'trace']);
    // A long reference string is fine up to the spec's max.
    expect(parse(`?lesson=buffer_pool&trace=${'1,'.repeat(250)}`).state.params.trace).toHaveLength(500);
  });

  it('encodes what it writes', () => {
    const q = serializeUrlState({ lesson: 'a&b=c', params: {}, step: 0 }, LESSONS);
    expect(q).toBe('?lesson=a%26b%3Dc');
  });
});

describe('a playground link', () => {
  it('names a tool; its own settings are kept as given, lesson keys reported', () => {
    const parse = parseUrlState;
    const write = serializeUrlState;
    const { state, problems } = parse('?playground=trace&policy=lru,opt&frames=1,10&step=3&lang=fr', []);
    expect(state.playground).toBe('trace');
    expect(state.tool).toEqual({ policy: 'lru,opt', frames: '1,10' });
    expect(state.lang).toBe('fr');
    expect(problems.map((p) => p.message).join(' ')).toMatch(/step/);
    expect(write(state, [])).toBe('?playground=trace&policy=lru,opt&frames=1,10&lang=fr');
  });

  it('a bad tool name is a problem, and the overview shows', () => {
    const parse = parseUrlState;
    const { state, problems } = parse('?playground=%3Cscript%3E', []);
    expect(state.playground).toBeUndefined();
    expect(state.overview).toBe(true);
    expect(problems[0].field).toBe('playground');
  });
});

describe('a fork in the link', () => {
  it('names a parameter and a value; kept when valid, reported when not', () => {
    const lesson = LESSONS[0];
    const spec = lesson.params.find((p) => p.kind === 'int');
    if (!spec) throw new Error('the fixture has an int parameter');
    const good = parseUrlState(`?lesson=${lesson.id}&fork=${spec.name}:${spec.min ?? 1}&step=4`, LESSONS);
    expect(good.state.fork).toEqual({ name: spec.name, value: String(spec.min ?? 1) });
    expect(good.problems).toEqual([]);
    expect(serializeUrlState(good.state, LESSONS)).toContain(`fork=${spec.name}:${spec.min ?? 1}`);
    for (const raw of ['nosuch:3', `${spec.name}`, `${spec.name}:abc`, ':3']) {
      const bad = parseUrlState(`?lesson=${lesson.id}&fork=${raw}`, LESSONS);
      expect(bad.state.fork, raw).toBeUndefined();
      expect(bad.problems.map((p) => p.field), raw).toEqual(['fork']);
    }
  });
});

describe('a value quoted in a message', () => {
  afterEach(() => setLang('en'));
  it('uses the page’s quotation marks, keeps any script’s letters, and hides what would reorder or break the line', async () => {
    expect(quote('purple')).toBe('“purple”');
    await Promise.all([loadWords('fr'), loadWords('ru')]);
    setLang('fr');
    expect(quote('NaN')).toBe('«\u00a0NaN\u00a0»');
    setLang('ru');
    expect(quote('быстро')).toBe('«быстро»');
    expect(quote('a\u202eb\u2028c\u0007')).toBe('«a?b?c?»');
    expect(quote('я'.repeat(30))).toBe(`«${'я'.repeat(24)}…»`);
  });
});
