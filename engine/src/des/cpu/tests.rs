use super::*;

#[test]
fn a_busy_core_queues_and_switches() {
    let mut cpu = Cpu::new(1, 1_000, 10);
    let d = cpu.submit(0, 100, 0).expect("idle core");
    assert_eq!((d.start, d.end, d.switched), (0, 100, false));
    assert!(cpu.submit(1, 50, 0).is_none());
    assert_eq!(
        cpu.slice_end(0, d.token, 100),
        SliceEnd::Finished { task: 0 }
    );
    let next = cpu.yield_core(0, 100).expect("queued task");
    assert_eq!((next.task, next.start, next.end), (1, 110, 160));
    assert_eq!(cpu.switches(), 1);
}

#[test]
fn a_quantum_preempts_only_when_others_wait() {
    let mut cpu = Cpu::new(1, 100, 0);
    let d = cpu.submit(0, 250, 0).expect("idle");
    assert_eq!(d.end, 100);
    let SliceEnd::Preempted { next, .. } = cpu.slice_end(0, d.token, 100) else {
        panic!("preempted");
    };
    assert_eq!((next.task, next.end), (0, 200));
    cpu.submit(1, 10, 150);
    let SliceEnd::Preempted { next, .. } = cpu.slice_end(0, next.token, 200) else {
        panic!("preempted");
    };
    assert_eq!(next.task, 1);
}

#[test]
fn a_leaving_task_hands_its_core_on_when_it_leaves() {
    let mut cpu = Cpu::new(1, 1_000, 10);
    let d = cpu.submit(0, 100, 0).expect("idle core");
    assert!(cpu.submit(1, 50, 20).is_none());
    assert_eq!(
        cpu.slice_end(0, d.token, 100),
        SliceEnd::Finished { task: 0 }
    );
    // 0 keeps the core until 130, then leaves: 1 is dispatched now, to
    // take the core then.
    let next = cpu.leave_after(0, 30, 100).expect("queued task");
    assert_eq!(
        (next.task, next.at, next.start, next.end),
        (1, 130, 140, 190)
    );
    assert!(cpu.is_running(0) && !cpu.is_running(1));
    assert_eq!(cpu.queued(0), 1);
    cpu.tick(130);
    assert!(!cpu.is_running(0) && cpu.is_running(1));
    assert_eq!(cpu.queued(0), 0);
    assert_eq!(cpu.busy(), 190);
    // A task submitted to a core that is free later starts then.
    let mut cpu = Cpu::new(1, 1_000, 10);
    let d = cpu.submit(0, 100, 0).expect("idle core");
    cpu.slice_end(0, d.token, 100);
    assert!(cpu.leave_after(0, 30, 100).is_none());
    let late = cpu.submit(1, 50, 110).expect("free at 130");
    assert_eq!((late.at, late.start, late.end), (130, 140, 190));
}

#[test]
fn staying_undoes_the_dispatch_made_for_the_leave() {
    let mut cpu = Cpu::new(1, 1_000, 10);
    let d = cpu.submit(0, 100, 0).expect("idle core");
    assert!(cpu.submit(1, 50, 20).is_none());
    cpu.slice_end(0, d.token, 100);
    let next = cpu.leave_after(0, 60, 100).expect("queued task");
    let stay = cpu.stay(0, 20, 120).expect("still leaving");
    assert_eq!(
        (stay.task, stay.start, stay.end, stay.switched),
        (0, 120, 140, false)
    );
    assert_eq!(cpu.slice_end(0, next.token, next.end), SliceEnd::Stale);
    assert_eq!(cpu.queued(0), 1);
    assert_eq!(cpu.switches(), 0);
    assert_eq!(cpu.busy(), 140);
    assert_eq!(
        cpu.slice_end(0, stay.token, 140),
        SliceEnd::Finished { task: 0 }
    );
    let again = cpu.yield_core(0, 140).expect("1 again");
    assert_eq!((again.task, again.end), (1, 200));
    // Too late: the task has left.
    assert!(cpu.stay(1, 5, 300).is_none());
}

#[test]
fn replace_makes_the_old_slice_stale() {
    let mut cpu = Cpu::new(2, 1_000, 0);
    let d = cpu.submit(1, 500, 0).expect("idle");
    let r = cpu.replace(1, 20, 100).expect("running");
    assert_eq!(r.end, 120);
    assert_eq!(cpu.slice_end(d.core, d.token, 500), SliceEnd::Stale);
    assert_eq!(cpu.busy(), 120);
}
