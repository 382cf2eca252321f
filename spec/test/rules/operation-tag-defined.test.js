// @ts-check
// A rule of spectral:oas, raised to an error in .spectral.yaml: tested here so that switching it off
// or back to a warning shows.
import { GOOD_OPERATIONS, operation, withTags } from './documents.js';
import { testRule } from './test-rule.js';

testRule('operation-tag-defined', [
  { name: 'valid: every tag is declared in the root tags', document: GOOD_OPERATIONS, errors: [] },
  {
    name: 'invalid: a tag not declared in the root tags',
    document: withTags({ '/v1/merchantSkus': { post: operation({ operationId: 'createSku', tags: ['Merchant SKUs'] }) } }),
    errors: [{ message: 'Operation tags must be defined in global tags.', path: ['paths', '/v1/merchantSkus', 'post', 'tags', '0'], severity: 'error' }],
  },
]);
