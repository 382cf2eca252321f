// @ts-check
/**
 * Save to served in `pnpm dev`: its entry runs on a copy of spec/ (on a loopback host drawn for the
 * run), and the two edits an owner makes most (src/spec-edits.js) are saved in turn; each is timed
 * from the save to the served docs showing it and to the running mock answering from the new
 * document. The goal is 3 s for both.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleRequest, listOperations, readBundle, requestTarget } from '@fulfillment-api/document';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { copySpec } from '@fulfillment-api/spec/copy-spec';
import { processCpuSeconds } from './children-cpu.js';
import { runAlternated, spreadOf } from './rounds.js';
import { ADDED_MEMBER, ADDED_SENTENCE, addOptionalResponseMember, rewordOperationDescription } from './spec-edits.js';

const GOAL_S = 3;
/** Room for a loaded machine before a step counts as broken. */
const STEP_TIMEOUT_MS = 180_000;
const EDITS = /** @type {const} */ (['a reworded description', 'a new optional response member']);
const SERVED = 'dev: served in';
const GENERATED = 'dev: generated files done';

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureDevLoop({ repositoryRoot, rounds, quick, log }) {
  const section = {
    id: 'dev-loop',
    title: 'Save to served (pnpm dev)',
    command: 'pnpm bench --only dev-loop',
    notes: [
      `\`pnpm dev\`'s entry (docs/scripts/dev.js) on a copy of spec/, its mock and docs on a loopback host of their own; each edit of src/spec-edits.js saved, timed, then undone (the undo served and its generated files written before the next save). Goal: within ${GOAL_S} s of the save for both figures.`,
      "CPU time: the entry's own and that of the Redocly builds it waited for (Linux's /proc/<pid>/stat), from the save to the line saying the new document is served; the generators start after that line. Unlike the clock figures it depends little on the machine's other work: on an idle two-core machine the time on the clock to served lies between half of it and all of it (the docs' build runs beside the lint).",
      "Docs: from the save to the live-reload event the docs server sends open pages when it serves the new site (the page is then checked to hold the edit). Mock: for the new member (given a value in the response's examples), from the save to the first answer of the operation's example request that carries it, polled every 20 ms; a reworded description changes no answer, so its figure is the terminal's line saying the new document is served (printed once the mock has swapped to it).",
    ],
  };
  const root = mkdtempSync(join(tmpdir(), 'fulfillment-dev-loop-'));
  const spec = join(root, 'spec');
  /** @type {ReturnType<typeof startDev> | undefined} */
  let dev;
  try {
    copySpec(root);
    dev = startDev(repositoryRoot, root);
    log(`dev-loop: pnpm dev on ${dev.docsUrl} and ${dev.mockUrl}`);
    await dev.waitFor(() => dev?.count(GENERATED) === 1, 'the first generated files');

    const results = await runAlternated(EDITS, quick ? 2 : rounds, async (edit) => {
      const running = /** @type {ReturnType<typeof startDev>} */ (dev);
      const document = readBundle(join(spec, 'dist', 'openapi.json'));
      const served = running.count(SERVED);
      const generated = running.count(GENERATED);
      const reloads = running.reloads.length;
      // The source as it is before the save: the edit is undone after the round.
      const before = snapshotSpec(spec);
      const cpuBefore = running.cpu();
      const saved = performance.now();
      const changed = edit === EDITS[0] ? rewordOperationDescription(spec, document) : addOptionalResponseMember(spec, document, { exampleValue: 'Saved by the bench' });
      const changedFiles = [changed.file, ...('examples' in changed ? /** @type {string[]} */ (changed.examples) : [])];
      const marker = edit === EDITS[0] ? ADDED_SENTENCE.trim() : ADDED_MEMBER;

      await running.waitFor(() => running.reloads.length > reloads, `the docs' reload after ${edit}`);
      const docsMs = /** @type {number} */ (running.reloads[reloads]) - saved;
      const page = await (await fetch(new URL('reference.html', running.docsUrl))).text();
      if (!page.includes(marker)) throw new Error(`dev-loop: the docs reloaded after ${edit}, but reference.html does not show "${marker}"`);
      let mockMs;
      if (edit === EDITS[0]) {
        await running.waitFor(() => running.count(SERVED) > served, `the served line after ${edit}`);
        mockMs = /** @type {number} */ (running.servedAt[served]) - saved;
      } else {
        const operation = /** @type {any} */ (listOperations(document).find((each) => each.operationId === changed.operationId));
        await running.waitFor(async () => ADDED_MEMBER in ((await running.callMock(operation)) ?? {}), `the mock's answer with ${ADDED_MEMBER}`, 20);
        mockMs = performance.now() - saved;
      }
      await running.waitFor(() => running.count(SERVED) > served, `the served line after ${edit}`);
      const cpuS = /** @type {number} */ (running.cpuAtServed[served]) - cpuBefore;
      log(`dev-loop: ${edit}: docs ${Math.round(docsMs)} ms, mock ${Math.round(mockMs)} ms, ${cpuS.toFixed(2)} CPU-s`);

      for (const file of changedFiles) writeFileSync(file, /** @type {string} */ (before.get(file)));
      await running.waitFor(() => running.count(SERVED) > served + 1 && running.count(GENERATED) > generated + 1, `the undo of ${edit}`);
      return { docsMs, mockMs, cpuS };
    });

    /** @type {import('./section.js').FigureRow[]} */
    const rows = [];
    for (const edit of EDITS) {
      const figures = /** @type {{ docsMs: number, mockMs: number, cpuS: number }[]} */ (results.get(edit));
      rows.push({ what: `save to the served docs showing it: ${edit} (goal ${GOAL_S} s)`, unit: 's', spread: spreadOf(figures.map((each) => each.docsMs / 1000)), headline: true });
      rows.push({ what: `save to the mock answering from it: ${edit} (goal ${GOAL_S} s)`, unit: 's', spread: spreadOf(figures.map((each) => each.mockMs / 1000)), headline: true });
      rows.push({ what: `CPU time from the save to served: ${edit}`, unit: 's', spread: spreadOf(figures.map((each) => each.cpuS)) });
    }
    return { ...section, rows };
  } finally {
    await dev?.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The files the edits may change (path items, schemas, examples), by path, as they are now. @param {string} spec */
function snapshotSpec(spec) {
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const folder of ['paths', join('components', 'schemas'), join('components', 'examples')]) {
    for (const name of readdirSync(join(spec, folder))) files.set(join(spec, folder, name), readFileSync(join(spec, folder, name), 'utf8'));
  }
  return files;
}

/**
 * `pnpm dev`'s entry on `root/spec`, its output kept with the time each served line and each
 * live-reload event arrived.
 *
 * @param {string} repositoryRoot
 * @param {string} root
 */
function startDev(repositoryRoot, root) {
  const host = randomLoopbackAddress();
  const mockUrl = `http://${host}:4010`;
  const docsUrl = `http://${host}:4011/`;
  const child = spawn(process.execPath, [join(repositoryRoot, 'docs', 'scripts', 'dev.js'), '--spec', join(root, 'spec'), '--generated', join(root, 'generated')], {
    cwd: root,
    env: { ...process.env, MOCK_HOST: host, MOCK_LOG: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @type {number[]} */
  const servedAt = [];
  /** The entry's CPU seconds (its own, and the Redocly builds it waited for) when each served line arrived. */
  /** @type {number[]} */
  const cpuAtServed = [];
  const cpu = () => (child.pid === undefined ? Number.NaN : processCpuSeconds(child.pid) ?? Number.NaN);
  /** @type {number[]} */
  const reloads = [];
  const count = (/** @type {string} */ text) => output.split(text).length - 1;
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(signal ?? code)));
  let gone = false;
  void exited.then(() => (gone = true));
  child.stdout.on('data', (chunk) => {
    output += chunk;
    while (servedAt.length < count(SERVED)) {
      servedAt.push(performance.now());
      cpuAtServed.push(cpu());
    }
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  /** The docs' live-reload events, as an open page receives them. */
  const listening = new AbortController();
  const listen = async () => {
    const response = await fetch(new URL('__site/reload', docsUrl), { signal: listening.signal });
    const decoder = new TextDecoder();
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (response.body)) {
      const events = decoder.decode(chunk, { stream: true }).split('event: reload').length - 1;
      for (let index = 0; index < events; index += 1) reloads.push(performance.now());
    }
  };
  let listened = false;

  return {
    mockUrl,
    docsUrl,
    servedAt,
    cpuAtServed,
    cpu,
    reloads,
    count,
    /**
     * Polls `ready` until it holds; throws with the entry's output when the entry exits or the
     * step takes longer than a loaded machine could explain.
     * @param {() => boolean | Promise<boolean>} ready
     * @param {string} what
     */
    async waitFor(ready, what, intervalMs = 50) {
      const deadline = performance.now() + STEP_TIMEOUT_MS;
      for (;;) {
        if (!listened && output.includes('On each save under')) {
          listened = true;
          listen().catch(() => {});
        }
        if (await ready()) return;
        if (gone || performance.now() > deadline) throw new Error(`dev-loop: ${gone ? 'pnpm dev exited' : 'gave up'} waiting for ${what}:\n${output.slice(-3000)}`);
        await new Promise((resolveWait) => setTimeout(resolveWait, intervalMs));
      }
    },
    /** The operation's example request, on its own origin; the JSON answer or undefined. @param {any} operation */
    async callMock(operation) {
      const request = exampleRequest(operation);
      const target = requestTarget(operation.path, request, { __server: operation.servers[0].urlWithDefaults() });
      const response = await fetch(`${mockUrl}${target}`, {
        method: operation.method,
        ...(request.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }),
      }).catch(() => undefined);
      return response?.ok ? response.json() : undefined;
    },
    async stop() {
      listening.abort();
      if (!gone) child.kill('SIGINT');
      await exited;
    },
  };
}
