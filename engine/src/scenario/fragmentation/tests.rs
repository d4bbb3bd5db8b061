use super::*;

fn sim(pairs: &[(&str, &str)]) -> Fragmentation {
    let values: Vec<(String, String)> = pairs
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    Fragmentation::new(params::parse(&params::specs(), &values).expect("valid"))
}

#[test]
fn the_planned_total_is_the_requests_made() {
    for layout in ["fragmented", "defragmented"] {
        let mut s = sim(&[
            ("layout", layout),
            ("rows", "60000"),
            ("every", "20000"),
            ("window", "400"),
            ("customers", "100"),
            ("shared_buffers_mb", "4"),
            ("file_cache_mb", "4"),
        ]);
        let total = s.progress().total.expect("known");
        while !s.done() {
            s.advance(1_000);
        }
        assert_eq!(s.progress().done, total, "{layout}");
        assert!(s.tables.rows() >= 60_000);
        s.check().expect("consistent");
        assert_eq!(s.points().len(), 3, "{layout}");
    }
}

#[test]
fn watched_and_unwatched_runs_agree() {
    let pairs = [
        ("layout", "defragmented"),
        ("rows", "30000"),
        ("start_rows", "20000"),
        ("every", "0"),
        ("window", "200"),
        ("customers", "100"),
        ("shared_buffers_mb", "1"),
        ("file_cache_mb", "2"),
    ];
    let (mut a, mut b) = (sim(&pairs), sim(&pairs));
    for _ in 0..2_000 {
        a.step();
    }
    b.advance(2_000);
    assert_eq!(a.figures(), b.figures());
    a.check().expect("consistent");
}

#[test]
fn two_q_and_arc_run_the_sessions() {
    for policy in ["2q", "arc"] {
        let mut s = sim(&[
            ("policy", policy),
            ("rows", "30000"),
            ("every", "10000"),
            ("window", "200"),
            ("customers", "100"),
            ("shared_buffers_mb", "1"),
            ("file_cache_mb", "2"),
        ]);
        while !s.done() {
            s.advance(1_000);
            s.check().expect("consistent pool");
        }
        assert!(s.tables.rows() >= 30_000, "{policy}");
    }
}
