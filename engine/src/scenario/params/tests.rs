use super::*;
use crate::storage::split::SplitPolicy;

fn specs() -> Vec<ParamSpec> {
    vec![
        int("fillfactor", 100, (1, 100), "%", "share of each page"),
        choice("split_policy", SplitPolicy::Mid, "where pages split"),
        one_of("page_size", "2048", &["2048", "4096"], "bytes", "page size"),
    ]
}

fn read(pairs: &[(&str, &str)]) -> Result<(u64, SplitPolicy, u32), Vec<ParamError>> {
    let values: Vec<(String, String)> = pairs
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let specs = specs();
    let mut r = Reader::new(&specs, &values);
    let v = (
        r.int::<u64>("fillfactor"),
        r.choice::<SplitPolicy>("split_policy"),
        r.one_of::<u32>("page_size"),
    );
    r.finish(v)
}

#[test]
fn numbers_are_plain_digits() {
    // Found by trying the runner: all of these were accepted as 80.
    for bad in ["8,0", "_8_0_", "+80", "0080", "80.0", "8 0", "", "٨٠"] {
        let e = read(&[("fillfactor", bad)]).unwrap_err();
        assert_eq!(e[0].param, "fillfactor", "{bad}");
        assert!(e[0].message.contains("1 to 100%"), "{}", e[0].message);
    }
    assert_eq!(read(&[("fillfactor", " 80 ")]).map(|v| v.0), Ok(80));
    assert_eq!(read(&[("fillfactor", "100")]).map(|v| v.0), Ok(100));
}

#[test]
fn repeats_and_unknown_names_are_errors() {
    let e = read(&[("fillfactor", "80"), ("fillfactor", "90")]).unwrap_err();
    assert!(e[0].message.contains("more than once"), "{e:?}");
    let e = read(&[("nope", "1")]).unwrap_err();
    assert!(e[0].message.contains("unknown parameter 'nope'"), "{e:?}");
}

#[test]
fn echoed_values_are_cut_short() {
    let long = "x".repeat(100_000);
    for name in ["fillfactor", "split_policy", "page_size"] {
        let e = read(&[(name, &long)]).unwrap_err();
        assert!(e[0].message.len() < 200, "{}", e[0].message.len());
    }
    let e = read(&[(&long, "1")]).unwrap_err();
    assert!(e[0].message.len() < 300, "{}", e[0].message.len());
    assert_eq!(quote("abc\u{0}"), "'abc?'");
}

#[test]
fn texts_and_sets_are_checked() {
    let specs = vec![
        text("trace", "1,2", 8, "a string"),
        set("split", &[SplitPolicy::Mid], (1, 2), "policies"),
    ];
    let read = |pairs: &[(&str, &str)]| {
        let values: Vec<(String, String)> = pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        let mut r = Reader::new(&specs, &values);
        let v = (r.text("trace"), r.set::<SplitPolicy>("split"));
        r.finish(v)
    };
    assert_eq!(read(&[]), Ok(("1,2".to_string(), vec![SplitPolicy::Mid])));
    let both = read(&[("split", " insertion_point , mid ")]).expect("valid");
    assert_eq!(both.1, [SplitPolicy::InsertionPoint, SplitPolicy::Mid]);
    for (bad, says) in [
        (("trace", "123456789"), "at most 8 characters"),
        (("split", "mid,mid"), "twice"),
        (("split", "left"), "got 'left'"),
        (("split", ""), "1 to 2"),
    ] {
        let e = read(&[bad]).expect_err(says);
        assert!(e[0].message.contains(says), "{}", e[0].message);
    }
}

#[test]
fn choices_parse_one_way() {
    assert_eq!(
        read(&[("split_policy", "insertion_point")]).map(|v| v.1),
        Ok(SplitPolicy::InsertionPoint)
    );
    assert!(read(&[("split_policy", "Mid")]).is_err());
    assert!(read(&[("page_size", "3000")]).is_err());
    assert_eq!(thousands(4_500_000), "4,500,000");
    assert_eq!(thousands(0), "0");
}
