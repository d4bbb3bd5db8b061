//! The step view's pictures: the pool frame by frame (which relation each
//! page belongs to, dirty or not, and a heap page's useful rows), and each
//! heap's pages with where each is now (pool, file cache, disk). The pages
//! a step touched come from its events.

use crate::choice::Choice;
use crate::scenario::View;

use super::params::Layout;
use super::tables::Rel;
use super::Fragmentation;

/// Pages a heap's picture draws at most (a full-scale heap is summarised
/// by its first pages: the step view's tables are small).
const MAX_PAGES: u32 = 4_096;

impl Fragmentation {
    pub(super) fn pictures(&self) -> Vec<View> {
        let pool = &self.store.pool;
        let mut tally = vec![(0u32, 0u32); self.params.customers as usize];
        let (mut rel, mut pages, mut dirty, mut useful) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for f in 0..pool.frames() {
            match pool.page_in(f) {
                Some(id) => {
                    let (r, page) = self.addr.rel_of(id);
                    rel.push(r as u8);
                    pages.push(page);
                    let heap = matches!(r, Rel::Heap | Rel::ArchiveHeap);
                    useful.push(if heap {
                        self.tables.useful_rows(r, page, &mut tally, f + 1)
                    } else {
                        0
                    });
                }
                None => {
                    rel.push(255);
                    pages.push(u32::MAX);
                    useful.push(0);
                }
            }
            dirty.push(pool.is_dirty(f) as u8);
        }
        let mut out = vec![View::PoolPages {
            relations: Rel::NAMES.to_vec(),
            rel,
            pages,
            dirty,
            useful,
        }];
        let heaps: &[Rel] = match self.params.layout {
            Layout::Fragmented => &[Rel::Heap],
            Layout::Defragmented => &[Rel::ArchiveHeap, Rel::Heap],
        };
        for &heap in heaps {
            let n = self.tables.heap_pages(heap).min(MAX_PAGES);
            let place = (0..n)
                .map(|p| {
                    let id = self.addr.id_of(heap, p);
                    if pool.frame_of(id).is_some() {
                        2
                    } else if self.store.in_file_cache(id) {
                        1
                    } else {
                        0
                    }
                })
                .collect();
            out.push(View::RelationPages {
                relation: heap.name(),
                place,
            });
        }
        out
    }
}
