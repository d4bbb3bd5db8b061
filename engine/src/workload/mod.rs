//! What a test asks of a table: the article's keys and the shape of its
//! data (`keys`), the rows one day's statement inserts in the source's sort
//! order (`statements`), mixed streams of operations (`mix`), reference
//! strings for a buffer pool (`trace`), a user's workload as statements
//! (`plan`: insert, update, delete, select, checkpoint, rebuild), all drawn
//! from one seeded generator (`rng`), so the same parameters and seed give
//! the same run natively and in WebAssembly.

pub mod keys;
pub mod mix;
pub mod plan;
pub mod rng;
pub mod statements;
pub mod trace;
pub mod trace_file;
