// @ts-check
// Redocly's `respect` (CLI 2.77), an Arazzo runner we did not write, run over the journeys of
// spec/workflows/ against a service on loopback, and its JSON report sorted: each failed check is
// the service's, or the runner's own where the runner misreads the document. One such fault is
// known: respect's status-code check compares the status with the document's response keys as
// written, so a `2XX` key (OpenAPI's range, the document's answer where the description shows no
// codes) matches no status and the check fails on a documented answer (its schema check is then
// skipped too). The run therefore lowers that check to a warning (`--severity`), so a journey goes
// on past it, and every status is judged again here by the document (`op.response(status)`); each
// step's own success criteria on `$statusCode` still fail it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { listOperations } from '@fulfillment-api/document';
import { loadWorkflows, runInputs, workflowFiles } from '@fulfillment-api/document/workflows';

const require = createRequire(import.meta.url);
const redoclyPackage = require.resolve('@redocly/cli/package.json');
const REDOCLY_BIN = join(dirname(redoclyPackage), require(redoclyPackage).bin.redocly);

/**
 * @typedef {object} StepVerdict
 * @property {string} stepId
 * @property {string} operationId
 * @property {number | undefined} status the answer's status
 * @property {{ check: string, message: string }[]} failures checks the service failed
 * @property {{ check: string, why: string }[]} runnerFaults checks that failed by the runner's fault
 */

/**
 * @typedef {object} JourneyVerdict
 * @property {string} workflowId
 * @property {boolean} passed no check failed by the service's doing
 * @property {string | undefined} failedStep the first step the service failed
 * @property {StepVerdict[]} steps the steps respect ran, in order (it stops at a failed one)
 */

/**
 * Runs every journey against `serverUrl` with `redocly respect` and sorts its report.
 * @param {Readonly<Record<string, any>>} document the bundled document the journeys are judged by
 * @param {string} serverUrl e.g. `http://127.83.4.199:41235`
 * @param {Record<string, unknown>} [given] inputs given over the mock's (`runInputs`), as a caller gives theirs
 * @returns {Promise<{ journeys: JourneyVerdict[], exitCode: number, output: string }>}
 */
export async function runJourneys(document, serverUrl, given = {}) {
  const workflows = loadWorkflows();
  const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
  const work = await mkdtemp(join(tmpdir(), 'fulfillment-respect-'));
  try {
    const reportPath = join(work, 'report.json');
    const source = workflows[0].sourceDescription;
    // Identifiers of this run's own: a creation is new, and a read finds this run's order.
    const inputs = { ...runInputs(workflows, `R${randomBytes(3).toString('hex').toUpperCase()}`), ...given };
    const args = [REDOCLY_BIN, 'respect', ...workflowFiles(), '--server', `${source}=${serverUrl}`, '--input', JSON.stringify(inputs), '-J', reportPath, '--severity', JSON.stringify({ STATUS_CODE_CHECK: 'warn' })];
    const run = await promisify(execFile)(process.execPath, args, {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      ({ stdout, stderr }) => ({ exitCode: 0, output: stdout + stderr }),
      (/** @type {{ code?: number, stdout?: string, stderr?: string }} */ failed) => ({ exitCode: failed.code ?? 1, output: (failed.stdout ?? '') + (failed.stderr ?? '') }),
    );
    /** @type {any} */
    let report;
    try {
      report = JSON.parse(await readFile(reportPath, 'utf8'));
    } catch (cause) {
      throw new Error(`redocly respect wrote no JSON report (exit ${run.exitCode}): the runner itself failed, not a journey.\n${run.output}`, { cause });
    }
    const journeys = Object.values(report.files ?? {}).flatMap((file) =>
      (/** @type {any} */ (file).executedWorkflows ?? []).map((/** @type {any} */ executed) => {
        const workflow = workflows.find((w) => w.workflowId === executed.workflowId);
        if (!workflow) throw new Error(`redocly respect reported workflow ${executed.workflowId}, which spec/workflows/ does not have`);
        const steps = (executed.executedSteps ?? []).map((/** @type {any} */ step) => {
          const operationId = workflow.steps.find((s) => s.stepId === step.stepId)?.operationId ?? '';
          const status = step.response?.statusCode;
          const documented = typeof status === 'number' ? operations.get(operationId)?.response(status) : undefined;
          /** @type {StepVerdict} */
          const verdict = { stepId: step.stepId, operationId, status, failures: [], runnerFaults: [] };
          for (const check of step.checks ?? []) {
            if (check.passed) continue;
            if (check.name === 'status code check' && documented && documented.key !== String(status)) {
              verdict.runnerFaults.push({ check: check.name, why: `respect matches ${status} against the response keys as written; ${operationId} documents it as ${documented.key}` });
            } else {
              verdict.failures.push({ check: check.name, message: String(check.message ?? '') });
            }
          }
          return verdict;
        });
        const failed = steps.find((/** @type {StepVerdict} */ step) => step.failures.length > 0);
        return { workflowId: executed.workflowId, passed: failed === undefined, failedStep: failed?.stepId, steps };
      }),
    );
    return { journeys, ...run };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
