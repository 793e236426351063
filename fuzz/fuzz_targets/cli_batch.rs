//! The CLI's batch mode: one request line in, one JSON result line out.
#![no_main]

#[allow(dead_code, unused_imports)]
#[path = "../../src/bin/html-microsyntax/main.rs"]
mod cli;

use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    if line.contains('\n') {
        return;
    }
    let mut out = Vec::new();
    cli::answer(line, &mut out).expect("writing to a Vec");
    assert_eq!(out.last(), Some(&b'\n'));
    assert_eq!(
        out.iter().filter(|&&b| b == b'\n').count(),
        1,
        "one line out"
    );
    let v: Value = serde_json::from_slice(&out).expect("the answer is JSON");
    let obj = v.as_object().expect("an object");
    assert_eq!(obj.len(), 4, "{v}");
    let (result, error) = (&obj["result"], &obj["error"]);
    assert!(
        result.is_null() != error.is_null(),
        "exactly one of result and error: {v}"
    );
    if let (Some(input), Some(offset)) = (obj["input"].as_str(), error["offset"].as_u64()) {
        let offset = usize::try_from(offset).unwrap();
        assert!(
            offset <= input.len() && input.is_char_boundary(offset),
            "{v}"
        );
    }
});
