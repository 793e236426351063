//! The CLI's batch mode: the line reader and the answer logic. Any bytes in
//! (several lines, CR LF, invalid UTF-8); one JSON result line out per line.
#![no_main]

#[allow(dead_code, unused_imports)]
#[path = "../../src/bin/html-microsyntax/main.rs"]
mod cli;

use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    let mut out = Vec::new();
    cli::answer_lines(&mut &data[..], &mut out).expect("reading a slice, writing a Vec");
    // One request per '\n'-ended line, and a last one without '\n'.
    let requests = data.split(|&b| b == b'\n').count()
        - usize::from(data.last() == Some(&b'\n') || data.is_empty());
    let lines: Vec<&[u8]> = out
        .split(|&b| b == b'\n')
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(lines.len(), requests, "one answer per request line");
    assert_eq!(
        out.last().copied(),
        if requests == 0 { None } else { Some(b'\n') }
    );
    for line in lines {
        let v: Value = serde_json::from_slice(line).expect("every answer is JSON");
        let obj = v.as_object().expect("an object");
        assert_eq!(obj.len(), 4, "{v}");
        let (result, error) = (&obj["result"], &obj["error"]);
        // Exactly one of result and error, except a failed check: false
        // with its first violation.
        let failed_check = obj["syntax"].as_str().is_some_and(|s| s.starts_with("valid_"))
            && *result == Value::Bool(false);
        assert!(
            result.is_null() != error.is_null() || (failed_check && !error.is_null()),
            "exactly one of result and error: {v}"
        );
        if let (Some(input), Some(offset)) = (obj["input"].as_str(), error["offset"].as_u64()) {
            let offset = usize::try_from(offset).unwrap();
            assert!(
                offset <= input.len() && input.is_char_boundary(offset),
                "{v}"
            );
        }
    }
});
