//! What a bpe run holds and how long it takes, before it is built
//! (`ScenarioDef::budget`): the bytes are `Params::memory_bytes`; the time
//! is the warm-up scans, the requests and the phases.
//!
//! A request costs the pool's LRU-2 bookkeeping, which grows with the
//! frames in use (its ordered set: the bigger, the more cache misses; the
//! same table as the buffer-pool scenario's lru2), and ~200 ns besides
//! (the row, the versions, the extension, the devices). A warm-up scan
//! costs ~150 ns a page; a cold setup rebuilds its pool before each run
//! (~10 ns a frame); a checkpoint visits the pool's dirty words and
//! writes each dirty page (~100 ns). Measured on the reference machine.

use super::params::{BpePhase, BpeSetup, Params};
use crate::scenario::budget::{mb, ms_of};
use crate::scenario::params::thousands;
use crate::scenario::{Budget, Lever};

/// Measured costs are raised by this much: the estimate is a bound.
const MARGIN: f64 = 1.3;
/// LRU-2's cost a reference, ns, at 1,000, 100,000 and 1,000,000 frames.
const LRU2_NS: [f64; 3] = [330.0, 840.0, 3_130.0];
const REQUEST_NS: f64 = 200.0;
const SCAN_NS: f64 = 150.0;

/// LRU-2's cost at `frames` frames in use (linear in their logarithm
/// between the measured points, flat outside).
fn lru2_ns(frames: f64) -> f64 {
    let x = frames.clamp(1e3, 1e6).log10();
    if x <= 5.0 {
        LRU2_NS[0] + (LRU2_NS[1] - LRU2_NS[0]) * (x - 3.0) / 2.0
    } else {
        LRU2_NS[1] + (LRU2_NS[2] - LRU2_NS[1]) * (x - 5.0)
    }
}

pub fn of(p: &Params) -> Budget {
    let pages = p.data_pages() as f64;
    let frames = p.pool_frames() as f64;
    let phases = p.phases();
    let runs = phases.iter().filter(|&&x| x != BpePhase::Checkpoint).count() as f64;
    let checkpoints = phases.len() as f64 - runs;
    let requests = runs * p.updates as f64;
    let cold = matches!(p.setup, BpeSetup::ColdHdd | BpeSetup::SsdCold);
    // A cold pool holds at most a run's pages.
    let in_use = if cold {
        frames.min(p.updates as f64)
    } else {
        frames
    };
    let scans = match p.setup {
        BpeSetup::InMemory | BpeSetup::LimitedMemory => 1.0,
        BpeSetup::Bpe => 2.0,
        BpeSetup::ColdHdd | BpeSetup::SsdCold => 0.0,
    };
    let slots = p.bpe_slots_used() as f64;
    let ns = 10.0 * (pages + frames + slots)
        + SCAN_NS * scans * pages
        + requests * (REQUEST_NS + lru2_ns(in_use))
        + if cold { runs * 10.0 * frames } else { 0.0 }
        + checkpoints * (2.5 * frames / 4_096.0 + 100.0 * frames.min(requests));
    let table = format!(
        "{} rows of {} bytes ({} pages)",
        thousands(p.rows),
        thousands(p.row_bytes as u64),
        thousands(p.data_pages())
    );
    Budget {
        // And what any run holds besides: the lesson it was opened from,
        // the devices, the figures.
        bytes: p.memory_bytes() + (4 << 20),
        ms: ms_of(MARGIN * ns),
        memory: Lever::new(
            format!(
                "{table} with a cache of {} and an extension of {}",
                mb(frames as u64 * 8_192),
                mb(slots as u64 * 8_192)
            ),
            &["rows", "row_bytes", "cache_mb", "bpe_mb"],
            "fewer rows or longer ones (fewer pages), or a smaller cache or extension",
        ),
        time: Lever::new(
            format!(
                "{} requests ({} runs of {}) on {table}",
                thousands(requests as u64),
                runs as u64,
                thousands(p.updates)
            ),
            &["updates", "runs", "plan", "rows", "cache_mb"],
            "fewer updates a run or fewer runs, or a smaller table or cache",
        ),
    }
}
