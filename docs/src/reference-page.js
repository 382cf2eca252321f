// @ts-check
/**
 * The reference page: Redocly CLI's `build-docs` (Redoc 3) on the readable copy of the bundle, in
 * the site's frame, with Redoc's scripts embedded (`--inlineBundle`) so it loads nothing from a CDN.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SAMPLE_LANGUAGES, referenceDocument } from './reference-document.js';
import { referenceTemplate } from './site-layout.js';

const require = createRequire(import.meta.url);
const redoclyPackagePath = require.resolve('@redocly/cli/package.json');
const REDOCLY_BIN = join(dirname(redoclyPackagePath), require(redoclyPackagePath).bin.redocly);

/**
 * Redoc 3 always renders its "API docs by Redocly" attribution with a logo from Redocly's CDN, and
 * offers no option to turn it off: the page would ask an outside host for it. The attribution stays,
 * as text, with this image in place of the logo.
 */
const ATTRIBUTION_LOGO_URLS = ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', 'https://cdn.redoc.ly/redoc/logo-mini.svg'];
const ATTRIBUTION_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='16'%3E%3Ctext x='0' y='12' font-family='sans-serif' font-size='12' fill='%23555'%3ERedocly%3C/text%3E%3C/svg%3E";

/**
 * Redoc 3 routes by the page's hash (`reference.html#/outbound-orders`), but build-docs renders the
 * page's first HTML with its routes as paths from the server's root (`href="/outbound-orders"`), and
 * React keeps those attributes when Redoc's script takes the page over. A sidebar link opened in a
 * new tab, or copied, asked for /outbound-orders: a 404, and outside the project on a GitHub Pages
 * project site (/<repository>/). No option of Redoc's changes the prerendering (its base path is
 * fixed at `/` there). Written as the hash routes the script itself draws, the links work wherever
 * the page is served, and match what the script renders. The links are React Router's (`data-discover`).
 */
const PRERENDERED_ROUTE_LINK = / href="\/([^"]*)" data-discover="true"/g;

/**
 * @param {string} html the page build-docs wrote
 * @returns {string}
 */
function linksAsHashRoutes(html) {
  return html.replace(PRERENDERED_ROUTE_LINK, ' href="#/$1" data-discover="true"');
}

/** Redoc's options (read by build-docs from `redocly.yaml` in its working folder). */
const REDOC_CONFIG = `openapi:
  codeSamples:
    languages:
      - lang: ${SAMPLE_LANGUAGES.typescript}
      - lang: ${SAMPLE_LANGUAGES.curl}
      - lang: Payload
`;

/**
 * @param {Record<string, any>} bundle
 * @param {string} outputPath where to write the page
 * @param {string} sitePath the page's path in the site (for the navigation bar)
 */
export async function buildReference(bundle, outputPath, sitePath) {
  const work = await mkdtemp(join(tmpdir(), 'fulfillment-docs-reference-'));
  try {
    const documentPath = join(work, 'openapi.json');
    const templatePath = join(work, 'reference.hbs');
    await writeFile(documentPath, JSON.stringify(referenceDocument(bundle), null, 2));
    await writeFile(templatePath, referenceTemplate(sitePath, String(bundle.info?.version ?? 'unknown')));
    // Redoc CE shows an x-codeSamples entry only for a language listed here, in this order.
    await writeFile(join(work, 'redocly.yaml'), REDOC_CONFIG);
    await mkdir(dirname(outputPath), { recursive: true });
    await runRedocly(['build-docs', documentPath, '--output', outputPath, '--inlineBundle', '--template', templatePath], work);
    let html = await readFile(outputPath, 'utf8');
    for (const url of ATTRIBUTION_LOGO_URLS) html = html.replaceAll(url, ATTRIBUTION_LOGO);
    await writeFile(outputPath, linksAsHashRoutes(html));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Runs Redocly CLI, keeping its output: it prints two notice boxes on every run (Node.js 20 support
 * ending; build-docs now on Redoc 3) that a reader of the build can do nothing about. Its output is
 * shown when it fails.
 *
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<void>}
 */
function runRedocly(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [REDOCLY_BIN, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // No usage data sent and no update check: the build must not depend on the network.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => reject(new Error(`could not run Redocly CLI (${REDOCLY_BIN}): ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      reject(new Error(`redocly ${args[0]} failed (${signal ?? `exit code ${code}`}):\n${Buffer.concat(output).toString('utf8')}`));
    });
  });
}
