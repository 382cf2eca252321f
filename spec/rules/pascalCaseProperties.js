// @ts-check
// fulfillment:pascal-case-properties. Walks a schema through its subschema keywords only, so that
// the keys of example payloads (`example`, `examples`, `default`, `const`, `enum`) and of `x-`
// extensions are never taken for property names.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject } from '../../packages/document/src/is-plain-object.js';
import { subschemas } from './subschemas.js';

export default createRulesetFunction(
  {
    input: null,
    options: {
      type: 'object',
      properties: {
        match: { type: 'string', description: 'ECMA-262 pattern every property name matches.' },
      },
      required: ['match'],
      additionalProperties: false,
    },
  },
  /**
   * @param {unknown} schema
   * @param {{ match: string }} options
   * @param {import('@stoplight/spectral-core').RulesetFunctionContext} context
   * @returns {import('@stoplight/spectral-core').IFunctionResult[]}
   */
  function pascalCaseProperties(schema, { match }, context) {
    const pattern = new RegExp(match, 'u');
    /** @type {import('@stoplight/spectral-core').IFunctionResult[]} */
    const results = [];
    for (const [node, path] of subschemas(schema, context.path)) {
      if (isPlainObject(node.properties)) {
        for (const name of Object.keys(node.properties)) {
          if (!pattern.test(name)) {
            results.push({
              message: `Property name "${name}" does not match ${match}: field names are PascalCase, written exactly as in the description.`,
              path: [...path, 'properties', name],
            });
          }
        }
      }
      if (Array.isArray(node.required)) {
        node.required.forEach((name, index) => {
          if (typeof name === 'string' && !pattern.test(name)) {
            results.push({
              message: `Required property name "${name}" does not match ${match}: field names are PascalCase, written exactly as in the description.`,
              path: [...path, 'required', index],
            });
          }
        });
      }
    }
    return results;
  },
);
