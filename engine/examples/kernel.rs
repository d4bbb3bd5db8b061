//! Runs one benchmark kernel once (for profilers): `cargo run --release --example kernel -- NAME`.
fn main() {
    let name = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "insert_random_1m".into());
    let t = std::time::Instant::now();
    let units = pagelab::bench::run_kernel(&name);
    println!("{name}: {units} units in {:?}", t.elapsed());
}
