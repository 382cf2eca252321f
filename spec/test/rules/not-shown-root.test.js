// @ts-check
import { AUTHENTICATION, INFO } from './documents.js';
import { testRule } from './test-rule.js';

testRule('fulfillment:not-shown-root', [
  {
    name: 'valid: the root lists the gaps of the whole API',
    document: { openapi: '3.1.0', info: INFO, 'x-not-shown': [AUTHENTICATION], paths: {} },
    errors: [],
  },
  {
    name: 'invalid: the root object carries no x-not-shown',
    document: { openapi: '3.1.0', info: INFO, paths: {} },
    errors: [
      {
        message: 'The root object has no x-not-shown: list every gap of the whole API there ({ subject, says } items).',
        path: [],
        severity: 'error',
      },
    ],
  },
]);
