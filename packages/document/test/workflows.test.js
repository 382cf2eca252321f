// The journeys of spec/workflows/ as the library reads them, and the project's rules over them: the
// real journeys break none, and each rule fires on a journey broken in one place, naming the rule,
// the workflow, the step and the place in the file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from '../src/index.js';
import { workflowProblems, WORKFLOW_RULES } from '../src/workflow-lint.js';
import { expressionSources, journeyInputs, loadWorkflows, runInputs, readWorkflowFile, workflowsByOperation, workflowsOf, workflowFileId } from '../src/workflows.js';

const document = loadBundle();
const workflows = loadWorkflows();
const byId = (/** @type {string} */ id) => structuredClone(/** @type {import('../src/workflows.js').Workflow} */ (workflows.find((w) => w.workflowId === id)));

describe('the journeys of spec/workflows/', () => {
  it('are read one workflow per file, named by the file', () => {
    expect(workflows.length).toBeGreaterThanOrEqual(7);
    for (const workflow of workflows) expect(workflowFileId(workflow.file)).toBe(workflow.workflowId);
    expect(byId('ship-an-outbound-order').steps.map((step) => step.operationId)).toEqual([
      'priceOutboundAllServices',
      'createOutboundOrder',
      'getOutboundOrderStatus',
      'getTrackings',
    ]);
  });

  it('break none of the project rules', () => {
    expect(workflowProblems(document, workflows)).toEqual([]);
  });

  it('read back every creation they make through a link the document gives it', () => {
    // A creation's step is followed by a read of an operation its links name: the journey follows
    // the document, not a path of its own.
    const linked = new Map(listOperations(document).map((operation) => [operation.operationId, operation.links.map((link) => link.operationId)]));
    for (const workflow of workflows) {
      workflow.steps.forEach((step, index) => {
        const reads = linked.get(step.operationId) ?? [];
        if (reads.length === 0) return;
        const later = workflow.steps.slice(index + 1).map((next) => next.operationId);
        expect(reads.filter((read) => later.includes(read)), `${workflow.workflowId}: ${step.stepId} is read back`).not.toEqual([]);
      });
    }
  });

  it('list the journeys of each operation', () => {
    const uses = workflowsByOperation(workflows);
    expect(uses.get('getOutboundOrderStatus')).toEqual(['ship-an-outbound-order', 'ship-outbound-orders-in-a-batch']);
    expect(uses.get('getInventoryAge')).toBeUndefined();
  });
});

describe("a journey's inputs for a run", () => {
  it('a creation gets a new identifier of the run; a read of what no journey creates gets the example only where the target has it', () => {
    expect(journeyInputs(byId('ship-an-outbound-order'), { tag: 'T1', examplesKnown: false })).toEqual({ values: { packageId: 'OB-20261120-7003-T1' }, missing: [] });
    const cancel = byId('cancel-a-reverse-logistics-order');
    expect(journeyInputs(cancel, { tag: 'T1', examplesKnown: true })).toEqual({ values: { reverseLogisticsPackageId: 'RT-20261119-0311' }, missing: [] });
    // Against a sandbox the example names nothing of the caller's: the input is missing, not made up.
    const live = journeyInputs(cancel, { tag: 'T1', examplesKnown: false });
    expect(live.values).toEqual({});
    expect(live.missing.map((input) => input.name)).toEqual(['reverseLogisticsPackageId']);
    expect(journeyInputs(cancel, { tag: 'T1', given: { reverseLogisticsPackageId: 'RT-1' }, examplesKnown: false })).toEqual({ values: { reverseLogisticsPackageId: 'RT-1' }, missing: [] });
  });

  it('runInputs gives every journey of the mock its values, one set for a runner of every file', () => {
    const inputs = runInputs(workflows, 'T2');
    expect(inputs).toMatchObject({ packageId: 'OB-20261120-7003-T2', reverseLogisticsPackageId: 'RT-20261119-0311', rmaId: 'RMA-2026-118204', warehouseId: 'USLAX01' });
    for (const workflow of workflows) for (const input of workflow.inputs) expect(inputs[input.name], `${workflow.workflowId}: ${input.name}`).toBeDefined();
  });
});

describe('expressionSources', () => {
  it.each([
    ['a status', '$statusCode == 200', [{ kind: 'statusCode' }]],
    ['an answer member beside a step output', '$response.body#/PackageId == $steps.create-order.outputs.packageId', [
      { kind: 'response-body', pointer: '/PackageId' },
      { kind: 'step-output', stepId: 'create-order', output: 'packageId' },
    ]],
    ['a request member', '$request.body#/Package/PackageId', [{ kind: 'request-body', pointer: '/Package/PackageId' }]],
    ['an input', '$inputs.packageId', [{ kind: 'input', name: 'packageId' }]],
    ['a literal', "$response.body#/RMAId == 'RMA-2026-118204'", [{ kind: 'response-body', pointer: '/RMAId' }]],
    ['no expression', 'USLAX01', []],
  ])('%s', (_name, given, want) => {
    expect(expressionSources(given)).toEqual(want);
  });
});

describe('the project rules, each on a journey broken in one place', () => {
  /** @type {Array<[string, { given: (w: import('../src/workflows.js').Workflow) => void, rule: keyof typeof WORKFLOW_RULES, pointer: string, message: RegExp }]>} */
  const scenarios = [
    ['an operation the document lacks', {
      given: (w) => { w.steps[2].operationId = 'getOutboundOrder'; },
      rule: 'workflow-step-operation', pointer: '/workflows/0/steps/2/operationId', message: /read-status names operation getOutboundOrder, which the document does not have/,
    }],
    ['a parameter of another place', {
      given: (w) => { w.steps[2].parameters[0].in = 'query'; },
      rule: 'workflow-step-parameter', pointer: '/workflows/0/steps/2/parameters/0', message: /sends query parameter packageId, which getOutboundOrderStatus does not declare/,
    }],
    ['a required parameter left out', {
      given: (w) => { w.steps[2].parameters = []; w.steps[2].successCriteria.splice(1); },
      rule: 'workflow-step-parameter', pointer: '/workflows/0/steps/2', message: /does not send path parameter packageId, which getOutboundOrderStatus requires/,
    }],
    ['a body member the schema does not name', {
      given: (w) => { /** @type {any} */ (w.steps[1].requestBody).payload.Package.ServiceKode = 'X'; },
      rule: 'workflow-step-body', pointer: '/workflows/0/steps/1/requestBody/payload/Package/ServiceKode', message: /sends \/Package\/ServiceKode, which the body schema of createOutboundOrder does not name/,
    }],
    ['a body past a stated bound', {
      given: (w) => { /** @type {any} */ (w.steps[1].requestBody).payload.Remark = 'x'.repeat(201); },
      rule: 'workflow-step-body', pointer: '/workflows/0/steps/1/requestBody/payload/Remark', message: /must NOT have more than 200 characters/,
    }],
    ['a replacement of a place the payload lacks', {
      given: (w) => { /** @type {any} */ (w.steps[3].requestBody).replacements[0].target = '/TrackingNumbers/1'; },
      rule: 'workflow-replacement-target', pointer: '/workflows/0/steps/3/requestBody/replacements/0', message: /replaces \/TrackingNumbers\/1, which its payload does not have/,
    }],
    ['an answer member the schema lacks', {
      given: (w) => { w.steps[2].outputs.trackingNumber = '$response.body#/TrackingNo'; },
      rule: 'workflow-response-member', pointer: '/workflows/0/steps/2/outputs/trackingNumber', message: /reads \/TrackingNo of the answer, which the schema of getOutboundOrderStatus's 200 answer/,
    }],
    ['a request member the payload lacks', {
      given: (w) => { w.steps[1].outputs.packageId = '$request.body#/PackageId'; },
      rule: 'workflow-request-member', pointer: '/workflows/0/steps/1/outputs/packageId', message: /reads \/PackageId of its request body, which its payload does not have/,
    }],
    ['an output no step produces', {
      given: (w) => { delete w.steps[2].outputs.trackingNumber; },
      rule: 'workflow-output-produced', pointer: '/workflows/0/steps/3/requestBody/replacements/0/value', message: /uses \$steps\.read-status\.outputs\.trackingNumber, but read-status declares no output trackingNumber/,
    }],
    ['an output of a later step', {
      given: (w) => { w.steps[1].parameters.push({ name: 'x', in: 'query', value: '$steps.read-tracking.outputs.checkpoints', pointer: '/workflows/0/steps/1/parameters/0' }); },
      rule: 'workflow-output-produced', pointer: '/workflows/0/steps/1/parameters/0/value', message: /no earlier step of this workflow is read-tracking/,
    }],
    ['an input the workflow does not declare', {
      given: (w) => { /** @type {any} */ (w.steps[1].requestBody).replacements[0].value = '$inputs.orderId'; },
      rule: 'workflow-input-declared', pointer: '/workflows/0/steps/1/requestBody/replacements/0/value', message: /uses \$inputs\.orderId, which the workflow does not declare \(it has packageId\)/,
    }],
    ['an identifier written as a literal', {
      given: (w) => { w.steps[2].parameters[0].value = 'OB-20261120-7003'; },
      rule: 'workflow-identifier-input', pointer: '/workflows/0/steps/2/parameters/0/value', message: /read-status sends path parameter packageId as the literal "OB-20261120-7003": make it an input of the workflow/,
    }],
    ['a status the operation does not document', {
      given: (w) => { w.steps[2].successCriteria[0].condition = '$statusCode == 202'; },
      rule: 'workflow-status-criterion', pointer: '/workflows/0/steps/2/successCriteria/0', message: /expects 202, which getOutboundOrderStatus does not document/,
    }],
    ['no status stated', {
      given: (w) => { w.steps[2].successCriteria.splice(0, 1); },
      rule: 'workflow-status-criterion', pointer: '/workflows/0/steps/2', message: /read-status states no criterion on \$statusCode/,
    }],
  ];

  it('has a scenario for every rule', () => {
    expect(new Set(scenarios.map(([, { rule }]) => rule))).toEqual(new Set(Object.keys(WORKFLOW_RULES)));
  });

  it.each(scenarios)('%s', (_name, { given, rule, pointer, message }) => {
    const broken = byId('ship-an-outbound-order');
    given(broken);
    const problems = workflowProblems(document, [broken]);
    expect(problems.filter((problem) => problem.rule === rule && problem.pointer === pointer), JSON.stringify(problems, null, 1)).toHaveLength(1);
    expect(problems.find((problem) => problem.rule === rule)?.message).toMatch(/^ship-an-outbound-order: /);
    expect(problems.find((problem) => problem.rule === rule && problem.pointer === pointer)?.message).toMatch(message);
  });
});

describe('reading an Arazzo file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fulfillment-workflows-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const source = { sourceDescriptions: [{ name: 'fulfillment', url: '../openapi.yaml', type: 'openapi' }] };

  it.each([
    ['not YAML', 'arazzo: [1.0.1', /bad\.arazzo\.yaml: not a YAML document/],
    ['an OpenAPI document', 'openapi: 3.1.0\npaths: {}\n', /bad\.arazzo\.yaml: not an Arazzo 1\.0 document/],
  ])('names the file of %s', (_name, text, message) => {
    const file = join(dir, 'bad.arazzo.yaml');
    writeFileSync(file, text);
    expect(() => readWorkflowFile(file)).toThrow(message);
  });

  it.each([
    ['no source', { arazzo: '1.0.1', workflows: [] }, /at \/sourceDescriptions: names no OpenAPI document/],
    ['no workflow', { arazzo: '1.0.1', ...source, workflows: [] }, /at \/workflows: has no workflow/],
    ['a step by path', { arazzo: '1.0.1', ...source, workflows: [{ workflowId: 'w', steps: [{ stepId: 's', operationPath: '{$sourceDescriptions.fulfillment.url}#/paths/~1v1~1trackings/post' }] }] }, /at \/workflows\/0\/steps\/0: step s names no `operationId`/],
    ['a parameter without a place', { arazzo: '1.0.1', ...source, workflows: [{ workflowId: 'w', steps: [{ stepId: 's', operationId: 'getTrackings', parameters: [{ name: 'lang', value: 'en' }] }] }] }, /at \/workflows\/0\/steps\/0\/parameters\/0: a parameter of step s without `name` and `in`/],
  ])('says where a document with %s is wrong', (_name, given, message) => {
    expect(() => workflowsOf(given, 'given.arazzo.yaml')).toThrow(message);
  });
});
