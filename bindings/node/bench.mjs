// `lint` from Node against the Rust library on the same documents, in the
// same process: the library's time is measured by the same native code
// (`benchNative`, built with the crate's `bench` feature), so the ratio is
// the cost of the call and of building the JavaScript findings.
//
//   node bench.mjs [CORPUS_DIR] [--rounds N]
//
// The corpus is the 200 pages of benches/lint.rs (`LINT_CORPUS_DIR=dir cargo
// bench --features document --bench lint` writes them); without CORPUS_DIR
// they are written to target/lint-corpus of the repository first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '..', '..');
const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
let rounds = 20;
let corpus = null;
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--rounds') rounds = Number(args[(i += 1)]);
  else corpus = args[i];
}

function run(command, argv, env) {
  console.error(`$ ${command} ${argv.join(' ')}`);
  const r = spawnSync(command, argv, { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${command} failed (exit status ${r.status})`);
  return r.stdout.toString('utf8');
}

if (!corpus) {
  corpus = path.join(repo, 'target', 'lint-corpus');
  if (!fs.existsSync(path.join(corpus, 'page199.html'))) {
    run('cargo', ['bench', '--features', 'document', '--bench', 'lint'], { LINT_CORPUS_DIR: corpus });
  }
}
const pages = fs
  .readdirSync(corpus)
  .filter((f) => f.endsWith('.html'))
  .sort()
  .map((f) => fs.readFileSync(path.join(corpus, f)));
const bytes = pages.reduce((n, p) => n + p.length, 0);

// The native module with `benchNative`, built beside the installed one.
let library = null;
const out = run('cargo', [
  'build', '--release', '--features', 'bench', '--message-format=json-render-diagnostics',
  '--manifest-path', path.join(here, 'Cargo.toml'),
]);
for (const line of out.split('\n')) {
  if (!line.startsWith('{')) continue;
  const m = JSON.parse(line);
  if (m.reason === 'compiler-artifact' && m.target.name === 'html_microsyntax_node') {
    library = m.filenames.find((f) => /\.(so|dylib|dll)$/.test(f)) || library;
  }
}
const benchModule = path.join(path.dirname(library), 'html-microsyntax-bench.node');
fs.copyFileSync(library, benchModule);
const native = require(benchModule);
const { lint } = require('./index.js');

const findingsOf = (docs) => docs.reduce((n, p) => n + lint(p).length, 0);
const strings = pages.map((p) => p.toString('utf8'));
const expected = findingsOf(pages);
if (findingsOf(strings) !== expected || native.benchNative(pages, 1)[1] !== expected) {
  throw new Error('the three ways disagree on the number of findings');
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const times = { rust: [], nodeBuffer: [], nodeString: [] };
for (let r = -2; r < rounds; r += 1) {
  // Alternating, so that the machine's state is shared alike; two warm-ups.
  const t0 = process.hrtime.bigint();
  for (const p of pages) lint(p);
  const t1 = process.hrtime.bigint();
  for (const p of strings) lint(p);
  const t2 = process.hrtime.bigint();
  const [rust] = native.benchNative(pages, 1);
  if (r < 0) continue;
  times.nodeBuffer.push(Number(t1 - t0) / 1e6);
  times.nodeString.push(Number(t2 - t1) / 1e6);
  times.rust.push(rust / 1e6);
}
const rust = median(times.rust);
const buf = median(times.nodeBuffer);
const str = median(times.nodeString);
const mbps = (ms) => (bytes / 1e6 / (ms / 1e3)).toFixed(0);
console.log(`corpus: ${pages.length} pages, ${bytes} bytes, ${expected} findings; ${rounds} rounds, medians`);
console.log(`rust library (check_bytes_with, findings kept)  ${rust.toFixed(1)} ms  ${mbps(rust)} MB/s`);
console.log(`node lint(Buffer)                               ${buf.toFixed(1)} ms  ${mbps(buf)} MB/s  ${(buf / rust).toFixed(2)}x`);
console.log(`node lint(string)                               ${str.toFixed(1)} ms  ${mbps(str)} MB/s  ${(str / rust).toFixed(2)}x`);
console.log(`node ${process.version}, ${process.platform}-${process.arch}`);
