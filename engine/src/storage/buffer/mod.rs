//! The buffer half of the engine: a pool of page frames between the
//! tables and the files, with the replacement policies that decide what it
//! forgets (`policy`). Tables reach it through the page-access channel of
//! `storage::observe`, so what a person steps through and what a full run
//! counts go through the same pool.

pub mod mrc;
pub mod policy;
mod pool;
mod through;

pub use policy::{Pass, PolicyKind, Why};
pub use pool::{AllPinned, BufferPool, Evicted, Fetched, PoolCounts, Writer, NONE};
pub use through::Through;

#[cfg(test)]
mod tests;
