// The schemas' check names are the declared checks: a check added, renamed or removed in
// src/checks/ and not written into the schemas (node scripts/check-enums.js) fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMAS_NAMING_CHECKS, withDeclaredChecks } from '../scripts/check-enums.js';
import { CHECK_NAMES } from '../src/checks/index.js';

describe('the check names of the schemas', () => {
  it.for(SCHEMAS_NAMING_CHECKS)('%s lists the declared checks (node scripts/check-enums.js writes them)', (path) => {
    const text = readFileSync(path, 'utf8');
    expect(text, 'stale: run node scripts/check-enums.js').toBe(withDeclaredChecks(text));
  });

  it('a declared check missing from a schema is written in, in the declared order', () => {
    const stale = '{\n  "enum": [\n    "not_a_server_error",\n    "status_code_conformance"\n  ]\n}\n';
    expect(JSON.parse(withDeclaredChecks(stale)).enum).toEqual(CHECK_NAMES);
  });

  it('an enum of other names is left alone', () => {
    const other = '{\n  "enum": [\n    "mock",\n    "sandbox"\n  ]\n}\n';
    expect(withDeclaredChecks(other)).toBe(other);
  });
});
