'use strict';
// lint equals `html-microsyntax lint --format json`, finding by finding,
// on the repository's lint corpus and the document that reaches every rule.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const { lint } = require('..');
const { repo, needsCli } = require('./helpers');

/** Each field of the lint JSON and its name on a Finding (`file` aside). */
const FIELDS = {
  line: 'line',
  column: 'column',
  offset: 'byteOffset',
  element: 'element',
  attribute: 'attribute',
  value: 'value',
  syntax: 'syntax',
  kind: 'kind',
  severity: 'level',
  message: 'message',
  help: 'help',
  spec: 'spec',
  end_offset: 'byteEndOffset',
  end_line: 'endLine',
  end_column: 'endColumn',
  source_offset: 'sourceOffset',
  source_end_offset: 'sourceEndOffset',
  fields: 'fields',
  fixes: 'fixes',
  rule: 'rule',
};
const EDIT_FIELDS = {
  offset: 'byteOffset',
  end_offset: 'byteEndOffset',
  source_offset: 'sourceOffset',
  source_end_offset: 'sourceEndOffset',
  replacement: 'replacement',
};
/** html-validate's fields, which the JSON has under other names. */
const HTML_VALIDATE = ['ruleId', 'severity', 'offset', 'size', 'ruleUrl'];

/** A Finding in the lint JSON's shape. */
function asJson(f) {
  const json = {};
  for (const [key, name] of Object.entries(FIELDS)) json[key] = f[name];
  json.fixes = f.fixes.map((fix) => ({
    description: fix.description,
    safe: fix.safe,
    edits: fix.edits.map((e) => {
      const edit = {};
      for (const [key, name] of Object.entries(EDIT_FIELDS)) edit[key] = e[name];
      return edit;
    }),
  }));
  return json;
}

const files = [
  ...fs
    .readdirSync(path.join(repo, 'tests', 'lint'))
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => path.join('tests', 'lint', f)),
  path.join('tests', 'data', 'findings', 'every_rule.html'),
];

test('lint equals the CLI\'s JSON on tests/lint and every_rule.html', (t) => {
  const bin = needsCli(t);
  if (!bin) return;
  const run = spawnSync(bin, ['lint', '--format', 'json', '--no-config', ...files], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  assert.equal(run.status, 1, run.stderr);
  const byFile = new Map(files.map((f) => [f, []]));
  for (const line of run.stdout.trimEnd().split('\n')) {
    const { file, ...finding } = JSON.parse(line);
    byFile.get(file).push(finding);
  }
  let compared = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(repo, file));
    const expected = byFile.get(file);
    const findings = lint(bytes);
    assert.equal(findings.length, expected.length, `${file}: number of findings`);
    findings.forEach((f, i) => {
      // Every key is a JSON field's or html-validate's, and no other.
      assert.deepEqual(
        Object.keys(f).sort(),
        [...Object.values(FIELDS), ...HTML_VALIDATE].sort(),
        `${file} #${i}: keys`,
      );
      assert.deepEqual(Object.keys(expected[i]).sort(), Object.keys(FIELDS).sort(), 'the JSON\'s keys');
      assert.deepEqual(asJson(f), expected[i], `${file} #${i}`);
      // html-validate's fields say the same.
      assert.equal(f.ruleId, f.kind);
      assert.equal(f.severity, f.level === 'error' ? 2 : 1);
      assert.equal(f.ruleUrl, f.spec);
      compared += 1;
    });
  }
  // The corpus reaches findings in several files (a count the CLI sets, not this test).
  assert.ok(compared >= 20, `compared ${compared} findings`);
  t.diagnostic(`${compared} findings compared in ${files.length} files`);
});

test('offset and size index the decoded text in UTF-16 code units', () => {
  // A UTF-8 file read as a string: the span is the string's slice, and the
  // findings are those of its bytes.
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(repo, file));
    const text = bytes.toString('utf8');
    if (Buffer.compare(Buffer.from(text, 'utf8'), bytes) !== 0 || text.startsWith('\ufeff')) continue;
    const fromText = lint(text);
    assert.deepEqual(fromText, lint(bytes), file);
    for (const f of fromText) {
      const slice = text.slice(f.offset, f.offset + f.size);
      assert.equal(slice, bytes.subarray(f.byteOffset, f.byteEndOffset).toString('utf8'), `${file}:${f.line}`);
    }
  }
});
