// Types of the html-microsyntax package (index.js).

/** A replacement of a span of the document. */
export interface Edit {
  /** Start in the decoded text, in UTF-16 code units (an index into the string linted). */
  offset: number;
  /** End in the decoded text, in UTF-16 code units. */
  endOffset: number;
  /** Start in the decoded text, in UTF-8 bytes. */
  byteOffset: number;
  /** End in the decoded text, in UTF-8 bytes. */
  byteEndOffset: number;
  /** Start in the bytes as given (a Buffer's offsets; a string's UTF-8). */
  sourceOffset: number;
  /** End in the bytes as given. */
  sourceEndOffset: number;
  /** The new text (written in the document's encoding). */
  replacement: string;
}

/** A correction the text determines. */
export interface Fix {
  /** One sentence. */
  description: string;
  /** Whether `html-microsyntax lint --fix` applies it. */
  safe: boolean;
  /** The edits, in order, not overlapping. */
  edits: Edit[];
}

/** A value of a finding's `fields`. */
export type FieldValue = string | number | boolean | null | string[];

/**
 * One finding: the fields html-validate's users read, then every field of
 * `html-microsyntax lint --format json` in camelCase (its `severity` is
 * `level` here, its `offset` and `end_offset` are `byteOffset` and
 * `byteEndOffset`).
 */
export interface Finding {
  /** The finding's code (the same as `kind`). */
  ruleId: string;
  /** 1 a warning, 2 an error. */
  severity: 1 | 2;
  /** One sentence. */
  message: string;
  /** 1-based line of the offending character. */
  line: number;
  /** 1-based column, in characters (code points). */
  column: number;
  /** Start of the offending text in the decoded text, in UTF-16 code units. */
  offset: number;
  /** Length of the offending text, in UTF-16 code units. */
  size: number;
  /** The URL of the definition in the HTML Standard (the same as `spec`). */
  ruleUrl: string;
  /** The lowercase element name. */
  element: string;
  /** The lowercase attribute name. */
  attribute: string;
  /** The value after character references are decoded. */
  value: string;
  /** The syntax name, or the name of the rule that made the finding. */
  syntax: string;
  /** The finding's code, unique in the package. */
  kind: string;
  /** `"error"` or `"warning"` (the lint JSON's `severity`). */
  level: 'error' | 'warning';
  /** A fix in words, or null. */
  help: string | null;
  /** The URL of the definition in the HTML Standard. */
  spec: string;
  /** Start in the decoded text, in UTF-8 bytes (the lint JSON's `offset`). */
  byteOffset: number;
  /** End in the decoded text, in UTF-8 bytes (the lint JSON's `end_offset`). */
  byteEndOffset: number;
  /** 1-based line just past the offending text. */
  endLine: number;
  /** 1-based column just past the offending text, in characters. */
  endColumn: number;
  /** Start in the bytes as given. */
  sourceOffset: number;
  /** End in the bytes as given. */
  sourceEndOffset: number;
  /** The kind's typed fields: the found keyword, the expected choices, the bounds… */
  fields: Record<string, FieldValue>;
  /** The corrections the text determines; empty when it determines none. */
  fixes: Fix[];
  /** The rule that made the finding. */
  rule: string;
}

/** The configuration, as in `.html-microsyntax.json`. */
export interface Config {
  ignore?: string[];
  warnings?: boolean;
  kinds?: Record<string, 'off' | 'warning' | 'warn' | 'error'>;
  syntaxes?: Record<string, 'off' | 'warning' | 'warn' | 'error'>;
  attributes?: Record<string, 'off' | 'warning' | 'warn' | 'error'>;
}

export interface LintOptions {
  /**
   * The configuration: an object, or the JSON text of
   * `.html-microsyntax.json`. Without it, the nearest
   * `.html-microsyntax.json` above `path` applies, if `path` is given.
   */
  config?: Config | string | null;
  /**
   * The document's path: finds the configuration, and a path that the
   * configuration's `ignore` patterns match gets no findings.
   */
  path?: string | null;
  /** Stop after this many findings (the first by position). */
  maxFindings?: number | null;
}

/** Where a value departs from its syntax (the CLI's error object). */
export interface Violation {
  /** The error's code. */
  kind: string;
  /** UTF-8 byte offset of the failing character in the value. */
  offset: number;
  /** 1-based line. */
  line: number;
  /** 1-based column, in characters. */
  column: number;
  /** The failure in words. */
  message: string;
}

/** What `checkAttribute` answers. */
export interface AttributeCheck {
  /** The microsyntax the attribute takes in context, or null when it takes none. */
  syntax: string | null;
  valid: boolean;
  violations: Violation[];
}

/** What `validate` answers. */
export interface Validity {
  valid: boolean;
  /** The first violation, or null. */
  error: Violation | null;
}

export interface SyntaxInfo {
  name: string;
  description: string;
  /** What `parse` takes: a string, or an object with named fields (some take a string too). */
  input: 'string' | 'object';
  /** Whether `validate` takes it. */
  check: boolean;
}

/**
 * An `Error` thrown by the package: `code` is `bad_request` (a wrong
 * argument), `bad_config`, `io_error` (a configuration file that cannot be
 * read), `unknown_syntax`, or a syntax's error code (from `parse`), and the
 * message is the one the CLI gives.
 */
export interface HtmlMicrosyntaxError extends Error {
  code: string;
  /** For a syntax's failure: its code, offset, line and column. */
  kind?: string;
  offset?: number;
  line?: number;
  column?: number;
}

/** A JSON-like value (the shapes of the CLI's batch results). */
export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

/** Lints one HTML document (a string, or bytes decoded as a browser would). */
export function lint(html: string | Uint8Array, options?: LintOptions): Finding[];

/** The microsyntax an element's attribute takes in context, and its violations. */
export function checkAttribute(
  element: string,
  attribute: string,
  value: string,
  attributes?: Record<string, string> | null,
): AttributeCheck;

/** A conformance check (`valid_*` or a check `syntaxes()` marks) on a value. */
export function validate(syntax: string, value: string | Record<string, Value>): Validity;

/** A syntax's algorithm on a value: the result of `html-microsyntax batch`. */
export function parse(syntax: string, value: string | Record<string, Value>): Value;

/** Every syntax `parse` and `validate` take. */
export function syntaxes(): SyntaxInfo[];
