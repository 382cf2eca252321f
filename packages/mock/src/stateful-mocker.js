// @ts-check
/**
 * The state layer, put in Prism's pipeline where Prism makes an answer up: the document library's
 * router has routed the request (path, method, `__server` or origin) and Prism has validated it;
 * this layer decides the code from what the session remembers (201 or 200, 404), lets Prism
 * negotiate and build that documented response, then answers with what the session holds. Prism validates the answer against the document after.
 * A request that asks Prism for a code or an example (`Prefer: code=`, `example=`) gets Prism's
 * answer unchanged; an invalid request changes nothing.
 */
import { createSchemaValidator, resolvePointer } from '@fulfillment-api/document';
import { assignValues } from './assigned-values.js';
import { notFoundAnswer } from './mock-answers.js';
import { createOriginAnswers } from './origin-answers.js';
import { projectThrough } from './schema-projection.js';
import { sessionOf } from './session-states.js';

const ERROR = 0; // DiagnosticSeverity.Error

/**
 * @typedef {{ resource: { iid?: string, path: string }, input: { data: any, validations: { severity: number }[] }, config: Record<string, any> }} MockArgs
 * @typedef {{ _tag: 'Left', left: unknown } | { _tag: 'Right', right: { statusCode: number, headers?: Record<string, string>, body?: unknown } }} MockOutcome
 * @typedef {(args: MockArgs) => (logger: unknown) => MockOutcome} PrismMock
 */

/**
 * @param {{ document: Record<string, any>, plan: import('./state-plan.js').StatePlan, states: import('./session-states.js').SessionStates, prismMock: PrismMock, serverOf: (request: object) => string | undefined }} parts
 *   `serverOf`: the server a request was routed to (its URL as the document writes it)
 * @returns {PrismMock}
 */
export function createStatefulMock({ document, plan, states, prismMock, serverOf }) {
  const validator = createSchemaValidator(document);
  const fromOrigin = createOriginAnswers(document);
  /** @type {PrismMock} */
  const answer = (args) => (logger) => {
    const { resource, input, config } = args;
    const operationId = resource.iid;
    const asked = config.code !== undefined || config.exampleKey !== undefined;
    const invalid = input.validations.some((diagnostic) => diagnostic.severity === ERROR);
    if (operationId === undefined || asked || invalid) return prismMock(args)(logger);
    const request = input.data;
    const session = states.session(sessionOf(request.headers ?? {}));
    const prism = (/** @type {number | undefined} */ code) =>
      prismMock({ ...args, config: code === undefined ? config : { ...config, code: String(code) } })(logger);
    /** @param {MockOutcome} outcome @param {(body: unknown) => unknown} change */
    const withBody = (outcome, change) =>
      outcome._tag === 'Right' ? { _tag: /** @type {const} */ ('Right'), right: { ...outcome.right, body: change(outcome.right.body) } } : outcome;

    const creation = plan.creations.get(operationId);
    if (creation) {
      const isNew = remember(document, creation, session, request.body, validator);
      return withBody(prism(isNew ? creation.createdStatus : creation.repeatedStatus), (body) => itemsAnswer(plan, operationId, request.body, body, session));
    }

    const lookup = plan.lookups.get(operationId);
    if (lookup) {
      const id = pathParameter(resource.path, request.url.path, lookup.parameter);
      const stored = id === undefined ? undefined : session.get(lookup.space, id);
      const seed = id === undefined ? undefined : plan.seeds.get(lookup.space)?.find((candidate) => candidate.id === id);
      if (id === undefined || (stored === undefined && seed === undefined)) {
        return withBody(prism(lookup.unknownStatus), () => notFoundAnswer(lookup.unknownStatus, { operationId, parameter: lookup.parameter, id: id ?? '' }));
      }
      return withBody(prism(undefined), (example) => {
        // A read answers a seed with the example it came from; a cancel with its own example.
        const base = seed && lookup.space === operationId ? seed.answer : example;
        const answer = { ...(/** @type {object} */ (base)), ...(/** @type {object} */ (stored ?? {})) };
        return lookup.idField ? { ...answer, [lookup.idField]: id } : answer;
      });
    }

    const listing = plan.listings.get(operationId);
    if (listing) return withBody(prism(undefined), () => listPage(listing, request.url.query ?? {}));

    const echoed = plan.echoes.get(operationId);
    if (echoed && request.body && typeof request.body === 'object') {
      return withBody(prism(undefined), (example) => {
        const answer = { ...(/** @type {object} */ (example)) };
        for (const name of echoed) if (name in request.body) /** @type {Record<string, unknown>} */ (answer)[name] = request.body[name];
        return answer;
      });
    }
    return withBody(prism(undefined), (body) => itemsAnswer(plan, operationId, request.body, body, session));
  };
  // Whatever made the answer (state, an example, Prism asked for one), it is the asked origin's.
  return (args) => (logger) => {
    const outcome = answer(args)(logger);
    if (outcome._tag !== 'Right') return outcome;
    const body = fromOrigin(args.resource.iid, serverOf(args.input.data), outcome.right.statusCode, outcome.right.body);
    return body === outcome.right.body ? outcome : { _tag: 'Right', right: { ...outcome.right, body } };
  };
}

/**
 * Remembers what a creation carried, for each read linked from it; a repeat changes nothing.
 * @param {Record<string, any>} document
 * @param {import('./state-plan.js').Creation} creation
 * @param {import('./session-states.js').Session} session
 * @param {unknown} body
 * @param {{ validate(schemaPointer: string, value: unknown): { valid: boolean } }} validator
 * @returns {boolean} whether anything was new
 */
function remember(document, creation, session, body, validator) {
  if (!body || typeof body !== 'object') return true;
  const { pointer, many, key } = creation.packages;
  const container = resolvePointer(body, pointer);
  const things = many ? (Array.isArray(container) ? container : []) : [container];
  const containerName = pointer.split('/')[1];
  /** @type {Record<string, unknown>} */
  const shared = {};
  if (containerName !== undefined) {
    for (const [name, value] of Object.entries(body)) if (name !== containerName) shared[name] = value;
  }
  let isNew = false;
  let identified = false;
  for (const thing of things) {
    const id = thing && typeof thing === 'object' ? thing[key] : undefined;
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    identified = true;
    const text = String(id);
    if (creation.targets.length === 0) {
      if (!session.has(creation.operationId, text)) isNew = true;
      session.add(creation.operationId, text, true);
      continue;
    }
    // What the service assigns is made once per thing, so every read of it gives the same values.
    /** @type {Map<string, string> | undefined} */
    let assigned;
    for (const target of creation.targets) {
      if (session.has(target.space, text)) continue;
      isNew = true;
      assigned ??= assignValues(creation.targets.flatMap((each) => each.assigned), session, validator);
      const record = /** @type {Record<string, unknown>} */ (projectThrough(document, target.schema, { ...shared, ...thing }) ?? {});
      /** @type {Map<string, string>} */
      const own = new Map();
      for (const member of target.assigned) {
        const value = assigned.get(member.name);
        if (value === undefined) continue;
        record[member.name] = value;
        own.set(member.name, value);
      }
      if (target.idField) record[target.idField] = thing[key];
      session.add(target.space, text, record, own);
    }
  }
  return isNew || !identified;
}

/**
 * One answer item per item sent, each naming its own, from the example's item that names the same
 * value, else the example's first item. Where the value is one the service assigned to a thing
 * created in the session (the tracking number of an order), the item names that thing's package.
 * @param {import('./state-plan.js').StatePlan} plan
 * @param {string} operationId
 * @param {unknown} body
 * @param {unknown} example
 * @param {import('./session-states.js').Session} session
 */
function itemsAnswer(plan, operationId, body, example, session) {
  const pairing = plan.itemAnswers.get(operationId);
  const sent = pairing && body && typeof body === 'object' ? resolvePointer(body, pairing.arrayPointer) : undefined;
  if (!pairing || !Array.isArray(sent) || !Array.isArray(example)) return example;
  const templates = /** @type {Record<string, unknown>[]} */ (pairing.templates);
  return sent.map((item) => {
    const value = pairing.itemKey === undefined ? item : item?.[pairing.itemKey];
    const template = templates.find((candidate) => candidate[pairing.answerKey] === value) ?? templates[0];
    if (value === undefined) return structuredClone(template);
    /** @type {Record<string, unknown>} */
    const answer = { ...structuredClone(template), [pairing.answerKey]: value };
    const created = session.findAssigned(pairing.answerKey, String(value));
    if (created && typeof created === 'object') {
      for (const name of pairing.identifiers) if (name in created) answer[name] = /** @type {Record<string, unknown>} */ (created)[name];
    }
    return answer;
  });
}

/**
 * The page asked for of a listing's seeded items: those within the period (the parameters marked
 * `x-paging: from` and `to`) by any of their date-time members (which of them the period applies to is not shown), matching the filters sent.
 * @param {import('./state-plan.js').Listing} listing
 * @param {Record<string, string | string[]>} query
 */
function listPage(listing, query) {
  const one = (/** @type {string} */ name) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const { paging } = listing;
  const from = Date.parse((paging.from && one(paging.from)) ?? '');
  const to = Date.parse((paging.to && one(paging.to)) ?? '');
  const items = /** @type {Record<string, unknown>[]} */ (listing.items).filter((item) => {
    const inPeriod =
      (Number.isNaN(from) && Number.isNaN(to)) ||
      listing.dateFields.some((field) => {
        const at = Date.parse(String(item[field] ?? ''));
        return !Number.isNaN(at) && (Number.isNaN(from) || at >= from) && (Number.isNaN(to) || at <= to);
      });
    return inPeriod && listing.filterFields.every((field) => one(field) === undefined || item[field] === one(field));
  });
  const size = Number(one(paging.size) ?? items.length) || items.length;
  const index = Number(one(paging.index) ?? 1) || 1;
  return structuredClone(items.slice((index - 1) * size, index * size));
}

/**
 * The value of path parameter `name`, matched segment by segment against the route's template.
 * @param {string} template e.g. `/v1/outboundOrders/{packageId}/status`
 * @param {string} path
 * @param {string} name
 */
function pathParameter(template, path, name) {
  const at = template.split('/').indexOf(`{${name}}`);
  const segment = at === -1 ? undefined : path.split('/')[at];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
