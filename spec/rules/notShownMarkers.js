// fulfillment:not-shown-marker. Where the description says "not shown", the document says so in
// `x-not-shown`, in the description's own words; docs render these markers as the page of gaps,
// so their shape is fixed: a non-empty list of { subject, says }.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { findOccurrences } from './extension-occurrences.js';
import { isPlainObject } from './openapi-operations.js';

const KEY = 'x-not-shown';

export default createRulesetFunction(
  {
    input: null,
    options: {
      type: 'object',
      properties: {
        subjectMatch: { type: 'string', description: 'ECMA-262 pattern of a subject (kebab-case).' },
        saysContains: { type: 'string', description: 'Words every `says` contains, case-insensitive.' },
      },
      required: ['subjectMatch', 'saysContains'],
      additionalProperties: false,
    },
  },
  function notShownMarkers(document, { subjectMatch, saysContains }, context) {
    const subjectPattern = new RegExp(subjectMatch, 'u');
    const results = [];
    const report = (message, path) => results.push({ message, path });

    if (!isPlainObject(document) || !Object.hasOwn(document, KEY)) {
      report(`The root object has no ${KEY}: list every gap of the whole API there ({ subject, says } items).`, context.path);
    }

    for (const { value, path } of findOccurrences(document, KEY, context.path)) {
      if (!Array.isArray(value) || value.length === 0) {
        report(`${KEY} must be a non-empty array of { subject, says } items; it is ${Array.isArray(value) ? 'empty' : JSON.stringify(value)}.`, path);
        continue;
      }
      value.forEach((item, index) => {
        const itemPath = [...path, index];
        if (!isPlainObject(item)) {
          report(`${KEY} item ${JSON.stringify(item)} is not an object with "subject" and "says".`, itemPath);
          return;
        }
        for (const key of Object.keys(item).filter((key) => key !== 'subject' && key !== 'says')) {
          report(`${KEY} item has the key "${key}": only "subject" and "says" are allowed.`, [...itemPath, key]);
        }
        if (!Object.hasOwn(item, 'subject')) {
          report(`${KEY} item has no "subject": name the gap's topic in kebab-case (e.g. "error-body").`, itemPath);
        } else if (typeof item.subject !== 'string' || !subjectPattern.test(item.subject)) {
          report(`${KEY} subject ${JSON.stringify(item.subject)} does not match ${subjectMatch} (kebab-case).`, [...itemPath, 'subject']);
        }
        if (!Object.hasOwn(item, 'says')) {
          report(`${KEY} item has no "says": quote the description's sentence, which contains "${saysContains}".`, itemPath);
        } else if (typeof item.says !== 'string' || !item.says.toLowerCase().includes(saysContains.toLowerCase())) {
          report(`${KEY} says ${JSON.stringify(item.says)}, which does not contain "${saysContains}": quote the description's own sentence.`, [...itemPath, 'says']);
        }
      });
    }
    return results;
  },
);
