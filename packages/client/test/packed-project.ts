/**
 * Vitest global setup: a fresh project outside the workspace with the packed types and client
 * installed from pack/ (the tarballs the client's build made; packed
 * here only when they are missing or older than src/, as when vitest runs alone). The
 * packed-consumer and real-port suites both use it. The client's own dependencies are packed
 * from the workspace's store, so the install needs no registry.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fresh project with the packed client installed. */
    consumerProject: string;
  }
}

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CLIENT_DIR = fileURLToPath(new URL('..', import.meta.url));
const PACK_DIR = join(CLIENT_DIR, 'pack');

/** The client's runtime dependencies and theirs, as installed in the workspace. */
function dependencyDirs(): string[] {
  const openapiFetch = dirname(require.resolve('openapi-fetch/package.json'));
  const helpers = dirname(createRequire(join(openapiFetch, 'package.json')).resolve('openapi-typescript-helpers/package.json'));
  const undici = dirname(require.resolve('undici/package.json'));
  // A consumer's own: @types/node, for the project that takes its fetch types from it.
  const nodeTypes = dirname(require.resolve('@types/node/package.json'));
  const undiciTypes = dirname(createRequire(join(nodeTypes, 'package.json')).resolve('undici-types/package.json'));
  return [openapiFetch, helpers, undici, nodeTypes, undiciTypes];
}

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

async function packedTarballs(): Promise<string[]> {
  const list = async () => (await readdir(PACK_DIR).catch(() => [])).filter((name) => name.endsWith('.tgz'));
  let names = await list();
  const packedAt = names.length === 2 ? (await stat(join(PACK_DIR, names[0]!))).mtimeMs : 0;
  if (names.length !== 2 || (await newestMtime(join(CLIENT_DIR, 'src'))) > packedAt) {
    await run('pnpm', ['run', 'build'], { cwd: CLIENT_DIR });
    names = await list();
  }
  return names.map((name) => join(PACK_DIR, name));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = await mkdtemp(join(tmpdir(), 'fulfillment-client-packed-'));
  const consumer = join(work, 'consumer');
  const tarballs = await packedTarballs();
  // Copied first: the store hard-links files of equal content (index.d.ts and index.d.mts), tar
  // records the second as a link, and npm does not extract links, so a declaration would be lost.
  const copies: string[] = [];
  for (const [index, dir] of dependencyDirs().entries()) {
    const copy = join(work, `dependency-${index}`);
    await cp(dir, copy, { recursive: true, dereference: true });
    copies.push(copy);
  }
  await run('npm', ['pack', '--ignore-scripts', '--pack-destination', work, ...copies], { cwd: work });
  const dependencies = (await readdir(work)).filter((name) => name.endsWith('.tgz')).map((name) => join(work, name));
  await mkdir(consumer);
  await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs, ...dependencies], { cwd: consumer });
  project.provide('consumerProject', consumer);
  return async () => {
    await rm(work, { recursive: true, force: true });
  };
}
