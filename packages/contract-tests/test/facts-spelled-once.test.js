// Every fact of the API lives in the document, and every check's name in its declaration
// (src/checks/): outside spec/ and the document library, no source file spells an operationId, a
// member the document marks by role (the paging parameters of `x-paging`, the outcome member of
// `x-outcome`) or a check's name by hand, so that renaming one in its one place cannot leave a copy
// behind that silently disagrees. Sources are the code a package runs or ships (src, lib, bin,
// scripts, generator); tests may spell what they expect.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { CHECK_NAMES } from '../src/checks/index.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Where facts are written: the document and the library that reads it. */
const HOMES = ['spec', 'packages/document'].map((folder) => join(ROOT, folder));
/** The folders of a package that hold what it runs or ships. */
const SOURCE_FOLDERS = new Set(['src', 'lib', 'bin', 'scripts', 'generator']);
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated', 'types', '.git', '.turbo', 'pack', 'coverage', 'test', 'cases']);
const SOURCE = /\.(?:js|mjs|cjs|ts)$/;
/** Where each check declares its name: the one place a check's name is written. */
const CHECK_DECLARATIONS = 'packages/contract-tests/src/checks/';

/** Each name, with what it is: the facts of the document and the declared checks. */
function spelledFacts(document) {
  const operations = listOperations(document);
  /** @type {Map<string, string>} */
  const facts = new Map();
  for (const operation of operations) {
    facts.set(String(operation.operationId), 'an operationId');
    for (const [role, name] of Object.entries(operation.paging ?? {})) if (name) facts.set(name, `the x-paging ${role} parameter`);
    for (const response of operation.responses) if (response.outcome) facts.set(response.outcome.member, 'the x-outcome member');
  }
  for (const name of CHECK_NAMES) facts.set(name, 'a check name');
  return facts;
}

/** The source files outside the facts' homes, as paths relative to the root. */
function sourceFiles(folder = ROOT, inSource = false) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_FOLDERS.has(entry.name) || HOMES.includes(path)) return [];
      return sourceFiles(path, inSource || SOURCE_FOLDERS.has(entry.name));
    }
    return inSource && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(ROOT, path)] : [];
  });
}

/**
 * The places in `text` that spell one of the names as a string literal, or as a member read or
 * written by hand (`result.Success`), outside comments.
 * @param {string} text
 * @param {Map<string, string>} facts
 */
function handSpelled(text, facts) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return code.split('\n').flatMap((line, index) =>
    [...line.matchAll(/(['"`])([A-Za-z_][\w-]*)\1|\.([A-Za-z_]\w*)\b/g)].flatMap((match) => {
      const name = match[2] ?? match[3];
      const what = facts.get(name);
      // A member read by hand is a fact only when it is a field of the API, not an operationId
      // looked up in the generated routing table (`operations.listInboundOrders`), which the
      // compiler checks against the document.
      if (!what || (match[3] && what === 'an operationId')) return [];
      return [`line ${index + 1}: ${what} spelled by hand: ${line.trim()}`];
    }),
  );
}

describe('facts spelled by hand outside the document', () => {
  const facts = spelledFacts(loadBundle());

  it('knows the facts it looks for: operationIds, the roles marked in the document, the check names', () => {
    const kinds = new Set(facts.values());
    expect([...kinds].sort()).toEqual(['a check name', 'an operationId', 'the x-outcome member', 'the x-paging from parameter', 'the x-paging index parameter', 'the x-paging size parameter', 'the x-paging to parameter']);
  });

  it.each([
    ['an operationId as a string', "const READ_OPERATION_ID = 'getOutboundOrderStatus';", 1],
    ['a check name as a string', "const NEGATIVE_CHECK = 'negative_data_rejection';", 1],
    ['a check name in a template', 'if (r.check === `max_response_time`) return;', 1],
    ['the outcome member read by hand', 'answered: (result) => (result.Success === false ? "refused" : "accepted"),', 1],
    ['a paging parameter as a string', "url.searchParams.set('PageSize', '200');", 1],
    ['a paging parameter read by hand', 'const size = query.PageIndex ?? 1;', 1],
    ['an operationId looked up in the routing table', 'operations.createDropShipOrders.bodyArrayLimits', 0],
    ['a name in a comment', "// reads 'Success' from the routing table", 0],
    ['a name in a block comment', "/** the `PageSize` of 'listInboundOrders' */", 0],
    ['a name from the declarations', 'const NEGATIVE_CHECK = negativeDataRejection.name;', 0],
    ['a longer word that contains a name', "const label = 'SuccessRate';", 0],
  ])('the check itself: %s', (_name, line, flagged) => {
    expect(handSpelled(line, facts)).toHaveLength(flagged);
  });

  it('no source outside spec/ and the document library spells one', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.startsWith('packages/benchmarks/src/'))).toBe(true);
    expect(files.some((file) => file.startsWith('packages/client/src/'))).toBe(true);
    const found = files.flatMap((file) =>
      handSpelled(readFileSync(join(ROOT, file), 'utf8'), facts)
        .filter((place) => !(file.startsWith(CHECK_DECLARATIONS) && place.includes('a check name')))
        .map((place) => `${file} ${place}`),
    );
    expect(found).toEqual([]);
  });
});
