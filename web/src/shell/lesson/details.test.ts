// The entry's catalogue and the details a lesson page loads after its
// first picture put back together are the engine's whole catalogue.
import { describe, expect, it } from 'vitest';
import { lessons as whole } from 'virtual:pagelab/catalog';
import { lessons as shell } from 'virtual:pagelab/catalog-shell';
import { details } from 'virtual:pagelab/catalog-details';
import { withDetails } from './details';

describe('the catalogue in two parts', () => {
  it('leaves the entry without the details and puts every lesson back whole', () => {
    expect(shell.map((l) => l.id)).toEqual(whole.map((l) => l.id));
    for (const l of shell) {
      expect(l.presets).toEqual([]);
      expect(l.article.cases).toEqual([]);
      expect(withDetails(l, details[l.id])).toEqual(whole.find((w) => w.id === l.id));
    }
    // Something was left out: the split is worth a chunk.
    expect(whole.some((l) => l.article.cases.length > 0 && l.presets.length > 0)).toBe(true);
  });
});
