// @ts-check
// A list whose items are told apart by one field (the root servers by `url`): an item repeating an
// earlier item's value is reported at its field. JSON Schema's `uniqueItems` compares whole items.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject } from '../../packages/document/src/is-plain-object.js';

export default createRulesetFunction(
  {
    input: { type: 'array' },
    options: {
      type: 'object',
      properties: { field: { type: 'string', description: 'The field that tells the items apart.' } },
      required: ['field'],
      additionalProperties: false,
    },
  },
  /**
   * @param {unknown[]} items
   * @param {{ field: string }} options
   * @param {import('@stoplight/spectral-core').RulesetFunctionContext} context
   * @returns {import('@stoplight/spectral-core').IFunctionResult[]}
   */
  function uniqueField(items, { field }, context) {
    /** @type {Map<string, number>} */
    const firstIndex = new Map();
    /** @type {import('@stoplight/spectral-core').IFunctionResult[]} */
    const results = [];
    items.forEach((item, index) => {
      if (!isPlainObject(item) || !Object.hasOwn(item, field)) return;
      const key = JSON.stringify(item[field]);
      if (firstIndex.has(key)) {
        results.push({ message: `${field} ${key} is listed twice (also item ${firstIndex.get(key)})`, path: [...context.path, index, field] });
      } else {
        firstIndex.set(key, index);
      }
    });
    return results;
  },
);
