/** Lesson catalogue fixtures for the state tests (shaped like lessons()). */
import type { Article, LessonInfo, ParamSpec } from '../engine/types';

const article: Article = { id: 'test', engine: 'test', setup: '', columns: [], cases: [], spread: 1.25, note: '' };

export function spec(p: Partial<ParamSpec> & Pick<ParamSpec, 'name' | 'kind' | 'default'>): ParamSpec {
  return { unit: '', description: '', ...p } as ParamSpec;
}

export const LESSONS: LessonInfo[] = [
  {
    id: 'page_splits',
    title: 'Page splits',
    summary: '',
    question: '',
    part: '',
    overview_step: 0,
    step_preset: { rows: '3000' },
    scenario: 'insert_load',
    presets: [],
    sweeps: [],
    article,
    params: [
      spec({ name: 'seed', kind: 'int', default: '42', min: 0, max: 4294967295 }),
      spec({ name: 'rows', kind: 'int', default: '4500000', min: 100, max: 10000000 }),
      spec({ name: 'split_policy', kind: 'choice', default: 'mid', choices: ['mid', 'insertion_point'] }),
    ],
  },
  {
    id: 'fillfactor',
    title: 'Fillfactor',
    summary: '',
    question: '',
    part: '',
    overview_step: 0,
    step_preset: {},
    scenario: 'insert_load',
    presets: [],
    sweeps: [],
    article,
    params: [
      spec({ name: 'fillfactor', kind: 'int', default: '100', min: 50, max: 100, unit: '%' }),
      spec({ name: 'days', kind: 'int', default: '1', min: 1, max: 30 }),
    ],
  },
  {
    id: 'buffer_pool',
    title: 'Buffer pool',
    summary: '',
    question: '',
    part: '',
    overview_step: 0,
    step_preset: {},
    scenario: 'buffer_pool',
    presets: [],
    sweeps: [],
    article,
    params: [
      spec({
        name: 'policy',
        kind: 'set',
        default: 'fifo,lru,opt',
        min: 1,
        max: 4,
        choices: ['fifo', 'lru', 'clock', 'clock_sweep', 'lru2', 'opt'],
      }),
      spec({ name: 'frames', kind: 'int', default: '3', min: 1, max: 1000000, unit: 'frames' }),
      spec({ name: 'trace', kind: 'text', default: '1,2,3,4,1,2,5,1,2,3,4,5', max: 600 }),
    ],
  },
] as LessonInfo[];
