'use strict';
// The html-validate plugin, run by html-validate from the npm registry.
const test = require('node:test');
const assert = require('node:assert/strict');

const { lint } = require('..');

let HtmlValidate;
try {
  ({ HtmlValidate } = require('html-validate'));
} catch {
  HtmlValidate = null;
}

function validator(t, rules) {
  if (!HtmlValidate) {
    t.skip('html-validate is not installed (npm install in bindings/node)');
    return null;
  }
  const plugin = require('../html-validate.js');
  return new HtmlValidate({ plugins: [plugin], rules });
}

test('html-validate reports the findings, errors and warnings apart', (t) => {
  const hv = validator(t, {
    'html-microsyntax/attribute-values': 'error',
    'html-microsyntax/attribute-value-warnings': 'warn',
  });
  if (!hv) return;
  const html = '<p title="é" dir=rlt></p>\n<script type=text/javascript></script>';
  const report = hv.validateStringSync(html, 'page.html');
  assert.equal(report.valid, false);
  const messages = report.results[0].messages;
  assert.deepEqual(
    messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.offset, m.size]),
    [
      ['html-microsyntax/attribute-values', 2, 1, 18, 17, 3],
      ['html-microsyntax/attribute-value-warnings', 1, 2, 14, 39, 15],
    ],
  );
  assert.equal(html.slice(17, 20), 'rlt');
  assert.equal(html.slice(39, 54), 'text/javascript'); // the value the fix removes
  assert.equal(messages[0].message, "unknown keyword, did you mean 'rtl'? [unknown_keyword]");
  // The finding rides along as the message's context.
  const [ours] = lint(html);
  assert.deepEqual(messages[0].context, ours);
  assert.equal(report.results[0].filePath, 'page.html');
});

test('the recommended config and the rule option config', (t) => {
  if (!validator(t, {})) return;
  const plugin = require('../html-validate.js');
  const hv = new HtmlValidate({
    plugins: [plugin],
    extends: ['html-microsyntax:recommended'],
  });
  const counts = (r) => [r.errorCount, r.warningCount];
  assert.deepEqual(counts(hv.validateStringSync('<td colspan=0></td>')), [1, 0]);
  const off = new HtmlValidate({
    plugins: [plugin],
    rules: { 'html-microsyntax/attribute-values': ['error', { config: { kinds: { not_positive: 'off' } } }] },
  });
  assert.deepEqual(counts(off.validateStringSync('<td colspan=0></td><p dir=rlt></p>')), [1, 0]);
  assert.equal(off.validateStringSync('<td colspan=0></td>').valid, true);
});
