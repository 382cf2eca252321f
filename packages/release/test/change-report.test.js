import parseChangeset from '@changesets/parse';
import { describe, expect, it } from 'vitest';
import { loadBundle } from '@fulfillment-api/document';
import { checkBreakingChanges } from '../src/breaking-change-check.js';
import { bumpFor, changesetFor, markdownChangelog, reviewerReport } from '../src/change-report.js';
import { POLICY } from '../src/policy.js';

const document = loadBundle();
const PACKAGES = ['@fulfillment-api/types', '@fulfillment-api/client'];

/** The check on a copy of the document with edits. @param {(document: any) => void} edit */
function checkEdited(edit) {
  const copy = structuredClone(document);
  edit(copy);
  return checkBreakingChanges({ released: document, current: copy });
}

const breaking = checkEdited((d) => {
  d.components.schemas.TrackingRequest.properties.TrackingNumbers.maxItems = 10;
  d.components.schemas.OutboundOrderStatus['x-extensible-enum'].push('Shipped');
  d.paths['/v1/trackings'].post.deprecated = true;
  d.paths['/v1/trackings'].post.summary = 'Tracking histories';
});

// The same breaking change, reviewed and accepted against the release it is compared with.
const acceptedBreaking = (() => {
  const current = structuredClone(document);
  current.components.schemas.TrackingRequest.properties.TrackingNumbers.maxItems = 10;
  const [change] = checkBreakingChanges({ released: document, current }).failures;
  const entry = { rule: change.rule, says: change.says, released: change.released, current: change.current, reason: 'reviewed' };
  return checkBreakingChanges({ released: document, current, accepted: { releasedVersion: document.info.version, changes: [entry] } });
})();

describe("the reviewer's report", () => {
  it('names each failing change, its pointer in both documents, the policy sentence and what to do', () => {
    const report = reviewerReport(breaking);
    expect(report).toContain('1 breaking, 1 deprecation, 1 compatible, 1 annotation');
    expect(report).toContain('POST /v1/trackings request body: `maxItems` `20` → `10`');
    expect(report).toContain('released: /components/schemas/TrackingRequest/properties/TrackingNumbers/maxItems');
    expect(report).toContain('current:  /components/schemas/TrackingRequest/properties/TrackingNumbers/maxItems');
    expect(report).toContain(`policy:   ${POLICY['items-tightened'].sentence}`);
    expect(report).toMatch(/new major version of info\.version \(1\.0\.0 → 2\.0\.0\).*deprecate first/s);
    // Only failures are detailed: the compatible change is counted, not listed.
    expect(report).not.toContain('Shipped');
  });

  it('says what to do about a change no rule judges', () => {
    const unjudged = checkEdited((d) => (d.components.schemas.MerchantSku.dependentRequired = { BatteryType: ['BatteryEnergyWh'] }));
    const report = reviewerReport(unjudged);
    expect(report).toContain('current:  /components/schemas/MerchantSku/dependentRequired');
    expect(report).toContain('A change no rule judges: give it a rule in packages/release');
    expect(report).not.toContain('new major version');
  });

  it('says it passed, and why, when it passes', () => {
    expect(reviewerReport(checkBreakingChanges({ released: document, current: document }))).toMatch(/no change; passed$/);
  });
});

describe('the changelog and the changeset', () => {
  it('lists every change under its class, with its pointers', () => {
    const changelog = markdownChangelog(breaking);
    expect(changelog).toMatch(/^### The document 1\.0\.0 \(compared with the released 1\.0\.0\)/);
    for (const heading of ['#### Breaking changes', '#### Deprecations', '#### Compatible changes', '#### Descriptions and examples']) {
      expect(changelog).toContain(heading);
    }
    expect(changelog).toContain('- **GET /v1/outboundOrders/{packageId}/status response 200**: value seen `"Shipped"` added (`/components/schemas/OutboundOrderStatus/x-extensible-enum` → `/components/schemas/OutboundOrderStatus/x-extensible-enum/2`).');
    expect(changelog.indexOf('Breaking changes')).toBeLessThan(changelog.indexOf('Deprecations'));
  });

  it.each([
    ['a breaking change', breaking, 'major'],
    ['an addition', checkEdited((d) => d.components.schemas.OutboundOrderStatus['x-extensible-enum'].push('Shipped')), 'minor'],
    ['a description', checkEdited((d) => (d.paths['/v1/trackings'].post.summary = 'Tracking histories')), 'patch'],
    ['a reviewed breaking change let through (accepted)', acceptedBreaking, 'minor'],
  ])('is a changeset that changesets reads: %s is a %s release of types and client', (_name, result, bump) => {
    expect(bumpFor(result.changes)).toBe(bump);
    const parsed = parseChangeset(changesetFor(result, PACKAGES));
    expect(parsed.releases).toEqual(PACKAGES.map((name) => ({ name, type: bump })));
    expect(parsed.summary).toContain('### The document 1.0.0');
  });

  it('is no changeset when the contract did not change', () => {
    expect(changesetFor(checkBreakingChanges({ released: document, current: document }), PACKAGES)).toBeUndefined();
  });
});
