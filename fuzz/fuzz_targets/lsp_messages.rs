//! The editor server's message handling (`html-microsyntax lsp`, included
//! by `#[path]`): after an `initialize` (its position encoding picked by the
//! first byte), the rest of the input is cut at 0x1E bytes into message
//! contents of any bytes, each handled as the server reads it from stdin.
#![no_main]

#[allow(dead_code, unused_imports)]
#[path = "../../src/bin/html-microsyntax/lsp/mod.rs"]
mod lsp;

/// The CLI's configuration reader, which the editor server shares.
#[path = "../../src/bin/html-microsyntax/lint"]
mod lint {
    #[allow(dead_code)]
    pub mod config;
}

use libfuzzer_sys::fuzz_target;
use serde_json::{json, Value};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let mut server = lsp::server::Server::new();
    let encodings = match first % 3 {
        0 => json!(["utf-8"]),
        1 => json!(["utf-16"]),
        _ => Value::Null,
    };
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": {"capabilities": {"general": {"positionEncodings": encodings}}}});
    let answers = server.handle_payload(init.to_string().as_bytes());
    assert_eq!(answers.len(), 1);
    for payload in rest.split(|&b| b == 0x1E) {
        let answers = server.handle_payload(payload);
        let request: Option<Value> = serde_json::from_slice(payload).ok();
        let request_id = request.as_ref().and_then(|r| {
            (r.get("method").is_some_and(Value::is_string))
                .then(|| r.get("id").cloned())
                .flatten()
        });
        for answer in &answers {
            assert_eq!(answer["jsonrpc"], "2.0", "{answer}");
            // Every range the server sends is ordered.
            check_ranges(answer);
        }
        // A request with an id (a number or a string) is answered once.
        if let Some(id) = request_id.filter(|id| id.is_number() || id.is_string()) {
            if server.exit_code().is_none() {
                let responses = answers.iter().filter(|a| a.get("method").is_none()).count();
                assert_eq!(responses, 1, "one response to {id}: {answers:?}");
            }
        }
        // Anything that is not a message gets exactly one error.
        if request.is_none() {
            assert_eq!(answers.len(), 1);
            assert_eq!(answers[0]["error"]["code"], -32700);
        }
    }
});

/// Every `range` in `value` starts at or before its end.
fn check_ranges(value: &Value) {
    match value {
        Value::Object(map) => {
            if let (Some(start), Some(end)) = (
                map.get("start").and_then(position),
                map.get("end").and_then(position),
            ) {
                assert!(start <= end, "{value}");
            }
            map.values().for_each(check_ranges);
        }
        Value::Array(items) => items.iter().for_each(check_ranges),
        _ => {}
    }
}

fn position(value: &Value) -> Option<(u64, u64)> {
    Some((
        value.get("line")?.as_u64()?,
        value.get("character")?.as_u64()?,
    ))
}
