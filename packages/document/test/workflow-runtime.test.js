// The journeys' runtime expressions evaluated by the library (what `fulfillment-contract --workflows`
// runs them with): values, a step's request, its criteria of each kind, its outputs; on the journeys
// of spec/workflows/ and on criteria written here for the purpose.
import { describe, expect, it } from 'vitest';
import { evaluateExpression, missingValues, stepOutputs, stepRequest, unmetCriteria } from '../src/workflow-runtime.js';
import { loadWorkflows } from '../src/workflows.js';

const batch = loadWorkflows().find((workflow) => workflow.workflowId === 'ship-outbound-orders-in-a-batch');
const [create, readFirst] = batch.steps;
const context = {
  inputs: { firstPackageId: 'OB-1-RUN', secondPackageId: 'OB-2-RUN' },
  steps: { 'create-orders': { firstPackageId: 'OB-1-RUN' } },
  statusCode: 200,
  requestBody: { Package: { PackageId: 'OB-3' } },
  responseBody: [{ PackageId: 'OB-1-RUN', Success: true }, { PackageId: 'OB-2-RUN', Success: false }],
};
const criterion = (condition, extra = {}) => ({ condition, context: undefined, type: 'simple', pointer: '/x', ...extra });

describe('evaluateExpression', () => {
  it.each([
    ['$statusCode', 200],
    ['$inputs.firstPackageId', 'OB-1-RUN'],
    ['$steps.create-orders.outputs.firstPackageId', 'OB-1-RUN'],
    ['$steps.read.outputs.nothing', undefined],
    ['$response.body#/1/Success', false],
    ['$response.body#/5/PackageId', undefined],
    ['$request.body#/Package/PackageId', 'OB-3'],
  ])('%s is %j', (expression, want) => {
    expect(evaluateExpression(expression, context)).toEqual(want);
  });

  it('names an expression a runner of the journeys does not evaluate', () => {
    expect(() => evaluateExpression('$url', context)).toThrow('$url: not a runtime expression a journey step is run with');
  });
});

describe("a step's request and outputs", () => {
  it('puts the inputs into the body at each replacement, the rest as the payload says', () => {
    const request = stepRequest(create, context);
    expect(request.body.Packages.map((item) => item.PackageId)).toEqual(['OB-1-RUN', 'OB-2-RUN']);
    expect(request.body.WarehouseId).toBe(create.requestBody.payload.WarehouseId);
    // The payload of the journey is not changed.
    expect(create.requestBody.payload.Packages[0].PackageId).toBe('OB-20261120-7001');
  });

  it('takes a path parameter from an earlier step, and says what a step waits on', () => {
    expect(stepRequest(readFirst, context)).toEqual({ path: { packageId: 'OB-1-RUN' }, query: {} });
    expect(missingValues(readFirst, context)).toEqual([]);
    expect(missingValues(readFirst, { ...context, steps: {} })).toEqual(['$steps.create-orders.outputs.firstPackageId']);
  });

  it('reads the outputs from the answer', () => {
    expect(stepOutputs(create, context)).toEqual({ firstPackageId: 'OB-1-RUN', secondPackageId: 'OB-2-RUN' });
  });

  it('names a header parameter, which it does not send, and a replacement target not in the payload', () => {
    const headerStep = { ...readFirst, parameters: [{ name: 'X-Key', in: 'header', value: 'a', pointer: '/p' }] };
    expect(() => stepRequest(headerStep, context)).toThrow('step read-first-status at /p: a header parameter (X-Key) is not sent');
    const lost = { ...create, requestBody: { ...create.requestBody, replacements: [{ target: '/Nowhere/Id', value: 'x', pointer: '/r' }] } };
    expect(() => stepRequest(lost, context)).toThrow('step create-orders at /r: the target /Nowhere/Id is not in the payload');
  });
});

describe('unmetCriteria', () => {
  it.each([
    ['a status that holds', criterion('$statusCode == 200'), true],
    ['a status that does not', criterion('$statusCode == 201'), false],
    ['a member equal to an output', criterion('$response.body#/0/PackageId == $steps.create-orders.outputs.firstPackageId'), true],
    ['a member equal to a quoted literal', criterion("$response.body#/0/PackageId == 'OB-1-RUN'"), true],
    ['a boolean member', criterion('$response.body#/1/Success == true'), false],
    ['!=', criterion('$statusCode != 404'), true],
    ['<', criterion('$statusCode < 300'), true],
    ['&& of two', criterion('$statusCode == 200 && $response.body#/1/Success == true'), false],
    ['|| of two', criterion('$statusCode == 201 || $response.body#/0/Success == true'), true],
    ['a regex on a context', criterion('^2\\d\\d$', { context: '$statusCode', type: 'regex' }), true],
    ["a creation's 200 or 201", criterion('^20[01]$', { context: '$statusCode', type: 'regex' }), true],
    ['a regex that does not match', criterion('^201$', { context: '$statusCode', type: 'regex' }), false],
    ['a jsonpath that selects something', criterion('$[?length(@) > 0]', { context: '$response.body', type: 'jsonpath' }), true],
    ['a jsonpath that selects nothing', criterion('$[?@.Success == true && @.PackageId == "none"]', { context: '$response.body', type: 'jsonpath' }), false],
    ['xpath on JSON', criterion('/a', { context: '$response.body', type: 'xpath' }), false],
  ])('%s', (_name, given, holds) => {
    expect(unmetCriteria([given], context).length === 0).toBe(holds);
  });

  it('says what was found where a criterion does not hold', () => {
    // `&&` stops at the first term that does not hold, as it reads.
    expect(unmetCriteria([criterion('$statusCode == 200 && $response.body#/1/Success == true')], { ...context, statusCode: 404, responseBody: undefined })[0].found).toBe('$statusCode is 404');
    expect(unmetCriteria([criterion('$statusCode == 200 && $response.body#/1/Success == true')], { ...context, responseBody: undefined })[0].found).toBe('$statusCode is 200, $response.body#/1/Success is absent');
    expect(unmetCriteria([criterion('^20[01]$', { context: '$statusCode', type: 'regex' })], { ...context, statusCode: 404 })[0].found).toBe('$statusCode is 404');
  });

  it('names a term that is neither a literal nor an expression', () => {
    expect(() => unmetCriteria([criterion('$statusCode == two hundred')], context)).toThrow('two hundred: not a literal or runtime expression of a simple condition');
  });
});
