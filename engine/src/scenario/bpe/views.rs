//! The step view's picture: the pool's frames and the extension's slots as
//! two grids (each cell's page, a frame's dirty mark), and where each data
//! page is now. At full scale the arrays are capped (`MAX_SLOTS`,
//! `MAX_PLACES`): the pictures are drawn from the step view's small table.

use crate::scenario::View;
use crate::storage::buffer::NONE;

use super::Bpe;

/// Slots drawn at most (the first ones).
pub const MAX_SLOTS: u32 = 1 << 20;
/// Data pages whose place is drawn at most (the first ones).
pub const MAX_PLACES: u32 = 65_536;

impl Bpe {
    pub(super) fn pictures(&self) -> Vec<View> {
        let pool = &self.store.pool;
        let frames: Vec<u32> = (0..pool.frames())
            .map(|f| pool.page_in(f).unwrap_or(NONE))
            .collect();
        let dirty = (0..pool.frames()).map(|f| pool.is_dirty(f) as u8).collect();
        let shown = self.params.bpe_slots().min(MAX_SLOTS);
        let slots = match &self.store.ext {
            Some(e) => (0..shown).map(|s| e.page_in(s).unwrap_or(NONE)).collect(),
            None => Vec::new(),
        };
        let pages = self.store.pages();
        let place = (0..pages.min(MAX_PLACES))
            .map(|p| self.store.place(p))
            .collect();
        vec![View::BpeTiers {
            frames,
            dirty,
            slots,
            place,
            data_pages: pages,
        }]
    }
}
