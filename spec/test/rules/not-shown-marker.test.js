import { describe, expect, it } from 'vitest';
import { ERROR, lintWithRule } from './lint-with-rule.js';

const RULE = 'fulfillment:not-shown-marker';
const lint = await lintWithRule(RULE);

const error = (message, path) => ({ code: RULE, message, path, severity: ERROR });

const AUTHENTICATION = { subject: 'authentication', says: 'Authentication scheme, credentials and required headers: not shown.' };
const ERROR_BODY = { subject: 'error-body', says: 'Body shape of 400 and 404 responses: not shown.' };

/** A 3.1 document whose root carries `rootMarkers` (or no x-not-shown at all, as null). */
const openapi = ({ rootMarkers = [AUTHENTICATION, ERROR_BODY], paths = {}, components } = {}) => ({
  openapi: '3.1.0',
  info: { title: 'Fulfillment', version: '1.0.0' },
  ...(rootMarkers === null ? {} : { 'x-not-shown': rootMarkers }),
  paths,
  ...(components === undefined ? {} : { components }),
});

const scenarios = [
  {
    name: 'valid: the root list and markers on an operation, a parameter, a response and a nested schema',
    document: openapi({
      paths: {
        '/v1/trackings': {
          post: {
            'x-not-shown': [{ subject: 'status-codes', says: 'Status codes of endpoints 5, 7, 8, 13, 14 and 15: not shown.' }],
            parameters: [
              {
                name: 'lang',
                in: 'query',
                schema: { type: 'string' },
                'x-not-shown': [{ subject: 'parameter-values', says: 'Allowed values of lang and idType: Not Shown.' }],
              },
            ],
            responses: { 400: { description: 'Invalid data.', 'x-not-shown': [ERROR_BODY] } },
          },
        },
      },
      components: {
        schemas: {
          TrackingRecord: {
            type: 'object',
            properties: { Address: { type: 'object', 'x-not-shown': [{ subject: 'fields', says: 'Fields of TrackingAddress: not shown.' }] } },
          },
        },
      },
    }),
    errors: [],
  },
  {
    name: 'invalid: the root object carries no x-not-shown',
    document: openapi({ rootMarkers: null }),
    errors: [error('The root object has no x-not-shown: list every gap of the whole API there ({ subject, says } items).', [])],
  },
  {
    name: 'invalid: an item with a missing says (on a response)',
    document: openapi({
      paths: { '/v1/trackings': { post: { responses: { 400: { description: 'Invalid.', 'x-not-shown': [{ subject: 'error-body' }] } } } } },
    }),
    errors: [
      error(
        'x-not-shown item has no "says": quote the description\'s sentence, which contains "not shown".',
        ['paths', '/v1/trackings', 'post', 'responses', '400', 'x-not-shown', '0'],
      ),
    ],
  },
  {
    name: 'invalid: an item with a missing subject and an item with an extra key',
    document: openapi({
      rootMarkers: [AUTHENTICATION, { says: 'Rate limits: not shown.' }, { ...ERROR_BODY, source: 'Unknowns section' }],
    }),
    errors: [
      error('x-not-shown item has no "subject": name the gap\'s topic in kebab-case (e.g. "error-body").', ['x-not-shown', '1']),
      error('x-not-shown item has the key "source": only "subject" and "says" are allowed.', ['x-not-shown', '2', 'source']),
    ],
  },
  {
    name: 'invalid: subjects that are not kebab-case (camelCase, snake_case, trailing hyphen, a number)',
    document: openapi({
      rootMarkers: [
        { subject: 'errorBody', says: 'Body shape: not shown.' },
        { subject: 'rate_limits', says: 'Rate limits: not shown.' },
        { subject: 'units-', says: 'Units: not shown.' },
        { subject: 5, says: 'Status codes of endpoint 5: not shown.' },
      ],
    }),
    errors: [
      error('x-not-shown subject "errorBody" does not match ^[a-z]+(-[a-z]+)*$ (kebab-case).', ['x-not-shown', '0', 'subject']),
      error('x-not-shown subject "rate_limits" does not match ^[a-z]+(-[a-z]+)*$ (kebab-case).', ['x-not-shown', '1', 'subject']),
      error('x-not-shown subject "units-" does not match ^[a-z]+(-[a-z]+)*$ (kebab-case).', ['x-not-shown', '2', 'subject']),
      error('x-not-shown subject 5 does not match ^[a-z]+(-[a-z]+)*$ (kebab-case).', ['x-not-shown', '3', 'subject']),
    ],
  },
  {
    name: 'invalid: a says that paraphrases instead of quoting "not shown" (and one that is not a string)',
    document: openapi({
      rootMarkers: [
        { subject: 'rate-limits', says: 'Rate limits are unknown.' },
        { subject: 'units', says: ['Units: not shown.'] },
      ],
    }),
    errors: [
      error(
        'x-not-shown says "Rate limits are unknown.", which does not contain "not shown": quote the description\'s own sentence.',
        ['x-not-shown', '0', 'says'],
      ),
      error(
        'x-not-shown says ["Units: not shown."], which does not contain "not shown": quote the description\'s own sentence.',
        ['x-not-shown', '1', 'says'],
      ),
    ],
  },
  {
    name: 'invalid: an empty list, a string instead of a list, and an item that is a string',
    document: openapi({
      paths: {
        '/v1/a': { get: { 'x-not-shown': [], responses: { 200: { description: 'OK' } } } },
        '/v1/b': { get: { 'x-not-shown': 'Status codes: not shown.', responses: { 200: { description: 'OK' } } } },
        '/v1/c': { get: { 'x-not-shown': ['Status codes: not shown.'], responses: { 200: { description: 'OK' } } } },
      },
    }),
    errors: [
      error('x-not-shown must be a non-empty array of { subject, says } items; it is empty.', ['paths', '/v1/a', 'get', 'x-not-shown']),
      error(
        'x-not-shown must be a non-empty array of { subject, says } items; it is "Status codes: not shown.".',
        ['paths', '/v1/b', 'get', 'x-not-shown'],
      ),
      error(
        'x-not-shown item "Status codes: not shown." is not an object with "subject" and "says".',
        ['paths', '/v1/c', 'get', 'x-not-shown', '0'],
      ),
    ],
  },
  {
    name: 'invalid: a bad marker on a component schema used through $ref is reported once, where it is written',
    document: openapi({
      paths: {
        '/v1/a': { get: { responses: { 400: { description: 'Invalid.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } } } } },
        '/v1/b': { get: { responses: { 404: { description: 'Missing.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } } } } },
      },
      components: { schemas: { ErrorBody: { 'x-not-shown': [{ subject: 'error-body', says: 'Body shape of 400 and 404 responses.' }] } } },
    }),
    errors: [
      error(
        'x-not-shown says "Body shape of 400 and 404 responses.", which does not contain "not shown": quote the description\'s own sentence.',
        ['components', 'schemas', 'ErrorBody', 'x-not-shown', '0', 'says'],
      ),
    ],
  },
];

describe(RULE, () => {
  it.each(scenarios.map((scenario) => [scenario.name, scenario]))('%s', async (_name, { document, errors }) => {
    expect(await lint(document)).toEqual(errors);
  });
});
