//! A small discrete-event core: a virtual clock, a seeded event queue,
//! CPU cores with run queues, latches with FIFO wait queues. Scenarios that
//! simulate sessions competing for cores and page latches (the `latch`
//! scenario; the parallel index rebuild to come) drive it; it knows nothing
//! of pages, keys or lessons.
//!
//! ```text
//!   EventQueue<E>  (time ns, seeded tie, seq) ──pop──▶ the scenario's loop
//!        ▲                                              │
//!        └──── push(at, e) ◀── Dispatch{start,end} ── Cpu (per-core run
//!                                                     queues, quantum,
//!                                                     context switch)
//!                                   grants ◀──────── Latches (EX / SH,
//!                                                     FIFO waiters)
//!   Station (k servers, FIFO, known service times: a disk, a CPU pool)
//! ```
//!
//! A task that leaves its core after a known burst (`Cpu::leave_after`)
//! needs no event for that end: the core hands on to its queue's head at
//! once, dispatched to start then.
//!
//! Time is an integer count of **nanoseconds** (`Nanos`, u64: 584 years),
//! so runs are exact and the same natively and in WebAssembly. Nothing
//! here draws randomness except the queue's tie-breaks, from its seed.
//!
//! What it simplifies: a task is bound to one core (as SQL Server's SQLOS
//! binds a worker to a scheduler); a core runs its queue in FIFO order and
//! preempts only at the end of a quantum; a context switch costs a fixed
//! time, paid when a core starts a task other than the one it ran last.

pub mod cpu;
pub mod latch;
pub mod queue;
pub mod station;

/// Virtual time, in nanoseconds.
pub type Nanos = u64;
/// A task (a session) the cores run and the latches queue.
pub type TaskId = u32;

pub use cpu::{Cpu, Dispatch, SliceEnd};
pub use latch::{Latch, LatchMode, Latches};
pub use queue::EventQueue;
pub use station::Station;
