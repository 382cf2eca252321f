// fulfillment:pascal-case-properties. Walks a schema through its subschema keywords only, so that
// the keys of example payloads (`example`, `examples`, `default`, `const`, `enum`) and of `x-`
// extensions are never taken for property names.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject } from '../../packages/document/src/is-plain-object.js';

// Keywords whose value is one subschema (2020-12 and OpenAPI 3.0).
const SUBSCHEMA = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
];
// Keywords whose value is a list of subschemas (`items` too, in a 3.0 tuple).
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
// Keywords whose value maps a name to a subschema. Only the names under `properties` are
// property names; the others are patterns or definition names.
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

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
  function pascalCaseProperties(schema, { match }, context) {
    const pattern = new RegExp(match, 'u');
    const results = [];
    const seen = new WeakSet();

    const visit = (node, path) => {
      if (!isPlainObject(node) || seen.has(node)) return;
      seen.add(node);

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

      for (const keyword of SUBSCHEMA) {
        if (isPlainObject(node[keyword])) visit(node[keyword], [...path, keyword]);
      }
      for (const keyword of SUBSCHEMA_LISTS) {
        if (Array.isArray(node[keyword])) {
          node[keyword].forEach((member, index) => visit(member, [...path, keyword, index]));
        }
      }
      for (const keyword of SUBSCHEMA_MAPS) {
        if (isPlainObject(node[keyword])) {
          for (const [name, member] of Object.entries(node[keyword])) visit(member, [...path, keyword, name]);
        }
      }
    };

    visit(schema, context.path);
    return results;
  },
);
