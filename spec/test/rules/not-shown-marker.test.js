// @ts-check
import { AUTHENTICATION, ERROR_BODY, INFO } from './documents.js';
import { testRule } from './test-rule.js';

const SHAPE = 'x-not-shown is a non-empty list of { subject, says }, subject in kebab-case, says quoting the description ("not shown")';
/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `${problem}: ${SHAPE}.`, path, severity: 'error' });
const NOT_KEBAB = '"subject" property must match pattern "^[a-z]+(-[a-z]+)*$"';
const NO_QUOTE = '"says" property must match pattern "[Nn][Oo][Tt] [Ss][Hh][Oo][Ww][Nn]"';

/**
 * A 3.1 document whose root carries `rootMarkers`.
 * @param {{ rootMarkers?: object[], paths?: Record<string, object>, components?: object }} [parts] the markers may be
 *   malformed: the rule's tests
 */
const openapi = ({ rootMarkers = [AUTHENTICATION, ERROR_BODY], paths = {}, components } = {}) => ({
  openapi: '3.1.0',
  info: INFO,
  'x-not-shown': rootMarkers,
  paths,
  ...(components === undefined ? {} : { components }),
});

testRule('fulfillment:not-shown-marker', [
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
    name: 'invalid: an item with a missing says (on a response)',
    document: openapi({
      paths: { '/v1/trackings': { post: { responses: { 400: { description: 'Invalid.', 'x-not-shown': [{ subject: 'error-body' }] } } } } },
    }),
    errors: [error('Item at index 0 must have required property "says"', ['paths', '/v1/trackings', 'post', 'responses', '400', 'x-not-shown', '0'])],
  },
  {
    name: 'invalid: an item with a missing subject and an item with an extra key',
    document: openapi({
      rootMarkers: [AUTHENTICATION, { says: 'Rate limits: not shown.' }, { ...ERROR_BODY, source: 'Unknowns section' }],
    }),
    errors: [
      error('Item at index 1 must have required property "subject"', ['x-not-shown', '1']),
      error('Property "source" is not expected to be here', ['x-not-shown', '2']),
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
      error(NOT_KEBAB, ['x-not-shown', '0', 'subject']),
      error(NOT_KEBAB, ['x-not-shown', '1', 'subject']),
      error(NOT_KEBAB, ['x-not-shown', '2', 'subject']),
      error('"subject" property type must be string', ['x-not-shown', '3', 'subject']),
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
    errors: [error(NO_QUOTE, ['x-not-shown', '0', 'says']), error('"says" property type must be string', ['x-not-shown', '1', 'says'])],
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
      error('"x-not-shown" property must not have fewer than 1 items', ['paths', '/v1/a', 'get', 'x-not-shown']),
      error('"x-not-shown" property type must be array', ['paths', '/v1/b', 'get', 'x-not-shown']),
      error('Item at index 0 must be object', ['paths', '/v1/c', 'get', 'x-not-shown', '0']),
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
    errors: [error(NO_QUOTE, ['components', 'schemas', 'ErrorBody', 'x-not-shown', '0', 'says'])],
  },
]);
