//! Page layout: where the bytes of a page go.
//!
//! ```text
//!  0            header_bytes                              page_size
//!  | page header | row 0 | row 1 | ... |   free   | ... | slot 1 | slot 0 |
//!                 rows grow →                       ← row offset table grows
//! ```
//!
//! A page is accounted for in bytes, not simulated as an image: the engine
//! knows how many rows a page holds and how big each row is, which is all a
//! split decision needs. Rows of one table share one size (the article's
//! table has no variable-length columns worth modelling: "sans typage
//! exotique"), so a page's used bytes are `header + rows * (row + slot)`.
//!
//! The format constants are ASE's for a 2 KB server (the article's); the
//! layouts of other engines' pages will sit beside them when a lesson needs
//! them.

/// ASE's data page header (2 KB server: 32 bytes).
pub const DATA_PAGE_HEADER: u32 = 32;
/// Row offset table entry.
pub const SLOT_BYTES: u32 = 2;
/// Index row of the clustered index's upper levels: key (instrument int 4,
/// date datetime 8, source int 4) + child page 4 + row overhead 1.
pub const INDEX_ROW_BYTES: u32 = 21;
/// Nonclustered index entry: key (~16) + RID 6 + overhead 2.
pub const NC_ENTRY_BYTES: u32 = 24;

/// The byte geometry of one page kind (data page or index page).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageLayout {
    pub page_size: u32,
    pub header_bytes: u32,
    pub slot_bytes: u32,
    pub row_bytes: u32,
}

impl PageLayout {
    /// An ASE data page of `page_size` bytes holding rows of `row_bytes`.
    pub fn ase_data(page_size: u32, row_bytes: u32) -> Self {
        PageLayout {
            page_size,
            header_bytes: DATA_PAGE_HEADER,
            slot_bytes: SLOT_BYTES,
            row_bytes,
        }
    }

    /// An ASE index page of the article's clustered index.
    pub fn ase_index(page_size: u32) -> Self {
        Self::ase_data(page_size, INDEX_ROW_BYTES)
    }

    /// Bytes available to rows and their slots.
    pub fn usable(&self) -> u32 {
        self.page_size.saturating_sub(self.header_bytes)
    }

    /// Bytes one row costs on the page: the row itself plus its slot.
    pub fn per_row(&self) -> u32 {
        self.row_bytes + self.slot_bytes
    }

    /// How many rows fit in a full page (at least one: a page that cannot
    /// hold a row is rejected by parameter validation before we get here).
    pub fn capacity(&self) -> u32 {
        (self.usable() / self.per_row().max(1)).max(1)
    }

    /// Rows a page receives at build time under `fillfactor` percent.
    ///
    /// Like ASE and SQL Server, the fillfactor is a share of the page's
    /// bytes: a page is filled while the next row still fits within
    /// `fillfactor%` of the usable space. At least one row always goes in.
    pub fn rows_at_fillfactor(&self, fillfactor: u32) -> u32 {
        let budget = self.usable() as u64 * fillfactor.min(100) as u64 / 100;
        ((budget / self.per_row().max(1) as u64) as u32).clamp(1, self.capacity())
    }

    /// Bytes used by a page holding `rows` rows (header included).
    pub fn used_bytes(&self, rows: u32) -> u32 {
        self.header_bytes + rows * self.per_row()
    }

    /// Free bytes in a page holding `rows` rows.
    pub fn free_bytes(&self, rows: u32) -> u32 {
        self.page_size.saturating_sub(self.used_bytes(rows))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn article_data_page() -> PageLayout {
        PageLayout::ase_data(2048, 132)
    }

    #[test]
    fn article_page_holds_fifteen_rows() {
        let p = article_data_page();
        assert_eq!(p.capacity(), 15);
        assert_eq!(p.rows_at_fillfactor(100), 15);
        assert_eq!(p.rows_at_fillfactor(90), 13);
        assert_eq!(p.rows_at_fillfactor(80), 12);
        assert_eq!(p.rows_at_fillfactor(1), 1);
    }

    #[test]
    fn bytes_add_up() {
        let p = article_data_page();
        assert_eq!(p.used_bytes(15) + p.free_bytes(15), 2048);
        assert!(p.used_bytes(p.capacity()) <= p.page_size);
    }
}
