// fulfillment:extensible-enum. A state field whose allowed values are not shown lists the values
// seen in `x-extensible-enum` on a plain string schema: validators accept any string, so a new
// value from the live service is not a contract failure. An `enum` or `const` beside it would
// close the list again, and a non-string type would make the seen values meaningless.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { findOccurrences } from './extension-occurrences.js';

const KEY = 'x-extensible-enum';

/** `type: string`, or the 3.1 nullable form `type: [string, 'null']`. */
function isStringType(type) {
  if (type === 'string') return true;
  return Array.isArray(type) && type.includes('string') && type.every((member) => member === 'string' || member === 'null');
}

export default createRulesetFunction(
  { input: null, options: null },
  function extensibleEnums(document, _options, context) {
    const results = [];
    const report = (message, path) => results.push({ message, path });

    for (const { owner, ownerPath, value, path } of findOccurrences(document, KEY, context.path)) {
      if (!Object.hasOwn(owner, 'type')) {
        report(`${KEY} is on a schema without a type: it belongs on a schema of type string.`, ownerPath);
      } else if (!isStringType(owner.type)) {
        report(`${KEY} is on a schema whose type is ${JSON.stringify(owner.type)}: it belongs on a schema of type string.`, [...ownerPath, 'type']);
      }
      for (const closing of ['enum', 'const']) {
        if (Object.hasOwn(owner, closing)) {
          report(`${KEY} is next to ${closing}, which closes the list of values again: keep only ${KEY}.`, [...ownerPath, closing]);
        }
      }
      if (!Array.isArray(value) || value.length === 0) {
        report(`${KEY} must be a non-empty array of the values seen; it is ${Array.isArray(value) ? 'empty' : JSON.stringify(value)}.`, path);
        continue;
      }
      const firstIndexOf = new Map();
      value.forEach((item, index) => {
        if (typeof item !== 'string') {
          report(`${KEY} value ${JSON.stringify(item)} is not a string.`, [...path, index]);
        } else if (firstIndexOf.has(item)) {
          report(`${KEY} value "${item}" is listed twice (also at index ${firstIndexOf.get(item)}).`, [...path, index]);
        } else {
          firstIndexOf.set(item, index);
        }
      });
    }
    return results;
  },
);
