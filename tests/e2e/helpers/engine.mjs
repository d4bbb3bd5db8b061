// What the tests compare the browser against: the lesson list from the
// engine itself (the same WASM package the app uses) and the native CLI's
// figures for a full-scale run.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RUN_TIMEOUT, root } from './config.mjs';

const pkg = join(root, 'web/src/wasm-pkg');
const wasm = await import(pathToFileURL(join(pkg, 'pagelab.js')).href);
wasm.initSync({ module: readFileSync(join(pkg, 'pagelab_bg.wasm')) });

/** Every lesson the engine lists ({ id, title, ... }), in its order. */
export const lessons = wasm.lessons();
assert.ok(lessons.length > 0, 'the engine lists no lessons');

/** Integer figures of an insert load's full run that must equal the native CLI's. */
export const COMPARED = ['inserted_rows', 'page_splits', 'rows_moved', 'log_records', 'leaf_pages', 'tree_levels'];

/**
 * The same, by scenario (a lesson's `scenario` in the catalogue): the
 * figures its full run shows (`full-figure-<name>`) that must equal the
 * native CLI's. A buffer pool's are its first policy's, as the CLI prints.
 */
export const COMPARED_BY_SCENARIO = {
  insert_load: COMPARED,
  buffer_pool: ['references', 'distinct_pages', 'hits', 'misses', 'evictions', 'writes'],
  // A fragmentation run's counts (its times are floats, compared by the WASM tests).
  fragmentation: ['table_rows', 'database_pages', 'requests_done', 'physical_reads', 'physical_writes', 'heap_pages_cached', 'useful_records_cached'],
  // A bpe run's counts (its seconds are floats, compared by the WASM tests).
  // A latch run's counts (its rates and times are floats, compared by the WASM tests).
  latch: ['rows_done', 'latch_waits', 'page_splits', 'mid_splits', 'leaf_pages', 'rows_per_page', 'context_switches', 'flow_control_waits'],
  // An index rebuild's counts (its seconds are floats, compared by the WASM tests).
  idxbuild: ['files_open', 'groups_used', 'threads_started', 'merge_passes', 'runs', 'keys', 'indexes', 'areas'],
  bpe: ['data_pages', 'pool_frames', 'bpe_slots', 'runs_done', 'requests_done', 'pool_hits', 'bpe_hits', 'physical_reads', 'physical_writes', 'bpe_writes', 'washed', 'bpe_pages', 'pool_pages'],
};

/** Figures of the full-scale run with default parameters, from the native CLI (null if not built). */
export function nativeFigures(id) {
  const bin = join(root, 'engine/target/release/pagelab');
  if (!existsSync(bin)) {
    console.log(`# ${bin} not built: full-run figures not compared with the native CLI`);
    return null;
  }
  const out = JSON.parse(execFileSync(bin, ['run', id, '--json'], { encoding: 'utf8', timeout: RUN_TIMEOUT }));
  return out.figures ?? out;
}
