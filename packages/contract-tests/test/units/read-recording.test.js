// Reading NDJSON recordings: lines are split in the bytes, so a line must come out whole and the same
// wherever the chunks of the stream happen to end (inside a line, a CRLF or a multi-byte character).
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRecording } from '../../src/traffic/read-recording.js';

const entries = [{ Contact: 'Zoë 陶瓷杯' }, { Sku: 'x'.repeat(300), Note: '😀' }, { last: true }];
/** CRLF, blank and white-space lines between entries, no newline after the last one. */
const text = `${JSON.stringify(entries[0])}\r\n\n  \t\n${JSON.stringify(entries[1])}\n${JSON.stringify(entries[2])}`;

async function readChunks(/** @type {Buffer[]} */ chunks) {
  const read = [];
  for await (const item of readRecording('-', { stdin: Readable.from(chunks, { objectMode: false }) })) read.push(item);
  return read;
}

describe('reading NDJSON', () => {
  it('gives each entry with its line, whatever byte the chunks end at', async () => {
    const bytes = Buffer.from(text);
    const want = [
      { entry: entries[0], at: 'line 1' },
      { entry: entries[1], at: 'line 4' },
      { entry: entries[2], at: 'line 5' },
    ];
    for (let size = 1; size <= bytes.length; size += 1) {
      const chunks = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      expect(await readChunks(chunks), `chunks of ${size} bytes`).toEqual(want);
    }
  });

  it('names a line that is not JSON by its number, and reads on', async () => {
    const read = await readChunks([Buffer.from(`${JSON.stringify(entries[0])}\n{"cut": \n${JSON.stringify(entries[2])}\n`)]);
    expect(read.map((item) => ('malformed' in item ? item.malformed.at : item.at))).toEqual(['line 1', 'line 2', 'line 3']);
    expect(read[1]).toEqual({ malformed: { at: 'line 2', problem: expect.stringMatching(/^not JSON/) } });
  });
});
