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
  function uniqueField(items, { field }, context) {
    const firstIndex = new Map();
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
