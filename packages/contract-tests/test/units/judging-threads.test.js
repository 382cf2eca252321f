// How many threads judge a recording: a short one is judged on this thread alone (a worker's start
// would cost more than it saves), a long one, or one whose length is unknown, on those asked for.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { judgingThreads, ONE_THREAD_BELOW_BYTES } from '../../src/traffic/judging-threads.js';

let root;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'judging-threads-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

it('judges a short file on one thread, however many workers are asked for', async () => {
  const short = join(root, 'short.ndjson');
  await writeFile(short, '{}\n'.repeat(1000));
  expect(judgingThreads([short], 4)).toBe(1);
});

it('gives a long recording the threads asked for, counting every file together', () => {
  const sizes = { 'a.ndjson': ONE_THREAD_BELOW_BYTES / 2, 'b.har': ONE_THREAD_BELOW_BYTES / 2 };
  expect(judgingThreads(['a.ndjson'], 2, (path) => sizes[path])).toBe(1);
  expect(judgingThreads(['a.ndjson', 'b.har'], 2, (path) => sizes[path])).toBe(2);
  expect(judgingThreads(['a.ndjson', 'b.har'], 1, (path) => sizes[path])).toBe(1);
});

it('gives standard input and gzipped files, of unknown length, the threads asked for', () => {
  const tiny = () => 10;
  expect(judgingThreads(['-'], 3, tiny)).toBe(3);
  expect(judgingThreads(['small.ndjson', 'log.ndjson.GZ'], 2, tiny)).toBe(2);
});

it('leaves a file it cannot stat to the reading, on one thread', () => {
  expect(judgingThreads([join(root, 'missing.ndjson')], 2)).toBe(1);
});
