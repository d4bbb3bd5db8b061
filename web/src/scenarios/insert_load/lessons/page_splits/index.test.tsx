// The page-splits lesson's step view: twin split policies on a clustered
// table, one heap on a heap, and the split_policy control saying which.
import { describe, expect, test } from 'vitest';
import { lesson } from './index';
import { CHECKPOINTS } from './checkpoints';

describe('page_splits step view', () => {
  test('a clustered table compares the two split policies', () => {
    const v = lesson.stepVariants?.({ table: 'clustered' }) ?? [];
    expect(v.map((x) => x.params.split_policy)).toEqual(['mid', 'insertion_point']);
    expect(lesson.stepNotes?.({})?.split_policy).toMatch(/both policies side by side/);
  });

  test('a heap shows one table, and the split policy says it does nothing there', () => {
    const v = lesson.stepVariants?.({ table: 'heap' }) ?? [];
    expect(v.map((x) => x.label)).toEqual(['Heap']);
    expect(lesson.stepNotes?.({ table: 'heap' })?.split_policy).toMatch(/heap never splits/);
  });
});

test('the checkpoints’ tests open the step view’s tables', () => {
  expect(lesson.stepVariants?.({}, {}).map((v) => v.params)).toEqual(CHECKPOINTS.sims);
  expect(lesson.checkpoints).toBe(CHECKPOINTS.list);
});
