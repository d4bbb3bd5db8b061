//! The textbook's figures for the buffer-pool lesson: misses on Belady's
//! reference string (Belady, Nelson and Shedler, "An anomaly in
//! space-time characteristics of certain programs running in a paging
//! machine", CACM 1969; every operating-systems textbook since). They are
//! exact, so ours must equal them. The PostgreSQL article
//! (`shared/sources/postgres-fragmentation-mixed-load.en.txt`) draws its
//! pool as FIFO and warns that real pools are not: the lesson starts there.

use crate::scenario::article::{Article, ArticleCase, ArticleColumn, ArticleFigure};

pub fn article() -> Article {
    Article {
        id: "belady_textbook",
        engine: "Any pool (the textbook)",
        setup: "Belady's reference string 1,2,3,4,1,2,5,1,2,3,4,5",
        columns: vec![ArticleColumn {
            figure: "misses",
            label: "Misses",
            relative_to_first: false,
            percent: false,
        }],
        cases: [
            ("fifo3", "FIFO", "3 frames", "fifo", "3", 9.0),
            (
                "fifo4",
                "FIFO",
                "4 frames (Belady's anomaly: more frames, more misses)",
                "fifo",
                "4",
                10.0,
            ),
            ("lru3", "LRU", "3 frames", "lru", "3", 10.0),
            ("lru4", "LRU", "4 frames", "lru", "4", 8.0),
            ("opt3", "OPT", "3 frames", "opt", "3", 7.0),
            ("opt4", "OPT", "4 frames", "opt", "4", 6.0),
        ]
        .into_iter()
        .map(|(id, group, label, policy, frames, misses)| ArticleCase {
            lessons: vec!["buffer_pool"],
            id,
            group,
            label,
            params: vec![("policy", policy), ("frames", frames)],
            figures: vec![ArticleFigure {
                figure: "misses",
                value: misses,
                tolerance: 1.0,
                note: None,
                doc: None,
            }],
        })
        .collect(),
        note: "The textbook's counts are exact: ours must equal them.",
        // Counting is exact.
        spread: 1.0,
        sysmon: None,
    }
}
