'use strict';
// An html-validate plugin whose rules report html-microsyntax's findings:
//
//   // .htmlvalidate.js
//   module.exports = {
//     plugins: ['html-microsyntax/html-validate'],
//     extends: ['html-validate:recommended', 'html-microsyntax:recommended'],
//   };
//
// `html-microsyntax/attribute-values` reports the errors and
// `html-microsyntax/attribute-value-warnings` the warnings, so each keeps
// its severity; both take the option `config` (the checker's configuration
// object, as in `.html-microsyntax.json`). html-validate is the user's
// dependency: this file requires it only when html-validate loads the plugin.

const { Rule } = require('html-validate');
const { lint } = require('./index.js');

/** The rule for one level of findings. */
function ruleFor(level, description) {
  return class extends Rule {
    static schema() {
      return { config: { type: ['object', 'string'] } };
    }

    documentation(context) {
      if (context && context.message) {
        return {
          description: `${context.message} (${context.kind}, <${context.element} ${context.attribute}>)`,
          url: context.spec,
        };
      }
      return { description };
    }

    setup() {
      this.on('dom:ready', (event) => {
        const { source } = event;
        const config = this.options && this.options.config;
        const findings = lint(source.data, config ? { config } : undefined);
        for (const f of findings) {
          if (f.level !== level) continue;
          // The markup may be part of a larger file (a template in a
          // component): its place in that file.
          const line = source.line + f.line - 1;
          const column = f.line === 1 ? source.column + f.column - 1 : f.column;
          this.report({
            node: null,
            message: `${f.message} [${f.kind}]`,
            location: {
              filename: source.filename,
              offset: source.offset + f.offset,
              line,
              column,
              size: Math.max(f.size, 1),
            },
            context: f,
          });
        }
      });
    }
  };
}

const ERRORS = 'html-microsyntax/attribute-values';
const WARNINGS = 'html-microsyntax/attribute-value-warnings';

module.exports = {
  name: 'html-microsyntax',
  rules: {
    [ERRORS]: ruleFor('error', 'Attribute values must conform to the HTML Standard\'s microsyntaxes'),
    [WARNINGS]: ruleFor('warning', 'Attribute values that conform but are likely mistakes'),
  },
  configs: {
    recommended: {
      rules: { [ERRORS]: 'error', [WARNINGS]: 'warn' },
    },
  },
};
