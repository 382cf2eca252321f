// @ts-check
// Requests generated for one operation: valid ones drawn from its parameters' and body's schemas,
// and invalid ones that take a valid request and break exactly one rule the document states at one
// place (a wrong type at any depth, a required member left out at any depth, a length, range, item
// count, pattern, enum or format broken). Every request is held against the document's own
// validator before it is sent: a "valid" one that the validator refuses is never sent, and an
// "invalid" one must be refused at the place and for the rule it names, so that a case never cries
// wolf on a request that broke nothing, or two things.
import fc from 'fast-check';
import { REMOVE, dereference, escapePointer, isPlainObject, replaceAt } from '@fulfillment-api/document';
import { codePoints, objectShape, schemaArbitrary, typesOf } from './schema-arbitrary.js';

/**
 * @typedef {{ path: Record<string, string>, query: Record<string, unknown>, body?: unknown }} Request
 * @typedef {{ in: 'body' | 'query', at: string, keyword: string, rule: string }} BrokenRule
 *   at: a JSON pointer into the body, or the query parameter's name
 * @typedef {import('@fulfillment-api/document').Parameter & { in: 'path' | 'query' }} RequestParameter the parameters a generated request sets
 */

/**
 * What the document's validator says of a whole request: the problems, each with where and which
 * keyword.
 * @param {ReturnType<import('@fulfillment-api/document').createSchemaValidator>} validator
 * @param {ReturnType<typeof requestShape>} shape
 * @param {Request} request
 * @returns {Array<{ in: 'body' | 'query' | 'path', at: string, keyword: string, message: string }>}
 */
export function requestProblems(validator, shape, request) {
  /** @type {Array<{ in: 'body' | 'query' | 'path', at: string, keyword: string, message: string }>} */
  const problems = [];
  for (const parameter of shape.parameters) {
    const value = parameter.in === 'path' ? request.path[parameter.name] : request.query[parameter.name];
    if (value === undefined) {
      if (parameter.required) problems.push({ in: parameter.in, at: parameter.name, keyword: 'required', message: `required ${parameter.in} parameter ${parameter.name} is missing` });
      continue;
    }
    for (const problem of validator.validate(parameter.schemaPointer, value).problems) {
      problems.push({ in: parameter.in, at: parameter.name, keyword: problem.keyword, message: `${parameter.in} ${parameter.name} ${problem.message}` });
    }
  }
  if (shape.body) {
    if (request.body === undefined) {
      if (shape.body.required) problems.push({ in: 'body', at: '', keyword: 'required', message: 'the request body is missing' });
    } else {
      for (const problem of validator.validate(shape.body.schemaPointer, request.body).problems) {
        const at = problem.instancePath === '/' ? '' : problem.instancePath;
        problems.push({ in: 'body', at: problem.keyword === 'required' ? `${at}/${escapePointer(String(problem.missingProperty))}` : at, keyword: problem.keyword, message: `body ${problem.instancePath} ${problem.message}` });
      }
    }
  }
  return problems;
}

/**
 * What a generated request of an operation is made of.
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @returns {{ parameters: RequestParameter[], body: { schemaPointer: string, required: boolean } | undefined }}
 */
export function requestShape(document, operation) {
  const parameters = operation.parameters.filter(/** @returns {p is RequestParameter} */ (p) => p.in === 'path' || p.in === 'query');
  const body = operation.requestBody;
  return { parameters, body: body?.schemaPointer ? { schemaPointer: body.schemaPointer, required: body.required } : undefined };
}

/**
 * Valid requests of an operation. Path parameters stay `fixedPath` (the example's or configured
 * identifiers: a generated identifier names nothing that exists); query parameters and the body are
 * drawn, optional ones present and absent in combination.
 * @param {Record<string, any>} document
 * @param {ReturnType<typeof requestShape>} shape
 * @param {Record<string, string>} fixedPath
 * @param {(request: Request) => boolean} isValid
 * @returns {fc.Arbitrary<Request>}
 */
export function validRequests(document, shape, fixedPath, isValid) {
  const query = shape.parameters.filter((p) => p.in === 'query');
  const queryArbitrary = fc.record(
    Object.fromEntries(query.map((p) => [p.name, schemaArbitrary(document, { $ref: `#${p.schemaPointer}` })])),
    { requiredKeys: query.filter((p) => p.required).map((p) => p.name) },
  );
  const bodyArbitrary = shape.body ? schemaArbitrary(document, { $ref: `#${shape.body.schemaPointer}` }) : fc.constant(undefined);
  return fc
    .tuple(queryArbitrary, bodyArbitrary)
    .map(([q, body]) => /** @type {Request} */ ({ path: { ...fixedPath }, query: /** @type {Record<string, unknown>} */ (q), ...(body !== undefined ? { body } : {}) }))
    .filter(isValid);
}

/** A value of another JSON type than any the schema allows. */
function wrongTypeFor(/** @type {string[]} */ types) {
  const candidates = [12345, 'not-a-number', true, { unexpected: 1 }, [1]];
  const typeOf = (/** @type {unknown} */ v) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v === 'object' ? 'object' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v);
  return candidates.find((v) => !types.includes(typeOf(v)) && !(typeOf(v) === 'integer' && types.includes('number')));
}

/**
 * The ways to break one rule at each place of a valid request (walked along its schemas).
 * @param {Record<string, any>} document
 * @param {ReturnType<typeof requestShape>} shape
 * @param {Request} request
 * @returns {Array<{ broken: BrokenRule, apply: (request: Request) => Request }>}
 */
export function breakages(document, shape, request) {
  /** @type {Array<{ broken: BrokenRule, apply: (request: Request) => Request }>} */
  const out = [];
  /**
   * @param {'body' | 'query'} where
   * @param {string} at
   * @param {Record<string, any>} schema
   * @param {unknown} value
   * @param {(request: Request, value: unknown) => Request} set
   */
  const valueBreaks = (where, at, schema, value, set) => {
    const types = typesOf(schema);
    const add = (/** @type {string} */ keyword, /** @type {string} */ rule, /** @type {unknown} */ replacement) =>
      out.push({ broken: { in: where, at, keyword, rule }, apply: (r) => set(r, replacement) });
    const label = `${where} ${where === 'query' ? at : at || '/'}`;
    const wrong = wrongTypeFor(types);
    // On the wire a query value is text, and a single text is an array of one: there only a number
    // or boolean parameter has a wrong type (a text that is not one).
    const wireText = where === 'query' && (types.includes('string') || types.includes('array'));
    if (types.length > 0 && wrong !== undefined && !wireText) add('type', `${label} type ${types.join('|')}: ${JSON.stringify(wrong)}`, where === 'query' ? String(wrong) : wrong);
    if (typeof value === 'string') {
      if (schema.maxLength !== undefined) {
        const source = [...value];
        const padding = source.length > 0 ? source[source.length - 1] : 'A';
        add('maxLength', `${label} maxLength ${schema.maxLength}: ${schema.maxLength + 1} characters`, value + padding.repeat(schema.maxLength + 1 - codePoints(value)));
      }
      if (schema.minLength !== undefined && schema.minLength > 0) add('minLength', `${label} minLength ${schema.minLength}: ${schema.minLength - 1} characters`, [...value].slice(0, schema.minLength - 1).join(''));
      if (typeof schema.pattern === 'string') {
        const length = Math.max(1, schema.minLength ?? 1);
        add('pattern', `${label} pattern ${schema.pattern}: "${'!'.repeat(length)}"`, '!'.repeat(length));
      }
      if (Array.isArray(schema.enum)) add('enum', `${label} enum: a value outside it`, `${value}X`);
      if (schema.format === 'date-time') add('format', `${label} format date-time: "2026-11-20 25:61"`, '2026-11-20 25:61');
    }
    if (typeof value === 'number') {
      const decimal = schema['x-decimal'];
      if (schema.maximum !== undefined) add('maximum', `${label} maximum ${schema.maximum}: ${schema.maximum + 1}`, schema.maximum + 1);
      if (schema.minimum !== undefined) add('minimum', `${label} minimum ${schema.minimum}: ${schema.minimum - 1}`, schema.minimum - 1);
      if (decimal) {
        add('x-decimal', `${label} x-decimal(${decimal.precision},${decimal.scale}): ${decimal.scale + 1} digits after the point`, Number(`${Math.trunc(value)}.${'1'.repeat(decimal.scale)}3`));
      }
    }
    if (Array.isArray(value) && schema.maxItems !== undefined && value.length > 0) {
      add('maxItems', `${label} maxItems ${schema.maxItems}: ${schema.maxItems + 1} items`, Array.from({ length: schema.maxItems + 1 }, (_, i) => value[i % value.length]));
    }
  };

  for (const parameter of shape.parameters) {
    if (parameter.in !== 'query') continue;
    const value = request.query[parameter.name];
    const setQuery = (/** @type {Request} */ r, /** @type {unknown} */ v) => ({ ...r, query: { ...r.query, [parameter.name]: v } });
    if (value === undefined) continue;
    valueBreaks('query', parameter.name, parameter.schema, value, setQuery);
    if (parameter.required) {
      out.push({
        broken: { in: 'query', at: parameter.name, keyword: 'required', rule: `query ${parameter.name} required: left out` },
        apply: (r) => {
          const { [parameter.name]: _left, ...rest } = r.query;
          return { ...r, query: rest };
        },
      });
    }
  }
  if (shape.body && request.body !== undefined) {
    const setBody = (/** @type {string} */ at) => (/** @type {Request} */ r, /** @type {unknown} */ v) => ({ ...r, body: replaceAt(r.body, at, v) });
    /** @param {any} node @param {unknown} value @param {string} at @param {number} depth */
    const visit = (node, value, at, depth) => {
      if (depth > 12) return;
      let schema = node ?? {};
      for (let hops = 0; hops < 32 && typeof schema.$ref === 'string'; hops += 1) schema = dereference(document, schema) ?? {};
      valueBreaks('body', at, schema, value, setBody(at));
      if (isPlainObject(value)) {
        const object = /** @type {Record<string, unknown>} */ (value);
        const { properties, required } = objectShape(document, schema);
        for (const name of required) {
          if (!Object.hasOwn(object, name)) continue;
          const child = `${at}/${escapePointer(name)}`;
          out.push({ broken: { in: 'body', at: child, keyword: 'required', rule: `body ${child} required: left out` }, apply: (r) => ({ ...r, body: replaceAt(r.body, child, REMOVE) }) });
        }
        for (const [name, childValue] of Object.entries(object)) {
          if (properties[name]) visit(properties[name], childValue, `${at}/${escapePointer(name)}`, depth + 1);
        }
      } else if (Array.isArray(value) && schema.items) {
        value.forEach((item, index) => visit(schema.items, item, `${at}/${index}`, depth + 1));
      }
    };
    visit({ $ref: `#${shape.body.schemaPointer}` }, request.body, '', 0);
  }
  return out;
}

/**
 * Whether an invalid request breaks exactly the rule it names: the validator refuses it, and only
 * there and for that keyword (a request that broke nothing, or something else too, is not sent).
 * @param {ReturnType<typeof requestProblems>} problems
 * @param {BrokenRule} broken
 */
export function breaksExactly(problems, broken) {
  if (problems.length === 0) return false;
  return problems.every((p) => p.in === broken.in && p.at === broken.at && (p.keyword === broken.keyword || (broken.keyword === 'x-decimal' && p.keyword === 'x-decimal')));
}
