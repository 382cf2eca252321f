// The journeys' pages and programs, made from the Arazzo documents of spec/workflows/: each page shows
// every step in its picture and its table, and the program the code-block test runs; a criterion the
// program writer cannot say in TypeScript fails with its place instead of being left out.
import { describe, expect, it } from 'vitest';
import { loadBundle, listOperations } from '@fulfillment-api/document';
import { WORKFLOWS } from '../src/guides.js';
import { journeyProgram } from '../src/journey-program.js';
import { referenceLink, renderJourneyPage, renderJourneysPage } from '../src/journey-pages.js';

const document = loadBundle();
const operations = new Map(listOperations(document).map((op) => [op.operationId, op]));

describe.each(WORKFLOWS.map((workflow) => [workflow.workflowId, workflow]))('the page of %s', (_id, workflow) => {
  const page = renderJourneyPage(document, workflow);

  it('draws a request and an answer per step, to the origin of its operation', () => {
    const svg = /<svg[\s\S]*?<\/svg>/.exec(page)?.[0] ?? '';
    workflow.steps.forEach((step, index) => {
      const operation = operations.get(step.operationId);
      expect(svg).toContain(`>${index + 1}. ${operation?.method} ${operation?.path}</text>`);
      expect(svg).toContain(`>${operation?.servers[0]?.url}</text>`);
    });
    expect(svg.match(/marker-end/g)).toHaveLength(2 * workflow.steps.length);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it("lists each step with a link to its operation in the reference, and shows the journey's program", () => {
    for (const step of workflow.steps) expect(page).toContain(`(${referenceLink(operations.get(step.operationId), step.operationId)}) (\`${step.operationId}\``);
    expect(referenceLink(operations.get('getOutboundOrderStatus'), 'getOutboundOrderStatus')).toBe('../../reference.html#/outbound-orders/getoutboundorderstatus');
    expect(page).toContain(['```ts', journeyProgram(workflow).trimEnd(), '```'].join('\n'));
  });

  it('says what the description leaves not shown, where a step would wait on it', () => {
    for (const step of workflow.steps.filter((s) => s.notShown.length > 0)) expect(page).toContain(`- \`${step.stepId}\`: Transitions: not shown.`);
  });
});

describe('the inputs a journey shows', () => {
  const page = (/** @type {string} */ id) => renderJourneyPage(document, /** @type {any} */ (WORKFLOWS.find((workflow) => workflow.workflowId === id)));

  it("an identifier the caller gives: the mock's example, and where a contract run takes theirs", () => {
    const cancel = page('cancel-a-reverse-logistics-order');
    expect(cancel).toContain("- `reverseLogisticsPackageId` (required): The `PackageId` of a reverse logistics order the target has");
    expect(cancel).toContain("The mock has the document's example, `RT-20261119-0311`; against a sandbox, give yours: `fulfillment-contract --workflows` reads it from `workflows.cancel-a-reverse-logistics-order.inputs.reverseLogisticsPackageId` of its `--config`, and does not run the journey without it.");
    expect(cancel).toContain(`--input '{"reverseLogisticsPackageId":"RT-20261119-0311"}'`);
    expect(cancel).toContain('{ reverseLogisticsPackageId: "RT-20261119-0311" }');
  });

  it('an identifier a run makes: the example with a tag of the run', () => {
    const ship = page('ship-an-outbound-order');
    expect(ship).toContain('A run makes a new one: the example `OB-20261120-7003` with a tag of the run.');
    expect(ship).toContain(`--input '{"packageId":"OB-20261120-7003-1"}'`);
  });
});

describe('the journeys index', () => {
  it('links every journey page', () => {
    const page = renderJourneysPage(document, WORKFLOWS);
    for (const workflow of WORKFLOWS) expect(page).toContain(`](journeys/${workflow.workflowId}.md)`);
  });
});

describe('journeyProgram', () => {
  const workflow = structuredClone(WORKFLOWS.find((w) => w.workflowId === 'ship-an-outbound-order'));

  it('calls the named method of each step, with the step outputs in place', () => {
    const program = journeyProgram(/** @type {any} */ (workflow));
    expect(program).toMatch(/client\.priceOutboundAllServices\(priceServicesRequest\)\.withResponse\(\)/);
    expect(program).toContain('ServiceCode: priceServicesOutputs.serviceCode,');
    expect(program).toContain('assert.equal(readStatus.data?.PackageId, createOrderOutputs.packageId);');
  });

  it('fails, naming the step, on a criterion it cannot write', () => {
    const broken = /** @type {any} */ (structuredClone(workflow));
    broken.steps[2].successCriteria.push({ condition: '//PackageId', type: 'xpath', context: '$response.body', pointer: '' });
    expect(() => journeyProgram(broken)).toThrow('ship-an-outbound-order, step read-status: the criterion //PackageId has no TypeScript form here');
  });
});
