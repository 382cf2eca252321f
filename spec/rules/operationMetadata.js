// fulfillment:operation-metadata. Reads the whole document: an operation's tag is checked against
// the root `tags`, and its `x-endpoint` against every other operation's.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject, listOperations } from './openapi-operations.js';
import { alternatives } from './wording.js';

export default createRulesetFunction(
  {
    input: null,
    options: {
      type: 'object',
      properties: {
        operationIdMatch: { type: 'string', description: 'ECMA-262 pattern of an operationId.' },
        endpointMinimum: { type: 'integer', description: 'First row of the endpoint table.' },
        endpointMaximum: { type: 'integer', description: 'Last row of the endpoint table.' },
        effects: { type: 'array', items: { type: 'string' }, minItems: 1, description: 'Allowed x-effect values.' },
      },
      required: ['operationIdMatch', 'endpointMinimum', 'endpointMaximum', 'effects'],
      additionalProperties: false,
    },
  },
  function operationMetadata(document, { operationIdMatch, endpointMinimum, endpointMaximum, effects }) {
    const operationIdPattern = new RegExp(operationIdMatch, 'u');
    const declaredTags = new Set(
      (Array.isArray(document?.tags) ? document.tags : []).filter(isPlainObject).map((tag) => tag.name),
    );
    const firstUserOfEndpoint = new Map();
    const results = [];

    for (const { label, path, operation } of listOperations(document)) {
      const report = (message, ...at) => results.push({ message, path: [...path, ...at] });

      // operationId
      if (!Object.hasOwn(operation, 'operationId')) {
        report(`${label} has no operationId: give it a camelCase operationId.`);
      } else if (typeof operation.operationId !== 'string' || !operationIdPattern.test(operation.operationId)) {
        report(`operationId ${JSON.stringify(operation.operationId)} of ${label} does not match ${operationIdMatch} (camelCase).`, 'operationId');
      }

      // exactly one declared tag
      if (!Array.isArray(operation.tags) || operation.tags.length !== 1) {
        const count = Array.isArray(operation.tags) ? operation.tags.length : 0;
        report(
          `${label} has ${count} tags: it must have exactly one, declared in the root tags.`,
          ...(Object.hasOwn(operation, 'tags') ? ['tags'] : []),
        );
      } else if (!declaredTags.has(operation.tags[0])) {
        report(`Tag ${JSON.stringify(operation.tags[0])} of ${label} is not declared in the root tags.`, 'tags', 0);
      }

      // summary and description
      for (const field of ['summary', 'description']) {
        if (!Object.hasOwn(operation, field)) {
          report(`${label} has no ${field}: write a non-empty one.`);
        } else if (typeof operation[field] !== 'string' || operation[field].trim() === '') {
          report(`The ${field} of ${label} is empty: write a non-empty one.`, field);
        }
      }

      // x-endpoint: the row in the description's endpoint table, one operation per row
      const endpoint = operation['x-endpoint'];
      if (!Object.hasOwn(operation, 'x-endpoint')) {
        report(`${label} has no x-endpoint: give the row (${endpointMinimum}-${endpointMaximum}) of the description's endpoint table.`);
      } else if (!Number.isInteger(endpoint) || endpoint < endpointMinimum || endpoint > endpointMaximum) {
        report(
          `x-endpoint ${JSON.stringify(endpoint)} of ${label} is not an integer from ${endpointMinimum} to ${endpointMaximum} (a row of the description's endpoint table).`,
          'x-endpoint',
        );
      } else if (firstUserOfEndpoint.has(endpoint)) {
        report(
          `x-endpoint ${endpoint} of ${label} is already used by ${firstUserOfEndpoint.get(endpoint)}: each row of the endpoint table is one operation.`,
          'x-endpoint',
        );
      } else {
        firstUserOfEndpoint.set(endpoint, label);
      }

      // x-effect
      const allowedEffects = alternatives(effects.map((effect) => JSON.stringify(effect)));
      if (!Object.hasOwn(operation, 'x-effect')) {
        report(`${label} has no x-effect: say whether it is ${allowedEffects}.`);
      } else if (!effects.includes(operation['x-effect'])) {
        report(`x-effect ${JSON.stringify(operation['x-effect'])} of ${label} is not one of ${allowedEffects}.`, 'x-effect');
      }
    }
    return results;
  },
);
