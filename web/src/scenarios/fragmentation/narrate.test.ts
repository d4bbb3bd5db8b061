import { describe, expect, test } from 'vitest';
import type { FragEvent } from '../../shell/engine/types';
import { narrateStep } from './narrate';

const request = (request: string, row: number): FragEvent => ({ kind: 'request', session: 2, request, customer: null, row, at_ms: 0 }) as unknown as FragEvent;
const done = (request: string, ms: number, commit_ms: number): FragEvent =>
  ({ kind: 'done', session: 2, request, ms, pages: 0, disk_reads: 0, rows: 1, commit_ms, cpu_wait_ms: 0 }) as unknown as FragEvent;

describe('a request’s commit in the step’s story', () => {
  test('an update says what its commit took: the log’s flush, shared when it came during one', () => {
    const text = narrateStep(5, [request('update', 1930), done('update', 0.815, 0.6)]);
    expect(text).toMatch(/Its commit flushed the write-ahead log: 0\.60 ms/);
    expect(text).toMatch(/waits for the next/);
  });

  test('a select commits nothing to the log, and says nothing of it', () => {
    const text = narrateStep(5, [request('select_one', 1926), done('select_one', 0.215, 0)]);
    expect(text).not.toMatch(/write-ahead log/);
  });
});

describe('a request’s waits for a core in the step’s story', () => {
  const doneWaiting = (wait: number): FragEvent =>
    ({ kind: 'done', session: 2, request: 'select_one', ms: 0.22 + wait, pages: 0, disk_reads: 0, rows: 1, commit_ms: 0, cpu_wait_ms: wait }) as unknown as FragEvent;

  test('a request that waited for one of the two cores says how long', () => {
    const text = narrateStep(5, [request('select_one', 1926), doneWaiting(0.84)]);
    expect(text).toMatch(/It waited 0\.84 ms in all for a core/);
  });

  test('a request that found a core free says nothing of it', () => {
    expect(narrateStep(5, [request('select_one', 1926), doneWaiting(0)])).not.toMatch(/for a core/);
  });
});
