// @ts-check
// fulfillment:prose-only-constraint. A description that states a constraint ("UTC", "only in",
// "absent", "required", "at most", "filled") where no keyword or extension of its schema says it:
// the mock would accept, and the contract run pass, what the description rules out. Each phrase
// names the keywords that can say it (the ruleset's options); a paragraph that starts with
// "Left open:" records a decision not to enforce a reading, and is not read for phrases.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject } from '../../packages/document/src/is-plain-object.js';
import { subschemas } from './subschemas.js';

/** Where a property's schema is `false` (the member must be absent), the evidence is named so. */
const FALSE_PROPERTY = 'false-property';

/**
 * The keywords that say something of `node`: its own, those of a parameter's `schema`, and those of
 * its `allOf` parts (a description on the whole may be said by a part), with `false-property` for a
 * property whose schema is `false`.
 * @param {Record<string, any>} node
 */
function keywordsOf(node) {
  /** @type {Set<string>} */
  const found = new Set();
  const parts = [node, ...(isPlainObject(node.schema) && typeof node.in === 'string' ? [node.schema] : [])];
  const seen = new WeakSet();
  while (parts.length > 0) {
    const part = parts.pop();
    if (!isPlainObject(part) || seen.has(part)) continue;
    seen.add(part);
    for (const [keyword, value] of Object.entries(part)) if (value !== undefined && value !== false) found.add(keyword);
    if (isPlainObject(part.properties) && Object.values(part.properties).includes(false)) found.add(FALSE_PROPERTY);
    if (Array.isArray(part.allOf)) parts.push(...part.allOf);
  }
  return found;
}

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      properties: {
        leftOpen: { type: 'string', description: 'The start of a paragraph that records a decision not to enforce a reading.' },
        phrases: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              says: { type: 'string', description: 'ECMA-262 pattern (case-insensitive) of the phrase.' },
              keywords: { type: 'array', items: { type: 'string' }, minItems: 1, description: 'Keywords or extensions that can say it.' },
            },
            required: ['says', 'keywords'],
            additionalProperties: false,
          },
        },
      },
      required: ['leftOpen', 'phrases'],
      additionalProperties: false,
    },
  },
  /**
   * @param {Record<string, unknown>} target a parameter or a schema
   * @param {{ leftOpen: string, phrases: Array<{ says: string, keywords: string[] }> }} options
   * @param {import('@stoplight/spectral-core').RulesetFunctionContext} context
   * @returns {import('@stoplight/spectral-core').IFunctionResult[]}
   */
  function proseOnlyConstraints(target, { leftOpen, phrases }, context) {
    /** @type {import('@stoplight/spectral-core').IFunctionResult[]} */
    const results = [];
    /**
     * @param {Record<string, any>} node
     * @param {import('@stoplight/spectral-core').RulesetFunctionContext['path']} path
     */
    const check = (node, path) => {
      if (typeof node.description !== 'string') return;
      const stated = node.description
        .split(/\n\s*\n/)
        .filter((paragraph) => !paragraph.trimStart().startsWith(leftOpen))
        .join('\n\n');
      const keywords = keywordsOf(node);
      for (const { says, keywords: able } of phrases) {
        const phrase = new RegExp(says, 'iu').exec(stated)?.[0];
        if (phrase === undefined || able.some((keyword) => keywords.has(keyword))) continue;
        results.push({
          message: `The description says "${phrase}", but no ${able.join(', ')} of the schema says it: write the rule as a keyword or extension, or, if the description leaves it open, say so in a paragraph starting "${leftOpen}".`,
          path: [...path, 'description'],
        });
      }
    };
    // A parameter's description is read with its schema's keywords; then its schema is walked.
    const isParameter = typeof target.in === 'string' && typeof target.name === 'string';
    if (isParameter) check(target, context.path);
    const schema = isParameter ? target.schema : target;
    const at = isParameter ? [...context.path, 'schema'] : context.path;
    for (const [node, path] of subschemas(schema, at)) check(node, path);
    return results;
  },
);
