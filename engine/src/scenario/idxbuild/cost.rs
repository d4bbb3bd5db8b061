//! The index rebuild's cost model: what a disk takes for the sort files'
//! blocks, what the CPU takes per record and per key in each phase.
//!
//! One figure calibrates it: the article's 20% gain of 8 threads over none
//! on the 4.2 GB database with 5 sort devices. `KEY_NS` (phase 1's CPU per
//! key: build the key from the record; its comparisons in the group's
//! sort memory are `COMPARE_NS` each, as the merge's) was set so that run
//! comes out near it; the disks are a 2010 server's. Everything else — 1
//! device against 5, one index, a larger database, CPUs, -SG per
//! database — is the simulation's prediction.
//!
//! CPUs: a thread that finds every CPU busy pays a switch and its
//! buffers' refill a block (`switch_in`). Sort groups: each area first
//! opens -SG files and allocates -SG memories, used or not
//! (`group_setup`).
//!
//! The contention: a temporary disk that serves one sort file at a time
//! reads and writes its blocks with short seeks inside that file; when
//! several threads' files share it, its requests alternate between files
//! and each block pays a longer seek (`SWITCH_NS`): more threads on one
//! device make each of its blocks dearer — "an 8-lane highway with a one
//! lane toll station".

use crate::des::Nanos;

pub const MS: Nanos = 1_000_000;

/// A sort-file disk (a 10,000 rpm disk of 2010): its media rate, the seek
/// and rotation between blocks of one file, and the extra seek when the
/// previous block was another file's.
pub const TEMP_MB_S: u64 = 80;
pub const SEEK_NS: Nanos = 2 * MS;
pub const SWITCH_NS: Nanos = 600_000;
/// The database's own volume (read by the scan, written by the builds),
/// sequential.
pub const DB_MB_S: u64 = 120;

/// Phase 1's CPU: read a record, and per key build it from the record.
/// Calibrated (see above).
pub const ROW_NS: Nanos = 1_500;
pub const KEY_NS: Nanos = 23_000;
/// One comparison of two sort entries (variable-length keys, each from
/// another buffer, so mostly cache misses). Phase 1 sorts each group's
/// memory: log2 of the entries it holds a key; phase 2 merges: log2 of
/// the fan-in a key a pass.
pub const COMPARE_NS: Nanos = 600;
/// A CPU taken from another thread: the switch, then the thread's
/// working set (its group's -TB × (-TM + 1) KB of buffers) read back
/// into the cache at `CACHE_REFILL_MB_S`. A thread that finds every CPU
/// busy loses its CPU at each block it waits for, and pays this a block.
pub const CONTEXT_SWITCH_NS: Nanos = 10_000;
pub const CACHE_REFILL_MB_S: u64 = 4_000;

/// What a sort group costs before its first key, in each area: its
/// temporary file created and, when the area is done, removed (each
/// writes a directory entry and an inode synchronously: 4 writes of a
/// long seek and half a rotation, 7.5 ms, on the 10,000 rpm disk), and
/// its memory allocated (a page fault a 4 KB page). idxbuild opens -SG
/// files and allocates -SG memories whatever the area's indexes.
pub const FILE_NS: Nanos = 60 * MS;
pub const PAGE_FAULT_NS: Nanos = 1_000;

/// Phase 3's CPU per key: append it to the index's leaf blocks.
pub const BUILD_KEY_NS: Nanos = 1_000;
/// Index blocks written per sort-file byte (blocks 90% full, and the
/// levels above the leaves).
pub const BUILD_WRITE_NUM: u64 = 115;
pub const BUILD_WRITE_DEN: u64 = 100;

/// The scan reads its area in chunks; merges and builds work through
/// their bytes in slices: the simulation's grain, not the utility's.
pub const SCAN_CHUNK: u64 = 64 << 20;
pub const SLICE: u64 = 4 << 20;

/// Time to move `bytes` at `mb_s` (10^6 bytes a second).
pub fn transfer(bytes: u64, mb_s: u64) -> Nanos {
    bytes * 1_000 / mb_s
}

/// A temporary disk's time for `blocks` blocks of `block` bytes read or
/// written at random in one file, or alternating with other files.
pub fn random_blocks(blocks: u64, block: u64, shared: bool) -> Nanos {
    blocks * (transfer(block, TEMP_MB_S) + SEEK_NS + if shared { SWITCH_NS } else { 0 })
}

/// The operating system reads a file read in order ahead in chunks of
/// this much, so a reader in order seeks once a chunk when other files'
/// requests come between.
pub const READ_AHEAD: u64 = 256 << 10;

/// A temporary disk's time to read `bytes` in order: one seek, or one a
/// read-ahead chunk when other files' requests come between.
pub fn sequential_read(bytes: u64, shared: bool) -> Nanos {
    let seeks = if shared {
        bytes.div_ceil(READ_AHEAD)
    } else {
        1
    };
    transfer(bytes, TEMP_MB_S) + seeks * (SEEK_NS + if shared { SWITCH_NS } else { 0 })
}

/// A CPU taken back from another thread: the switch and the refill of
/// `working_set` bytes.
pub fn switch_in(working_set: u64) -> Nanos {
    CONTEXT_SWITCH_NS + transfer(working_set, CACHE_REFILL_MB_S)
}

/// Setting up `groups` sort groups of `memory` bytes each for an area:
/// their files and their memory.
pub fn group_setup(groups: u64, memory: u64) -> Nanos {
    groups * (FILE_NS + memory.div_ceil(4_096) * PAGE_FAULT_NS)
}

/// Merge passes to bring `runs` runs to one with `fan_in` at a time.
pub fn passes(runs: u64, fan_in: u64) -> u32 {
    let (mut r, mut p) = (runs, 0);
    while r > 1 {
        r = r.div_ceil(fan_in.max(2));
        p += 1;
    }
    p
}

/// ⌈log2(n)⌉, the merge heap's depth.
pub fn log2_ceil(n: u64) -> u64 {
    64 - (n.max(2) - 1).leading_zeros() as u64
}
