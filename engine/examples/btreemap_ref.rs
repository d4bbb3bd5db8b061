// Reference point: std BTreeMap with the random kernel's keys.
use pagelab::keys::pack;
use pagelab::rng::Rng;
fn main() {
    let mut m = std::collections::BTreeSet::new();
    for i in 0..1_000_000u32 {
        m.insert(pack(i / 1000 + 1, i % 1000 + 1, 1));
    }
    let mut rng = Rng::new(3);
    let t = std::time::Instant::now();
    for _ in 0..1_000_000u32 {
        m.insert(pack(
            rng.below(1_000) as u32 + 1,
            2_000 + rng.below(1 << 20) as u32,
            rng.below(200) as u32 + 2,
        ));
    }
    println!("btreeset random: {:?} ({} rows)", t.elapsed(), m.len());
}
