//! Runs an article's cases at full scale and sets ours beside theirs: the
//! CLI's `pagelab fidelity` table (and `docs/fidelity.md`), and the
//! fidelity tests, which check every figure against its tolerance.

use serde::Serialize;

use crate::scenario::article::{Article, ArticleCase};
use crate::scenario::AnyFigures;

/// One case run: the article's figures beside ours, column by column.
#[derive(Debug, Clone, Serialize)]
pub struct CaseRun {
    pub case: ArticleCase,
    /// Our figure for each of the article's columns (`None`: the run
    /// failed, or a relative column with no base).
    pub ours: Vec<Option<f64>>,
    pub figures: Option<AnyFigures>,
}

impl CaseRun {
    /// (figure name, article's, ours, holds) of each figure the article
    /// gives for this case.
    pub fn compared<'a>(
        &'a self,
        article: &'a Article,
    ) -> impl Iterator<Item = (&'static str, f64, Option<f64>, bool)> + 'a {
        self.case.figures.iter().map(move |f| {
            let at = article.columns.iter().position(|c| c.figure == f.figure);
            let ours = at.and_then(|i| self.ours.get(i).copied().flatten());
            (f.figure, f.value, ours, ours.is_some_and(|o| f.holds(o)))
        })
    }
}

/// Runs one case at full scale, over its first lesson's defaults.
pub fn run_case(case: &ArticleCase) -> Option<AnyFigures> {
    let values: Vec<(String, String)> = case
        .params
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut sim = super::open(case.lessons.first()?, &values).ok()?;
    sim.run_to_end();
    Some(sim.figures())
}

/// Runs `cases` on every core at once, the longest first (by their budget's
/// estimate), each on its own: the figures in the order given. A run is
/// deterministic wherever it runs, so the figures are the same as one
/// after another; the table of every article is ready in the time of its
/// longest cases (`pagelab fidelity`: 4.0 s on 2 cores, 7.8 s of CPU).
/// WebAssembly has no threads: there, one after another.
pub fn run_cases(cases: &[&ArticleCase]) -> Vec<Option<AnyFigures>> {
    #[cfg(target_arch = "wasm32")]
    {
        cases.iter().map(|c| run_case(c)).collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::atomic::{AtomicUsize, Ordering};
        use std::sync::Mutex;

        let cost = |c: &ArticleCase| -> u64 {
            let values: Vec<(String, String)> = c
                .params
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            c.lessons
                .first()
                .and_then(|l| super::estimate(l, &values).ok())
                .map_or(0, |b| b.ms)
        };
        let mut order: Vec<(u64, usize)> = cases
            .iter()
            .enumerate()
            .map(|(i, c)| (cost(c), i))
            .collect();
        order.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let results: Mutex<Vec<Option<AnyFigures>>> = Mutex::new(vec![None; cases.len()]);
        let next = AtomicUsize::new(0);
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(cases.len())
            .max(1);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    while let Some(&(_, i)) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let figures = cases.get(i).and_then(|c| run_case(c));
                        if let Ok(mut r) = results.lock() {
                            if let Some(slot) = r.get_mut(i) {
                                *slot = figures;
                            }
                        }
                    }
                });
            }
        });
        results.into_inner().unwrap_or_default()
    }
}

/// Runs every case of every article in `articles` (all at once:
/// `run_cases`).
pub fn run_articles(articles: &[Article]) -> Vec<Vec<CaseRun>> {
    let cases: Vec<&ArticleCase> = articles.iter().flat_map(|a| a.cases.iter()).collect();
    let mut figures = run_cases(&cases).into_iter();
    articles
        .iter()
        .map(|a| compare(a, figures.by_ref().take(a.cases.len()).collect()))
        .collect()
}

/// Runs every case of `article`.
pub fn run_article(article: &Article) -> Vec<CaseRun> {
    let cases: Vec<&ArticleCase> = article.cases.iter().collect();
    compare(article, run_cases(&cases))
}

/// The cases of `article` beside their figures (`figures[i]`: case i's).
fn compare(article: &Article, figures: Vec<Option<AnyFigures>>) -> Vec<CaseRun> {
    article
        .cases
        .iter()
        .zip(&figures)
        .map(|(case, f)| {
            // A relative column compares with the first case of the case's
            // first lesson.
            let base = article
                .cases
                .iter()
                .position(|c| c.lessons.first() == case.lessons.first())
                .and_then(|i| figures.get(i).cloned().flatten());
            let ours = article
                .columns
                .iter()
                .map(|col| {
                    let v = f.as_ref()?.number(col.figure)?;
                    if !col.relative_to_first {
                        return Some(v);
                    }
                    let b = base.as_ref()?.number(col.figure)?;
                    (b > 0.0).then(|| 100.0 * (v / b - 1.0))
                })
                .collect();
            CaseRun {
                case: case.clone(),
                ours,
                figures: f.clone(),
            }
        })
        .collect()
}

/// Whether `ours` lies further from `article` than the factor `spread`
/// (the web's `beyondSpread`, `web/src/shell/docs/footnotes.ts`).
fn beyond_spread(article: f64, ours: f64, spread: f64) -> bool {
    if !ours.is_finite() || !article.is_finite() {
        return false;
    }
    if article == 0.0 {
        return ours != 0.0;
    }
    let ratio = ours / article;
    ratio <= 0.0 || ratio > spread || 1.0 / ratio > spread
}

/// A figure as the table prints it: whole numbers and figures of 100 or
/// more without decimals, smaller ones with enough to compare (printed
/// whole, bpe's 2.7 s read "3", and its extension's share, 0.75 against
/// 0.57, "1" against "1").
fn plain(v: f64) -> String {
    if v.fract() == 0.0 || v.abs() >= 100.0 {
        format!("{v:.0}")
    } else if v.abs() >= 10.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    }
}

/// The table as Markdown: the article's figure beside ours, for every
/// article the lessons use.
pub fn markdown() -> String {
    let mut out = String::new();
    let articles = super::articles();
    let runs = run_articles(&articles);
    for (article, runs) in articles.iter().zip(runs) {
        out.push_str(&format!("### {} ({})\n\n", article.engine, article.setup));
        out.push_str("| case |");
        for c in &article.columns {
            out.push_str(&format!(" {} article | {} ours |", c.label, c.label));
        }
        out.push_str("\n|---|");
        out.push_str(&"---:|---:|".repeat(article.columns.len()));
        out.push('\n');
        for run in runs {
            out.push_str(&format!("| {}: {} |", run.case.group, run.case.label));
            for (col, ours) in article.columns.iter().zip(&run.ours) {
                let theirs = run.case.figures.iter().find(|f| f.figure == col.figure);
                let fmt = |v: f64| {
                    if col.relative_to_first {
                        format!("{v:+.0}%")
                    } else if col.percent {
                        format!("{:.0}%", v * 100.0)
                    } else {
                        plain(v)
                    }
                };
                let a = theirs.map_or("—".to_string(), |f| fmt(f.value));
                // A change from the first case means something only where
                // the article gives one.
                let o = match ours {
                    Some(v) if theirs.is_some() || !col.relative_to_first => fmt(*v),
                    _ => "—".to_string(),
                };
                // As the lesson's article table marks its cells: a note
                // only where ours lies beyond the article's own spread
                // (a calibrated figure that lands on the article's has
                // nothing to explain).
                let flag = match theirs {
                    Some(f) if ours.is_some_and(|o| !f.holds(o)) => " ✗",
                    Some(f)
                        if f.note.is_some()
                            && ours.is_some_and(|o| beyond_spread(f.value, o, article.spread)) =>
                    {
                        " *"
                    }
                    _ => "",
                };
                out.push_str(&format!(" {a} | {o}{flag} |"));
            }
            out.push('\n');
        }
        out.push_str(&format!(
            "\n`*` further from the article than its own run-to-run spread (×{}), with a stated reason (the figure's note; see `docs/fidelity.md`); `✗` outside even the figure's tolerance.\n",
            article.spread
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{beyond_spread, plain};

    #[test]
    fn small_figures_keep_the_decimals_that_tell_them_apart() {
        assert_eq!(plain(0.75), "0.75");
        assert_eq!(plain(0.5712), "0.57");
        assert_eq!(plain(2.7), "2.70");
        assert_eq!(plain(12.047), "12.0");
        assert_eq!(plain(9.0), "9");
        assert_eq!(plain(17_523.4), "17523");
        assert_eq!(plain(-3.25), "-3.25");
    }

    #[test]
    fn a_figure_is_marked_only_beyond_the_articles_spread() {
        // idxbuild's calibrated 20% lands on the article's: no mark.
        assert!(!beyond_spread(20.0, 20.04, 1.25));
        assert!(!beyond_spread(59.0, 63.0, 1.25));
        // latch's identity at 128 threads: 26.4 K against 17.5 K.
        assert!(beyond_spread(17_523.0, 26_352.0, 1.25));
        // Below as well as above; a sign change is always beyond, and an
        // article's 0 is met by 0 only.
        assert!(beyond_spread(500.0, 390.0, 1.25));
        assert!(beyond_spread(10.0, -1.0, 1.25));
        assert!(beyond_spread(0.0, 1.0, 1.25));
        assert!(!beyond_spread(0.0, 0.0, 1.25));
        assert!(!beyond_spread(10.0, f64::NAN, 1.25));
    }
}
