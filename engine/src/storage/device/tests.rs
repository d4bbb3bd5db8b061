use super::*;

const PAGE: u32 = 8_192;

#[test]
fn a_sequential_page_costs_its_transfer_and_a_random_one_a_seek_and_half_a_turn() {
    let hdd = Model::Hdd(Hdd::SATA_7200);
    let mut d = Device::new(hdd, PAGE);
    let first = d.submit(1_000, Io::Read, 0.0);
    let next = d.submit(1_001, Io::Read, first) - first;
    assert!((next - 0.2048).abs() < 1e-9, "sequential {next}");
    // Across the whole disk: full stroke + half a turn + transfer.
    let far = d.service_ms(Hdd::SATA_7200.blocks, Io::Read);
    assert!(
        (far - (17.0 + 30_000.0 / 7_200.0 + 0.2048)).abs() < 0.01,
        "{far}"
    );
    // Within a 3 GB database: a few ms of seek.
    let near = d.service_ms(1_002 + 3_000_000_000 / 8_192 / 2, Io::Read);
    assert!(near > 5.0 && near < 9.0, "{near}");
}

#[test]
fn a_busy_device_queues() {
    let mut d = Device::new(Model::Ssd(Ssd::SATA), PAGE);
    let a = d.submit(5, Io::Read, 0.0);
    let b = d.submit(9, Io::Read, 0.0);
    assert!(
        (b - 2.0 * a).abs() < 1e-12,
        "the second waits for the first"
    );
    assert_eq!(d.ios(), 2);
    assert_eq!(d.settle(a), (1, 0), "by the first's end, one read is done");
    assert_eq!(d.settle(b), (2, 0));
    let later = d.submit(3, Io::Write, 100.0);
    assert!((later - 100.0 - d.service_ms(3, Io::Write)).abs() < 1e-12);
}

#[test]
fn a_stripe_streams_twice_as_fast_and_random_pages_collapse_it() {
    // Two readers, each reading its own run: both disks busy at once.
    let hdd = Model::Hdd(Hdd::SATA_7200);
    let mut s = Stripe::new(2, hdd, PAGE, 8);
    let (mut t0, mut t1) = (0.0f64, 0.0f64);
    for i in 0..8_000u64 {
        if (i / 8) % 2 == 0 {
            t0 = s.submit(i, Io::Read, t0);
        } else {
            t1 = s.submit(i, Io::Read, t1);
        }
    }
    let mb_s = 8_000.0 * PAGE as f64 / 1e6 / (t0.max(t1) / 1e3);
    assert!(mb_s > 75.0 && mb_s < 81.0, "streaming {mb_s} MB/s");
    assert_eq!(s.place(8), (1, 0));
    assert_eq!(s.place(17), (0, 9));
    // Random pages all over a 3 GB database: a few MB/s.
    let mut s = Stripe::new(2, hdd, PAGE, 8);
    // (A linear congruential walk: the storage layer sits above the
    // workload's generator.)
    let (mut x, mut t) = (12_345u64, 0.0);
    for _ in 0..2_000 {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        t = s.submit((x >> 33) % (3_000_000_000 / 8_192), Io::Read, t);
    }
    let mb_s = 2_000.0 * PAGE as f64 / 1e6 / (t / 1e3);
    assert!(mb_s > 0.8 && mb_s < 3.0, "seeking {mb_s} MB/s");
}

#[test]
fn a_sorted_queue_shortens_positioning_as_it_deepens() {
    let far = Hdd::SATA_7200.blocks / 2;
    let mut fifo = Device::new(Model::Hdd(Hdd::SATA_7200), PAGE);
    let mut sorted = Device::new(Model::Hdd(Hdd::SATA_7200), PAGE).sorted();
    // Alone, a request costs the same under either order.
    assert_eq!(
        fifo.submit(far, Io::Read, 0.0),
        sorted.submit(far, Io::Read, 0.0)
    );
    // Four more at once, alternating ends of the disk: each waits behind
    // more, so the sorted disk positions each faster, and the last ends sooner.
    let (mut a, mut b) = (0.0, 0.0);
    for i in 0..4u64 {
        let block = if i % 2 == 0 { 0 } else { far };
        a = fifo.submit(block, Io::Read, 0.0);
        b = sorted.submit(block, Io::Read, 0.0);
    }
    // Only the seek shortens (the rotation stays half a turn): over five
    // requests of ~16.6 ms each, about a fifth (68.6 against 83.2 ms).
    assert!(
        b < a * 0.92,
        "sorted {b} ms against first come first served {a} ms"
    );
    // A sequential page costs its transfer whatever the queue.
    let seq = sorted.submit(far + 1, Io::Read, 0.0) - b;
    assert!(seq < 0.3, "{seq}");
}

#[test]
fn reads_first_a_read_waits_only_for_the_write_under_way() {
    let hdd = Model::Hdd(Hdd::SATA_7200);
    let mut plain = Device::new(hdd, PAGE);
    let mut first = Device::new(hdd, PAGE).reads_first();
    // Ten writes handed over at 0 ms, far apart; a read at 1 ms.
    for d in [&mut plain, &mut first] {
        for w in 0..10u64 {
            d.submit((w + 1) * 1_000_000, Io::Write, 0.0);
        }
    }
    let behind = plain.submit(5_000_000, Io::Read, 1.0);
    let ahead = first.submit(5_000_000, Io::Read, 1.0);
    // In arrival order the read waits for all ten; reads first, for the
    // one the disk began at 0 ms.
    assert!(behind > 80.0, "{behind}");
    assert!(ahead < 40.0, "{ahead}");
    // The writes are all served: the disk fills its idle time with them,
    // and counts each done when it is.
    assert_eq!(first.done_by(1.0), (0, 0));
    assert_eq!(first.done_by(10_000.0), (1, 10));
    assert_eq!(first.settle(10_000.0), (1, 10));
    assert!((first.busy_ms() - plain.busy_ms()).abs() < 40.0);
}
