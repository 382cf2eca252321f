// @ts-check
/**
 * The copy of the bundle that the reference (Redoc) renders. Redoc shows vendor extensions only as
 * raw JSON, so the two that readers need become description text on the node that carries them:
 * `x-not-shown` as "Not shown in the description: …", `x-extensible-enum` as "Values seen: …" and
 * `x-only-from` as "Answered only from: …" (with the default hosts). A member whose schema is
 * `false` (it must be absent), which Redoc lists as of type "any", is shown labelled "never present",
 * with no type and a line that says it is absent.
 * Each operation's description also starts with the origins it is served on: Redoc shows them
 * only inside a drop-down, and the origin (host and port) differs per operation here. Each
 * operation gets Redoc's `x-codeSamples`: a TypeScript call of the client's method and a curl line,
 * and ends with the journeys (spec/workflows/) that use it, each a link to its guide page.
 * The document itself is never changed.
 */
import { findExtensions, isPlainObject, listOperations, ONLY_FROM, resolvePointer, serverUrlWithDefaults } from '@fulfillment-api/document';
import { loadWorkflows, workflowsByOperation } from '@fulfillment-api/document/workflows';
import { codeSamples } from './code-samples.js';

const VALUES_SEEN_LINE = /^\s*Values? seen:.*$/m;

/**
 * What the reference shows for a member whose schema is `false`. Redoc 3 writes a row's type from
 * `type` alone, and "any" where there is none, so `not: {}` alone read as "any". An empty `type`
 * list admits no value either (as `false` and `not: {}` do), and Redoc writes it as no type; its
 * `x-badges` extension then labels the row "never present" where the type stood. The JSON Schema
 * meta-schema wants at least one type: this copy is only Redoc's input, never validated or published.
 * @returns {Record<string, unknown>}
 */
const absentMember = () => ({
  not: {},
  type: [],
  'x-badges': [{ name: 'never present', position: 'after' }],
  description: '**Absent:** never sent or answered here; a value in this place is refused (its schema is `false`).',
});

/** The `lang` of each sample in `x-codeSamples`, as Redoc's `codeSamples.languages` lists them. */
export const SAMPLE_LANGUAGES = { typescript: 'TypeScript', curl: 'curl' };

/**
 * @param {Record<string, any>} document a bundled OpenAPI document
 * @param {import('@fulfillment-api/document/workflows').Workflow[]} [workflows] the journeys (default: spec/workflows/)
 * @returns {Record<string, any>} a deep copy with both extensions written into descriptions
 */
export function referenceDocument(document, workflows = loadWorkflows()) {
  const copy = structuredClone(document);
  const samples = new Map(codeSamples(document).map((sample) => [sample.operationId, sample]));
  const journeys = workflowsByOperation(workflows);
  const summaries = new Map(workflows.map((workflow) => [workflow.workflowId, workflow.summary]));
  for (const { pointer, description, servers, operationId } of listOperations(copy)) {
    const operation = resolvePointer(copy, pointer);
    operation.description = withJourneys(withServedOn(typeof description === 'string' ? description : '', servers), (journeys.get(operationId ?? '') ?? []).map((id) => ({ id, summary: summaries.get(id) ?? id })));
    const sample = samples.get(operationId ?? '');
    if (sample) {
      operation['x-codeSamples'] = [
        { lang: SAMPLE_LANGUAGES.typescript, label: 'TypeScript', source: sample.typescript },
        { lang: SAMPLE_LANGUAGES.curl, label: 'curl', source: sample.curl },
      ];
    }
  }
  for (const { owner, value } of findExtensions(copy, 'x-extensible-enum')) {
    if (!Array.isArray(value)) continue;
    owner.description = withValuesSeen(typeof owner.description === 'string' ? owner.description : '', value);
    delete owner['x-extensible-enum'];
  }
  showAbsentMembers(copy);
  const rootServers = Array.isArray(copy.servers) ? copy.servers : [];
  for (const { owner, value } of findExtensions(copy, ONLY_FROM, [], { skipExamples: true })) {
    if (!Array.isArray(value)) continue;
    owner.description = withOnlyFrom(typeof owner.description === 'string' ? owner.description : '', value, rootServers);
    delete owner[ONLY_FROM];
  }
  for (const { owner, ownerPath, value } of findExtensions(copy, 'x-not-shown')) {
    if (!Array.isArray(value)) continue;
    // The root's gaps belong to the API as a whole: Redoc shows them with info.description.
    const target = ownerPath.length === 0 ? (copy.info ??= {}) : owner;
    target.description = withNotShown(typeof target.description === 'string' ? target.description : '', value);
    delete owner['x-not-shown'];
  }
  return copy;
}

/**
 * Every `properties` member whose schema is `false`, anywhere but in examples, replaced by what the
 * reference shows for it.
 * @param {unknown} node
 */
function showAbsentMembers(node) {
  if (Array.isArray(node)) {
    node.forEach(showAbsentMembers);
    return;
  }
  if (!isPlainObject(node)) return;
  const object = /** @type {Record<string, unknown>} */ (node);
  for (const [key, child] of Object.entries(object)) {
    if (key === 'example' || key === 'examples') continue;
    if (key === 'properties' && isPlainObject(child)) {
      const properties = /** @type {Record<string, unknown>} */ (child);
      for (const [name, schema] of Object.entries(properties)) if (schema === false) properties[name] = absentMember();
    }
    showAbsentMembers(child);
  }
}

/**
 * The description with one "Values seen" line made from the extension: a line the author wrote is
 * replaced, so the page cannot show a list other than the document's.
 *
 * @param {string} description
 * @param {unknown[]} values
 * @returns {string}
 */
export function withValuesSeen(description, values) {
  const label = values.length === 1 ? 'Value seen' : 'Values seen';
  const line = `${label}: ${values.map((value) => `\`${String(value)}\``).join(', ')}. The list is not closed: the service may return other values.`;
  if (VALUES_SEEN_LINE.test(description)) return description.replace(VALUES_SEEN_LINE, line);
  return description ? `${description}\n\n${line}` : line;
}

/**
 * @param {string} description
 * @param {unknown[]} gaps `{ subject, says }` entries
 * @returns {string}
 */
function withNotShown(description, gaps) {
  const items = gaps.map((gap) => {
    const entry = isPlainObject(gap) ? /** @type {Record<string, unknown>} */ (gap) : {};
    return `- **${String(entry.subject ?? '')}**: ${String(entry.says ?? '')}`;
  });
  const note = ['**Not shown in the description:**', '', ...items].join('\n');
  return description ? `${description}\n\n${note}` : note;
}

/**
 * The description with a last paragraph linking each journey that uses the operation to its page
 * (`guides/journeys/<workflowId>.html`, beside the reference).
 * @param {string} description
 * @param {{ id: string, summary: string }[]} journeys
 * @returns {string}
 */
function withJourneys(description, journeys) {
  if (journeys.length === 0) return description;
  const links = journeys.map(({ id, summary }) => `[${summary}](guides/journeys/${id}.html)`);
  const line = `**Used in the journeys:** ${links.join(', ')}.`;
  return description ? `${description}\n\n${line}` : line;
}

/**
 * The description with a line naming the only origins that answer with the member.
 * @param {string} description
 * @param {unknown[]} urls server urls as written (`{base_url}:83`)
 * @param {({ url: string } & Record<string, any>)[]} rootServers the document's, for each url's default host
 * @returns {string}
 */
function withOnlyFrom(description, urls, rootServers) {
  const origins = urls.map((url) => {
    const server = rootServers.find((candidate) => candidate.url === url);
    return server ? `\`${String(url)}\` (\`${serverUrlWithDefaults(server)}\`)` : `\`${String(url)}\``;
  });
  const line = `**Answered only from:** ${origins.join(' and ')}. An answer from another origin of the operation does not carry it.`;
  return description ? `${description}\n\n${line}` : line;
}

/**
 * @param {string} description
 * @param {({ url: string } & Record<string, any>)[]} servers the operation's effective servers
 * @returns {string}
 */
function withServedOn(description, servers) {
  const origins = servers.map((server) => `\`${server.url}\` (with the default host: \`${serverUrlWithDefaults(server)}\`)`);
  const line = origins.length === 0 ? '**Served on:** no server declared.' : `**Served on:** ${origins.join(' and ')}.`;
  return description ? `${line}\n\n${description}` : line;
}
