//! `html-microsyntax lsp` with a real client: a headless Neovim (0.7 from
//! Debian 12 or later) starts the server for an HTML file, and the
//! diagnostics it received are read back. Skipped, with the reason
//! printed, when `nvim` is not installed, unless
//! `HTML_MICROSYNTAX_REQUIRE_NVIM=1` (CI), which makes that a failure.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Whether Neovim can run here; `false` with the reason printed when it
/// is missing and not required.
fn neovim() -> bool {
    let found = Command::new("nvim")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        assert!(
            std::env::var("HTML_MICROSYNTAX_REQUIRE_NVIM").as_deref() != Ok("1"),
            "HTML_MICROSYNTAX_REQUIRE_NVIM=1 but `nvim --version` does not run"
        );
        println!("skipped: `nvim` is not installed (set HTML_MICROSYNTAX_REQUIRE_NVIM=1 to fail instead)");
    }
    found
}

#[test]
fn neovim_receives_the_diagnostics() {
    if !neovim() {
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lsp-neovim");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // The file's own configuration, so that none above it applies.
    std::fs::write(
        dir.join(".html-microsyntax.json"),
        r#"{"kinds": {"expected_role": "off"}}"#,
    )
    .unwrap();
    let file = dir.join("page.html");
    // Non-ASCII before the first finding: Neovim speaks UTF-16 positions
    // and stores byte columns, so `rlt` is at byte 22 (`é` 2 bytes, `😀` 4).
    std::fs::write(
        &file,
        "<!doctype html>\n<p title=\"é😀\" dir=rlt>\n<td colspan=0>\n<p role=\"\">\n  <script type=text/javascript></script>\n",
    )
    .unwrap();
    let out = dir.join("diagnostics.txt");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/lsp/neovim.lua");
    let mut child = Command::new("nvim")
        .args(["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("HMS_SERVER", env!("CARGO_BIN_EXE_html-microsyntax"))
        .env("HMS_FILE", &file)
        .env("HMS_OUT", &out)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(90) {
            child.kill().unwrap();
            panic!("nvim did not finish within 90 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(status.success(), "nvim: {status}");
    let written = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(
        lines,
        [
            "encoding utf-16",
            "1:22-1:25 unknown_keyword html-microsyntax 1",
            "2:12-2:13 not_positive html-microsyntax 1",
            "4:15-4:30 redundant_script_type html-microsyntax 2",
        ]
    );
}
