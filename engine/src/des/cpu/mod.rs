//! CPU cores as a resource: each core runs one task at a time and keeps a
//! FIFO run queue of the tasks bound to it that want to run.
//!
//! ```text
//!   submit(task, burst) ──▶ core idle? ──yes──▶ Dispatch{start, end}
//!                                 │no
//!                                 ▼
//!                 run queue [t7 t3 t9]  ◀── quantum expired, queue not empty
//!   slice_end ──▶ Finished{task}: the caller says continue_with (the task
//!                 keeps the core: its next burst) or yield_core (it blocks;
//!                 the queue's head is dispatched, paying a context switch)
//! ```
//!
//! A burst runs in slices of at most one quantum; at a slice's end with
//! burst left and others queued, the task goes to the back of the queue.
//! `replace` gives a running task a new burst at once (a spinning session
//! granted its latch goes straight on, no switch). Each dispatch carries a
//! token; a `slice_end` with an old token is stale and ignored, so the
//! caller never has to take back an event it queued.
//!
//! `leave_after`: a task that will leave its core at the end of a short
//! burst (a session's commit CPU, a spin before it parks) needs no event
//! for that end. The core knows when it is free: the head of its queue is
//! dispatched at once, to start then, and a task submitted before then
//! starts then too. `stay` takes the leave back (a spinner granted its
//! latch): the head's dispatch is undone, back to the front of the queue,
//! and its slice's end is stale.
//!
//! ```text
//!   now        t (leave_after: s keeps the core until t, then leaves)
//!   |--s post--|[switch][head's slice]   one event: the head's slice end
//! ```
//!
//! Queries (`is_running`, `running`, `queued`, `is_idle`) answer as of
//! the cpu's clock (`tick`, and every call that takes `now`): until `t`
//! the leaving task runs and the head still waits in the queue.

use std::collections::VecDeque;

use super::{Nanos, TaskId};

/// A task put on a core: its slice runs `start..end` (`start` after the
/// context switch, if one was paid).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dispatch {
    pub task: TaskId,
    pub core: u32,
    /// When the core takes the task (now, or later: the end of a leaving
    /// task's burst).
    pub at: Nanos,
    pub start: Nanos,
    pub end: Nanos,
    pub token: u64,
    /// Whether the core switched from another task to this one.
    pub switched: bool,
}

/// What the end of a slice means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SliceEnd {
    /// Not the core's current slice (replaced or already handled).
    Stale,
    /// The quantum ran out with burst left: the task went to the back of
    /// the queue; `next` is the slice that follows (the same task again if
    /// no other waits).
    Preempted { task: TaskId, next: Dispatch },
    /// The burst is done; the task still holds the core until the caller
    /// says `continue_with` or `yield_core`.
    Finished { task: TaskId },
}

#[derive(Debug, Clone, Copy)]
struct Running {
    task: TaskId,
    /// When the core took it (its switch, if any, follows).
    at: Nanos,
    switched: bool,
    end: Nanos,
    /// Burst left after this slice.
    left: Nanos,
    token: u64,
    finished: bool,
}

#[derive(Debug, Default)]
struct Core {
    /// The current slice, or (while a task is leaving) the next one.
    running: Option<Running>,
    /// A task keeping the core until a time, then leaving it.
    leaving: Option<(TaskId, Nanos)>,
    queue: VecDeque<(TaskId, Nanos)>,
    last: Option<TaskId>,
    busy: Nanos,
    switches: u64,
}

/// The machine's cores.
#[derive(Debug)]
pub struct Cpu {
    cores: Vec<Core>,
    quantum: Nanos,
    switch: Nanos,
    next_token: u64,
    /// The time of the latest call: what queries answer as of.
    clock: Nanos,
}

impl Cpu {
    /// `cores` cores (at least one), slices of at most `quantum`, and a
    /// context switch of `switch`.
    pub fn new(cores: u32, quantum: Nanos, switch: Nanos) -> Self {
        Cpu {
            cores: (0..cores.max(1)).map(|_| Core::default()).collect(),
            quantum: quantum.max(1),
            switch,
            next_token: 0,
            clock: 0,
        }
    }

    /// Moves the cpu's clock to `now` (queries answer as of it).
    pub fn tick(&mut self, now: Nanos) {
        self.clock = self.clock.max(now);
    }

    /// The core's leaving task, if it has not left by the clock.
    fn leaving(&self, c: &Core) -> Option<(TaskId, Nanos)> {
        c.leaving.filter(|&(_, t)| t > self.clock)
    }

    pub fn cores(&self) -> u32 {
        self.cores.len() as u32
    }

    /// The core a task is bound to.
    pub fn core_of(&self, task: TaskId) -> u32 {
        task % self.cores()
    }

    fn start(&mut self, core: u32, task: TaskId, burst: Nanos, now: Nanos) -> Dispatch {
        self.next_token += 1;
        let token = self.next_token;
        let quantum = self.quantum;
        let cost = self.switch;
        let Some(c) = self.cores.get_mut(core as usize) else {
            return Dispatch {
                task,
                core,
                at: now,
                start: now,
                end: now,
                token,
                switched: false,
            };
        };
        let switched = c.last.is_some_and(|l| l != task);
        let start = now + if switched { cost } else { 0 };
        let slice = burst.min(quantum);
        let end = start + slice;
        if switched {
            c.switches += 1;
        }
        c.busy += end - now;
        c.last = Some(task);
        c.running = Some(Running {
            task,
            at: now,
            switched,
            end,
            left: burst - slice,
            token,
            finished: false,
        });
        Dispatch {
            task,
            core,
            at: now,
            start,
            end,
            token,
            switched,
        }
    }

    /// `task` wants `burst` of CPU on its core: it runs now if the core is
    /// idle, else it joins the core's queue.
    pub fn submit(&mut self, task: TaskId, burst: Nanos, now: Nanos) -> Option<Dispatch> {
        self.tick(now);
        let core = self.core_of(task);
        let c = self.cores.get_mut(core as usize)?;
        if c.running.is_some() {
            c.queue.push_back((task, burst));
            return None;
        }
        // A leaving task's core takes it when that task leaves.
        let at = c.leaving.map_or(now, |(_, t)| t.max(now));
        Some(self.start(core, task, burst, at))
    }

    /// The task that just finished on `core` keeps it for `burst` more,
    /// then leaves (it blocks): no slice end to handle. The head of the
    /// queue, if any, is dispatched at once to start when it leaves; a
    /// task submitted before then starts then too. The burst is not
    /// preempted (for bursts shorter than a quantum).
    pub fn leave_after(&mut self, core: u32, burst: Nanos, now: Nanos) -> Option<Dispatch> {
        self.tick(now);
        let c = self.cores.get_mut(core as usize)?;
        let run = c.running.take()?;
        let until = now + burst;
        c.busy += burst;
        c.leaving = Some((run.task, until));
        let (task, burst) = c.queue.pop_front()?;
        Some(self.start(core, task, burst, until))
    }

    /// The slice with `token` on `core` ended at `now`.
    pub fn slice_end(&mut self, core: u32, token: u64, now: Nanos) -> SliceEnd {
        self.tick(now);
        let Some(c) = self.cores.get_mut(core as usize) else {
            return SliceEnd::Stale;
        };
        let Some(run) = c.running else {
            return SliceEnd::Stale;
        };
        if run.token != token || run.finished {
            return SliceEnd::Stale;
        }
        if run.left == 0 {
            if let Some(r) = c.running.as_mut() {
                r.finished = true;
            }
            return SliceEnd::Finished { task: run.task };
        }
        // Quantum over with burst left: to the back of the queue.
        c.queue.push_back((run.task, run.left));
        let (task, burst) = c.queue.pop_front().unwrap_or((run.task, run.left));
        c.running = None;
        SliceEnd::Preempted {
            task: run.task,
            next: self.start(core, task, burst, now),
        }
    }

    /// `task`, leaving its core, stays after all, with a new burst from
    /// `now`: a dispatch made for when it left is undone (its slice end is
    /// stale). None if `task` is not leaving its core.
    pub fn stay(&mut self, task: TaskId, burst: Nanos, now: Nanos) -> Option<Dispatch> {
        self.tick(now);
        let core = self.core_of(task);
        let switch = self.switch;
        let c = self.cores.get_mut(core as usize)?;
        let (_, until) = c.leaving.filter(|&(t, u)| t == task && u > now)?;
        if let Some(next) = c.running.take() {
            let start = next.at + if next.switched { switch } else { 0 };
            let burst = next.left + (next.end - start);
            c.queue.push_front((next.task, burst));
            c.busy -= (next.end - next.at).min(c.busy);
            c.switches -= next.switched as u64;
        }
        c.busy -= (until - now).min(c.busy);
        c.leaving = None;
        c.last = Some(task);
        Some(self.start(core, task, burst, now))
    }

    /// The task that just finished on `core` keeps it for `burst` more.
    pub fn continue_with(&mut self, core: u32, burst: Nanos, now: Nanos) -> Option<Dispatch> {
        self.tick(now);
        let task = self.cores.get(core as usize)?.running?.task;
        Some(self.start(core, task, burst, now))
    }

    /// The task on `core` leaves it (it blocks); the next queued task, if
    /// any, is dispatched.
    pub fn yield_core(&mut self, core: u32, now: Nanos) -> Option<Dispatch> {
        self.tick(now);
        let c = self.cores.get_mut(core as usize)?;
        if let Some(run) = c.running.take() {
            // A burst cut short gives its unused time back.
            c.busy -= run.end.saturating_sub(now).min(c.busy);
        }
        let (task, burst) = c.queue.pop_front()?;
        Some(self.start(core, task, burst, now))
    }

    /// Gives the running `task` a new burst from `now` on (its current
    /// slice's end becomes stale). None if `task` is not running.
    pub fn replace(&mut self, task: TaskId, burst: Nanos, now: Nanos) -> Option<Dispatch> {
        self.tick(now);
        let core = self.core_of(task);
        let c = self.cores.get_mut(core as usize)?;
        let run = c.running.filter(|r| r.task == task)?;
        c.busy -= run.end.saturating_sub(now).min(c.busy);
        Some(self.start(core, task, burst, now))
    }

    /// Whether `task` is on its core now.
    pub fn is_running(&self, task: TaskId) -> bool {
        self.is_running_on(self.core_of(task), task)
    }

    /// `is_running` for a caller that knows the task's core.
    pub fn is_running_on(&self, core: u32, task: TaskId) -> bool {
        self.cores
            .get(core as usize)
            .is_some_and(|c| self.on_core(c) == Some(task))
    }

    /// The task on a core as of the clock.
    fn on_core(&self, c: &Core) -> Option<TaskId> {
        match self.leaving(c) {
            Some((t, _)) => Some(t),
            None => c.running.map(|r| r.task),
        }
    }

    /// The task on `core` now (None: it runs nothing).
    pub fn task_on(&self, core: u32) -> Option<TaskId> {
        self.cores.get(core as usize).and_then(|c| self.on_core(c))
    }

    /// Whether `core` runs nothing and has nothing queued.
    pub fn is_idle(&self, core: u32) -> bool {
        self.cores
            .get(core as usize)
            .is_some_and(|c| self.on_core(c).is_none() && c.queue.is_empty())
    }

    /// Tasks running now (never more than the cores).
    pub fn running(&self) -> usize {
        self.cores
            .iter()
            .filter(|c| self.on_core(c).is_some())
            .count()
    }

    /// The task on each core (`None`: idle).
    pub fn running_tasks(&self) -> impl Iterator<Item = Option<TaskId>> + '_ {
        self.cores.iter().map(|c| self.on_core(c))
    }

    /// Tasks queued on `core` (a task dispatched to start when a leaving
    /// one leaves still counts as queued).
    pub fn queued(&self, core: u32) -> usize {
        self.cores.get(core as usize).map_or(0, |c| {
            let next = self.leaving(c).is_some() && c.running.is_some();
            c.queue.len() + next as usize
        })
    }

    /// CPU time given out so far (slices and switches, up to their ends).
    pub fn busy(&self) -> Nanos {
        self.cores.iter().map(|c| c.busy).sum()
    }

    pub fn switches(&self) -> u64 {
        self.cores.iter().map(|c| c.switches).sum()
    }

    /// Context switches made by `now`: a dispatch already made for a task
    /// leaving its core later (`leave_after`) switches only then.
    pub fn switches_by(&self, now: Nanos) -> u64 {
        self.cores
            .iter()
            .map(|c| {
                let later = c.running.is_some_and(|r| r.switched && r.at > now);
                c.switches - later as u64
            })
            .sum()
    }

    /// Bytes the run queues hold.
    pub fn memory_bytes(&self) -> usize {
        self.cores
            .iter()
            .map(|c| c.queue.capacity() * 16 + std::mem::size_of::<Core>())
            .sum()
    }
}

#[cfg(test)]
mod tests;
