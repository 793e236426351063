//! `html-microsyntax lsp`, driven as an editor would: the binary is
//! spawned and spoken to over its standard input and output, one
//! transcript per position encoding, and the malformed messages it must
//! survive.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use serde_json::{json, Value};

/// A client: the server's process, our end of its pipes, and the messages
/// it sent, read by a thread.
struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    messages: Receiver<Value>,
    next_id: i64,
}

impl Client {
    fn start() -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_html-microsyntax"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let (tx, messages) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    assert!(line.ends_with(char::is_numeric), "header {line:?}");
                    let (name, value) = line.split_once(": ").unwrap();
                    assert_eq!(name, "Content-Length");
                    length = Some(value.parse::<usize>().unwrap());
                }
                let mut body = vec![0; length.unwrap()];
                reader.read_exact(&mut body).unwrap();
                let value: Value = serde_json::from_slice(&body).unwrap();
                assert_eq!(value["jsonrpc"], "2.0", "{value}");
                if tx.send(value).is_err() {
                    return;
                }
            }
        });
        Client {
            child,
            stdin,
            messages,
            next_id: 0,
        }
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    fn send(&mut self, message: &Value) {
        let body = message.to_string();
        self.send_bytes(format!("Content-Length: {}\r\n\r\n{body}", body.len()).as_bytes());
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// Sends a request and returns the response to it (the notifications
    /// before it are dropped).
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.response(id)
    }

    fn response(&mut self, id: i64) -> Value {
        loop {
            let message = self.next();
            if message.get("method").is_none() && message["id"] == id {
                return message;
            }
        }
    }

    fn next(&mut self) -> Value {
        self.messages
            .recv_timeout(Duration::from_secs(30))
            .expect("a message from the server within 30 s")
    }

    /// The next notification of `method` (others are skipped).
    fn notification(&mut self, method: &str) -> Value {
        loop {
            let message = self.next();
            if message["method"] == method {
                return message["params"].clone();
            }
        }
    }

    /// The next diagnostics published for `uri`.
    fn diagnostics(&mut self, uri: &str) -> Value {
        loop {
            let params = self.notification("textDocument/publishDiagnostics");
            if params["uri"] == uri {
                return params;
            }
        }
    }

    /// Closes our end of its input and waits for the exit status.
    fn wait(mut self) -> Option<i32> {
        drop(self.stdin.take());
        for _ in 0..300 {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        self.child.kill().unwrap();
        panic!("the server did not exit");
    }
}

/// A fresh directory for one test's files.
fn directory(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("lsp")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn file_uri(path: &Path) -> String {
    format!("file://{}", path.display())
}

/// The document of the transcripts: non-ASCII text before the findings on
/// its second line (`é` is 2 bytes and 1 UTF-16 unit, `😀` 4 bytes and 2
/// units).
const DOCUMENT: &str = "<!-- é😀 -->\n\
<p title=\"é😀\" dir=rlt>\n  \
<script type=text/javascript></script>\n\
<td colspan=0>\n\
<fieldset role=\"\">\n\
<input type=email autocomplete=\"\">\n\
<link rel=\"\" href=a.css>\n\
<div aria-l></div>\n";

fn range(start: (u32, u32), end: (u32, u32)) -> Value {
    json!({
        "start": {"line": start.0, "character": start.1},
        "end": {"line": end.0, "character": end.1},
    })
}

fn position(line: u32, character: u32) -> Value {
    json!({"line": line, "character": character})
}

/// (code, range) of each diagnostic.
fn codes_and_ranges(published: &Value) -> Vec<(String, Value)> {
    published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["code"].as_str().unwrap().to_string(), d["range"].clone()))
        .collect()
}

fn labels(completion: &Value) -> Vec<String> {
    completion["result"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap().to_string())
        .collect()
}

/// The whole transcript in one encoding: `utf8` offers UTF-8 (and UTF-16),
/// else the client offers none and UTF-16 applies. `rlt` starts at
/// character `rlt` of line 1.
fn transcript(name: &str, offered: Value, expected: &str, rlt: u32) {
    let dir = directory(name);
    std::fs::write(dir.join(".html-microsyntax.json"), "{}").unwrap();
    let page = dir.join("page.html");
    let uri = file_uri(&page);
    let mut client = Client::start();

    let init = client.request(
        "initialize",
        json!({"processId": null, "rootUri": null, "capabilities": {"general": offered}}),
    );
    let caps = &init["result"]["capabilities"];
    assert_eq!(caps["positionEncoding"], expected);
    assert_eq!(caps["textDocumentSync"], 1, "full synchronization");
    assert_eq!(caps["hoverProvider"], true);
    assert_eq!(init["result"]["serverInfo"]["name"], "html-microsyntax");
    client.notify("initialized", json!({}));

    // Open: the findings with their whole spans.
    client.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "html", "version": 1, "text": DOCUMENT}}),
    );
    let published = client.diagnostics(&uri);
    assert_eq!(published["version"], 1);
    assert_eq!(
        codes_and_ranges(&published),
        [
            ("unknown_keyword".to_string(), range((1, rlt), (1, rlt + 3))),
            ("redundant_script_type".to_string(), range((2, 15), (2, 30))),
            ("not_positive".to_string(), range((3, 12), (3, 13))),
            ("expected_role".to_string(), range((4, 16), (4, 16))),
            ("empty".to_string(), range((5, 32), (5, 32))),
            ("unknown_aria_attribute".to_string(), range((7, 5), (7, 11))),
        ]
    );
    let first = &published["diagnostics"][0];
    assert_eq!(first["severity"], 1);
    assert_eq!(first["source"], "html-microsyntax");
    assert_eq!(
        first["codeDescription"]["href"],
        "https://html.spec.whatwg.org/multipage/dom.html#the-dir-attribute"
    );
    assert_eq!(first["message"], "unknown keyword, did you mean 'rtl'?");
    let script = &published["diagnostics"][1];
    assert_eq!(script["severity"], 2);
    assert_eq!(script["tags"], json!([1]), "unnecessary");

    // Hover on the value of `colspan`.
    let hover = client.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": position(3, 12)}),
    );
    assert_eq!(hover["result"]["range"], range((3, 12), (3, 13)));
    let text = hover["result"]["contents"]["value"].as_str().unwrap();
    assert!(
        text.starts_with("**`<td colspan>`**: `valid_column_span`\n\nValue: a valid non-negative integer from 1 to 1000 (colspan, col and colgroup span)."),
        "{text}"
    );
    assert!(
        text.contains("Browsers read `0` as `1` (the value is not valid)."),
        "{text}"
    );
    assert!(text.contains("(https://html.spec.whatwg.org/multipage/tables.html#attr-tdth-colspan)"));
    // On `dir`'s name, after the non-ASCII title: the enumerated keywords.
    let hover = client.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": position(1, rlt - 3)}),
    );
    assert_eq!(hover["result"]["range"], range((1, rlt - 4), (1, rlt - 1)));
    let text = hover["result"]["contents"]["value"].as_str().unwrap();
    assert!(text.contains("one of `ltr`, `rtl`, `auto`"), "{text}");
    // Text is no attribute.
    let hover = client.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": position(0, 3)}),
    );
    assert_eq!(hover["result"], Value::Null);

    // Completion: roles ARIA in HTML allows on a fieldset.
    let roles = client.request(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri}, "position": position(4, 16)}),
    );
    assert_eq!(labels(&roles), ["none", "presentation", "radiogroup"]);
    assert_eq!(
        roles["result"]["items"][0]["textEdit"],
        json!({"range": range((4, 16), (4, 16)), "newText": "none"})
    );
    // autocomplete on an e-mail input, in the grammar's order.
    let autocomplete = client.request(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri}, "position": position(5, 32)}),
    );
    assert_eq!(
        labels(&autocomplete),
        [
            "on", "off", "section-", "shipping", "billing", "username", "email", "home", "work",
            "mobile", "fax", "pager"
        ]
    );
    // Link types allowed on `link` (`nofollow` is not).
    let rel = client.request(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri}, "position": position(6, 11)}),
    );
    let rel = labels(&rel);
    assert!(rel.contains(&"stylesheet".to_string()) && rel.contains(&"preload".to_string()));
    assert!(!rel.contains(&"nofollow".to_string()));
    assert_eq!(rel.len(), 20, "{rel:?}");
    // aria-* names where a name is written, replacing what is typed.
    let aria = client.request(
        "textDocument/completion",
        json!({"textDocument": {"uri": uri}, "position": position(7, 11)}),
    );
    let names = labels(&aria);
    assert_eq!(names.len(), 53);
    assert!(names.contains(&"aria-label".to_string()));
    assert_eq!(
        aria["result"]["items"][0]["textEdit"]["range"],
        range((7, 5), (7, 11))
    );

    // Code actions at the redundant script type: the safe fix (preferred)
    // and the directive on a line of its own, indented like the line.
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri}, "range": range((2, 16), (2, 16)), "context": {"diagnostics": []}}),
    );
    let actions = actions["result"].as_array().unwrap();
    assert_eq!(actions.len(), 2, "{actions:?}");
    assert_eq!(actions[0]["title"], "remove the type attribute");
    assert_eq!(actions[0]["isPreferred"], true);
    assert_eq!(actions[0]["kind"], "quickfix");
    assert_eq!(
        actions[0]["diagnostics"][0]["code"],
        "redundant_script_type"
    );
    assert_eq!(
        actions[1]["edit"]["changes"][&uri],
        json!([{"range": range((2, 0), (2, 0)), "newText": "  <!-- html-microsyntax-disable-next-line redundant_script_type -->\n"}])
    );
    assert_eq!(
        actions[1]["title"],
        "Disable redundant_script_type for this line"
    );
    // The guess for `rlt`, not preferred.
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri}, "range": range((1, rlt + 1), (1, rlt + 1)), "context": {"diagnostics": []}}),
    );
    let fix = &actions["result"][0];
    assert_eq!(fix["title"], "replace 'rlt' with 'rtl'");
    assert_eq!(fix["isPreferred"], Value::Null);
    assert_eq!(
        fix["edit"]["changes"][&uri],
        json!([{"range": range((1, rlt), (1, rlt + 3)), "newText": "rtl"}])
    );

    // Change: the whole text again; the directive the action wrote turns
    // the finding off.
    let changed = DOCUMENT.replace(
        "  <script",
        "  <!-- html-microsyntax-disable-next-line redundant_script_type -->\n  <script",
    );
    client.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": changed}]}),
    );
    let published = client.diagnostics(&uri);
    assert_eq!(published["version"], 2);
    let codes: Vec<String> = codes_and_ranges(&published)
        .into_iter()
        .map(|(c, _)| c)
        .collect();
    assert_eq!(
        codes,
        [
            "unknown_keyword",
            "not_positive",
            "expected_role",
            "empty",
            "unknown_aria_attribute"
        ]
    );
    assert_eq!(
        published["diagnostics"][1]["range"],
        range((4, 12), (4, 13))
    );

    // The configuration changes: a kind turned off.
    let config = dir.join(".html-microsyntax.json");
    std::fs::write(&config, r#"{"kinds": {"unknown_keyword": "off"}}"#).unwrap();
    client.notify(
        "workspace/didChangeWatchedFiles",
        json!({"changes": [{"uri": file_uri(&config), "type": 2}]}),
    );
    let published = client.diagnostics(&uri);
    assert_eq!(published["diagnostics"][0]["code"], "not_positive");
    assert_eq!(published["diagnostics"].as_array().unwrap().len(), 4);
    // A bad one: a message, a diagnostic on the file, and the defaults.
    std::fs::write(&config, "{\n  \"kinds\": {\"x\": \"fatal\"}}").unwrap();
    client.notify(
        "workspace/didChangeWatchedFiles",
        json!({"changes": [{"uri": file_uri(&config), "type": 2}]}),
    );
    let shown = client.notification("window/showMessage");
    assert_eq!(shown["type"], 2);
    assert!(
        shown["message"]
            .as_str()
            .unwrap()
            .contains(":2:24: invalid value"),
        "{shown}"
    );
    let on_config = client.diagnostics(&file_uri(&config));
    assert_eq!(
        on_config["diagnostics"][0]["range"],
        range((1, 23), (1, 23))
    );
    assert_eq!(on_config["diagnostics"][0]["code"], "bad_configuration");
    let published = client.diagnostics(&uri);
    assert_eq!(published["diagnostics"][0]["code"], "unknown_keyword");
    // Fixed again: the file's diagnostic is cleared.
    std::fs::write(&config, "{}").unwrap();
    client.notify("workspace/didChangeWatchedFiles", json!({"changes": []}));
    let on_config = client.diagnostics(&file_uri(&config));
    assert_eq!(on_config["diagnostics"], json!([]));
    assert_eq!(
        client.diagnostics(&uri)["diagnostics"]
            .as_array()
            .unwrap()
            .len(),
        5
    );

    // Close: the diagnostics are cleared.
    client.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": uri}}),
    );
    assert_eq!(client.diagnostics(&uri)["diagnostics"], json!([]));

    // Shutdown, then exit: status 0.
    let shutdown = client.request("shutdown", Value::Null);
    assert_eq!(shutdown["result"], Value::Null);
    assert!(shutdown.get("error").is_none());
    let after = client.request("textDocument/hover", json!({}));
    assert_eq!(after["error"]["code"], -32600);
    client.notify("exit", Value::Null);
    assert_eq!(client.wait(), Some(0));
}

#[test]
fn transcript_in_utf16() {
    // `<p title="` 10, é 1, 😀 2, `" dir=` 6.
    transcript("utf16", json!({}), "utf-16", 19);
}

#[test]
fn transcript_in_utf8() {
    // `<p title="` 10, é 2, 😀 4, `" dir=` 6.
    transcript(
        "utf8",
        json!({"positionEncodings": ["utf-16", "utf-8"]}),
        "utf-8",
        22,
    );
}

#[test]
fn the_server_asks_to_watch_configuration_files() {
    let mut client = Client::start();
    client.request(
        "initialize",
        json!({"capabilities": {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": true}}}}),
    );
    client.notify("initialized", json!({}));
    let request = client.next();
    assert_eq!(request["method"], "client/registerCapability");
    let registration = &request["params"]["registrations"][0];
    assert_eq!(registration["method"], "workspace/didChangeWatchedFiles");
    let patterns: Vec<&Value> = registration["registerOptions"]["watchers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| &w["globPattern"])
        .collect();
    assert_eq!(
        patterns,
        [
            "**/.html-microsyntax.json",
            "**/package.json",
            "**/custom-elements.json"
        ]
    );
    // Our answer is taken without reply.
    client.send(&json!({"jsonrpc": "2.0", "id": request["id"], "result": null}));
    assert_eq!(
        client.request("shutdown", Value::Null)["result"],
        Value::Null
    );
    client.notify("exit", Value::Null);
    assert_eq!(client.wait(), Some(0));
}

/// A document in the editor is checked as `html-microsyntax lint` checks
/// its file: a component's markup by the file's name, the custom elements
/// of the manifest beside `package.json`, and nothing for a file the
/// configuration's `ignore` patterns skip.
#[test]
fn documents_are_checked_as_the_cli_checks_their_files() {
    let dir = directory("as_the_cli");
    std::fs::write(
        dir.join(".html-microsyntax.json"),
        r#"{"ignore": ["vendor/**"]}"#,
    )
    .unwrap();
    std::fs::write(dir.join("package.json"), r#"{"name": "x"}"#).unwrap();
    std::fs::write(
        dir.join("custom-elements.json"),
        r#"{"schemaVersion": "1.0.0", "modules": [{"kind": "javascript-module", "path": "x.js",
            "declarations": [{"kind": "class", "name": "X", "tagName": "x-card", "customElement": true,
            "attributes": [{"name": "size", "type": {"text": "'s' | 'm'"}}]}]}]}"#,
    )
    .unwrap();
    let mut client = Client::start();
    client.request("initialize", json!({"capabilities": {}}));
    client.notify("initialized", json!({}));
    let open = |client: &mut Client, path: &Path, text: &str| {
        let uri = file_uri(path);
        client.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "html", "version": 1, "text": text}}),
        );
        codes_and_ranges(&client.diagnostics(&uri))
            .into_iter()
            .map(|(code, _)| code)
            .collect::<Vec<_>>()
    };
    // A Vue component: the script is not markup, `:colspan` is a binding.
    let sfc = "<script>const a = '<td colspan=0>'</script>\n<template>\n  <td :colspan=\"n\" rowspan=-1></td>\n</template>\n";
    assert_eq!(open(&mut client, &dir.join("Cell.vue"), sfc), ["negative"]);
    // The manifest's attribute and its values.
    let page = "<x-card size=xl sise=m></x-card>";
    assert_eq!(
        open(&mut client, &dir.join("card.html"), page),
        ["unknown_keyword", "undeclared_attribute"]
    );
    // Ignored: no diagnostics at all.
    std::fs::create_dir_all(dir.join("vendor")).unwrap();
    assert_eq!(
        open(&mut client, &dir.join("vendor/lib.html"), "<td colspan=0>"),
        Vec::<String>::new()
    );
    client.request("shutdown", Value::Null);
    client.notify("exit", Value::Null);
    assert_eq!(client.wait(), Some(0));
}

#[test]
fn malformed_messages_answer_errors_and_the_server_lives() {
    let mut client = Client::start();
    // Before initialize: requests are refused, notifications dropped.
    client.notify("textDocument/didOpen", json!({}));
    let early = client.request("textDocument/hover", json!({}));
    assert_eq!(early["error"]["code"], -32002);
    client.request("initialize", json!({"capabilities": {}}));

    // Not JSON: a parse error with a null id.
    client.send_bytes(b"Content-Length: 9\r\n\r\n{\"id\": 1,");
    let error = client.next();
    assert_eq!(
        (error["id"].clone(), error["error"]["code"].clone()),
        (Value::Null, json!(-32700))
    );
    // Not UTF-8.
    client.send_bytes(b"Content-Length: 2\r\n\r\n\xff\xfe");
    assert_eq!(client.next()["error"]["code"], -32700);
    // JSON, but no message: an invalid request, with its id when it has one.
    client.send(&json!({"jsonrpc": "2.0", "id": 41, "method": 5}));
    let error = client.next();
    assert_eq!(
        (error["id"].clone(), error["error"]["code"].clone()),
        (json!(41), json!(-32600))
    );
    client.send(&json!([1, 2]));
    assert_eq!(client.next()["error"]["code"], -32600);
    // A header without a length: dropped, and the next message is read.
    client.send_bytes(b"Content-Type: x\r\n\r\n");
    // Unknown methods: an error for a request, nothing for a notification.
    client.notify("$/unknown", json!({}));
    let unknown = client.request("textDocument/formatting", json!({}));
    assert_eq!(unknown["error"]["code"], -32601);
    // Parameters of the wrong shape.
    let bad = client.request("textDocument/hover", json!({"position": "x"}));
    assert_eq!(bad["error"]["code"], -32602);
    // A second initialize.
    assert_eq!(
        client.request("initialize", json!({}))["error"]["code"],
        -32600
    );

    // Positions past the end, in a document not open, and in one that is.
    let uri = "untitled:Untitled-1";
    let far = json!({"textDocument": {"uri": uri}, "position": position(999, 999)});
    assert_eq!(
        client.request("textDocument/hover", far.clone())["result"],
        Value::Null
    );
    client.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "html", "version": 1, "text": "<td colspan=0"}}),
    );
    assert_eq!(client.diagnostics(uri)["diagnostics"], json!([]));
    assert_eq!(
        client.request("textDocument/hover", far.clone())["result"],
        Value::Null
    );
    assert_eq!(
        client.request("textDocument/completion", far)["result"],
        Value::Null
    );
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri}, "range": range((5, 0), (2, 0)), "context": {"diagnostics": []}}),
    );
    assert_eq!(actions["result"], json!([]));
    // A change to a document that is not open: nothing.
    client.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": "untitled:other", "version": 2}, "contentChanges": [{"text": "x"}]}),
    );
    // Any characters: control characters, a BOM, the replacement character.
    let odd = "\u{0}\u{feff}<p\u{1}dir=\u{fffd}>\u{7f}<td colspan=\u{0}>";
    client.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": odd}]}),
    );
    let published = client.diagnostics(uri);
    assert_eq!(published["version"], 2);
    assert!(!published["diagnostics"].as_array().unwrap().is_empty());

    // Rapid edits: each one checked, in order, the last one's findings last.
    for version in 3..203 {
        let text = format!("<td colspan={}>", version % 3);
        client.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}),
        );
    }
    let mut last = Value::Null;
    for version in 3..203 {
        last = client.diagnostics(uri);
        assert_eq!(last["version"], version);
    }
    // 202 % 3 == 1: a valid colspan.
    assert_eq!(last["diagnostics"], json!([]));

    // Exit without shutdown: status 1.
    client.notify("exit", Value::Null);
    assert_eq!(client.wait(), Some(1));
}

#[test]
fn the_end_of_input_ends_the_server() {
    let client = Client::start();
    assert_eq!(client.wait(), Some(1));
}
