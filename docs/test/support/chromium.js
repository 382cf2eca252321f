/**
 * One headless Chromium for every browser test of a run: vitest's global setup (`launchChromium`)
 * starts it, each test file connects to it (`connectChromium`) and opens its own contexts, so that
 * a run pays for one browser start, not one per file. Chromium as CI runs it: no sandbox (root in a
 * container), none of its own background traffic.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * vitest `globalSetup`: launches the browser once for the run; the teardown it returns closes it.
 * @param {import('vitest/node').TestProject} project
 */
export async function launchChromium(project) {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}

/** The run's browser (a connection of this file's own; close it in `afterAll`). */
export function connectChromium() {
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint) throw new Error('no browser for this run: run the browser tests through vitest.config.js (its global setup starts Chromium)');
  return chromium.connect(endpoint);
}
