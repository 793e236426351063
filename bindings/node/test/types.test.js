'use strict';
// index.d.ts against a usage file, with TypeScript's strict checks.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

test('index.d.ts: tsc --noEmit --strict on test/types/usage.ts', (t) => {
  const tsc = path.join(__dirname, '..', 'node_modules', 'typescript', 'bin', 'tsc');
  if (!fs.existsSync(tsc)) {
    t.skip('typescript is not installed (npm install in bindings/node)');
    return;
  }
  const run = spawnSync(
    process.execPath,
    [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'commonjs', '--lib', 'es2022,dom',
      path.join(__dirname, 'types', 'usage.ts')],
    { encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stdout + run.stderr);
});
