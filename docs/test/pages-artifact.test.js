// The artifact the Pages workflow uploads (pages-workflow.test.js reads the workflows): the built
// docs/dist packed exactly as actions/upload-pages-artifact packs it. That it works as a project
// site, unpacked under `/<repository>/`, every page in headless Chromium, is site.browser.test.js,
// which reads the site from this same artifact.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_PAGES } from '../src/site-pages.js';
import { SITE_DIRECTORY } from '../src/site-server.js';
import { packPagesArtifact } from './support/pages-artifact.js';

/** Pages' limit on a published site. */
const PAGES_SITE_LIMIT_BYTES = 1024 ** 3;

const work = mkdtempSync(join(tmpdir(), 'fulfillment-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the artifact the Pages workflow uploads', () => {
  it('holds every page of the site at its own path, and is within the Pages size limit', () => {
    if (!existsSync(join(SITE_DIRECTORY, 'index.html'))) throw new Error(`${SITE_DIRECTORY}/index.html is missing: run pnpm run docs first`);
    const artifact = join(work, 'artifact.tar');
    const entries = packPagesArtifact(SITE_DIRECTORY, artifact);
    for (const page of ALL_PAGES) expect(entries, page.output).toContain(`./${page.output}`);
    expect(statSync(artifact).size).toBeLessThan(PAGES_SITE_LIMIT_BYTES);
  });
});
