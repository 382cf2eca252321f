// @ts-check
import { coversMediaType, mediaTypeOf } from '../media-type.js';

/** @type {import('./index.js').Check} */
export function contentTypeConformance(exchange, answer) {
  const documented = exchange.operation.response(answer.status);
  if (!documented) return { outcome: 'skipped', message: `status ${answer.status} is not documented (see status_code_conformance)` };
  const mediaTypes = documented.mediaTypes.map((media) => media.mediaType);
  const received = mediaTypeOf(answer.headers['content-type']);
  if (mediaTypes.length === 0) {
    if (answer.body.length === 0) return { outcome: 'passed' };
    return { outcome: 'failed', message: `response ${documented.key} is documented without a body, but ${answer.body.length} bytes came${received ? ` as ${received}` : ''}` };
  }
  if (!received) return { outcome: 'failed', message: `no Content-Type header; documented: ${mediaTypes.join(', ')}` };
  if (mediaTypes.some((mediaType) => coversMediaType(mediaType, received))) return { outcome: 'passed' };
  return { outcome: 'failed', message: `Content-Type ${received} is not documented for ${documented.key} (documented: ${mediaTypes.join(', ')})` };
}
