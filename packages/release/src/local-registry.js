// @ts-check
/**
 * A registry on loopback for trying the packages as their users receive them: Verdaccio with no
 * uplinks (it serves only what is published to it), the `@fulfillment-api` scope open to publish,
 * its storage in a temporary folder that goes when it stops. The packages reach it by the release
 * workflow's own publish step (`pnpm run release`: `pnpm build && changeset publish`), pointed at it
 * through npm's configuration; nothing else of the machine's npm setup changes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from 'verdaccio';

export const SCOPE = '@fulfillment-api';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Verdaccio with `publish: $all` takes any token; npm refuses to publish without one.
const TOKEN = 'local-registry';

/**
 * @typedef {object} LocalRegistry
 * @property {string} url the registry's address, `http://host:port/`
 * @property {string} npmrc an npm user config that sends the scope to this registry, with its token
 * @property {() => Promise<void>} close stops the server and removes its storage
 */

/**
 * Starts Verdaccio on `host:port` (port 0: a free one).
 * @param {{ host?: string, port?: number }} [options]
 * @returns {Promise<LocalRegistry>}
 */
export async function startLocalRegistry({ host = '127.0.0.1', port = 4873 } = {}) {
  const storage = await mkdtemp(join(tmpdir(), 'fulfillment-registry-'));
  const server = await runServer({
    self_path: storage,
    storage: join(storage, 'packages'),
    uplinks: {},
    packages: { [`${SCOPE}/*`]: { access: '$all', publish: '$all', unpublish: '$all' } },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    // The contract tests' tarball carries the bundled document and its validators.
    max_body_size: '100mb',
  });
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(undefined));
    });
  } catch (error) {
    await rm(storage, { recursive: true, force: true });
    const { code } = /** @type {NodeJS.ErrnoException} */ (error);
    throw new Error(`local registry: cannot listen on ${host}:${port} (${code ?? error}); set REGISTRY_HOST or REGISTRY_PORT`, { cause: error });
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${address.address}:${address.port}/`;
  const npmrc = join(storage, 'npmrc');
  await writeFile(npmrc, `${SCOPE}:registry=${url}\n${url.replace(/^http:/, '')}:_authToken=${TOKEN}\n`);
  return {
    url,
    npmrc,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await rm(storage, { recursive: true, force: true });
    },
  };
}

/**
 * The environment in which npm (and pnpm, and changesets) take the scope from `registry`: its user
 * config in place of the user's, and the scope's registry named for changesets' `npm info`.
 * @param {LocalRegistry} registry
 * @param {NodeJS.ProcessEnv} [env]
 */
function registryEnvironment(registry, env = process.env) {
  return { ...env, npm_config_userconfig: registry.npmrc, [`npm_config_${SCOPE}:registry`]: registry.url };
}

/**
 * Publishes every public package of the workspace to `registry` with the release workflow's publish
 * step, `changeset publish` (what `pnpm run release` runs after its build), without the git tags it
 * would otherwise leave in the clone. The packages must be built (`pnpm generate`; their `prepack`
 * refuses a missing or stale build): publishing builds nothing, so it never rewrites a `dist/` that
 * a test running beside it reads. Rejects with the step's output when it fails.
 * @param {LocalRegistry} registry
 * @param {{ timeout?: number }} [options]
 * @returns {Promise<string>} the step's output
 */
export function publishToRegistry(registry, { timeout = 600_000 } = {}) {
  return new Promise((resolve, reject) => {
    execFile('pnpm', ['exec', 'changeset', 'publish', '--no-git-tag'], { cwd: ROOT, env: registryEnvironment(registry), timeout, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      // changesets exits 0 when a package fails to publish only if none was tried; its error lines say which.
      if (error || /error an error occurred while publishing|packages failed to publish/.test(output)) {
        reject(new Error(`local registry: \`changeset publish\` failed${error ? ` (${error.code ?? error.signal})` : ''}:\n${output}`));
      } else resolve(output);
    });
  });
}
