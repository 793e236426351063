// Compiled with `tsc --noEmit --strict` by test/types.test.js: the
// declarations in index.d.ts describe what the package's users write.
import {
  checkAttribute,
  lint,
  parse,
  syntaxes,
  validate,
  type AttributeCheck,
  type Finding,
  type HtmlMicrosyntaxError,
  type SyntaxInfo,
  type Validity,
  type Value,
} from '../../index';

const findings: Finding[] = lint('<p dir=rlt>', { config: { kinds: { unknown_link_type: 'off' } } });
const bytes: Finding[] = lint(new Uint8Array([60, 112, 62]), { path: 'page.html', maxFindings: 10 });
for (const f of [...findings, ...bytes]) {
  const severity: 1 | 2 = f.severity;
  const level: 'error' | 'warning' = f.level;
  const help: string | null = f.help;
  const span: [number, number] = [f.offset, f.offset + f.size];
  const safe = f.fixes.filter((fix) => fix.safe).flatMap((fix) => fix.edits.map((e) => e.replacement));
  console.log(f.ruleId, severity, level, help, span, safe, f.fields['suggestion']);
}
lint('<p>', { config: '{"warnings": false}' });

const check: AttributeCheck = checkAttribute('input', 'min', '2024-13', { type: 'month' });
const syntax: string | null = check.syntax;
const validity: Validity = validate('valid_date', '2024-02-29');
const where: number | undefined = validity.error?.offset;
const value: Value = parse('date', '2024-02-29');
const names: string[] = syntaxes().map((s: SyntaxInfo) => s.name);
console.log(syntax, where, value, names);

try {
  parse('dat', 'x');
} catch (e) {
  const error = e as HtmlMicrosyntaxError;
  const code: string = error.code;
  console.log(code, error.line);
}

// @ts-expect-error: a number is no document
lint(42);
// @ts-expect-error: an unknown option
lint('<p>', { configs: {} });
// @ts-expect-error: a level is off, warning or error
lint('<p>', { config: { kinds: { x: 'fatal' } } });
// @ts-expect-error: severity is numeric
const wrong: string = findings[0].severity;
console.log(wrong);
