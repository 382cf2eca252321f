// @ts-check
/**
 * The contract suite's validator (`createSchemaValidator` from @fulfillment-api/document): validations
 * per second of every documented JSON answer on its examples and on large answers grown from them,
 * and the time to compile every schema.
 */
import { createSchemaValidator } from '@fulfillment-api/document';
import { responseExamples } from './benchmarked-operations.js';
import { buildLargePayload, largePayloadRecipes } from './large-payloads.js';
import { runAlternated, spreadOf } from './rounds.js';
import { timeTask } from './timed-task.js';

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureValidation(context) {
  const { document, quick, log } = context;
  const rounds = Math.min(context.rounds, 3);
  const budget = quick ? { timeMs: 50, warmupMs: 20 } : { timeMs: 150, warmupMs: 50 };
  const validator = createSchemaValidator(document);

  const cases = [
    ...responseExamples(document).map((example) => ({
      what: `${example.operationId} ${example.status}, example ${example.exampleName}`,
      schemaPointer: example.schemaPointer,
      payload: example.example,
      large: false,
    })),
    ...largePayloadRecipes(document).map((recipe) => {
      const built = buildLargePayload(document, recipe);
      return { what: `${built.operationId}: ${built.name}`, schemaPointer: built.schemaPointer, payload: built.payload, large: true };
    }),
  ];
  for (const item of cases) {
    const verdict = validator.validate(item.schemaPointer, item.payload);
    if (!verdict.valid) {
      const problems = verdict.problems.slice(0, 3).map((p) => `${p.instancePath} ${p.message}`).join('; ');
      throw new Error(`validation benchmark: ${item.what} does not pass its own schema (${item.schemaPointer}): ${problems}`);
    }
  }

  log(`validation: ${cases.length} payloads, ${rounds} alternated rounds of ${budget.timeMs} ms each`);
  const results = await runAlternated(cases, rounds, (item) =>
    timeTask(item.what, () => validator.validate(item.schemaPointer, item.payload), budget),
  );
  /** @type {Map<string, number>} */
  const exampleRate = new Map();
  /** @type {import('./section.js').FigureRow[]} */
  const rows = [];
  for (const [item, figures] of results) {
    const spread = spreadOf(figures.map((f) => f.perSecond));
    if (!item.large && !exampleRate.has(item.schemaPointer)) exampleRate.set(item.schemaPointer, spread.median);
    const base = item.large ? exampleRate.get(item.schemaPointer) : undefined;
    rows.push({
      what: `${item.what} (${formatBytes(Buffer.byteLength(JSON.stringify(item.payload)))})`,
      unit: 'validations/s',
      spread,
      ...(base ? { ratio: { value: spread.median / base, to: 'the same schema on its example' } } : {}),
      ...(item.large ? { headline: true } : {}),
    });
  }

  log(`validation: compiling every schema, ${quick ? 2 : 5} times after one warm-up`);
  const pointers = [...new Set(cases.map((item) => item.schemaPointer))];
  const compile = await timeTask(
    'compile every schema',
    () => {
      const fresh = createSchemaValidator(document);
      fresh.compileAll();
      // The answers' validators are written at build time: each is loaded on first use (with its
      // operation's file, the first time in the process), not compiled.
      for (const item of cases) if (pointers.includes(item.schemaPointer)) fresh.validate(item.schemaPointer, item.payload);
    },
    { timeMs: 0, warmupMs: 0, iterations: quick ? 2 : 5, warmupIterations: 1 },
  );
  rows.push({
    what: `compile every schema (a new validator: the components compiled, then the ${pointers.length} answer schemas' written validators used once)`,
    unit: 's',
    spread: { median: compile.p50Ms / 1000, min: compile.minMs / 1000, max: compile.maxMs / 1000, runs: compile.calls },
    headline: true,
  });

  return {
    id: 'validation',
    title: 'Validation',
    command: 'pnpm bench --only validation',
    rows,
    notes: [
      "Each answer is checked valid first, then validated over and over with one validator (Ajv 2020-12 and ajv-formats: the validators the document library writes at build time, as the contract suite uses them). Large payloads are the document's examples with their arrays grown (items repeated; an item the example does not show is built from the item schema's types); their ratio is to the same schema's example.",
      'Compile time is one tinybench sample per fresh validator; its spread is over those samples (not alternated: it has no alternative).',
    ],
  };
}

/** @param {number} bytes */
function formatBytes(bytes) {
  return bytes < 10_000 ? `${bytes} B` : `${Math.round(bytes / 1024)} KiB`;
}
