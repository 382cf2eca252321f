// Reading a HAR where standard input's chunks happen to end: recordings made by tools we did not write
// (Polly.js's file persister, Chromium's HAR through Playwright), of answers whose text holds what a
// byte-by-byte scanner can trip on (multi-byte characters, escapes, quotes after a backslash), read in
// random chunkings, must give the entries the whole file gives. Every byte is a chunk's end somewhere.
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecording } from '../src/traffic/read-recording.js';
import { launchChromium } from './fixtures/chromium.js';
import { recordWithPolly } from './fixtures/polly-recorder.js';

/** Answers' text: two- to four-byte characters, escapes JSON writes (`\"`, `\\`) and one it reads (`\u00e9`). */
const BODIES = {
  '/contact': JSON.stringify({ Contact: 'Zoë Ærøskøbing 陶瓷杯', Note: 'a "quoted" \\ back-slashed 😀', Escaped: '\\u00e9 \\"', entries: ['[', '{', ','] }),
  '/labels': JSON.stringify(Array.from({ length: 40 }, (_, at) => ({ Label: `Étiquette n°${at} — 配送 ${'😀'.repeat(at % 3)}`, Path: 'C:\\labels\\"' }))),
  '/plain': 'ends in a backslash \\',
};

/** The entries of a recording read from `chunks`, as standard input would hand them on. */
async function entriesOf(/** @type {Buffer[]} */ chunks) {
  const read = [];
  for await (const item of readRecording('-', { stdin: Readable.from(chunks, { objectMode: false }) })) read.push(item);
  return read;
}

/** `bytes` cut at `cuts` (offsets, any order). */
function cutAt(/** @type {Buffer} */ bytes, /** @type {number[]} */ cuts) {
  const ends = [...new Set(cuts)].sort((a, b) => a - b);
  return [0, ...ends].map((start, at) => bytes.subarray(start, ends[at] ?? bytes.length));
}

/**
 * The same HAR with every non-ASCII character escaped (`\u00e9`, surrogate pairs), as Python's
 * json.dumps writes it by default: the scanner meets escapes where it met multi-byte characters.
 */
const asciiOnly = (/** @type {string} */ text) => text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

describe('a HAR read in whatever chunks standard input hands it on in', () => {
  /** @type {{ name: string, bytes: Buffer }[]} */
  const recordings = [];
  let dir = '';
  /** @type {import('node:http').Server} */
  let server;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-recording-chunks-'));
    server = createServer((request, response) => {
      const path = /** @type {string} */ (request.url);
      if (path === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>calls</title>');
      response.writeHead(200, { 'content-type': path === '/plain' ? 'text/plain; charset=utf-8' : 'application/json' }).end(BODIES[/** @type {keyof typeof BODIES} */ (path)] ?? '{}');
    }).listen(0, randomLoopbackAddress());
    await once(server, 'listening');
    const { address, port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    const origin = `http://${address}:${port}`;
    const polly = await recordWithPolly(dir, 'tricky-text', async () => {
      for (const path of Object.keys(BODIES)) await (await globalThis.fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODIES['/contact'] })).text();
    });
    recordings.push({ name: 'Polly.js', bytes: await readFile(polly) });
    const browser = await launchChromium();
    try {
      const chromiumHar = join(dir, 'chromium', 'recording.har');
      await mkdir(join(dir, 'chromium'));
      const context = await browser.newContext({ recordHar: { path: chromiumHar, content: 'embed' } });
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await page.evaluate(async ({ paths, body }) => {
        for (const path of paths) await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.text());
      }, { paths: Object.keys(BODIES), body: BODIES['/contact'] });
      await context.close();
      const bytes = await readFile(chromiumHar);
      recordings.push({ name: 'Chromium', bytes }, { name: 'Chromium, escaped to ASCII', bytes: Buffer.from(asciiOnly(bytes.toString('utf8'))) });
    } finally {
      await browser.close();
    }
  }, 120_000);
  afterAll(async () => {
    server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('the recordings hold what the scanner can trip on', () => {
    expect(recordings.map((r) => r.name)).toEqual(['Polly.js', 'Chromium', 'Chromium, escaped to ASCII']);
    for (const { name, bytes } of recordings) {
      const text = bytes.toString('utf8');
      expect(text, name).toContain('"entries"');
      if (name.includes('ASCII')) expect(text, name).toMatch(/\\u9676\\u74f7\\u676f.*\\ud83d\\ude00/);
      else expect(text, name).toMatch(/陶瓷杯.*😀/);
      expect(text, name).toContain('\\\\\\"');
      expect(JSON.parse(text).log.entries.length, name).toBeGreaterThanOrEqual(Object.keys(BODIES).length);
    }
  });

  it.each([1, 2, 3, 5])('in chunks of %i bytes: the entries the whole file gives', async (size) => {
    for (const { name, bytes } of recordings) {
      const whole = await entriesOf([bytes]);
      expect(whole.map((item) => ('entry' in item ? item.at : item)), name).toEqual(JSON.parse(bytes.toString('utf8')).log.entries.map((_, at) => `entry ${at}`));
      const cuts = Array.from({ length: Math.ceil(bytes.length / size) }, (_, at) => at * size);
      expect(await entriesOf(cutAt(bytes, cuts)), `${name} in chunks of ${size}`).toEqual(whole);
    }
  });

  it('in random chunkings, after a byte-order mark or not: the entries the whole file gives', async () => {
    for (const { name, bytes } of recordings) {
      const whole = await entriesOf([bytes]);
      await fc.assert(
        fc.asyncProperty(fc.boolean(), fc.uniqueArray(fc.integer({ min: 1, max: bytes.length + 2 }), { maxLength: 400 }), async (marked, cuts) => {
          const file = marked ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) : bytes;
          expect(await entriesOf(cutAt(file, cuts.filter((cut) => cut < file.length))), name).toEqual(whole);
        }),
        { numRuns: 60 },
      );
    }
  });
});
