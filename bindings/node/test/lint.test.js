'use strict';
// lint on small documents: every field of the findings, exactly.
const test = require('node:test');
const assert = require('node:assert/strict');

const { lint } = require('..');

const DIR_SPEC = 'https://html.spec.whatwg.org/multipage/dom.html#the-dir-attribute';

test('a wrong keyword: every field, html-validate\'s and the lint JSON\'s', () => {
  const findings = lint('<p dir=rlt>');
  assert.deepEqual(findings, [
    {
      ruleId: 'unknown_keyword',
      severity: 2,
      message: "unknown keyword, did you mean 'rtl'?",
      line: 1,
      column: 8,
      offset: 7,
      size: 3,
      ruleUrl: DIR_SPEC,
      element: 'p',
      attribute: 'dir',
      value: 'rlt',
      syntax: 'enumerated_attribute',
      kind: 'unknown_keyword',
      level: 'error',
      help: "did you mean 'rtl'?",
      spec: DIR_SPEC,
      byteOffset: 7,
      byteEndOffset: 10,
      endLine: 1,
      endColumn: 11,
      sourceOffset: 7,
      sourceEndOffset: 10,
      fields: { choices: ['ltr', 'rtl', 'auto'], len: 3, suggestion: 'rtl' },
      fixes: [
        {
          description: "replace 'rlt' with 'rtl'",
          safe: false,
          edits: [
            {
              offset: 7,
              endOffset: 10,
              byteOffset: 7,
              byteEndOffset: 10,
              sourceOffset: 7,
              sourceEndOffset: 10,
              replacement: 'rtl',
            },
          ],
        },
      ],
      rule: 'enumerated_attribute',
    },
  ]);
});

test('a value written with a character reference: the span covers the reference', () => {
  // The library's own example: `&#48;` decodes to 0.
  const [f] = lint('<p>\n  <td colspan="&#48;">');
  assert.equal(f.kind, 'not_positive');
  assert.equal(f.value, '0');
  assert.deepEqual([f.line, f.column, f.byteOffset], [2, 16, 19]);
  assert.deepEqual([f.endLine, f.endColumn, f.byteEndOffset], [2, 21, 24]);
  assert.deepEqual([f.offset, f.size], [19, 5]);
  // Forming a table reads zero columns as one: the safe fix writes it.
  assert.deepEqual(
    f.fixes.map((fix) => [fix.safe, fix.edits[0].replacement]),
    [[true, '1']],
  );
  assert.equal(f.help, 'browsers read this value as "1"');
});

test('non-ASCII text: offset and size index the string, byteOffset the UTF-8', () => {
  const html = '<p title="é😀" dir=rlt>';
  const [f] = lint(html);
  // é is one UTF-16 unit and two bytes; 😀 two units and four bytes.
  assert.deepEqual([f.offset, f.size], [19, 3]);
  assert.equal(html.slice(f.offset, f.offset + f.size), 'rlt');
  assert.deepEqual([f.byteOffset, f.byteEndOffset], [22, 25]);
  assert.deepEqual([f.sourceOffset, f.sourceEndOffset], [22, 25]);
  // Columns count characters (code points).
  assert.deepEqual([f.column, f.endColumn], [19, 22]);
  assert.deepEqual([f.fixes[0].edits[0].offset, f.fixes[0].edits[0].endOffset], [19, 22]);
  assert.deepEqual(Buffer.from(html).subarray(f.byteOffset, f.byteEndOffset).toString(), 'rlt');
});

test('bytes are decoded as a browser would: source offsets in the bytes as given', () => {
  // The page says windows-1252: é is one byte in the source, two in the
  // decoded text's UTF-8, one UTF-16 unit.
  const head = '<meta charset=windows-1252><p title="caf'; // 40 bytes
  const bytes = Buffer.concat([Buffer.from(head), Buffer.from([0xe9]), Buffer.from('" dir=rlt>')]);
  const findings = lint(bytes);
  assert.deepEqual(findings.map((x) => x.kind), ['charset_not_utf8', 'unknown_keyword']);
  const f = findings[1];
  assert.deepEqual([f.sourceOffset, f.sourceEndOffset], [47, 50]);
  assert.deepEqual([f.byteOffset, f.byteEndOffset], [48, 51]);
  assert.deepEqual([f.offset, f.size], [47, 3]);
  assert.equal(f.fixes[0].edits[0].sourceOffset, 47);
  // A Uint8Array that is not a Buffer is read the same way.
  assert.deepEqual(lint(new Uint8Array(bytes)), findings);
  // Without a declared encoding, bytes that are not UTF-8 are read as
  // UTF-8 with U+FFFD (three bytes) in the decoded text.
  const [g] = lint(bytes.subarray('<meta charset=windows-1252>'.length));
  assert.deepEqual([g.sourceOffset, g.byteOffset, g.offset], [20, 22, 20]);
});

test('a warning has severity 1 and level "warning"', () => {
  const findings = lint('<script type=text/javascript></script>');
  assert.equal(findings.length, 1);
  const [f] = findings;
  assert.deepEqual([f.severity, f.level, f.ruleId], [1, 'warning', f.kind]);
  // A safe fix: remove the attribute browsers do not need.
  assert.equal(f.fixes[0].safe, true);
});

test('findings come in document order, every kind its own ruleId', () => {
  const findings = lint('<td colspan=0>\n<input type=date value=2023-02-29>\n<p dir=rlt>');
  assert.deepEqual(
    findings.map((f) => [f.line, f.ruleId]),
    [
      [1, 'not_positive'],
      [2, 'day_out_of_range'],
      [3, 'unknown_keyword'],
    ],
  );
  assert.deepEqual(findings[1].fields.max, 28);
});

test('a clean document has no findings', () => {
  assert.deepEqual(lint('<!DOCTYPE html><title>x</title><p dir=rtl>'), []);
  assert.deepEqual(lint(''), []);
  assert.deepEqual(lint(Buffer.alloc(0)), []);
});

test('config: an object or JSON text, turning kinds off and levels down', () => {
  const html = '<p dir=rlt><td colspan=0>';
  assert.deepEqual(
    lint(html, { config: { kinds: { unknown_keyword: 'off' } } }).map((f) => f.kind),
    ['not_positive'],
  );
  const lowered = lint(html, { config: '{"syntaxes": {"enumerated_attribute": "warning"}}' });
  assert.deepEqual(
    lowered.map((f) => [f.kind, f.severity, f.level]),
    [
      ['unknown_keyword', 1, 'warning'],
      ['not_positive', 2, 'error'],
    ],
  );
  const errorsOnly = lint('<script type=text/javascript></script><td colspan=0>', { config: { warnings: false } });
  assert.deepEqual(errorsOnly.map((f) => f.kind), ['not_positive']);
});

test('inline directives in the document are honoured', () => {
  const html = '<!-- html-microsyntax-disable-next-line -->\n<td colspan=0>\n<td colspan=0>';
  assert.deepEqual(lint(html).map((f) => f.line), [3]);
});

test('maxFindings keeps the first ones by position', () => {
  const html = '<td colspan=0><td colspan=0><td colspan=0>';
  assert.equal(lint(html).length, 3);
  assert.deepEqual(lint(html, { maxFindings: 2 }).map((f) => f.column), [13, 27]);
});

test('path: the nearest .html-microsyntax.json applies, and its ignore patterns', (t) => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hm-node-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'sub', 'skip'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, '.html-microsyntax.json'),
    JSON.stringify({ ignore: ['sub/skip/**'], kinds: { unknown_keyword: 'off' } }),
  );
  const html = '<p dir=rlt><td colspan=0>';
  const kinds = (options) => lint(html, options).map((f) => f.kind);
  // Found from a directory below the configuration's.
  assert.deepEqual(kinds({ path: path.join(dir, 'sub', 'page.html') }), ['not_positive']);
  assert.deepEqual(kinds({ path: path.join(dir, 'sub', 'skip', 'page.html') }), []);
  // A configuration given wins over the file; no path, no file.
  assert.deepEqual(kinds({ path: path.join(dir, 'page.html'), config: {} }), ['unknown_keyword', 'not_positive']);
  assert.deepEqual(kinds(), ['unknown_keyword', 'not_positive']);
});
