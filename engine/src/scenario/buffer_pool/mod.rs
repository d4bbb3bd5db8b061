//! The buffer-pool scenario: one reference string, several pools of the
//! same size side by side, each under its own replacement policy. Each step
//! is one reference made to every pool; the events say, pool by pool, hit
//! or miss, which page left and why. The lesson `buffer_pool` runs it.
//!
//! | file | holds |
//! |---|---|
//! | `params` | parameters (policies, frames, the string), their rules |
//! | `events`, `figures` | what a step reports, what a run reports |
//! | `views` | the frames and the string, for the pictures |

pub mod article;
#[cfg(any(not(target_arch = "wasm32"), feature = "bench"))]
mod bench;
mod budget;
mod entry;
pub mod events;
pub mod figures;
pub mod params;
mod views;

use crate::scenario::{Scenario, View};
use crate::storage::buffer::{BufferPool, Pass, Writer};
use crate::workload::trace::Trace;
use events::BufferEvent;
use figures::{BufferPoolFigures, PolicyFigures};
use params::Params;
use views::RING;

pub struct BufferPoolSim {
    params: Params,
    trace: Trace,
    pools: Vec<BufferPool>,
    /// The next reference to make.
    next: usize,
    /// Each pool's last `RING` outcomes (1 hit, 0 miss), by reference
    /// number modulo `RING`: the string's picture.
    outcomes: Vec<Vec<u8>>,
    distinct_pages: u64,
}

impl BufferPoolSim {
    pub fn new(params: Params) -> Self {
        let trace = params.trace();
        let pools = params
            .policy
            .iter()
            .map(|&k| BufferPool::new(params.frames, k, &trace.pages))
            .collect();
        let mut seen = vec![false; trace.page_span() as usize];
        for &p in &trace.pages {
            seen[p as usize] = true;
        }
        let distinct_pages = seen.iter().filter(|&&s| s).count() as u64;
        BufferPoolSim {
            outcomes: vec![vec![2; RING as usize]; params.policy.len()],
            params,
            trace,
            pools,
            next: 0,
            distinct_pages,
        }
    }

    pub fn params(&self) -> &Params {
        &self.params
    }
    pub fn pools(&self) -> &[BufferPool] {
        &self.pools
    }

    /// Makes the next reference to every pool; `events` (when watched)
    /// receives what happened.
    fn reference(&mut self, mut events: Option<&mut Vec<BufferEvent>>) {
        let at = self.next;
        let (page, write) = (self.trace.pages[at], self.trace.writes[at]);
        let scan = self.trace.scans.get(at).copied().unwrap_or(false);
        if let Some(ev) = events.as_deref_mut() {
            ev.push(BufferEvent::Reference {
                at: at as u64,
                page,
                write,
                scan,
            });
        }
        let mut passes: Vec<Pass> = Vec::new();
        for (i, pool) in self.pools.iter_mut().enumerate() {
            let policy = pool.policy().kind();
            let watch = events.is_some().then_some(&mut passes);
            let was_dirty = pool.frame_of(page).is_some_and(|f| pool.is_dirty(f));
            // The pages the hand will pass, as they are before the reference.
            let before: Vec<u32> = match events {
                Some(_) => (0..pool.frames())
                    .map(|f| pool.page_in(f).unwrap_or(u32::MAX))
                    .collect(),
                None => Vec::new(),
            };
            // Only a fully pinned pool refuses, and references here never
            // hold a pin across references.
            let Ok(f) = pool.reference_as(page, write, scan, watch) else {
                continue;
            };
            self.outcomes[i][at % RING as usize] = f.hit as u8;
            if let Some(ev) = events.as_deref_mut() {
                if f.hit {
                    ev.push(BufferEvent::Hit {
                        policy,
                        frame: f.frame,
                        page,
                    });
                } else {
                    ev.push(BufferEvent::Miss {
                        policy,
                        page,
                        free: f.evicted.is_none(),
                    });
                    for p in passes.drain(..) {
                        let page = before.get(p.frame as usize).copied().unwrap_or(u32::MAX);
                        ev.push(BufferEvent::Pass {
                            policy,
                            frame: p.frame,
                            page,
                            before: p.before,
                            after: p.after,
                        });
                    }
                    if let Some(e) = f.evicted {
                        if e.written {
                            ev.push(BufferEvent::Write {
                                policy,
                                frame: e.frame,
                                page: e.page,
                                by: Writer::Eviction,
                            });
                        }
                        ev.push(BufferEvent::Evict {
                            policy,
                            frame: e.frame,
                            page: e.page,
                            why: e.why,
                        });
                    }
                    ev.push(BufferEvent::Load {
                        policy,
                        frame: f.frame,
                        page,
                    });
                }
                if write && !(f.hit && was_dirty) {
                    ev.push(BufferEvent::Dirtied {
                        policy,
                        frame: f.frame,
                        page,
                    });
                }
            }
        }
        self.next += 1;
        let every = self.params.checkpoint_every;
        if every > 0 && (self.next as u64).is_multiple_of(every) {
            for pool in &mut self.pools {
                let policy = pool.policy().kind();
                let written = pool.checkpoint();
                if let Some(ev) = events.as_deref_mut() {
                    for &frame in &written {
                        let page = pool.page_in(frame).unwrap_or(u32::MAX);
                        ev.push(BufferEvent::Write {
                            policy,
                            frame,
                            page,
                            by: Writer::Checkpoint,
                        });
                    }
                    ev.push(BufferEvent::Checkpoint {
                        policy,
                        written: written.len() as u32,
                    });
                }
            }
        }
    }

    /// Bytes held (the trace, the pools).
    pub fn memory_bytes(&self) -> usize {
        self.trace.pages.capacity() * 4
            + self.trace.writes.capacity()
            + self.trace.scans.capacity()
            + self
                .pools
                .iter()
                .map(BufferPool::memory_bytes)
                .sum::<usize>()
    }
}

impl Scenario for BufferPoolSim {
    type Event = BufferEvent;
    type Figures = BufferPoolFigures;

    fn run_step(&mut self, watch: Option<&mut Vec<BufferEvent>>) {
        self.reference(watch);
    }
    fn steps_done(&self) -> u64 {
        self.next as u64
    }
    fn total_steps(&self) -> Option<u64> {
        Some(self.trace.len() as u64)
    }
    fn done(&self) -> bool {
        self.next >= self.trace.len()
    }

    fn figures(&self) -> BufferPoolFigures {
        let policies: Vec<PolicyFigures> = self.pools.iter().map(PolicyFigures::of).collect();
        let first = policies.first().cloned();
        let get = |f: fn(&PolicyFigures) -> u64| first.as_ref().map_or(0, f);
        BufferPoolFigures {
            references: self.next as u64,
            trace_length: self.trace.len() as u64,
            distinct_pages: self.distinct_pages,
            frames: self.params.frames,
            requests: get(|p| p.requests),
            hits: get(|p| p.hits),
            misses: get(|p| p.misses),
            hit_ratio: first.as_ref().map_or(0.0, |p| p.hit_ratio),
            evictions: get(|p| p.evictions),
            writes: get(|p| p.writes),
            dirty_ratio: first.as_ref().map_or(0.0, |p| p.dirty_ratio),
            policies,
        }
    }

    fn views(&self) -> Vec<View> {
        self.pool_views()
    }

    /// A policy sends a page away to make room.
    fn moment(event: &BufferEvent) -> Option<&'static str> {
        matches!(event, BufferEvent::Evict { .. }).then_some("eviction")
    }

    fn check(&self) -> Result<(), String> {
        for pool in &self.pools {
            pool.check()
                .map_err(|e| format!("{}: {e}", pool.policy().kind()))?;
        }
        Ok(())
    }
}
