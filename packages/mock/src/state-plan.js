// @ts-check
/**
 * What the mock remembers, and where from, read off the document once at start: which operations
 * create (their `x-effect`), which reads give back what they created (their `links`), by which
 * identifier (the link's runtime expression), which codes answer a first creation and a repeat
 * (201 and 200 where both are documented), which code answers an identifier never created (the
 * read's documented 404, else its documented 400), and which identifiers exist from the start (the
 * document's examples). Nothing of the API is written here by hand.
 */
import { assignedByService, listOperations } from '@fulfillment-api/document';
import { declaredProperties, itemSchema } from './schema-projection.js';

/**
 * @typedef {ReturnType<typeof listOperations>[number]} DocumentOperation
 *
 * @typedef {object} Lookup a read (or cancel) of one thing by a path identifier
 * @property {string} operationId
 * @property {string} space the identity space: the read's operationId (a cancel shares its read's)
 * @property {string} parameter the path parameter that holds the identifier
 * @property {string | undefined} idField the answer's member that names the identifier
 * @property {Record<string, any>} schema the 200 answer's schema
 * @property {number} unknownStatus the documented code for an identifier never created
 * @property {import('./assigned-values.js').AssignedMemberPlan[]} assigned the top-level members of
 *   the answer the service assigns (`x-assigned-by-service`), with the example's value of each
 *
 * @typedef {object} Seed an identifier that exists from the start: a document's example
 * @property {string} id
 * @property {unknown} answer the example that answers it
 *
 * @typedef {object} Target a read that gives back what a creation carried
 * @property {string} space
 * @property {Record<string, any>} schema the read's 200 schema
 * @property {string | undefined} idField
 * @property {import('./assigned-values.js').AssignedMemberPlan[]} assigned
 *
 * @typedef {object} Creation
 * @property {string} operationId
 * @property {{ pointer: string, many: boolean, key: string }} packages where the created things are
 *   in the request body: `many` an array of objects, else one object; `key` their identifier
 * @property {Target[]} targets
 * @property {number} createdStatus
 * @property {number} repeatedStatus
 *
 * @typedef {object} ItemAnswers an answer with one item per item sent
 * @property {string} arrayPointer the request's array (JSON pointer into the body)
 * @property {string | undefined} itemKey the member of a request item that is paired (undefined: the item itself)
 * @property {string} answerKey the member of an answer item that names it
 * @property {unknown[]} templates the example's answer items
 * @property {string[]} identifiers the other members of an answer item that name a package (a read's
 *   identifier, or a member the service assigns): taken from the thing created in the session that
 *   the item's value names
 *
 * @typedef {object} Listing a read that lists seeded items a page at a time
 * @property {unknown[]} items
 * @property {{ size: string, index: string, from?: string, to?: string }} paging the query parameters
 *   that page it and bound its period (the document's `x-paging` marks)
 * @property {string[]} dateFields the items' date-time members
 * @property {string[]} filterFields query parameters that match an item member of the same name
 *
 * @typedef {object} StatePlan
 * @property {Map<string, Lookup>} lookups by operationId
 * @property {Map<string, Seed[]>} seeds by identity space
 * @property {Map<string, Creation>} creations by operationId
 * @property {Map<string, ItemAnswers>} itemAnswers by operationId
 * @property {Map<string, Listing>} listings by operationId
 * @property {Map<string, string[]>} echoes by operationId: top-level request body members the answer repeats
 * @property {string[]} methods every method the document uses, upper case (for CORS)
 */

/**
 * @param {Record<string, any>} document
 * @returns {StatePlan}
 */
export function buildStatePlan(document) {
  const operations = listOperations(document);
  /** @type {StatePlan} */
  const plan = {
    lookups: new Map(),
    seeds: new Map(),
    creations: new Map(),
    itemAnswers: new Map(),
    listings: new Map(),
    echoes: new Map(),
    methods: [...new Set(operations.map((operation) => operation.method.toUpperCase()))],
  };

  // Reads by a path identifier; a cancel on the same resource path shares its read's identities.
  /** @type {Map<string, string>} resource path -> space */
  const spaceOfResource = new Map();
  const ordered = [...operations].sort((a, b) => Number(a.effect === 'cancel') - Number(b.effect === 'cancel'));
  for (const operation of ordered) {
    if (!operation.operationId || (operation.effect !== 'read' && operation.effect !== 'cancel')) continue;
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    const ok = operation.response(200);
    const codes = operation.responses.map((response) => response.key);
    const unknownStatus = ['404', '400'].find((code) => codes.includes(code));
    if (pathParameters.length !== 1 || !ok?.schema || unknownStatus === undefined) continue;
    const [parameter] = pathParameters;
    const resource = operation.path.slice(0, operation.path.lastIndexOf('/'));
    const space = spaceOfResource.get(resource) ?? operation.operationId;
    spaceOfResource.set(resource, space);
    const idField = [...declaredProperties(document, ok.schema).keys()].find((name) => name.toLowerCase() === parameter.name.toLowerCase());
    plan.lookups.set(operation.operationId, {
      operationId: operation.operationId,
      space,
      parameter: parameter.name,
      idField,
      schema: ok.schema,
      unknownStatus: Number(unknownStatus),
      assigned: assignedMembers(document, ok),
    });
    const seeds = plan.seeds.get(space) ?? [];
    plan.seeds.set(space, seeds);
    const add = (/** @type {unknown} */ id, /** @type {unknown} */ answer) => {
      if (typeof id === 'string' && !seeds.some((seed) => seed.id === id)) seeds.push({ id, answer });
    };
    for (const { value } of ok.examples) {
      if (idField && value && typeof value === 'object') add(/** @type {Record<string, unknown>} */ (value)[idField], value);
    }
    if (ok.examples.length > 0) add(parameter.example, ok.examples[0].value);
  }

  /** The members that name a package: each read's identifier, and what the service assigns. */
  const packageIdentifiers = new Set([...plan.lookups.values()].flatMap((lookup) => [lookup.idField ?? '', ...lookup.assigned.map((member) => member.name)]));
  for (const operation of operations) {
    if (!operation.operationId) continue;
    const body = operation.requestBody?.schema ? operation.requestBody : undefined;
    const success = successResponses(operation);
    if (operation.effect === 'create' && body) {
      const creation = creationOf(document, operation.operationId, /** @type {{ schema: Record<string, any> }} */ (body), success, plan.lookups);
      if (creation) plan.creations.set(operation.operationId, creation);
    }
    const answer = success[0]?.response;
    const template = answer?.examples[0]?.value;
    if (body?.example !== undefined && Array.isArray(template)) {
      const pairing = pairItems(body.example, template);
      const members = template[0] && typeof template[0] === 'object' ? Object.keys(template[0]) : [];
      const identifiers = members.filter((name) => name !== pairing?.answerKey && packageIdentifiers.has(name));
      if (pairing) plan.itemAnswers.set(operation.operationId, { ...pairing, templates: template, identifiers });
    }
    if (operation.effect === 'read' && body && answer?.schema && !Array.isArray(template)) {
      const answerMembers = declaredProperties(document, answer.schema);
      const echoed = [...declaredProperties(document, body.schema).keys()].filter((name) => answerMembers.has(name));
      if (echoed.length > 0) plan.echoes.set(operation.operationId, echoed);
    }
    if (operation.effect === 'read' && !body && Array.isArray(template)) {
      const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
      const { size, index, from, to } = operation.paging ?? {};
      if (size !== undefined && index !== undefined) {
        const members = declaredProperties(document, itemSchema(document, answer?.schema));
        plan.listings.set(operation.operationId, {
          items: template,
          paging: { size, index, from, to },
          dateFields: [...members].filter(([, schema]) => schema.format === 'date-time').map(([name]) => name),
          filterFields: parameters.filter((parameter) => members.has(parameter.name) && parameter.schema.type !== 'array').map((parameter) => parameter.name),
        });
      }
    }
  }
  return plan;
}

/**
 * The top-level members of a read's answer that the service assigns, each with its first example's
 * value (the shape new values follow) and every example's value of it (taken from the start).
 * @param {Record<string, any>} document
 * @param {NonNullable<ReturnType<DocumentOperation['response']>>} ok
 * @returns {import('./assigned-values.js').AssignedMemberPlan[]}
 */
function assignedMembers(document, ok) {
  if (!ok.schemaPointer || ok.examples.length === 0) return [];
  const all = ok.examples.flatMap((example) => assignedByService(document, /** @type {string} */ (ok.schemaPointer), example.value));
  return assignedByService(document, ok.schemaPointer, ok.examples[0].value)
    .filter((member) => typeof member.value === 'string' && member.dataPath.lastIndexOf('/') === 0)
    .map((member) => ({
      name: member.dataPath.slice(1),
      dataPath: member.dataPath,
      schemaPointer: member.schemaPointer,
      example: /** @type {string} */ (member.value),
      taken: new Set(all.filter((other) => other.dataPath === member.dataPath).map((other) => String(other.value))),
    }));
}

/**
 * The 2xx responses an operation documents, lowest code first.
 * @param {DocumentOperation} operation
 */
function successResponses(operation) {
  return operation.responses
    .filter((response) => /^2(\d\d|XX)$/i.test(response.key))
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((response) => ({ code: response.key, response }));
}

/**
 * @param {Record<string, any>} document
 * @param {string} operationId
 * @param {{ schema: Record<string, any> }} body
 * @param {{ code: string, response: DocumentOperation['responses'][number] }[]} success
 * @param {Map<string, Lookup>} lookups
 * @returns {Creation | undefined}
 */
function creationOf(document, operationId, body, success, lookups) {
  // Only where the document states the codes: a `2XX` range says the exact code is not shown.
  const codes = success.map(({ code }) => code).filter((code) => /^\d+$/.test(code));
  if (codes.length === 0) return undefined;
  const created = Number(codes.includes('201') ? '201' : codes[0]);
  const repeated = Number(codes.includes('200') ? '200' : created);
  const links = success.flatMap(({ response }) => response.links);
  /** @type {Creation['packages'] | undefined} */
  let packages;
  /** @type {Target[]} */
  const targets = [];
  for (const link of links) {
    const lookup = link.operationId === undefined ? undefined : lookups.get(link.operationId);
    const expression = Object.values(link.parameters)[0];
    if (!lookup || typeof expression !== 'string') continue;
    if (!targets.some((target) => target.space === lookup.space)) {
      targets.push({ space: lookup.space, schema: lookup.schema, idField: lookup.idField, assigned: lookup.assigned });
    }
    // `$request.body#/Package/PackageId`: one thing, at /Package. `$response.body#/0/PackageId`: one
    // answer item per thing sent, so the things are the request's array whose items carry the key.
    const [, source, pointer] = /^\$(request|response)\.body#(\/.*)$/.exec(expression) ?? [];
    if (!pointer || packages) continue;
    const segments = pointer.split('/').slice(1);
    const key = segments[segments.length - 1];
    if (source === 'request') packages = { pointer: `/${segments.slice(0, -1).join('/')}`.replace(/\/$/, ''), many: false, key };
    else {
      const array = [...declaredProperties(document, body.schema)].find(([, schema]) => declaredProperties(document, itemSchema(document, schema)).has(key));
      if (array) packages = { pointer: `/${array[0]}`, many: true, key };
    }
  }
  if (!packages) {
    // A creation no read gives back (a merchant SKU): what makes a repeat is not shown; the mock
    // takes the body's first required member as the thing's identity (see the README).
    const key = (body.schema.required ?? [])[0];
    if (typeof key !== 'string') return undefined;
    packages = { pointer: '', many: false, key };
  }
  return { operationId, packages, targets, createdStatus: created, repeatedStatus: repeated };
}

/**
 * How the items of an answer pair with the items sent, found in the document's examples: the
 * request example's array whose first item (or a member of it) is the value a member of the
 * answer example's first item holds (`TrackingNumbers[0]` is `TrackingNumber` of the first record).
 * @param {unknown} requestExample
 * @param {unknown[]} answerExample
 * @returns {Omit<ItemAnswers, 'templates' | 'identifiers'> | undefined}
 */
function pairItems(requestExample, answerExample) {
  const first = answerExample[0];
  if (!requestExample || typeof requestExample !== 'object' || !first || typeof first !== 'object') return undefined;
  const answerMembers = Object.entries(first).filter(([, value]) => typeof value === 'string' || typeof value === 'number');
  for (const [name, array] of Object.entries(requestExample)) {
    if (!Array.isArray(array) || array.length === 0) continue;
    const item = array[0];
    if (typeof item === 'string' || typeof item === 'number') {
      const match = answerMembers.find(([, value]) => value === item);
      if (match) return { arrayPointer: `/${name}`, itemKey: undefined, answerKey: match[0] };
    } else if (item && typeof item === 'object') {
      const match = answerMembers.find(([key, value]) => /** @type {Record<string, unknown>} */ (item)[key] === value);
      if (match) return { arrayPointer: `/${name}`, itemKey: match[0], answerKey: match[0] };
    }
  }
  return undefined;
}

/**
 * Whether what the sessions remember under one document still holds under the next (`pnpm dev`
 * swaps the document of a running mock): the same creations put things in the same identity spaces
 * under the same keys, the same reads find them by the same parameters, and no member a remembered
 * record carries has gone from its read's answer. A reworded description, a changed example or a new
 * member keeps the state; a renamed identifier or a removed member does not.
 *
 * @param {{ document: Record<string, any>, plan: StatePlan }} before
 * @param {{ document: Record<string, any>, plan: StatePlan }} after
 */
export function keepsState(before, after) {
  if (JSON.stringify(identities(before.plan)) !== JSON.stringify(identities(after.plan))) return false;
  for (const [operationId, creation] of before.plan.creations) {
    const next = /** @type {Creation} */ (after.plan.creations.get(operationId));
    for (const [index, target] of creation.targets.entries()) {
      const members = declaredProperties(after.document, next.targets[index].schema);
      for (const name of declaredProperties(before.document, target.schema).keys()) if (!members.has(name)) return false;
    }
  }
  return true;
}

/** What a remembered thing is filed under, by whom, and found by, in a comparable form. @param {StatePlan} plan */
function identities(plan) {
  return {
    creations: [...plan.creations.values()].map(({ operationId, packages, targets }) => ({
      operationId,
      packages,
      targets: targets.map(({ space, idField, assigned }) => ({ space, idField, assigned: assigned.map((member) => member.name) })),
    })),
    lookups: [...plan.lookups.values()].map(({ operationId, space, parameter, idField }) => ({ operationId, space, parameter, idField })),
  };
}
