'use strict';
// Shared by the tests: the repository's paths and the CLI binary.
const fs = require('node:fs');
const path = require('node:path');

const repo = path.join(__dirname, '..', '..', '..');

/** The `html-microsyntax` binary built by cargo (feature `cli`): the
 * environment variable HTML_MICROSYNTAX_BIN, else the debug build in the
 * cargo target directory; null when there is none. */
function cliBinary() {
  const candidates = [
    process.env.HTML_MICROSYNTAX_BIN,
    path.join(process.env.CARGO_TARGET_DIR || path.join(repo, 'target'), 'debug', 'html-microsyntax'),
    path.join(process.env.CARGO_TARGET_DIR || path.join(repo, 'target'), 'release', 'html-microsyntax'),
  ];
  return candidates.find((c) => c && fs.existsSync(c)) || null;
}

/** Skips a test when no CLI binary is at hand, saying how to get one. */
function needsCli(t) {
  const bin = cliBinary();
  if (!bin) {
    t.skip('no html-microsyntax binary: cargo build --features cli, or set HTML_MICROSYNTAX_BIN');
  }
  return bin;
}

module.exports = { repo, cliBinary, needsCli };
