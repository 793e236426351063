//! Running the binary with bytes on its standard input, for the end-to-end
//! tests (`#[path = "common/process.rs"] mod process;`).

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `command` with `input` on its standard input, capturing both
/// outputs.
pub fn output_with_stdin(command: &mut Command, input: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A child that does not read its input may be gone before it is written.
    if let Err(e) = child.stdin.take().unwrap().write_all(input) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}
