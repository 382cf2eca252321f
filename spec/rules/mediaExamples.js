// fulfillment:media-examples. Examples are test data (the mock serves them), so every request and
// response body has one, except a body whose shape the description does not show: its schema
// carries an `x-not-shown` item of one of the given subjects, and nothing may be invented for it.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject } from './openapi-operations.js';
import { alternatives } from './wording.js';

export default createRulesetFunction(
  {
    input: null,
    options: {
      type: 'object',
      properties: {
        notShownSubjects: {
          type: 'array',
          items: { type: 'string' },
          description: 'x-not-shown subjects that exempt a body from examples (its shape is not shown).',
        },
      },
      required: ['notShownSubjects'],
      additionalProperties: false,
    },
  },
  function mediaExamples(mediaType, { notShownSubjects }, context) {
    if (!isPlainObject(mediaType)) return;
    if (isPlainObject(mediaType.examples) && Object.keys(mediaType.examples).length > 0) return;
    if (mediaType.example !== undefined) return;

    const markers = mediaType.schema?.['x-not-shown'];
    const shapeNotShown =
      Array.isArray(markers) && markers.some((item) => isPlainObject(item) && notShownSubjects.includes(item.subject));
    if (shapeNotShown) return;

    const name = context.path[context.path.length - 1];
    const subjects = alternatives(notShownSubjects.map((subject) => JSON.stringify(subject)));
    return [
      {
        message:
          `Media type "${name}" has no examples: add a named example (components/examples/), ` +
          `or, if the description does not show the body's shape, mark its schema with an x-not-shown item of subject ${subjects}.`,
      },
    ];
  },
);
