// @ts-check
/**
 * Prism's request validation, adjusted: JSON bodies are validated with the project's validator
 * (`createSchemaValidator`, Ajv 2020-12, the one the contract tests use) in place of Prism's body
 * check, so that the mock rejects exactly what the contract tests reject, `x-decimal` included, which
 * Prism does not know; and parameters are reported by their declared, case-sensitive names. Prism
 * still checks everything else of a request (path, query, headers, content type, a missing body).
 * Two adjustments keep the mock's answers within what the document declares: a string path
 * parameter is taken whole (Prism's URI template match splits `a,b` into a list, although a comma is
 * a valid character of a string identifier), and a read that declares no answer for invalid
 * data (the status reads: 200 and 404 only) is judged leniently, as the service plausibly does, so
 * it answers from state rather than with a status it does not document.
 */
import { createSchemaValidator, listOperations, unescapePointer } from '@fulfillment-api/document';

const ERROR = 0; // DiagnosticSeverity.Error of @stoplight/types

/**
 * @typedef {{ path?: (string | number)[], code: string | number, message: string, severity: number }} PrismDiagnostic
 * @typedef {{ _tag: 'Left', left: PrismDiagnostic[] } | { _tag: 'Right', right: unknown }} PrismVerdict
 * @typedef {{ iid?: string, request?: Record<string, { name: string }[] | unknown> }} PrismResource
 * @typedef {(args: { resource: PrismResource, element: { body?: unknown } }) => PrismVerdict} ValidateInput
 */

/**
 * @param {Record<string, any>} document the pinned bundle the mock serves, as written: not the copy
 *   Prism resolves in place
 * @param {ValidateInput} prismValidateInput Prism's own `validateInput`
 * @param {(element: object) => boolean} isJsonBody whether the front parsed this request's body as JSON
 * @returns {ValidateInput}
 */
export function createInputValidation(document, prismValidateInput, isJsonBody) {
  const validator = createSchemaValidator(document);
  /** @type {Map<string, string>} operationId -> JSON pointer of its JSON request body schema */
  const bodySchemas = new Map();
  for (const { operationId, requestBody } of listOperations(document)) {
    if (operationId && requestBody?.schemaPointer) bodySchemas.set(operationId, requestBody.schemaPointer);
  }

  /**
   * Reads whose declared answers include none for invalid data. A creation or cancel stays strict
   * whatever it declares: the mock refuses what the service would refuse, and a 400 there is the
   * mock's own (see the README).
   * @type {Set<string>}
   */
  const lenient = new Set();
  for (const { operationId, effect, responses } of listOperations(document)) {
    if (operationId && effect === 'read' && !responses.some((response) => INVALID_DATA_KEYS.has(response.key))) lenient.add(operationId);
  }

  /** @type {WeakMap<PrismResource, PrismResource>} */
  const withOptionalBody = new WeakMap();

  return function validateInput(original) {
    if (original.resource.iid !== undefined && lenient.has(original.resource.iid)) return { _tag: 'Right', right: original.element };
    const args = withWholeStringPathValues(original);
    const schema = args.resource.iid === undefined ? undefined : bodySchemas.get(args.resource.iid);
    if (schema === undefined || args.element.body === undefined || !isJsonBody(args.element)) {
      return withDeclaredNames(prismValidateInput(args), args.resource);
    }
    // Prism checks the rest of the request (its content type included) without the body, which is
    // validated once, here: an optional body spec and an absent body make Prism skip it.
    let bodyOptional = withOptionalBody.get(args.resource);
    if (!bodyOptional) {
      const request = /** @type {Record<string, any>} */ (args.resource.request);
      bodyOptional = { ...args.resource, request: { ...request, body: { ...request.body, required: false } } };
      withOptionalBody.set(args.resource, bodyOptional);
    }
    const verdict = withDeclaredNames(
      prismValidateInput({ resource: bodyOptional, element: { ...args.element, body: undefined } }),
      args.resource,
    );
    const others = verdict._tag === 'Left' ? verdict.left : [];
    const { problems } = validator.validate(schema, args.element.body);
    /** @type {PrismDiagnostic[]} */
    const diagnostics = [
      ...others,
      ...problems.map((problem) => ({
        path: [
          'body',
          ...(problem.instancePath === '/' ? [] : problem.instancePath.slice(1).split('/').map(unescapePointer)),
          // A missing property is named, not the object it is missing from.
          ...(problem.missingProperty === undefined ? [] : [problem.missingProperty]),
        ],
        code: problem.keyword,
        message: problem.message,
        severity: ERROR,
      })),
    ];
    return diagnostics.length > 0 ? { _tag: 'Left', left: diagnostics } : { _tag: 'Right', right: original.element };
  };
}

/** Response keys that answer invalid data: the 400 the description lists, or a 4XX range. */
const INVALID_DATA_KEYS = new Set(['400', '4XX']);

/**
 * The request as Prism's path check should see it: a comma in the segment of a string path
 * parameter percent-encoded, which Prism's URI template match decodes back, so `a,b` is checked as
 * the string it is, not as the list `['a', 'b']`. Segments of other parameters are left as sent.
 * @param {{ resource: PrismResource, element: Record<string, any> }} args
 */
function withWholeStringPathValues(args) {
  const path = args.element.url?.path;
  const template = /** @type {{ path?: string }} */ (args.resource).path;
  if (typeof path !== 'string' || !path.includes(',') || typeof template !== 'string') return args;
  const specs = args.resource.request?.path;
  const stringNames = new Set(Array.isArray(specs) ? specs.filter((spec) => spec.schema?.type === 'string').map((spec) => spec.name) : []);
  const names = template.split('/').map((segment) => /^\{(.+)\}$/.exec(segment)?.[1]);
  const encoded = path
    .split('/')
    .map((segment, at) => (names[at] !== undefined && stringNames.has(names[at]) ? segment.replaceAll(',', '%2C') : segment))
    .join('/');
  return { ...args, element: { ...args.element, url: { ...args.element.url, path: encoded } } };
}

/**
 * Prism reports query and header parameters by their lower-cased name (`pagesize`); parameter names
 * are case-sensitive in this API, so each is given back the name the document declares (`PageSize`),
 * in its place and its message. A body of an undeclared content type is put in the same vocabulary
 * (`in: header`, `field: Content-Type`), not Prism's bare 415.
 * @param {PrismVerdict} verdict
 * @param {PrismResource} resource
 * @returns {PrismVerdict}
 */
function withDeclaredNames(verdict, resource) {
  if (verdict._tag === 'Right') return verdict;
  const declared = (/** @type {string} */ place) => {
    const list = resource.request?.[place === 'header' ? 'headers' : place];
    return Array.isArray(list) ? list.map((parameter) => parameter.name) : [];
  };
  return {
    _tag: 'Left',
    left: verdict.left.map((diagnostic) => {
      // Prism reports a body of a content type the operation does not declare (none given included)
      // as code 415 on no place: it is the Content-Type header that breaks the body's `content` map.
      if (String(diagnostic.code) === '415' && (diagnostic.path ?? []).length === 0) {
        return { ...diagnostic, path: ['header', 'Content-Type'], code: 'content' };
      }
      const [place, name, ...rest] = diagnostic.path ?? [];
      // A missing parameter is reported on its place (`['query']`), its lower-cased name only in
      // Ajv's message ("must have required property 'fromdate'"): name it, as declared.
      const missing = /required property '([^']+)'/.exec(diagnostic.message ?? '')?.[1];
      if (typeof place === 'string' && place !== 'body' && name === undefined && diagnostic.code === 'required' && missing) {
        const original = declared(place).find((candidate) => candidate.toLowerCase() === missing.toLowerCase()) ?? missing;
        return { ...diagnostic, path: [place, original], message: diagnostic.message.replace(`'${missing}'`, `'${original}'`) };
      }
      if (typeof place !== 'string' || typeof name !== 'string' || place === 'body') return diagnostic;
      const original = declared(place).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
      if (!original) return diagnostic;
      // Its message names it lower-cased too ("Request query parameter pagesize must be <= 200").
      const message = typeof diagnostic.message === 'string' ? diagnostic.message.replace(`parameter ${name} `, `parameter ${original} `) : diagnostic.message;
      return { ...diagnostic, path: [place, original, ...rest], message };
    }),
  };
}
