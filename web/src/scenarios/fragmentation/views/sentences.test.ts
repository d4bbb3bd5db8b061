import { describe, expect, test } from 'vitest';
import type { PoolCounts } from '../layout/poolPages';
import { poolSentence } from './PoolPages';
import { stripSentence } from './RelationPages';

const cls = (frames: number, useful: number) => ({ frames, dirty: 0, useful });

describe('the fragmentation pictures in words: nouns agree with their counts', () => {
  test('one frame, one table page, one useful row', () => {
    const counts: PoolCounts = { frames: 1, empty: 0, dirty: 0, byClass: { table: cls(1, 1), index: cls(0, 0), archive: cls(0, 0) }, byRel: [] };
    expect(poolSentence(counts)).toBe('1 frame: 1 table page (1 useful row each); 0 dirty; 1 useful row in all');
  });

  test('many', () => {
    const counts: PoolCounts = { frames: 8, empty: 2, dirty: 3, byClass: { table: cls(4, 40), index: cls(2, 0), archive: cls(0, 0) }, byRel: [] };
    expect(poolSentence(counts)).toBe('8 frames: 4 table pages (10 useful rows each), 2 index pages, 2 empty; 3 dirty; 40 useful rows in all');
  });

  test('a table of one page', () => {
    expect(stripSentence(new Uint8Array([2]))).toMatch(/^1 page: /);
    expect(stripSentence(new Uint8Array([2, 0]))).toMatch(/^2 pages: /);
  });
});
