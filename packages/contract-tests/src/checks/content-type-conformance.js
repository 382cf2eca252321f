// @ts-check
import { coversMediaType, mediaTypeOf } from '../media-type.js';
import { defineCheck, everyAnswer, PASSED, whenStatusDocumented } from './define-check.js';

export const contentTypeConformance = defineCheck({
  name: 'content_type_conformance',
  column: 'ctype',
  summary: 'the Content-Type is one the documented response names (no body where it documents none)',
  appliesTo: everyAnswer,
  reads: ['answer body'],
  verify: whenStatusDocumented((_exchange, answer, _context, documented) => {
    const received = mediaTypeOf(answer.headers['content-type']);
    if (documented.mediaTypes.length === 0) {
      if (answer.body.length === 0) return PASSED;
      return { outcome: 'failed', message: `response ${documented.key} is documented without a body, but ${answer.body.length} bytes came${received ? ` as ${received}` : ''}` };
    }
    if (received && documented.mediaTypes.some((media) => coversMediaType(media.mediaType, received))) return PASSED;
    const mediaTypes = documented.mediaTypes.map((media) => media.mediaType);
    if (!received) return { outcome: 'failed', message: `no Content-Type header; documented: ${mediaTypes.join(', ')}` };
    return { outcome: 'failed', message: `Content-Type ${received} is not documented for ${documented.key} (documented: ${mediaTypes.join(', ')})` };
  }),
});
