// The GitHub Pages deploy as the workflows write it: the release workflow calls the Pages workflow
// after each release it publishes, which builds the site the docs' build makes, uploads that folder
// with actions/upload-pages-artifact and deploys it with actions/deploy-pages (actionlint checks
// both files in the release package's lint). What that artifact holds, and that it works as a
// project site, is pages-artifact.browser.test.js.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const WORKFLOWS = fileURLToPath(new URL('../../.github/workflows/', import.meta.url));

const workflow = parse(readFileSync(join(WORKFLOWS, 'pages.yml'), 'utf8'));
const releaseWorkflow = parse(readFileSync(join(WORKFLOWS, 'release.yml'), 'utf8'));

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
