// @ts-check
// `fulfillment-contract --cases DIR`: the kept cases of a folder (see kept-case-file.js) as the
// exchanges of a run, against any target. The target's rules apply as for every run (the target
// policy's word): production gets no creation or cancel; those cases are listed as refused, never sent.
import { listOperations } from '@fulfillment-api/document';
import { UsageError } from '../run-settings.js';
import { refusalReason } from '../target-policy.js';
import { readCaseFolder } from './kept-case-file.js';
import { keptCaseExchange } from './keep-cases.js';

/**
 * Why a target does not get a case of this operation, or undefined.
 * @param {import('../plan-exchanges.js').TargetName} target
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 */
export function refusedCase(target, operation) {
  const reason = refusalReason(target, operation);
  return reason === undefined ? undefined : `${operation.operationId} against ${target}: ${reason}`;
}

/**
 * @param {string} dir
 * @param {Record<string, any>} document
 * @param {import('../plan-exchanges.js').TargetName} target
 * @returns {{ exchanges: import('../plan-exchanges.js').Exchange[], refused: string[], cases: number }}
 */
export function keptCaseExchanges(dir, document, target) {
  let folder;
  try {
    folder = readCaseFolder(dir);
  } catch (error) {
    throw new UsageError(`--cases ${dir}: ${/** @type {Error} */ (error).message}`);
  }
  if (folder.size === 0) throw new UsageError(`--cases ${dir}: no kept cases there (files <operationId>.test.js written by --keep)`);
  const operations = listOperations(document);
  /** @type {import('../plan-exchanges.js').Exchange[]} */
  const exchanges = [];
  /** @type {string[]} */
  const refused = [];
  let cases = 0;
  for (const [operationId, kept] of folder) {
    const operation = operations.find((op) => op.operationId === operationId);
    if (!operation) throw new UsageError(`--cases ${dir}: ${operationId}.test.js names no operation of the document`);
    cases += kept.length;
    const refusal = refusedCase(target, operation);
    if (refusal) {
      refused.push(`${kept.length} × ${refusal}`);
      continue;
    }
    for (const [, body] of kept) exchanges.push(keptCaseExchange(operation, body));
  }
  return { exchanges, refused, cases };
}
