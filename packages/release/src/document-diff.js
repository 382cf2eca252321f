// @ts-check
/**
 * Two resolved documents (the released one and the current one) compared operation by operation:
 * what a consumer's code depends on (servers, effect, parameters, bodies, status codes, the names
 * the client and the types export), then a last pass over everything no rule has judged, so that
 * every difference between the two documents is in the report once.
 */
import { escapePointer, resolvePointer, unescapePointer } from '@fulfillment-api/document';
import { ChangeLedger } from './change-ledger.js';
import { documentServers, operationParts } from './operation-parts.js';
import { diffSchemas, nearestPlace } from './schema-diff.js';

/**
 * @typedef {import('./change-ledger.js').Change} Change
 * @typedef {import('./operation-parts.js').OperationPart} OperationPart
 * @typedef {import('./schema-diff.js').DiffContext} DiffContext
 */

/**
 * @param {Record<string, any>} released
 * @param {Record<string, any>} current
 * @returns {Change[]}
 */
export function diffDocuments(released, current) {
  /** @type {DiffContext} */
  const context = { released, current, ledger: new ChangeLedger({ released, current }) };
  const { ledger } = context;
  const before = new Map(partsOf(released, 'the released document').map((op) => [op.key, op]));
  const after = new Map(partsOf(current, 'the current document').map((op) => [op.key, op]));
  for (const [key, op] of before) {
    const now = after.get(key);
    if (now) diffOperation(context, op, now);
    else ledger.record({ rule: 'operation-removed', says: `operation ${key} removed`, released: op.pointer, current: nearestPlace(current, op.pointer), where: key });
  }
  for (const [key, op] of after) {
    if (!before.has(key)) ledger.record({ rule: 'new-operation', says: `operation ${key} added`, released: nearestPlace(released, op.pointer), current: op.pointer, where: key });
  }
  diffComponentNames(context);
  ledger.judge('/info/version', '/info/version');
  // The document's own servers: where a tool that knows no per-operation servers sends requests.
  diffServers(ledger, documentServers(released), documentServers(current), 'the document\'s servers');
  ledger.judge('/security', '/security');
  unjudgedDifferences(context, released, current, '');
  return ledger.changes();
}

/** @param {Record<string, any>} document @param {string} whose */
function partsOf(document, whose) {
  try {
    return operationParts(document);
  } catch (error) {
    throw new Error(`${whose}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * @param {DiffContext} context
 * @param {OperationPart} a released
 * @param {OperationPart} b current
 */
function diffOperation({ released, current, ledger }, a, b) {
  const context = { released, current, ledger };
  const where = a.key;
  /** @param {import('./policy.js').PolicyRule} rule @param {string} says @param {string} releasedAt @param {string} currentAt @param {string} [at] */
  const record = (rule, says, releasedAt, currentAt, at = where) => ledger.record({ rule, says, released: releasedAt, current: currentAt, where: at });
  for (const name of ['operationId', 'x-effect', 'deprecated', 'requestBody/$ref']) ledger.judge(`${a.pointer}/${name}`, `${b.pointer}/${name}`);

  if (a.operationId !== b.operationId) {
    record('code-name', `operationId \`${a.operationId}\` → \`${b.operationId}\``, `${a.pointer}/operationId`, `${b.pointer}/operationId`);
  }
  if (a.effect !== b.effect) record('status-or-effect', `\`x-effect\` \`${a.effect}\` → \`${b.effect}\``, `${a.pointer}/x-effect`, `${b.pointer}/x-effect`);
  if (!a.deprecated && b.deprecated) record('deprecated', `operation ${where} deprecated`, a.pointer, `${b.pointer}/deprecated`);

  diffServers(ledger, a, b, where);

  // Security: any requirement that was not there before is one more thing a request must carry.
  ledger.judge(a.security?.pointer, b.security?.pointer);
  const alternatives = (/** @type {any} */ security) => (Array.isArray(security?.value) ? security.value.map((/** @type {unknown} */ s) => JSON.stringify(s)) : []);
  const oldAlternatives = alternatives(a.security);
  const newAlternatives = alternatives(b.security);
  const open = (/** @type {string[]} */ list) => list.length === 0 || list.includes('{}');
  if (open(oldAlternatives) ? !open(newAlternatives) : oldAlternatives.some((/** @type {string} */ s) => !newAlternatives.includes(s))) {
    record('requirement-added', `security ${oldAlternatives.join(' or ') || 'none'} → ${newAlternatives.join(' or ') || 'none'}`, a.security?.pointer ?? a.pointer, b.security?.pointer ?? b.pointer);
  }

  // Parameters, matched by place and name.
  for (const parameter of a.parameters) {
    const now = b.parameters.find((p) => p.in === parameter.in && p.name === parameter.name);
    const at = `${where} ${parameter.in} parameter ${parameter.name}`;
    for (const name of ['name', 'in', 'required', 'deprecated']) ledger.judge(`${parameter.pointer}/${name}`, now && `${now.pointer}/${name}`);
    ledger.judge(`${parameter.writtenPointer}/$ref`, now && `${now.writtenPointer}/$ref`);
    if (!now) {
      ledger.judge(parameter.writtenPointer, undefined);
      record('request-field-removed', `${parameter.in} parameter \`${parameter.name}\` removed`, parameter.writtenPointer, nearestPlace(current, parameter.writtenPointer), at);
      continue;
    }
    if (!parameter.required && now.required) record('request-requirement', `${now.in} parameter \`${now.name}\` made required`, parameter.pointer, `${now.pointer}/required`, at);
    if (parameter.required && !now.required) record('new-optional', `${now.in} parameter \`${now.name}\` made optional`, `${parameter.pointer}/required`, now.pointer, at);
    if (!parameter.deprecated && now.deprecated) record('deprecated', `${now.in} parameter \`${now.name}\` deprecated`, parameter.pointer, `${now.pointer}/deprecated`, at);
    diffSchemas(context, { value: parameter.schema, pointer: parameter.schemaPointer }, { value: now.schema, pointer: now.schemaPointer }, 'request', at);
  }
  for (const parameter of b.parameters) {
    if (a.parameters.some((p) => p.in === parameter.in && p.name === parameter.name)) continue;
    const at = `${where} ${parameter.in} parameter ${parameter.name}`;
    ledger.judge(undefined, parameter.pointer);
    ledger.judge(undefined, parameter.writtenPointer);
    const before = nearestPlace(released, parameter.writtenPointer);
    if (parameter.required) record('request-requirement', `new required ${parameter.in} parameter \`${parameter.name}\``, before, parameter.writtenPointer, at);
    else record('new-optional', `${parameter.in} parameter \`${parameter.name}\` added`, before, parameter.writtenPointer, at);
  }

  // The request body.
  const body = `${where} request body`;
  if (a.requestBody && !b.requestBody) {
    record('request-field-removed', 'request body removed', a.requestBody.pointer, b.pointer, body);
    ledger.judge(`${a.pointer}/requestBody`, undefined);
  } else if (!a.requestBody && b.requestBody) {
    record(b.requestBody.required ? 'requirement-added' : 'new-optional', `${b.requestBody.required ? 'required' : 'optional'} request body added`, a.pointer, b.requestBody.pointer, body);
    ledger.judge(undefined, `${b.pointer}/requestBody`);
  } else if (a.requestBody && b.requestBody) {
    ledger.judge(`${a.requestBody.pointer}/required`, `${b.requestBody.pointer}/required`);
    if (!a.requestBody.required && b.requestBody.required) record('request-requirement', 'request body made required', a.requestBody.pointer, `${b.requestBody.pointer}/required`, body);
    if (a.requestBody.required && !b.requestBody.required) record('new-optional', 'request body made optional', `${a.requestBody.pointer}/required`, b.requestBody.pointer, body);
    diffMedia(context, a.requestBody.media, b.requestBody.media, 'request', body, a.requestBody.pointer, b.requestBody.pointer);
  }

  // Responses, by status code (or range).
  for (const response of a.responses) {
    const now = b.responses.find((r) => r.key === response.key);
    const at = `${where} response ${response.key}`;
    ledger.judge(`${a.pointer}/responses/${escapePointer(response.key)}/$ref`, now && `${b.pointer}/responses/${escapePointer(now.key)}/$ref`);
    if (!now) {
      ledger.judge(response.pointer, undefined);
      record('status-or-effect', `status ${response.key} removed`, `${a.pointer}/responses/${escapePointer(response.key)}`, `${b.pointer}/responses`, at);
      continue;
    }
    diffMedia(context, response.media, now.media, 'response', at, response.pointer, now.pointer);
  }
  for (const response of b.responses) {
    if (a.responses.some((r) => r.key === response.key)) continue;
    ledger.judge(undefined, response.pointer); // a new response is judged whole, wherever its $ref leads
    record('new-status', `status ${response.key} added`, `${a.pointer}/responses`, `${b.pointer}/responses/${escapePointer(response.key)}`, `${where} response ${response.key}`);
  }
}

/**
 * Servers: an origin or a port that goes is a call that no longer arrives; so is a server variable
 * whose default or listed values change, since a client that takes the defaults goes elsewhere.
 * @param {ChangeLedger} ledger
 * @param {{ servers: import('./operation-parts.js').ServerPart[], serversPointer: string }} a released
 * @param {{ servers: import('./operation-parts.js').ServerPart[], serversPointer: string }} b current
 * @param {string} where
 */
function diffServers(ledger, a, b, where) {
  /** @param {import('./policy.js').PolicyRule} rule @param {string} says @param {string} released @param {string} current */
  const record = (rule, says, released, current) => ledger.record({ rule, says, released, current, where });
  for (const server of a.servers) {
    const now = b.servers.find((s) => s.url === server.url);
    ledger.judge(`${server.pointer}/url`, now && `${now.pointer}/url`);
    if (!now) {
      record('operation-removed', `server \`${server.url}\` removed`, server.pointer, b.serversPointer);
      continue;
    }
    for (const [name, variable] of Object.entries(server.variables)) {
      const other = now.variables[name];
      const at = (/** @type {any} */ s, /** @type {string} */ key = '') => `${s.pointer}/variables/${escapePointer(name)}${key}`;
      ledger.judge(at(server, '/default'), other && at(now, '/default'));
      ledger.judge(at(server, '/enum'), other && at(now, '/enum'));
      if (!other) record('operation-removed', `server \`${server.url}\`: variable \`${name}\` removed`, at(server), `${now.pointer}/variables`);
      else if (other.default !== variable.default) record('operation-removed', `server \`${server.url}\`: default of \`${name}\` ${JSON.stringify(variable.default)} → ${JSON.stringify(other.default)}`, at(server, '/default'), at(now, '/default'));
      for (const value of Array.isArray(variable.enum) ? variable.enum : []) {
        if (other && !(other.enum ?? [value]).includes(value)) record('operation-removed', `server \`${server.url}\`: value ${JSON.stringify(value)} of \`${name}\` removed`, at(server, '/enum'), at(now, '/enum'));
      }
    }
    for (const name of Object.keys(now.variables)) {
      if (!Object.hasOwn(server.variables, name)) record('new-operation', `server \`${server.url}\`: variable \`${name}\` added`, `${server.pointer}/variables`, `${now.pointer}/variables/${escapePointer(name)}`);
    }
  }
  for (const server of b.servers) {
    if (!a.servers.some((s) => s.url === server.url)) record('new-operation', `server \`${server.url}\` added`, a.serversPointer, server.pointer);
  }
}

/**
 * @param {DiffContext} context
 * @param {import('./operation-parts.js').MediaPart[]} before
 * @param {import('./operation-parts.js').MediaPart[]} after
 * @param {import('./schema-diff.js').Side} side
 * @param {string} where
 * @param {string} releasedOwner the request body or response that holds them
 * @param {string} currentOwner
 */
function diffMedia(context, before, after, side, where, releasedOwner, currentOwner) {
  const { ledger } = context;
  for (const media of before) {
    const now = after.find((m) => m.type === media.type);
    if (!now) {
      // A request the consumer sends in that type is refused; a response it parses no longer comes.
      ledger.record({ rule: 'status-or-effect', says: `media type ${media.type} removed`, released: media.pointer, current: currentOwner, where });
      continue;
    }
    if (media.schema === undefined && now.schema === undefined) continue;
    diffSchemas(context, { value: media.schema, pointer: media.schemaPointer }, { value: now.schema, pointer: now.schemaPointer }, side, where);
  }
  for (const media of after) {
    if (!before.some((m) => m.type === media.type)) ledger.record({ rule: 'new-status', says: `media type ${media.type} added`, released: releasedOwner, current: media.pointer, where });
  }
}

/**
 * Component schemas are the types `@fulfillment-api/types` exports: one that goes is a name that
 * no longer compiles in a consumer's code, even when every operation still has the same shape.
 * @param {DiffContext} context
 */
function diffComponentNames({ released, current, ledger }) {
  const before = released.components?.schemas ?? {};
  const after = current.components?.schemas ?? {};
  const withoutTitle = (/** @type {any} */ schema) => JSON.stringify({ ...schema, title: undefined });
  for (const name of Object.keys(before)) {
    if (Object.hasOwn(after, name)) continue;
    const renamed = Object.keys(after).find((other) => !Object.hasOwn(before, other) && withoutTitle(after[other]) === withoutTitle(before[name]));
    ledger.record({
      rule: 'code-name',
      says: renamed ? `schema \`${name}\` renamed \`${renamed}\`` : `schema \`${name}\` removed`,
      released: `/components/schemas/${escapePointer(name)}`,
      current: renamed ? `/components/schemas/${escapePointer(renamed)}` : '/components/schemas',
      where: 'exported types',
    });
  }
  // A new schema is a new type; what it means for requests and responses is judged where it is used.
  for (const name of Object.keys(after)) {
    if (Object.hasOwn(before, name) || Object.keys(before).some((old) => !Object.hasOwn(after, old) && withoutTitle(before[old]) === withoutTitle(after[name]))) continue;
    ledger.record({ rule: 'new-operation', says: `schema \`${name}\` added`, released: '/components/schemas', current: `/components/schemas/${escapePointer(name)}`, where: 'exported types' });
  }
}

// `x-inferred` says where a statement of the document comes from, as a description does.
const ANNOTATION_KEYS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'tags', 'info', 'links', 'x-endpoint', 'x-inferred']);
// Roles marked for code name what a field does; the requests and answers are the same.
const ROLE_KEYS = new Set(['x-paging', 'x-outcome']);

/**
 * The last pass: every difference between the two documents that no rule has judged is reported,
 * as an annotation where it lies in words or examples, as a filled gap under `x-not-shown`, and
 * otherwise as unjudged, which fails the check rather than let it pass unseen.
 * @param {DiffContext} context
 * @param {any} released
 * @param {any} current
 * @param {string} pointer
 */
function unjudgedDifferences({ ledger }, released, current, pointer) {
  const covered = (/** @type {Set<string>} */ judged, /** @type {string} */ at, /** @type {boolean} */ whole) => {
    for (let place = at; ; place = place.slice(0, place.lastIndexOf('/'))) {
      if (judged.has(place)) return true;
      if (place === '') break;
    }
    // A node that appeared or went whole is explained when a rule judged something inside it.
    if (whole) for (const place of judged) if (place.startsWith(`${at}/`)) return true;
    return false;
  };
  const walk = (/** @type {any} */ x, /** @type {any} */ y, /** @type {string} */ at) => {
    if (JSON.stringify(x) === JSON.stringify(y)) return;
    // A list that grew or shrank is explained when a rule judged its items (servers, parameters, values).
    const resized = Array.isArray(x) && Array.isArray(y) && x.length !== y.length;
    if (covered(ledger.judged.released, at, y === undefined || resized) || covered(ledger.judged.current, at, x === undefined || resized)) return;
    const bothObjects = x && y && typeof x === 'object' && typeof y === 'object' && Array.isArray(x) === Array.isArray(y);
    if (bothObjects && (!Array.isArray(x) || x.length === y.length)) {
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) walk(x[key], y[key], `${at}/${escapePointer(key)}`);
      return;
    }
    const parts = at.split('/').slice(1).map(unescapePointer);
    const rule = parts.includes('x-not-shown')
      ? 'gap-filled'
      : ROLE_KEYS.has(parts.at(-1) ?? '')
        ? 'role-marked'
        : parts.some((p) => ANNOTATION_KEYS.has(p)) || (parts[0] === 'components' && parts[1] === 'examples')
        ? 'descriptions'
        : 'unjudged';
    ledger.record({ rule, says: `${at || 'the document'} ${x === undefined ? 'added' : y === undefined ? 'removed' : 'changed'}`, released: x === undefined ? nearestPlaceOf(at) : at, current: y === undefined ? nearestPlaceOf(at) : at });
  };
  const nearestPlaceOf = (/** @type {string} */ at) => at.slice(0, at.lastIndexOf('/'));
  walk(released, current, pointer);
}
