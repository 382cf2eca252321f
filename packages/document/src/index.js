// @ts-check
// The document library: everything downstream (types generator, mock, docs, contract tests,
// benchmarks, tests) reads the document through these exports. ../README.md says which export
// answers which question.
export { BUNDLE_PATH, loadBundle, readBundle } from './bundle.js';
export { HTTP_METHODS, JSON_MEDIA_TYPE, listOperations } from './document-operations.js';
export { MAX_DEPTH as MAX_SCHEMA_DEPTH, schemaOutline, schemaShape, walkSchema } from './schema-walk.js';
export { PERSONAL_DATA, personalData, reachesPersonalData } from './personal-data.js';
export { findExtensions } from './extensions.js';
export { ASSIGNED_BY_SERVICE, assignedByService } from './assigned-by-service.js';
export { asAnsweredFrom, membersNotFrom, ONLY_FROM } from './origin-only-members.js';
export { isPlainObject } from './is-plain-object.js';
export { serverUrlWith, serverUrlWithDefaults } from './server-url.js';
export { createOperationRouter } from './operation-router.js';
export { dereference, escapePointer, followRef, resolvePointer, unescapePointer } from './json-pointer.js';
export { createSchemaValidator, decimalViolation } from './schema-validator.js';
export { generatedDeclarations, generatorTarget, writeGeneratedFiles } from './generated-files.js';
export { behaviourOf, behaviourText } from './behaviour-projection.js';
export { exampleRequest, requestTarget } from './example-request.js';
export { REMOVE, replaceAt, requestBoundCases } from './request-bound-cases.js';
export { bundleWithDocument, documentBesideTheCode, refuseStaleBuild, SHIPPED_BUNDLE, SHIPPED_VALIDATORS, shipDocument, shipValidators, undeclaredImports } from './packed-library.js';

/**
 * @typedef {import('./document-operations.js').DocumentOperation} DocumentOperation
 * @typedef {import('./document-operations.js').Parameter} Parameter
 * @typedef {import('./document-operations.js').RequestBody} RequestBody
 * @typedef {import('./document-operations.js').Response} Response
 * @typedef {import('./document-operations.js').MediaType} MediaType
 * @typedef {import('./document-operations.js').Example} Example
 * @typedef {import('./document-operations.js').Header} Header
 * @typedef {import('./document-operations.js').Link} Link
 * @typedef {import('./document-operations.js').Server} Server
 * @typedef {import('./document-operations.js').NotShown} NotShown
 * @typedef {import('./schema-walk.js').SchemaShape} SchemaShape
 * @typedef {import('./schema-walk.js').KnownShape} KnownShape
 * @typedef {import('./schema-walk.js').SchemaPlace} SchemaPlace
 * @typedef {import('./schema-walk.js').OutlinePlace} OutlinePlace
 * @typedef {import('./schema-validator.js').SchemaProblem} SchemaProblem
 * @typedef {import('./schema-validator.js').SchemaVerdict} SchemaVerdict
 * @typedef {import('./example-request.js').ExampleRequest} ExampleRequest
 * @typedef {import('./request-bound-cases.js').RequestBoundCase} RequestBoundCase
 * @typedef {import('./extensions.js').ExtensionOccurrence} ExtensionOccurrence
 * @typedef {import('./operation-router.js').Unrouted} Unrouted
 * @typedef {import('./assigned-by-service.js').AssignedMember} AssignedMember
 * @typedef {import('./origin-only-members.js').MemberNotFrom} MemberNotFrom
 */
