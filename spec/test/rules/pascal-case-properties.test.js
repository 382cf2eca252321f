// @ts-check
import { testRule } from './test-rule.js';

const RULE = 'fulfillment:pascal-case-properties';

/**
 * @param {string} name
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const notPascal = (name, path) => ({
  message: `Property name "${name}" does not match ^[A-Z][A-Za-z0-9]*$: field names are PascalCase, written exactly as in the description.`,
  path,
  severity: 'error',
});

/**
 * A 3.1 document with the given component schemas and paths, and any other root fields.
 * @param {{ schemas?: Record<string, object>, paths?: Record<string, object>, [field: string]: unknown }} parts
 */
const openapi = ({ schemas, paths = {}, ...rest }) => ({
  openapi: '3.1.0',
  info: { title: 'Fulfillment', version: '1.0.0' },
  paths,
  ...(schemas === undefined ? {} : { components: { schemas } }),
  ...rest,
});

/** @param {object} schema */
const ok = (schema) => ({ description: 'OK', content: { 'application/json': { schema } } });

/** @type {import('./test-rule.js').Scenario[]} */
const scenarios = [
  {
    name: 'valid: names as the description writes them (IDNumber, BankCardLast4digits, FNSKU, To30Days, QCFinishDateTimeUTC)',
    document: openapi({
      schemas: {
        ShipToAddress: {
          type: 'object',
          required: ['IDNumber', 'FNSKU'],
          properties: {
            IDNumber: { type: 'string' },
            BankCardLast4digits: { type: 'string' },
            FNSKU: { type: 'string' },
            To30Days: { type: 'integer' },
            QCFinishDateTimeUTC: { type: 'string' },
            Taxfree: { type: 'string' },
          },
        },
      },
    }),
    errors: [],
  },
  {
    name: 'valid: camelCase keys in example payloads (example, examples, default, const, enum, component examples) are not property names',
    document: openapi({
      schemas: {
        Order: {
          type: 'object',
          properties: {
            PackageId: { type: 'string' },
            Options: {
              type: 'object',
              default: { properties: { packageId: 'P1' } },
              const: { properties: { packageId: 'P1' } },
              enum: [{ properties: { shipmentId: 'S1' } }],
            },
          },
          // Payloads that look like schemas: a `$..properties` JSON path would take these for properties.
          example: { packageId: 'P1', properties: { camelCase: 1 } },
          examples: [{ packageId: 'P1', properties: { skuCode: 'A' } }],
        },
      },
      paths: {
        '/v1/orders': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Order' },
                  example: { packageId: 'P1' },
                  examples: { One: { value: { packageId: 'P1', properties: { camelCase: 1 } } } },
                },
              },
            },
            responses: { 200: ok({ type: 'object', properties: { Success: { type: 'boolean' } } }) },
          },
        },
      },
    }),
    errors: [],
  },
  {
    name: 'valid: x- extensions of a schema are not looked into, even when they look like schemas',
    document: openapi({
      schemas: {
        Order: {
          type: 'object',
          properties: { PackageId: { type: 'string' } },
          'x-not-shown': [{ subject: 'units', says: 'Units: not shown.' }],
          'x-legacy': { type: 'object', properties: { packageId: { type: 'string' } } },
        },
      },
    }),
    errors: [],
  },
  {
    name: 'valid: parameter names (idType, returnFields), patternProperties patterns and $defs names are not property names',
    document: openapi({
      schemas: {
        Lookup: {
          type: 'object',
          patternProperties: { '^[a-z]+$': { type: 'string' } },
          $defs: { skuEntry: { type: 'object', properties: { Sku: { type: 'string' } } } },
        },
      },
      paths: {
        '/v1/inboundOrders': {
          get: {
            parameters: [
              { name: 'idType', in: 'query', schema: { type: 'string' } },
              { name: 'returnFields', in: 'query', schema: { type: 'string' } },
            ],
            responses: { 200: ok({ type: 'string' }) },
          },
        },
      },
    }),
    errors: [],
  },
  {
    name: 'invalid: a property named packageId three levels down (properties > items > properties > properties)',
    document: openapi({
      schemas: {
        CreateOutboundOrdersRequest: {
          type: 'object',
          properties: {
            Packages: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  Skus: {
                    type: 'object',
                    properties: { Sku: { type: 'string' }, packageId: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    }),
    errors: [
      notPascal('packageId', [
        'components', 'schemas', 'CreateOutboundOrdersRequest',
        'properties', 'Packages', 'items', 'properties', 'Skus', 'properties', 'packageId',
      ]),
    ],
  },
  {
    name: 'invalid: camelCase, snake_case and leading-digit names in allOf, anyOf and oneOf members',
    document: openapi({
      schemas: {
        Package: {
          allOf: [{ type: 'object', properties: { PackageId: { type: 'string' }, trackingNo: { type: 'string' } } }],
          anyOf: [{ type: 'object', properties: { Ship_To: { type: 'string' } } }],
          oneOf: [{ type: 'object', properties: { '3PL': { type: 'string' } } }],
        },
      },
    }),
    errors: [
      notPascal('trackingNo', ['components', 'schemas', 'Package', 'allOf', '0', 'properties', 'trackingNo']),
      notPascal('Ship_To', ['components', 'schemas', 'Package', 'anyOf', '0', 'properties', 'Ship_To']),
      notPascal('3PL', ['components', 'schemas', 'Package', 'oneOf', '0', 'properties', '3PL']),
    ],
  },
  {
    name: 'invalid: schemas inlined under paths (parameter, request body, response, response header)',
    document: openapi({
      paths: {
        '/v1/pricing/inbound/box': {
          post: {
            parameters: [{ name: 'filter', in: 'query', schema: { type: 'object', properties: { warehouseId: { type: 'string' } } } }],
            requestBody: {
              content: { 'application/json': { schema: { type: 'object', properties: { boxes: { type: 'array' } } } } },
            },
            responses: {
              200: {
                description: 'OK',
                headers: { 'X-Trace': { schema: { type: 'object', properties: { traceId: { type: 'string' } } } } },
                content: {
                  'application/json': {
                    schema: { type: 'array', items: { type: 'object', properties: { chargeAmount: { type: 'number' } } } },
                  },
                },
              },
            },
          },
        },
      },
    }),
    errors: [
      notPascal('warehouseId', ['paths', '/v1/pricing/inbound/box', 'post', 'parameters', '0', 'schema', 'properties', 'warehouseId']),
      notPascal('boxes', ['paths', '/v1/pricing/inbound/box', 'post', 'requestBody', 'content', 'application/json', 'schema', 'properties', 'boxes']),
      notPascal('traceId', ['paths', '/v1/pricing/inbound/box', 'post', 'responses', '200', 'headers', 'X-Trace', 'schema', 'properties', 'traceId']),
      notPascal('chargeAmount', ['paths', '/v1/pricing/inbound/box', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'items', 'properties', 'chargeAmount']),
    ],
  },
  {
    name: 'invalid: schemas of path-level parameters and of component parameters, headers, request bodies and responses',
    document: openapi({
      paths: {
        '/v1/inboundOrders': {
          parameters: [{ name: 'page', in: 'query', content: { 'application/json': { schema: { type: 'object', properties: { pageSize: { type: 'integer' } } } } } }],
          get: { responses: { 200: { description: 'OK' } } },
        },
      },
      components: {
        parameters: { Filter: { name: 'filter', in: 'query', schema: { type: 'object', properties: { fromDate: { type: 'string' } } } } },
        headers: { Trace: { schema: { type: 'object', properties: { spanId: { type: 'string' } } } } },
        requestBodies: { Skus: { content: { 'application/json': { schema: { type: 'object', properties: { skuList: { type: 'array' } } } } } } },
        responses: { Ages: { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { ageDays: { type: 'integer' } } } } } } },
      },
    }),
    errors: [
      notPascal('pageSize', ['paths', '/v1/inboundOrders', 'parameters', '0', 'content', 'application/json', 'schema', 'properties', 'pageSize']),
      notPascal('fromDate', ['components', 'parameters', 'Filter', 'schema', 'properties', 'fromDate']),
      notPascal('spanId', ['components', 'headers', 'Trace', 'schema', 'properties', 'spanId']),
      notPascal('skuList', ['components', 'requestBodies', 'Skus', 'content', 'application/json', 'schema', 'properties', 'skuList']),
      notPascal('ageDays', ['components', 'responses', 'Ages', 'content', 'application/json', 'schema', 'properties', 'ageDays']),
    ],
  },
  {
    name: 'invalid: a schema used through $ref by two responses is reported once, where it is written',
    document: openapi({
      schemas: { FbaOrder: { type: 'object', properties: { fbaOrderId: { type: 'string' } } } },
      paths: {
        '/v1/fbaOrder/{packageId}/status': {
          get: {
            responses: {
              200: ok({ $ref: '#/components/schemas/FbaOrder' }),
              201: ok({ type: 'array', items: { $ref: '#/components/schemas/FbaOrder' } }),
            },
          },
        },
      },
    }),
    errors: [notPascal('fbaOrderId', ['components', 'schemas', 'FbaOrder', 'properties', 'fbaOrderId'])],
  },
  {
    name: 'invalid: prefixItems, additionalProperties, not, if/then/else and $defs are walked too',
    document: openapi({
      schemas: {
        Mixed: {
          type: 'object',
          prefixItems: [{ type: 'object', properties: { firstItem: { type: 'string' } } }],
          additionalProperties: { type: 'object', properties: { extraField: { type: 'string' } } },
          not: { type: 'object', properties: { notThis: { type: 'string' } } },
          if: { properties: { Kind: { const: 'Box' } } },
          then: { properties: { boxNo: { type: 'string' } } },
          $defs: { Box: { type: 'object', properties: { boxWeight: { type: 'number' } } } },
        },
      },
    }),
    errors: [
      notPascal('firstItem', ['components', 'schemas', 'Mixed', 'prefixItems', '0', 'properties', 'firstItem']),
      notPascal('extraField', ['components', 'schemas', 'Mixed', 'additionalProperties', 'properties', 'extraField']),
      notPascal('notThis', ['components', 'schemas', 'Mixed', 'not', 'properties', 'notThis']),
      notPascal('boxNo', ['components', 'schemas', 'Mixed', 'then', 'properties', 'boxNo']),
      notPascal('boxWeight', ['components', 'schemas', 'Mixed', '$defs', 'Box', 'properties', 'boxWeight']),
    ],
  },
  {
    name: 'invalid: a camelCase name in required (a validator would demand that key)',
    document: openapi({
      schemas: {
        MerchantSku: { type: 'object', required: ['Sku', 'skuName'], properties: { Sku: { type: 'string' } } },
      },
    }),
    errors: [
      {
        message: 'Required property name "skuName" does not match ^[A-Z][A-Za-z0-9]*$: field names are PascalCase, written exactly as in the description.',
        path: ['components', 'schemas', 'MerchantSku', 'required', '1'],
        severity: 'error',
      },
    ],
  },
];

testRule(RULE, scenarios);
