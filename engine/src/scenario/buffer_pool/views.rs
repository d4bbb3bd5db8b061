//! The pictures of the buffer-pool scenario: each pool's frames (page,
//! pins, dirty, the policy's own state, the clock hand) and the reference
//! string around the current reference, with each pool's hit or miss.

use crate::scenario::buffer_pool::BufferPoolSim;
use crate::scenario::View;
use crate::storage::buffer::NONE;

/// References the string's picture shows at once.
pub const WINDOW: u64 = 48;
/// Of them, already made (the rest are the future).
const PAST: u64 = 32;

impl BufferPoolSim {
    pub(super) fn pool_views(&self) -> Vec<View> {
        let mut out: Vec<View> = self
            .pools
            .iter()
            .map(|pool| {
                let frames = pool.frames();
                View::BufferFrames {
                    policy: pool.policy().kind().to_string(),
                    pages: (0..frames)
                        .map(|f| pool.page_in(f).unwrap_or(NONE))
                        .collect(),
                    pins: pool.pins().to_vec(),
                    dirty: (0..frames).map(|f| pool.is_dirty(f) as u8).collect(),
                    state: pool.frame_states(),
                    state_name: pool.policy().state_name(),
                    hand: pool.policy().hand().map_or(-1, |h| h as i64),
                }
            })
            .collect();
        let total = self.trace.len() as u64;
        let at = self.next as u64;
        let start = if total <= WINDOW {
            0
        } else {
            at.saturating_sub(PAST).min(total - WINDOW)
        };
        let end = (start + WINDOW).min(total);
        let outcomes = self
            .outcomes
            .iter()
            .flat_map(|ring| {
                (start..end).map(move |i| {
                    if i < at && at - i <= RING {
                        ring[(i % RING) as usize]
                    } else {
                        2
                    }
                })
            })
            .collect();
        out.push(View::ReferenceString {
            policies: self
                .pools
                .iter()
                .map(|p| p.policy().kind().to_string())
                .collect(),
            pages: self.trace.pages[start as usize..end as usize].to_vec(),
            writes: self.trace.writes[start as usize..end as usize]
                .iter()
                .map(|&w| w as u8)
                .collect(),
            start,
            at,
            total,
            outcomes,
        });
        out
    }
}

/// References whose outcome each pool remembers (a ring).
pub const RING: u64 = 64;
