// @ts-check
/**
 * The code samples of the reference, one pair per operation, made from the document: a TypeScript
 * call of the client's named method (the operationId) with the document's example values, and a
 * curl line to the operation's first server with the document's default host. They go into the
 * reference's own copy of the document as Redoc's `x-codeSamples`, never into the contract, and
 * the docs' tests type-check and run every TypeScript sample against the mock.
 */
import { exampleRequest, listOperations, requestTarget } from '@fulfillment-api/document';

/** The mock's documented address; the docs' tests put the address of the mock they start there. */
export const SAMPLE_MOCK_URL = 'http://127.0.0.1:4010';

/**
 * @typedef {object} CodeSample
 * @property {string} operationId
 * @property {number | undefined} endpoint
 * @property {string} typescript a whole program
 * @property {string} curl one command
 */

/**
 * @param {Record<string, any>} document
 * @returns {CodeSample[]}
 */
export function codeSamples(document) {
  return listOperations(document).map((operation) => {
    const operationId = /** @type {string} */ (operation.operationId);
    const example = exampleRequest(operation);
    const args = { ...example.path, ...example.query, ...(/** @type {Record<string, unknown> | undefined} */ (example.body) ?? {}) };
    const successBody = operation.responses.some((response) => /^2/.test(response.key) && response.mediaTypes.length > 0);
    const origin = operation.servers[0]?.urlWithDefaults() ?? '';
    return {
      operationId,
      endpoint: operation.endpoint,
      typescript: typescriptSample(operationId, args, successBody),
      curl: curlLine(operation.method, `${origin}${requestTarget(operation.path, example)}`, example.body),
    };
  });
}

/**
 * @param {string} operationId
 * @param {Record<string, unknown>} args
 * @param {boolean} hasBody whether a success answer has a body
 */
function typescriptSample(operationId, args, hasBody) {
  const call = `client.${operationId}(${literal(args)})`;
  return [
    "import { createFulfillmentClient } from '@fulfillment-api/client';",
    '',
    `// Against the service: createFulfillmentClient({ baseUrl, euBaseUrl }) with your account's hosts.`,
    `const client = createFulfillmentClient({ mockUrl: '${SAMPLE_MOCK_URL}' });`,
    '',
    ...(hasBody
      ? [`const data = await ${call};`, 'console.log(data);']
      : [`// The answer has no body: the method gives its status.`, `const { status } = await ${call};`, 'console.log(status);']),
    '',
  ].join('\n');
}

/**
 * A JavaScript object literal, two spaces per level, keys unquoted where they can be.
 * @param {unknown} value
 * @param {string} indent
 * @returns {string}
 */
function literal(value, indent = '') {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = `${indent}  `;
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    const key = (/** @type {string} */ name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
    return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${literal(item, inner)},`).join('\n')}\n${indent}}`;
  }
  return typeof value === 'string' ? `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'` : JSON.stringify(value);
}

/**
 * @param {string} method
 * @param {string} url
 * @param {unknown} body
 */
function curlLine(method, url, body) {
  const parts = ['curl'];
  if (method !== 'GET' || body !== undefined) parts.push('-X', method);
  parts.push(shellQuote(url));
  if (body !== undefined) parts.push('-H', shellQuote('Content-Type: application/json'), '-d', shellQuote(JSON.stringify(body)));
  return parts.join(' ');
}

/** @param {string} text */
function shellQuote(text) {
  return `'${text.replaceAll("'", "'\\''")}'`;
}
