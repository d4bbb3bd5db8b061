//! Times the phases of one full-scale run (build, inserts, figures).
use pagelab::scenario::Scenario;
use std::time::Instant;
fn main() {
    for ff in [50, 60, 70, 80, 90, 100] {
        let set = vec![("fillfactor".to_string(), ff.to_string())];
        let t0 = Instant::now();
        let mut any = pagelab::catalog::open("fillfactor", &set).expect("valid");
        let sim = any.as_insert_load_mut().expect("an insert load");
        let t1 = Instant::now();
        sim.run_to_end();
        let t2 = Instant::now();
        let f = sim.figures();
        let t3 = Instant::now();
        println!(
            "ff {ff}: build {:?} run {:?} figures {:?} ({} splits)",
            t1 - t0,
            t2 - t1,
            t3 - t2,
            f.page_splits
        );
        let t4 = Instant::now();
        let n = sim.leaves().len();
        println!("  leaves(): {n} pages in {:?}", t4.elapsed());
    }
}
