'use strict';
// Bad input throws an Error with a code and the CLI's message; nothing
// crashes the process.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const { lint, parse, validate, checkAttribute } = require('..');
const { needsCli } = require('./helpers');

/** Asserts that `f` throws an Error with `code` and `message`. */
function throwsWith(f, code, message) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof Error, 'an Error');
    assert.equal(e.code, code);
    if (message instanceof RegExp) assert.match(e.message, message);
    else assert.equal(e.message, message);
    return true;
  });
}

test('a document of the wrong type is a bad_request', () => {
  for (const bad of [undefined, null, 42, {}, [], ['<p>'], Symbol('x'), 10n, new ArrayBuffer(4), new Uint16Array(2)]) {
    throwsWith(() => lint(bad), 'bad_request', 'lint: the document must be a string, a Buffer or a Uint8Array');
  }
});

test('options of the wrong type are a bad_request', () => {
  throwsWith(() => lint('<p>', 'x'), 'bad_request', 'lint: options must be an object');
  throwsWith(() => lint('<p>', { config: 5 }), 'bad_request', 'lint: options.config must be an object or the JSON text of one');
  throwsWith(() => lint('<p>', { path: 5 }), 'bad_request', 'lint: options.path must be a string');
  throwsWith(() => lint('<p>', { path: 'a\0b' }), 'bad_request', 'lint: options.path must not hold a NUL character');
  throwsWith(() => lint('<p>', { maxFindings: -1 }), 'bad_request', 'lint: options.maxFindings must be a non-negative integer');
  const cycle = {};
  cycle.self = cycle;
  throwsWith(() => lint('<p>', { config: cycle }), 'bad_request', /^lint: options\.config cannot be read as JSON/);
});

// The reader's messages (src/markup/document/config_file.rs's tests hold the same).
const UNKNOWN_FIELD =
  'unknown field `rules`, expected one of `ignore`, `warnings`, `kinds`, `syntaxes`, `attributes`, `customElements`, `templates`, `frameworks`';

test('a configuration with an unknown field, level or syntax is a bad_config', () => {
  throwsWith(() => lint('<p>', { config: { rules: {} } }), 'bad_config', UNKNOWN_FIELD);
  throwsWith(() => lint('<p>', { config: '{"rules": {}}' }), 'bad_config', `1:8: ${UNKNOWN_FIELD}`);
  throwsWith(
    () => lint('<p>', { config: { kinds: { x: 'fatal' } } }),
    'bad_config',
    'invalid value: string "fatal", expected "off", "warning" or "error"',
  );
  throwsWith(() => lint('<p>', { config: { syntaxes: { valid_dat: 'off' } } }), 'bad_config', 'unknown syntax "valid_dat"');
  throwsWith(() => lint('<p>', { config: '{' }), 'bad_config', '1:1: EOF while parsing an object');
  throwsWith(() => lint('<p>', { config: { ignore: ['a[' ] } }), 'bad_config', /^1:\d+: bad pattern "a\[": /);
});

test('a bad configuration file found from path: the CLI\'s message', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-node-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'page.html');
  fs.writeFileSync(file, '<td colspan=0>');
  fs.writeFileSync(path.join(dir, '.html-microsyntax.json'), '{\n  "rules": {}\n}\n');
  const configPath = path.join(dir, '.html-microsyntax.json');
  const expected = `${configPath}:2:9: ${UNKNOWN_FIELD}`;
  throwsWith(() => lint(fs.readFileSync(file), { path: file }), 'bad_config', expected);
  const bin = needsCli(t);
  if (!bin) return;
  const run = spawnSync(bin, ['lint', '--format', 'json', file], { encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.equal(run.stderr, `html-microsyntax lint: ${expected}\n`);
});

test('an unknown syntax: the batch mode\'s code and message', (t) => {
  throwsWith(() => parse('dat', '2024-02-29'), 'unknown_syntax', 'unknown syntax "dat"');
  throwsWith(() => validate('valid_dat', 'x'), 'unknown_syntax', 'unknown syntax "valid_dat"');
  const bin = needsCli(t);
  if (!bin) return;
  const run = spawnSync(bin, ['batch'], { input: '{"syntax":"dat","input":"2024-02-29"}\n', encoding: 'utf8' });
  const { error } = JSON.parse(run.stdout);
  assert.deepEqual([error.kind, error.message], ['unknown_syntax', 'unknown syntax "dat"']);
});

test('values of the wrong type are a bad_request', () => {
  throwsWith(() => parse(1, 'x'), 'bad_request', 'parse: the syntax name must be a string');
  throwsWith(() => parse('date', 20240229), 'bad_request', 'parse: the value must be a string (or an object, for the syntaxes that take one)');
  throwsWith(() => parse('date', { value: '2024-02-29' }), 'bad_request', 'the input of "date" is a string');
  throwsWith(() => parse('attribute', { element: 'td' }), 'bad_request', 'missing field "attribute"');
  throwsWith(() => checkAttribute('td', 'colspan', 0), 'bad_request', 'checkAttribute: value must be a string');
  throwsWith(() => checkAttribute('input', 'min', '1', { type: 5 }), 'bad_request', 'attribute "type" must have a string value');
  throwsWith(() => validate('date', '2024-02-29'), 'bad_request', /^validate: "date" is not a check/);
});

test('a parse failure throws the error object\'s fields', () => {
  assert.throws(() => parse('date', '2023-02-29'), {
    code: 'day_out_of_range',
    kind: 'day_out_of_range',
    message: 'day 29 is out of range for 2023-02, expected 01 to 28',
    offset: 8,
    line: 1,
    column: 9,
  });
});

test('huge documents (tens of MB) are linted, as strings and as bytes', () => {
  // 40 MiB of valid cells, then one bad one: the finding is found and placed.
  const row = '<td colspan=2>x</td>\n';
  const rows = Math.ceil((40 << 20) / row.length);
  const html = row.repeat(rows) + '<td colspan=0>';
  assert.ok(html.length > 40 << 20);
  for (const doc of [html, Buffer.from(html)]) {
    const findings = lint(doc);
    assert.deepEqual(findings.map((f) => [f.kind, f.line, f.column]), [['not_positive', rows + 1, 13]]);
    assert.equal(findings[0].offset, html.length - 2);
  }
});

test('lone surrogates in a string do not break the offsets', () => {
  // A JS string may hold what UTF-8 cannot: read as U+FFFD, one unit too.
  const html = '<p title="\ud800" dir=rlt>';
  const [f] = lint(html);
  assert.equal(html.slice(f.offset, f.offset + f.size), 'rlt');
});
