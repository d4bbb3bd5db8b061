//! The moments worth finding (`Scenario::moment`): the stage's "next
//! split / eviction / wash / phase" jumps and its timeline's marks. Each
//! lesson's step view has some within its first steps, and a moment is
//! where the scan says: brought to the step before it and stepped once, a
//! fresh simulation reports the same moment (deterministic, numbered as
//! the step view numbers steps).

use pagelab::catalog;

fn step_params(id: &str) -> Vec<(String, String)> {
    let info = catalog::lessons()
        .into_iter()
        .find(|l| l.id == id)
        .expect("lesson");
    info.step_preset.into_iter().collect()
}

#[test]
fn each_lesson_with_moments_finds_them_where_they_happen() {
    // Lessons whose scenario names moments, and the steps that must hold one.
    for (id, steps) in [
        ("page_splits", 200),
        ("fillfactor", 400),
        ("buffer_pool", 12),
        ("bpe", 300),
        ("idxbuild", 400),
        ("latch", 400),
        ("fragmentation", 3_000),
    ] {
        let params = step_params(id);
        let mut sim = catalog::open(id, &params).expect("opens");
        let moments = sim.scan_moments(steps);
        assert!(!moments.is_empty(), "{id}: no moment in {steps} steps");
        assert!(
            moments.windows(2).all(|w| w[0].step <= w[1].step),
            "{id}: in order"
        );
        for m in moments.iter().take(5) {
            let mut again = catalog::open(id, &params).expect("opens");
            again.advance(m.step - 1);
            let found = again.scan_moments(1);
            assert!(
                found.iter().any(|f| f == m),
                "{id}: {m:?} not found stepping to it ({found:?})"
            );
        }
    }
}
