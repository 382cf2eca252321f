// index.html as a reader meets it: opened from file:// in headless Chromium, it makes no request
// beyond its own file, shows the verdict, the failures grouped with their curl line, the drift with its
// proposed patch, and its navigation and operation links lead somewhere on the page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomLoopbackHosts, realPortsSkipReason } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedactor } from '@fulfillment-api/client';
import { writeReports } from '../src/reports/write-reports.js';
import { runContract } from '../src/run-contract.js';
import { launchChromium } from './fixtures/chromium.js';
import { withConformantService } from './fixtures/conformant-service.js';

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);

// The report comes from a run against the conformant service on the document's real ports (80 to
// 87): without root (outside CI) every test is skipped, saying why; on CI the file fails.
const withoutRoot = await realPortsSkipReason(() => withConformantService({ serverVariables }, () => undefined));

describe('index.html in headless Chromium, from file://', () => {
  let dir;
  let browser;
  let page;
  const requests = [];
  beforeAll(async () => {
    if (withoutRoot) return;
    dir = await mkdtemp(join(tmpdir(), 'contract-html-'));
    const result = await withConformantService({ serverVariables, defect: 'server-error', defectiveOperationId: 'getTrackings' }, () =>
      runContract({ target: 'sandbox', destination: { kind: 'live', serverVariables }, operationIds: ['getTrackings', 'getOutboundOrderStatus'], phases: ['examples', 'bounds'], rateLimitPerSecond: Infinity }),
    );
    writeReports(result, { reportDir: dir, redact: createRedactor([]) });
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(join(dir, 'index.html')).href);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes no request beyond its own file', ({ skip }) => {
    if (withoutRoot) skip(withoutRoot);
    expect(requests).toEqual([pathToFileURL(join(dir, 'index.html')).href]);
  });

  it('shows the verdict, the table and the failures with a curl line', async ({ skip }) => {
    if (withoutRoot) skip(withoutRoot);
    expect(await page.title()).toBe('Contract run against sandbox: failed');
    expect(await page.locator('.verdict').innerText()).toBe('FAILED');
    expect(await page.locator('#table tbody tr').count()).toBe(2);
    const failures = page.locator('#failures .failure');
    expect(await failures.count()).toBeGreaterThan(0);
    const text = await page.locator('#failures').innerText();
    expect(text).toMatch(/every answer from http:\/\/[\d.]+:83 was 500|getTrackings not_a_server_error \[500\]/);
    expect(await failures.first().locator('pre').innerText()).toMatch(/^curl -sS -i -X POST 'http:\/\/[\d.]+:83\/v1\/trackings'/);
  });

  it('shows the drift with its proposed patch (endpoint 5\'s error body is not shown; the 400s had one)', async ({ skip }) => {
    if (withoutRoot) skip(withoutRoot);
    expect(await page.locator('#drift').innerText()).toContain('error-body-seen');
    expect(await page.locator('#drift pre').first().innerText()).toContain('"op": "add"');
  });

  it('shows the keyword coverage per operation, never-reached first, each with the reason the run knows', async ({ skip }) => {
    if (withoutRoot) skip(withoutRoot);
    await page.click('nav a[href="#schema-coverage"]');
    expect(await page.locator('#schema-coverage').isVisible()).toBe(true);
    expect(await page.locator('#schema-coverage > p strong').innerText()).toMatch(/^schema coverage: requests \d+(\.\d)?% \(\d+ of \d+ locations\), answers/);
    const trackings = page.locator('#coverage-op-getTrackings');
    expect(await trackings.locator('h3').innerText()).toMatch(/getTrackings: requests \d+(\.\d)?% \(\d+\/\d+\), answers/);
    // Every answer of getTrackings was a 500: its 2XX was never answered, and the page says so.
    const never = await trackings.locator('table.never-reached').innerText();
    expect(never).toContain('status 2XX');
    expect(never).toContain('no answer ever had status 2XX');
    // The reached ones are folded below, with the phases that reached them.
    expect(await trackings.locator('details summary').innerText()).toMatch(/^reached \(\d+\)$/);
  });

  it('navigates: the nav and the table cells lead to their sections', async ({ skip }) => {
    if (withoutRoot) skip(withoutRoot);
    await page.click('nav a[href="#failures"]');
    expect(await page.evaluate(() => location.hash)).toBe('#failures');
    const cell = page.locator('#table tbody tr', { hasText: 'getTrackings' }).locator('td.failed a').first();
    await cell.click();
    expect(await page.evaluate(() => location.hash)).toBe('#op-getTrackings');
    expect(await page.locator('#op-getTrackings h3').isVisible()).toBe(true);
  });
});
