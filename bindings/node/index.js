'use strict';
// The package's functions: arguments checked here, the work done by the
// native module (src/), errors thrown as `Error`s with a `code`.

const path = require('node:path');

let native;
try {
  native = require(path.join(__dirname, 'html-microsyntax.node'));
} catch (e) {
  const error = new Error(
    `html-microsyntax: the native module is missing or cannot be loaded (${e.message}); ` +
      'build it with `npm run build` (or `node scripts/install.js`) in the package directory',
  );
  error.code = 'not_built';
  throw error;
}

/** An `Error` with the CLI's code and message, and the fields given. */
function failure(code, message, fields) {
  const error = new Error(message);
  error.code = code;
  if (fields) Object.assign(error, fields);
  return error;
}

function badRequest(message) {
  return failure('bad_request', message);
}

/** The error a native call threw, with its code kept (napi's codes for
 * anything unexpected, so that nothing is lost). */
function rethrown(e) {
  if (e instanceof Error && typeof e.code === 'string') return e;
  return failure('internal_error', String(e && e.message ? e.message : e));
}

/** A finding from its row (src/finding.rs, ROW): html-validate's fields,
 * then the lint JSON's in camelCase. */
function finding(r) {
  return {
    ruleId: r[0],
    severity: r[1],
    message: r[2],
    line: r[3],
    column: r[4],
    offset: r[5],
    size: r[6] - r[5],
    ruleUrl: r[7],
    element: r[8],
    attribute: r[9],
    value: r[10],
    syntax: r[11],
    kind: r[0],
    level: r[1] === 1 ? 'warning' : 'error',
    help: r[12],
    spec: r[7],
    byteOffset: r[13],
    byteEndOffset: r[14],
    endLine: r[15],
    endColumn: r[16],
    sourceOffset: r[17],
    sourceEndOffset: r[18],
    fields: r[19],
    fixes: r[20].map(fix),
    rule: r[21],
  };
}

function fix([description, safe, edits]) {
  return { description, safe, edits: edits.map(edit) };
}

function edit(e) {
  return {
    offset: e[0],
    endOffset: e[1],
    byteOffset: e[2],
    byteEndOffset: e[3],
    sourceOffset: e[4],
    sourceEndOffset: e[5],
    replacement: e[6],
  };
}

function isBytes(value) {
  return value instanceof Uint8Array;
}

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Lints one HTML document: every attribute value checked against the HTML
 * Standard. A string is taken as decoded text; a Buffer or Uint8Array is
 * decoded as a browser would (byte order mark, `<meta charset>`,
 * UTF-8 by default).
 */
function lint(html, options) {
  if (typeof html !== 'string' && !isBytes(html)) {
    throw badRequest('lint: the document must be a string, a Buffer or a Uint8Array');
  }
  if (options !== undefined && options !== null && !isPlainObject(options)) {
    throw badRequest('lint: options must be an object');
  }
  const { config, path: file, maxFindings } = options || {};
  const call = { configIsObject: false };
  if (config !== undefined && config !== null) {
    if (typeof config === 'string') {
      call.configText = config;
    } else if (isPlainObject(config)) {
      try {
        call.configText = JSON.stringify(config);
      } catch (e) {
        throw badRequest(`lint: options.config cannot be read as JSON (${e.message})`);
      }
      call.configIsObject = true;
    } else {
      throw badRequest('lint: options.config must be an object or the JSON text of one');
    }
  }
  if (file !== undefined && file !== null) {
    if (typeof file !== 'string') throw badRequest('lint: options.path must be a string');
    if (file.includes('\0')) throw badRequest('lint: options.path must not hold a NUL character');
    call.path = file;
  }
  if (maxFindings !== undefined && maxFindings !== null) {
    if (!Number.isInteger(maxFindings) || maxFindings < 0 || maxFindings > 0xffffffff) {
      throw badRequest('lint: options.maxFindings must be a non-negative integer');
    }
    call.maxFindings = maxFindings;
  }
  try {
    return JSON.parse(native.lint(html, call)).map(finding);
  } catch (e) {
    throw rethrown(e);
  }
}

/** The batch mode's answer, or the error it carries thrown. */
function answer(syntax, input, caller) {
  if (typeof syntax !== 'string') throw badRequest(`${caller}: the syntax name must be a string`);
  if (typeof input !== 'string' && !isPlainObject(input)) {
    throw badRequest(`${caller}: the value must be a string (or an object, for the syntaxes that take one)`);
  }
  try {
    return native.answer(syntax, input);
  } catch (e) {
    throw rethrown(e);
  }
}

function thrown(error) {
  const { kind, message, offset, line, column } = error;
  return failure(kind, message, { kind, offset, line, column });
}

/**
 * Runs a syntax's algorithm on a value and returns its result (the CLI's
 * batch `result`); throws the algorithm's failure.
 */
function parse(syntax, value) {
  const { result, error } = answer(syntax, value, 'parse');
  if (result === null && error !== null) throw thrown(error);
  return result;
}

/**
 * Checks a value against a conformance check (`valid_*` or a registry
 * row): `{ valid, error }`, `error` the first violation or null.
 */
function validate(syntax, value) {
  const { result, error, check } = answer(syntax, value, 'validate');
  if (result === null && error !== null) throw thrown(error);
  if (!check) {
    throw badRequest(
      `validate: ${JSON.stringify(syntax)} is not a check; validate takes the valid_* syntaxes ` +
        'and the checks syntaxes() marks (parse runs the others)',
    );
  }
  return { valid: result === true, error };
}

/**
 * The microsyntax an element's attribute takes in context, and its
 * violations: `{ syntax, valid, violations }`.
 */
function checkAttribute(element, attribute, value, attributes) {
  for (const [name, v] of [['element', element], ['attribute', attribute], ['value', value]]) {
    if (typeof v !== 'string') throw badRequest(`checkAttribute: ${name} must be a string`);
  }
  const input = { element, attribute, value };
  if (attributes !== undefined && attributes !== null) {
    if (!isPlainObject(attributes)) {
      throw badRequest('checkAttribute: attributes must be an object of names and string values');
    }
    input.attributes = attributes;
  }
  return parse('attribute', input);
}

/** Every syntax `parse` and `validate` take: `{ name, description, input, check }`. */
function syntaxes() {
  return native.syntaxes();
}

module.exports = { lint, checkAttribute, validate, parse, syntaxes };
