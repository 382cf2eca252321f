// @ts-check
// The document library: everything downstream (lint rules, types generator, mock, docs, tests,
// contract tests) reads the document through these exports. See spec/README.md for the map.
export { BUNDLE_PATH, loadBundle } from './bundle.js';
export { HTTP_METHODS, listOperations } from './document-operations.js';
export { findExtensions } from './extensions.js';
export { isPlainObject } from './is-plain-object.js';
export { serverUrlWith, serverUrlWithDefaults } from './server-url.js';
export { dereference, escapePointer, resolvePointer, unescapePointer } from './json-pointer.js';
export { createSchemaValidator } from './schema-validator.js';
export { writeGeneratedFiles } from './generated-files.js';
export { exampleRequest, requestBodyOf, requestParameters, requestTarget } from './example-request.js';
export { REMOVE, replaceAt, requestBoundCases } from './request-bound-cases.js';
