'use strict';
// parse, validate, checkAttribute, syntaxes: the batch mode's results as
// plain JS values (docs/cli.md gives the shapes).
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');

const { parse, validate, checkAttribute, syntaxes } = require('..');
const { needsCli } = require('./helpers');

test('parse answers with plain objects and numbers, no Date', () => {
  assert.deepEqual(parse('date', '2024-02-29'), { year: 2024, month: 2, day: 29 });
  assert.deepEqual(parse('time', '14:54:30.75'), { hour: 14, minute: 54, second: 30.75 });
  assert.deepEqual(parse('duration', 'PT1H30M'), { seconds: 5400 });
  assert.equal(parse('float', ' 1.5e3px'), 1500);
  assert.equal(parse('integer', ' +12abc'), 12);
  assert.equal(parse('best_float', '1e21'), '1e+21');
  assert.deepEqual(parse('dimension', '50%'), { value: 50, unit: 'percentage' });
  assert.equal(parse('legacy_color', 'chucknorris'), '#c00000');
  assert.deepEqual(parse('space_tokens', ' a  b '), ['a', 'b']);
  assert.deepEqual(parse('global_datetime', '2024-02-29T23:30+01:00'), {
    utc: { year: 2024, month: 2, day: 29, hour: 22, minute: 30, second: 0 },
    offset: { hours: 1, minutes: 0 },
  });
  assert.deepEqual(parse('srcset', 'a.png 2x, b.png 100w'), [
    { url: 'a.png', density: 2, width: null, height: null },
    { url: 'b.png', density: null, width: 100, height: null },
  ]);
  assert.deepEqual(parse('meta_refresh', '5; url=/next'), { time: 5, url: '/next' });
  // A check through parse: the batch's result, true or false.
  assert.equal(parse('valid_date', '2024-02-29'), true);
  assert.equal(parse('valid_date', '2023-02-29'), false);
  // An object input.
  assert.equal(parse('input_value_sanitization', { type: 'number', value: ' 5' }), '');
});

test('validate: valid, or the first violation', () => {
  assert.deepEqual(validate('valid_date', '2024-02-29'), { valid: true, error: null });
  assert.deepEqual(validate('valid_date', '2023-02-29'), {
    valid: false,
    error: {
      kind: 'day_out_of_range',
      offset: 8,
      line: 1,
      column: 9,
      message: 'day 29 is out of range for 2023-02, expected 01 to 28',
    },
  });
  // A registry row that is no valid_* name, and a check on an object.
  assert.equal(validate('valid_step', 'any').valid, true);
  assert.equal(validate('valid_coords', { shape: 'circle', coords: '1,2' }).valid, false);
});

test('checkAttribute: the syntax in context and its violations', () => {
  const r = checkAttribute('input', 'min', '2023-02-29', { type: 'date' });
  assert.equal(r.syntax, 'valid_date');
  assert.equal(r.valid, false);
  assert.deepEqual(r.violations.map((v) => [v.kind, v.offset]), [['day_out_of_range', 8]]);
  assert.deepEqual(checkAttribute('div', 'data-x', '1'), { syntax: null, valid: true, violations: [] });
  assert.deepEqual(checkAttribute('td', 'colspan', '2'), {
    syntax: 'valid_column_span',
    valid: true,
    violations: [],
  });
});

test('syntaxes: every name with its description, input and whether validate takes it', () => {
  const all = syntaxes();
  const byName = new Map(all.map((s) => [s.name, s]));
  assert.equal(byName.size, all.length, 'names are unique');
  assert.deepEqual(byName.get('date'), {
    name: 'date',
    description: byName.get('date').description,
    input: 'string',
    check: false,
  });
  assert.equal(byName.get('valid_date').check, true);
  assert.equal(byName.get('attribute').input, 'object');
  assert.ok(!byName.has('boolean_attribute'));
  // Every syntax listed runs: none is unknown to parse.
  for (const s of all) {
    const input = s.input === 'string' ? '1' : {};
    try {
      parse(s.name, input);
    } catch (e) {
      assert.notEqual(e.code, 'unknown_syntax', s.name);
    }
  }
});

test('the same names and results as the CLI\'s batch mode', (t) => {
  const bin = needsCli(t);
  if (!bin) return;
  const help = spawnSync(bin, ['--help'], { encoding: 'utf8' }).stdout;
  const listed = [...help.matchAll(/^ {2}([a-z0-9_]+) /gm)].map((m) => m[1]);
  assert.deepEqual(syntaxes().map((s) => s.name).sort(), [...new Set(listed)].sort());
  // One request per syntax, with a few inputs each: equal results and errors.
  const requests = [];
  for (const s of syntaxes()) {
    const inputs =
      s.input === 'string'
        ? ['2024-02-29', ' 1.5e3px', '#FFF', 'a, b', '']
        : [{ type: 'date', value: '2024-02-29', element: 'input', attribute: 'min' }, 'x'];
    for (const input of inputs) requests.push({ syntax: s.name, input });
  }
  const run = spawnSync(bin, ['batch'], {
    input: requests.map((r) => JSON.stringify(r)).join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const lines = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, requests.length);
  requests.forEach((r, i) => {
    const { result, error } = lines[i];
    if (result === null && error !== null) {
      assert.throws(
        () => parse(r.syntax, r.input),
        (e) => e.code === error.kind && e.message === error.message,
        `${r.syntax} ${JSON.stringify(r.input)}`,
      );
    } else {
      assert.deepEqual(parse(r.syntax, r.input), result, `${r.syntax} ${JSON.stringify(r.input)}`);
    }
  });
});
