'use strict';
// Builds the native module from source when none is present: `npm install`
// in this directory, or `npm install path/to/bindings/node` from another
// project (npm links the directory and runs this script in it, without its
// devDependencies, so this script needs nothing but Node and cargo).
// `npm run build` does the same through @napi-rs/cli.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const target = path.join(root, 'html-microsyntax.node');

if (fs.existsSync(target) && !process.env.HTML_MICROSYNTAX_REBUILD) {
  process.exit(0);
}
const cargo = process.env.CARGO || 'cargo';
const args = ['build', '--release', '--message-format=json-render-diagnostics',
  '--manifest-path', path.join(root, 'Cargo.toml')];
console.error(`html-microsyntax: building the native module (${cargo} ${args.join(' ')})`);
const run = spawnSync(cargo, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28 });
if (run.error) {
  console.error(`html-microsyntax: cannot run ${cargo} (${run.error.message}); ` +
    'the package builds from source and needs Rust (https://rustup.rs)');
  process.exit(1);
}
if (run.status !== 0) {
  console.error(`html-microsyntax: ${cargo} build failed (exit status ${run.status})`);
  process.exit(1);
}
// The artifact's path, from cargo's own messages (CARGO_TARGET_DIR and the
// platform's library name are cargo's business).
let library = null;
for (const line of run.stdout.toString('utf8').split('\n')) {
  if (!line.startsWith('{')) continue;
  const message = JSON.parse(line);
  if (message.reason === 'compiler-artifact' && message.target.name === 'html_microsyntax_node') {
    library = message.filenames.find((f) => /\.(so|dylib|dll)$/.test(f)) || library;
  }
}
if (!library) {
  console.error('html-microsyntax: cargo built no library');
  process.exit(1);
}
fs.copyFileSync(library, target);
console.error(`html-microsyntax: ${path.relative(process.cwd(), target) || target}`);
