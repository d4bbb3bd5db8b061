//! The key every structure orders rows by: one `u64`, so that integer order
//! IS key order. A compound key packs its leading column into the high 32
//! bits; the tree reads only that much of its meaning (`leading`), to tell
//! whether a row extends its leading-key group (ASE's ascending inserts).
//! What the other bits hold is the workload's business (`workload::keys`).

pub type Key = u64;

/// The leading key column of a compound key: its high 32 bits.
pub fn leading(key: Key) -> u32 {
    (key >> 32) as u32
}
