// How the step player names and lays out one to four variants: the first
// picture keeps the test id the stage test measures, two keep the classes
// they always had.
import { describe, expect, it } from 'vitest';
import { variantsClass, variantTestId } from './StepPlayer';

describe('variants of the step view', () => {
  it('test ids: page-view, page-view-right, then page-view-<i>', () => {
    expect([0, 1, 2, 3].map(variantTestId)).toEqual(['page-view', 'page-view-right', 'page-view-2', 'page-view-3']);
  });
  it('one column each: the classes of the CSS grid', () => {
    expect([1, 2, 3, 4].map(variantsClass)).toEqual(['variants', 'variants two n-2', 'variants n-3', 'variants n-4']);
  });
});
