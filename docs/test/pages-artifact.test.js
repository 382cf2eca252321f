// The GitHub Pages deploy, proved as far as it can be from here: the release workflow calls the Pages
// workflow after each release it publishes, which builds the site the docs' build makes, uploads that
// folder with actions/upload-pages-artifact and deploys it with actions/deploy-pages (actionlint
// checks both files in the release package's lint). This test packs
// the built docs/dist exactly as upload-pages-artifact does (its `tar` command), unpacks it under a
// project-site path (`/<repository>/`, as Pages serves a repository's site) and opens every page in
// headless Chromium from there: every page loads, every navigation link stays inside the site.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SITE_PAGES } from '../src/site-pages.js';
import { serveSite } from '../src/site-server.js';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const WORKFLOWS = fileURLToPath(new URL('../../.github/workflows/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Pages' limit on a published site. */
const PAGES_SITE_LIMIT_BYTES = 1024 ** 3;
const PROJECT_PATH = 'fulfillment-api';

const workflow = parse(readFileSync(join(WORKFLOWS, 'pages.yml'), 'utf8'));
const releaseWorkflow = parse(readFileSync(join(WORKFLOWS, 'release.yml'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'fulfillment-pages-'));
const artifact = join(work, 'artifact.tar');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** @param {Record<string, any>} job */
const stepUsing = (job, action) => job.steps.find((/** @type {{ uses?: string }} */ step) => step.uses?.startsWith(`${action}@`));

describe('the Pages workflow', () => {
  it('runs after each release the release workflow publishes, with the permissions Pages needs', () => {
    const { release, pages } = releaseWorkflow.jobs;
    const changesets = stepUsing(release, 'changesets/action');
    expect(changesets?.id).toBe('changesets');
    expect(release.outputs.published).toBe('${{ steps.changesets.outputs.published }}');
    expect(pages).toEqual({
      needs: 'release',
      if: "needs.release.outputs.published == 'true'",
      permissions: { contents: 'read', pages: 'write', 'id-token': 'write' },
      uses: './.github/workflows/pages.yml',
    });
  });

  it('builds the site when called (or by hand) and uploads docs/dist', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['workflow_call', 'workflow_dispatch']);
    const { build } = workflow.jobs;
    const runs = build.steps.map((/** @type {{ run?: string }} */ step) => step.run).filter(Boolean);
    expect(runs).toContain('pnpm install --frozen-lockfile');
    expect(runs).toContain('pnpm run docs');
    const upload = stepUsing(build, 'actions/upload-pages-artifact');
    expect(upload?.with).toEqual({ path: 'docs/dist' });
    expect(build.steps.indexOf(upload)).toBeGreaterThan(runs.indexOf('pnpm run docs'));
  });

  it('deploys that artifact with deploy-pages, with only the permissions Pages needs', () => {
    const { deploy } = workflow.jobs;
    expect(deploy.needs).toBe('build');
    expect(stepUsing(deploy, 'actions/deploy-pages')).toMatchObject({ id: 'deployment' });
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' });
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });
});

describe('the artifact it would upload', () => {
  /** @type {string[]} */
  let entries;
  beforeAll(() => {
    if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: run pnpm run docs first`);
    // upload-pages-artifact's own command (action.yml, Linux runners).
    execFileSync('tar', ['--dereference', '--hard-dereference', '--directory', DIST, '-cf', artifact, '--exclude=.git', '--exclude=.github', '.']);
    entries = execFileSync('tar', ['-tf', artifact], { encoding: 'utf8' }).split('\n').filter(Boolean);
  });

  it('holds every page of the site at its own path, and is within the Pages size limit', () => {
    for (const page of SITE_PAGES) expect(entries, page.output).toContain(`./${page.output}`);
    expect(statSync(artifact).size).toBeLessThan(PAGES_SITE_LIMIT_BYTES);
  });

  it('works as a project site (under /<repository>/): every page loads and links only inside the site', async () => {
    const root = join(work, 'pages');
    mkdirSync(join(root, PROJECT_PATH), { recursive: true });
    execFileSync('tar', ['-xf', artifact, '-C', join(root, PROJECT_PATH)]);
    // The site's own server, over a folder whose index.html (absent here: the site sits one level down) it only checks for.
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '');
    const site = await serveSite({ directory: root });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    /** @type {string[]} */
    const strayRequests = [];
    try {
      const context = await browser.newContext();
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
        if (url.origin !== new URL(site.url).origin || !url.pathname.startsWith(`/${PROJECT_PATH}/`)) {
          strayRequests.push(route.request().url());
          return route.abort();
        }
        return route.continue();
      });
      const page = await context.newPage();
      for (const from of SITE_PAGES) {
        const response = await page.goto(`${site.url}${PROJECT_PATH}/${from.output}`);
        expect(response?.status(), from.output).toBe(200);
        const links = await page.locator('nav.site-nav a').evaluateAll((anchors) => anchors.map((a) => /** @type {HTMLAnchorElement} */ (a).href));
        expect(links).toEqual(SITE_PAGES.map((target) => `${site.url}${PROJECT_PATH}/${target.output}`));
      }
      for (const target of SITE_PAGES) {
        const response = await page.request.get(`${site.url}${PROJECT_PATH}/${target.output}`);
        expect(response.status(), target.output).toBe(200);
      }
      await context.close();
    } finally {
      await browser.close();
      await site.close();
    }
    expect(strayRequests).toEqual([]);
  }, 60_000);
});
