//! What an article measured, in the shape every lesson's "article beside
//! ours" table, chart and fidelity test reads: each case is a set of
//! parameter overrides and the article's figures, named as ours are, with
//! the tolerance ours must meet and, where ours is further off, why.

use serde::Serialize;

/// One article (one of `shared/sources/`).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct Article {
    pub id: &'static str,
    /// The engine and version measured.
    pub engine: &'static str,
    /// The setup in one line, for the table's caption.
    pub setup: &'static str,
    /// The columns of the table, in order.
    pub columns: Vec<ArticleColumn>,
    /// The cases the lesson shows (all of them, for the fidelity runner).
    pub cases: Vec<ArticleCase>,
    /// A word on how ours is measured, after the table's caption.
    pub note: &'static str,
    /// The article's run-to-run spread, as a factor: where ours lies
    /// further from the article's figure, the figure's note says why.
    pub spread: f64,
    /// The article's server's own sp_sysmon figures (Sybase only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub sysmon: Option<ArticleSysmon>,
}

/// A column of the table: one of our figures.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ArticleColumn {
    /// The figure's name in the scenario's figures.
    pub figure: &'static str,
    pub label: &'static str,
    /// The figure is shown as a change in percent from the lesson's first
    /// case (space: "+24%").
    pub relative_to_first: bool,
    /// The figure is a fraction shown as a percentage (bpe's share of the
    /// table in the extension: "75%", as the article and our prose say it).
    pub percent: bool,
}

/// One measured case.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ArticleCase {
    /// Lessons whose table shows this case; the first one's defaults are
    /// the base the case's parameters override.
    pub lessons: Vec<&'static str>,
    pub id: &'static str,
    pub group: &'static str,
    pub label: &'static str,
    /// Parameter overrides over the lesson's defaults.
    pub params: Vec<(&'static str, &'static str)>,
    pub figures: Vec<ArticleFigure>,
}

/// One figure the article measured for a case.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ArticleFigure {
    /// Our figure of the same meaning.
    pub figure: &'static str,
    pub value: f64,
    /// Ours must lie within `value / tolerance ..= value * tolerance`
    /// (exactly 0 when the article's is 0).
    pub tolerance: f64,
    /// Why ours differs, where the tolerance had to be wider than the
    /// article's run-to-run spread.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub note: Option<&'static str>,
    /// The section of `docs/fidelity.md` that explains it (its heading's
    /// anchor).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub doc: Option<&'static str>,
}

impl ArticleFigure {
    /// Whether `ours` meets the tolerance.
    pub fn holds(&self, ours: f64) -> bool {
        if self.value == 0.0 {
            ours == 0.0
        } else {
            ours >= self.value / self.tolerance && ours <= self.value * self.tolerance
        }
    }
}

/// sp_sysmon's "Index Management" section on the article's production
/// server during the daily load that went from 20 minutes to 4 hours (the
/// excerpt that opens the article). The lessons print it under their own
/// sysmon-style report so a DBA can compare the shapes of the numbers.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify_next::Tsify))]
pub struct ArticleSysmon {
    /// "Ins/Upd Requiring Maint" and its "# of NC Ndx Maint".
    pub ins_upd_requiring_maint: f64,
    pub nc_maint_for_inserts: f64,
    /// "RID Upd from Clust Split" and its "# of NC Ndx Maint".
    pub rid_upd_from_clust_split: f64,
    pub nc_maint_for_rid_updates: f64,
    /// "Page Splits".
    pub page_splits: f64,
}
