//! The document checker's rules over a whole start tag
//! (`src/markup/document/rules/`): data-driven cases in
//! `tests/data/rules/*.cases`, one document per line, then a tab, then the
//! findings expected (`attribute kind@offset`, comma-separated, in the
//! report's order) or `nothing`. Offsets are byte offsets in the document.
#![cfg(feature = "document")]

use html_microsyntax::document::check_str;

/// The findings of `doc` in the cases' notation.
fn found(doc: &str) -> String {
    let findings = check_str(doc).into_findings();
    if findings.is_empty() {
        return "nothing".to_owned();
    }
    findings
        .iter()
        .map(|f| format!("{} {}@{}", f.attribute, f.kind, f.offset))
        .collect::<Vec<_>>()
        .join(", ")
}

#[test]
fn rule_cases() {
    let mut failures = Vec::new();
    let mut count = 0;
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/rules");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cases"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (doc, expected) = line
                .split_once('\t')
                .unwrap_or_else(|| panic!("{}:{}: no tab", path.display(), n + 1));
            count += 1;
            let got = found(doc);
            if got != expected {
                failures.push(format!(
                    "{}:{}: {doc}\n  expected {expected}\n  found    {got}",
                    path.display(),
                    n + 1
                ));
            }
        }
    }
    assert!(count > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
