// Reading NDJSON recordings: lines are split in the bytes, so a line must come out whole and the same
// wherever the chunks of the stream happen to end (inside a line, a CRLF or a multi-byte character).
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordingFormatError, readRecording } from '../../src/traffic/read-recording.js';

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

// Reading HAR: its entries are cut out of the bytes by their structure (har-entries.js), so an entry
// must come out as JSON.parse gives it wherever the chunks end (inside a string, an escape, a name),
// whatever is around `log.entries`, and a file that stops being JSON is said to, where it does.
const har = {
  log: {
    version: '1.2',
    creator: { name: 'one " quote, then { [', version: '\\' },
    pages: [{ id: 'p', title: 'entries', entries: [{ not: 'these' }] }],
    entries: [
      { request: { method: 'POST', url: 'https://x.example/a', postData: { text: '{"Contact":"Zoë 陶瓷杯","Note":"a \\"quoted\\" \\\\ back-slashed"}' } }, entries: ['nested', { log: 1 }] },
      { response: { status: 200, content: { text: '[{"k":"😀"}]' } } },
      null,
      { last: true },
    ],
    comment: 'after the entries ] } ,',
  },
  _extra: { entries: [1, 2] },
};

describe('reading HAR', () => {
  it('gives each entry of log.entries as JSON.parse reads it, whatever byte the chunks end at', async () => {
    const bytes = Buffer.from(`${JSON.stringify(har, null, 1)}\n`);
    const want = har.log.entries.map((entry, index) => ({ entry, at: `entry ${index}` }));
    for (let size = 1; size <= bytes.length; size += 1) {
      const chunks = [];
      for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
      expect(await readChunks(chunks), `chunks of ${size} bytes`).toEqual(want);
    }
    // A byte-order mark before the JSON, as some recorders on Windows write.
    expect(await readChunks([Buffer.from(`\uFEFF${JSON.stringify(har)}`)])).toEqual(want);
  });

  it.each([
    ['cut among the entries', (/** @type {string} */ text) => text.slice(0, text.indexOf('"last"')), 3, 'after entry 2', /ends among the entries/],
    ['not JSON before the entries', (/** @type {string} */ text) => text.replace('"1.2"', '1.2.3'), 0, 'log.entries', /not valid JSON from here on/],
    ['not JSON after the entries', (/** @type {string} */ text) => text.replace('"_extra"', '_extra'), 4, 'after entry 3', /not valid JSON from here on/],
    ['an entry that is not JSON', (/** @type {string} */ text) => text.replace('"status":200', '"status":2OO'), 1, 'after entry 0', /entry 1 is not JSON/],
    ['entries not an array', () => JSON.stringify({ log: { entries: { a: 1 } } }), 0, 'log.entries', /log\.entries is not an array/],
  ])('%s: the entries before it, then where it stops', async (_name, change, given, at, problem) => {
    const read = await readChunks([Buffer.from(change(JSON.stringify(har)))]);
    expect(read.slice(0, given)).toEqual(har.log.entries.slice(0, given).map((entry, index) => ({ entry, at: `entry ${index}` })));
    expect(read.slice(given)).toEqual([{ malformed: { at, problem: expect.stringMatching(problem) } }]);
  });
});

// What strangers' files and pipes hold: a byte-order mark (Windows tools write one), UTF-16 (Fiddler,
// PowerShell's Out-File), gzip; standard input hands them on in chunks of any size, down to one byte.
describe('reading what a stranger hands over', () => {
  const ndjson = entries.map((entry) => JSON.stringify(entry)).join('\n');
  const wantHar = har.log.entries.map((entry, index) => ({ entry, at: `entry ${index}` }));
  const wantNdjson = entries.map((entry, index) => ({ entry, at: `line ${index + 1}` }));
  /** @param {Buffer} bytes @param {number} size */
  const chunksOf = (bytes, size) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, at) => bytes.subarray(at * size, at * size + size));

  it.each([
    ['HAR', `\uFEFF${JSON.stringify(har)}`, wantHar],
    ['HAR, white space first', `\uFEFF \n${JSON.stringify(har, null, 2)}`, wantHar],
    ['NDJSON', `\uFEFF${ndjson}`, wantNdjson],
  ])('%s after a UTF-8 byte-order mark, in chunks of 1 to 4 bytes, gzipped or not', async (_name, text, want) => {
    for (const bytes of [Buffer.from(text), gzipSync(text)]) {
      for (const size of [1, 2, 3, 4, bytes.length]) expect(await readChunks(chunksOf(bytes, size)), `chunks of ${size} bytes`).toEqual(want);
    }
  });

  it('gzip, its magic number split across chunks, is gunzipped', async () => {
    for (const size of [1, 2]) expect(await readChunks(chunksOf(gzipSync(JSON.stringify(har)), size)), `chunks of ${size} bytes`).toEqual(wantHar);
  });

  it('a byte-order mark alone is an empty recording', async () => {
    expect(await readChunks(chunksOf(Buffer.from('\uFEFF'), 1))).toEqual([]);
  });

  it.each([
    ['UTF-16LE', 'FF FE', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(har), 'utf16le')])],
    ['UTF-16BE', 'FE FF', Buffer.from(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(har), 'utf16le')]).swap16())],
    ['UTF-16LE', 'no mark', Buffer.from(ndjson, 'utf16le')],
    ['UTF-16BE', 'no mark', Buffer.from(Buffer.from(ndjson, 'utf16le')).swap16()],
  ])('%s (%s) is a usage error naming the encoding, in whatever chunks', async (encoding, _mark, bytes) => {
    for (const size of [1, 2, 3, bytes.length]) {
      const read = readChunks(chunksOf(bytes, size));
      await expect(read).rejects.toThrow(RecordingFormatError);
      await expect(read).rejects.toThrow(new RegExp(`^standard input: the text is ${encoding}.*iconv -f ${encoding} -t UTF-8`));
    }
    await expect(readChunks(chunksOf(gzipSync(bytes), 1))).rejects.toThrow(new RegExp(`is ${encoding}`));
  });

});

// Any HAR JSON can spell, not only what recorders write: names and texts that look like the structure
// (`entries`, `log`, brackets, quotes, backslashes), any character, indented or not, escaped to ASCII
// or not, `log` and `entries` themselves spelled with escapes; cut anywhere.
describe('reading any HAR, in random chunks', () => {
  const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('entries', 'log', '\\', '"', '\\u00e9', '[', ']', '{', '}', ','));
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.constant(null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(text, tie('value'), { maxKeys: 4 })),
  }));
  const toAscii = (/** @type {string} */ json) => json.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

  it('gives the entries JSON.parse finds in log.entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          entries: fc.array(value, { maxLength: 5 }),
          inLog: fc.dictionary(text, value, { maxKeys: 3 }),
          aroundLog: fc.dictionary(text.filter((name) => name !== 'log'), value, { maxKeys: 3 }),
          indent: fc.constantFrom(undefined, 1, '\t'),
          ascii: fc.boolean(),
          escapedNames: fc.boolean(),
          cuts: fc.array(fc.integer({ min: 1, max: 3000 }), { maxLength: 100 }),
        }),
        async ({ entries: items, inLog, aroundLog, indent, ascii, escapedNames, cuts }) => {
          let json = JSON.stringify({ log: { ...inLog, entries: items }, ...aroundLog }, null, indent);
          if (ascii) json = toAscii(json);
          if (escapedNames) json = json.replace('"log"', '"\\u006cog"').replaceAll('"entries"', '"entr\\u0069es"');
          const bytes = Buffer.from(json);
          const ends = [...new Set(cuts.filter((cut) => cut < bytes.length))].sort((a, b) => a - b);
          const want = JSON.parse(json).log.entries.map((/** @type {unknown} */ entry, /** @type {number} */ index) => ({ entry, at: `entry ${index}` }));
          expect(await readChunks([0, ...ends].map((start, at) => bytes.subarray(start, ends[at] ?? bytes.length)))).toEqual(want);
        },
      ),
      { numRuns: 500 },
    );
  });
});
