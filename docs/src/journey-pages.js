// @ts-check
/**
 * The journeys' pages, made from the Arazzo documents of spec/workflows/ (read through the document
 * library) and the bundle: an index (`guides/journeys.md`) and a page per journey
 * (`guides/journeys/<workflowId>.md`) with its steps as a sequence picture (inline SVG, drawn here:
 * nothing to load), a table of the steps, and the same journey in TypeScript with the client
 * (`journey-program.js`). Pure functions of the workflows and the document.
 */
import { listOperations } from '@fulfillment-api/document';
import { runInputs } from '@fulfillment-api/document/workflows';
import { code, markdownTable, text } from './markdown-table.js';
import { generatedPageHeader } from './page-header.js';
import { journeyProgram } from './journey-program.js';
import { escapeHtml } from './site-layout.js';

export const JOURNEYS_PAGE = 'guides/journeys.md';

/**
 * The operation's place in the reference, from a journey's page: Redoc 3's route
 * `#/<tag>/<operationid>`, both as its sidebar writes them (lower case, spaces as hyphens).
 * @param {import('@fulfillment-api/document').DocumentOperation | undefined} operation
 * @param {string} operationId
 */
export function referenceLink(operation, operationId) {
  const slug = (/** @type {string} */ name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const tag = operation?.tags?.[0];
  return `../../reference.html${tag ? `#/${slug(tag)}/${operationId.toLowerCase()}` : ''}`;
}

/**
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document/workflows').Workflow[]} workflows
 * @returns {string}
 */
export function renderJourneysPage(document, workflows) {
  const operations = new Map(listOperations(document).map((op) => [op.operationId, op]));
  const rows = workflows.map((workflow) => [
    `[${text(workflow.summary)}](journeys/${workflow.workflowId}.md)`,
    text(workflow.steps.map((step) => operations.get(step.operationId)?.endpoint ?? step.operationId).join(' → ')),
    text(effectsOf(workflow, operations).join(', ')),
  ]);
  return [
    ...generatedPageHeader(document, 'Journeys'),
    '',
    'The journeys an integrator makes through the API, step by step: each a workflow of',
    '[Arazzo 1.0](https://spec.openapis.org/arazzo/v1.0.1.html) in `spec/workflows/`, linted with the',
    "document, run by Redocly's `respect` against the mock in the project's tests, and shown here with",
    'the same journey in TypeScript with the client. Only journeys the description supports are here: no',
    'endpoint creates an inbound order, a reverse logistics order or a return inbound order, so no journey',
    'creates one. A journey that creates or cancels is for the mock and a sandbox, never production.',
    '',
    markdownTable(['Journey', 'Endpoints', 'Effects'], rows),
    '',
  ].join('\n');
}

/**
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document/workflows').Workflow} workflow
 * @returns {string}
 */
export function renderJourneyPage(document, workflow) {
  const operations = new Map(listOperations(document).map((op) => [op.operationId, op]));
  const rows = workflow.steps.map((step, index) => {
    const operation = operations.get(step.operationId);
    return [
      text(index + 1),
      code(step.stepId),
      `[${text(operation ? `${operation.method} ${operation.path}` : step.operationId)}](${referenceLink(operation, step.operationId)}) (${code(step.operationId)}, endpoint ${text(operation?.endpoint ?? '?')})`,
      step.successCriteria.map((criterion) => code(criterion.context && criterion.type !== 'simple' ? `${criterion.context} ~ ${criterion.condition}` : criterion.condition)).join('<br>'),
      Object.keys(step.outputs).map((name) => code(name)).join(', ') || 'none',
    ];
  });
  const gaps = workflow.steps.flatMap((step) => step.notShown.map((gap) => `- \`${step.stepId}\`: ${gap.says} The step reads once; nothing waits or retries on a delay the description does not give.`));
  const inputs = workflow.inputs.map((input) =>
    input.default === undefined
      ? `- \`${input.name}\`${input.required ? ' (required)' : ''}: ${input.description} A run makes a new one: the example \`${String(input.examples[0] ?? input.name)}\` with a tag of the run.`
      : `- \`${input.name}\`${input.required ? ' (required)' : ''}: ${input.description} The mock has the document's example, \`${String(input.default)}\`; against a sandbox, give yours: \`fulfillment-contract --workflows\` reads it from \`workflows.${workflow.workflowId}.inputs.${input.name}\` of its \`--config\`, and does not run the journey without it.`,
  );
  return [
    ...generatedPageHeader(document, workflow.summary),
    '',
    workflow.description,
    '',
    `Source: \`spec/workflows/${workflow.workflowId}.arazzo.yaml\` (Arazzo 1.0.1, workflow \`${workflow.workflowId}\`). Effects: ${effectsOf(workflow, operations).join(', ')}.`,
    '',
    '## Sequence',
    '',
    sequencePicture(workflow, operations),
    '',
    '## Steps',
    '',
    markdownTable(['#', 'Step', 'Operation', 'Success when', 'Outputs'], rows),
    '',
    ...(inputs.length > 0 ? ['## Inputs', '', ...inputs, ''] : []),
    ...(gaps.length > 0 ? ['## Not shown', '', ...gaps, ''] : []),
    '## In TypeScript, with the client',
    '',
    'The same journey with `@fulfillment-api/client`, run here against the in-process mock',
    "(`@fulfillment-api/mock`'s `createMockFetch`); the docs' tests type-check and run it. Each step's",
    "success criteria are assertions; a status other than 2XX rejects the client's call.",
    '',
    '```ts',
    journeyProgram(workflow).trimEnd(),
    '```',
    '',
    '## Run it with Redocly',
    '',
    '```sh',
    `npx @redocly/cli@2.77.0 respect spec/workflows/${workflow.workflowId}.arazzo.yaml --server ${workflow.sourceDescription}=http://127.0.0.1:4010${workflow.inputs.length > 0 ? ` --input '${JSON.stringify(runInputs([workflow], '1'))}'` : ''}`,
    '```',
    '',
    "(`pnpm mock` serves the mock on that address.) Redocly's status-code check misreads a `2XX` answer",
    '(endpoints 5, 7, 8 and 14, whose codes the description does not show) as undocumented: add',
    `\`--severity '{"STATUS_CODE_CHECK":"warn"}'\`; each step's own criteria still check the status.`,
    '',
  ].join('\n');
}

/**
 * @param {import('@fulfillment-api/document/workflows').Workflow} workflow
 * @param {Map<string | undefined, import('@fulfillment-api/document').DocumentOperation>} operations
 */
function effectsOf(workflow, operations) {
  return [...new Set(workflow.steps.map((step) => operations.get(step.operationId)?.effect ?? 'unknown'))];
}

/** Sizes of the sequence picture, in SVG user units. */
const LANE = 230;
const TOP = 56;
const STEP = 64;

/**
 * The journey as a sequence picture: the caller and each origin the steps are sent to (the server
 * of their operation), an arrow per request and a dashed one per answer, labelled with the
 * operation and with what the step expects and keeps.
 * @param {import('@fulfillment-api/document/workflows').Workflow} workflow
 * @param {Map<string | undefined, import('@fulfillment-api/document').DocumentOperation>} operations
 * @returns {string} an inline `<svg>`
 */
function sequencePicture(workflow, operations) {
  const lanes = ['Your code'];
  const laneOf = workflow.steps.map((step) => {
    const origin = operations.get(step.operationId)?.servers[0]?.url ?? 'unknown origin';
    if (!lanes.includes(origin)) lanes.push(origin);
    return lanes.indexOf(origin);
  });
  const width = LANE * lanes.length;
  const height = TOP + STEP * workflow.steps.length + 24;
  const x = (/** @type {number} */ lane) => LANE / 2 + lane * LANE;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="journey-sequence" role="img" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<title>${escapeHtml(workflow.summary)}: ${workflow.steps.length} steps</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#1f3a68"/></marker></defs>',
  ];
  lanes.forEach((lane, index) => {
    parts.push(`<rect x="${x(index) - 100}" y="8" width="200" height="28" rx="4" fill="#eef2fa" stroke="#1f3a68"/>`);
    parts.push(`<text x="${x(index)}" y="27" text-anchor="middle" font-weight="600">${escapeHtml(lane)}</text>`);
    parts.push(`<line x1="${x(index)}" y1="36" x2="${x(index)}" y2="${height - 8}" stroke="#9aa7bf" stroke-dasharray="4 4"/>`);
  });
  workflow.steps.forEach((step, index) => {
    const operation = operations.get(step.operationId);
    const y = TOP + STEP * index;
    const to = x(laneOf[index]);
    const request = `${index + 1}. ${operation ? `${operation.method} ${operation.path}` : step.operationId}`;
    const outputs = Object.keys(step.outputs);
    const answer = `${statusLabel(step, operation)}${outputs.length > 0 ? ` → ${outputs.join(', ')}` : ''}`;
    parts.push(`<line x1="${x(0)}" y1="${y + 8}" x2="${to}" y2="${y + 8}" stroke="#1f3a68" marker-end="url(#arrow)"/>`);
    parts.push(`<text x="${x(0) + 8}" y="${y + 3}">${escapeHtml(request)}</text>`);
    parts.push(`<line x1="${to}" y1="${y + 36}" x2="${x(0)}" y2="${y + 36}" stroke="#1f3a68" stroke-dasharray="6 4" marker-end="url(#arrow)"/>`);
    parts.push(`<text x="${x(0) + 8}" y="${y + 31}" fill="#35507a">${escapeHtml(answer)}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n');
}

/**
 * The statuses a step accepts, in the document's words: the keys of its operation's responses that
 * its status criteria allow (`201 or 200`, `2XX`).
 * @param {import('@fulfillment-api/document/workflows').WorkflowStep} step
 * @param {import('@fulfillment-api/document').DocumentOperation | undefined} operation
 */
function statusLabel(step, operation) {
  const keys = (operation?.responses ?? []).map((response) => response.key).filter((key) => /^2/.test(key));
  const accepted = keys.filter((key) =>
    step.successCriteria.every((criterion) => {
      const sample = key.replace(/X/g, '0');
      if (criterion.type === 'regex' && criterion.context === '$statusCode') return new RegExp(criterion.condition).test(sample);
      const exact = /^\$statusCode\s*==\s*(\d{3})$/.exec(criterion.condition.trim());
      return !exact || exact[1] === key;
    }),
  );
  return accepted.join(' or ') || 'an answer';
}
