import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countNegativeCases, measureContract, missingContractScript } from '../src/contract-section.js';

const made = [];
function directory() {
  const path = mkdtempSync(join(tmpdir(), 'bench-contract-test-'));
  made.push(path);
  return path;
}
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
});

describe('the contract section without a contract script', () => {
  it('says why, for every figure, and measures nothing', async () => {
    const root = directory();
    writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { test: 'turbo run test' } }));
    const result = await measureContract({ repositoryRoot: root, document: {}, rounds: 1, quick: true, log: () => {} });
    expect(result.rows.length).toBeGreaterThan(0);
    for (const row of result.rows) {
      expect(row.spread).toBeUndefined();
      expect(row.notMeasured).toMatch(/^not measured: the root package.json has no `contract` script/);
    }
  });

  it('finds the script when the root has one', () => {
    const root = directory();
    writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { contract: 'fulfillment-contract' } }));
    expect(missingContractScript(root)).toBeUndefined();
  });
});

describe('countNegativeCases', () => {
  it('counts the report entries that name the negative check', () => {
    const reports = directory();
    mkdirSync(join(reports, 'json'));
    writeFileSync(
      join(reports, 'json', 'report.json'),
      JSON.stringify({
        results: [
          { check: 'negative_data_rejection', operationId: 'a', request: { body: {} } },
          { check: 'negative_data_rejection', operationId: 'b', request: { body: {} } },
          { check: 'not_a_server_error', operationId: 'a' },
        ],
      }),
    );
    expect(countNegativeCases(reports)).toBe(2);
  });

  it('gives undefined, not 0, when the report does not say', () => {
    expect(countNegativeCases(directory())).toBeUndefined();
  });
});
