/**
 * `npm install` of packed tarballs into a fresh project, the way an integrator installs them, without
 * fetching and unpacking the same third-party tree on every run: the first install of a set of
 * dependencies leaves a copy of its third-party node_modules (hard links, no tarball of ours) under
 * node_modules/.cache; a later project with the same dependencies starts from that copy, and npm then
 * installs the tarballs into it, as into any project (resolving their dependencies against what is
 * there, fetching whatever is missing). The copy is keyed by what decides the third-party tree: each
 * tarball's declared dependencies, the registry packages asked for, and the npm and Node versions.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TEMPLATES = fileURLToPath(new URL('../node_modules/.cache/npm-install-templates', import.meta.url));
/** Our own packages: never kept in a template, always installed from this run's tarballs. */
const OWN_SCOPE = '@fulfillment-api';

/** The manifest fields of a tarball that decide which third-party packages npm installs for it. */
async function declaredDependencies(tarball: string): Promise<unknown> {
  const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json']);
  const { dependencies, peerDependencies, peerDependenciesMeta, optionalDependencies } = JSON.parse(stdout);
  return { dependencies, peerDependencies, peerDependenciesMeta, optionalDependencies };
}

async function templateKey(tarballs: string[], registryPackages: string[]): Promise<string> {
  const { stdout: npmVersion } = await run('npm', ['--version']);
  const declared = await Promise.all(tarballs.map(declaredDependencies));
  const facts = JSON.stringify({ node: process.version, npm: npmVersion.trim(), registryPackages, declared });
  return createHash('sha256').update(facts).digest('hex').slice(0, 16);
}

/** Hard links where the file system allows them (fast, no bytes copied), a copy elsewhere. */
async function copyTree(from: string, to: string): Promise<void> {
  try {
    await run('cp', ['-al', from, to]);
  } catch {
    await rm(to, { recursive: true, force: true });
    await cp(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * Installs `tarballs` and `registryPackages` (`name@version`) into `project` (a folder with its
 * package.json) with npm, from the template of an earlier install of the same dependencies when
 * there is one. Returns whether a template was used.
 */
export async function installWithNpm(project: string, tarballs: string[], registryPackages: string[], timeout: number): Promise<{ fromTemplate: boolean }> {
  const template = join(TEMPLATES, await templateKey(tarballs, registryPackages));
  const fromTemplate = await exists(template);
  if (fromTemplate) await copyTree(template, join(project, 'node_modules'));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs, ...registryPackages], { cwd: project, timeout });
  if (!fromTemplate) {
    // Written aside and renamed: a run that stops halfway leaves no half template behind.
    await mkdir(TEMPLATES, { recursive: true });
    const partial = `${template}.${process.pid}`;
    await copyTree(join(project, 'node_modules'), partial);
    await rm(join(partial, OWN_SCOPE), { recursive: true, force: true });
    // npm's record of the tree it installed names our tarballs; without it npm reads the tree from disk.
    await rm(join(partial, '.package-lock.json'), { force: true });
    await rename(partial, template).catch(() => rm(partial, { recursive: true, force: true }));
  }
  return { fromTemplate };
}
