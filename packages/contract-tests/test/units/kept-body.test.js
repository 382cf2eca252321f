// What the proxy keeps of a body to judge: all of it up to 16 MiB, nothing past it (a part would be
// judged as if whole), and a coded answer decoded by a stream that stops at 16 MiB of output, so
// that an answer inflating to a gigabyte costs 16 MiB, never the gigabyte.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KEPT_BODY_BYTES, keptAnswer, keptBody } from '../../src/proxy/kept-body.js';

/** Passes `bytes` through a kept answer in 64 KiB chunks, as a socket gives them. */
async function passed(coding, bytes) {
  const kept = keptAnswer(coding);
  for (let at = 0; at < bytes.length; at += 64 * 1024) kept.add(bytes.subarray(at, at + 64 * 1024));
  return kept.end();
}

describe('keptBody', () => {
  it('keeps a body whole up to the limit; past it, none of it; before its end, none of it', () => {
    const whole = keptBody();
    whole.add(Buffer.alloc(KEPT_BODY_BYTES, 'a'));
    whole.end();
    expect([whole.notKept(), whole.bytes().length]).toEqual([undefined, KEPT_BODY_BYTES]);
    whole.add(Buffer.from('b'));
    expect([whole.notKept(), whole.bytes().length, whole.size()]).toEqual(['larger than 16 MiB, the most the proxy keeps to judge; forwarded whole', 0, KEPT_BODY_BYTES + 1]);
    const cut = keptBody();
    cut.add(Buffer.from('{"Tracking'));
    expect(cut.notKept()).toMatch(/^not read to its end: the upstream failed/);
  });
});

describe('keptAnswer', () => {
  const json = Buffer.from(JSON.stringify([{ PackageId: 'OB-20261120-7001' }]));

  it.each([
    ['gzip', gzipSync(json)],
    ['deflate', deflateSync(json)],
    ['br', brotliCompressSync(json)],
    [undefined, json],
  ])('decodes %s for judging, and counts the bytes as sent', async (coding, bytes) => {
    expect(await passed(coding, bytes)).toEqual({ size: bytes.length, body: json, notKept: undefined, decodedSize: json.length });
  });

  it('a body that does not decode as its coding says is not judged, saying why; an empty one is no coded body', async () => {
    expect(await passed('gzip', json)).toEqual({ size: json.length, body: undefined, notKept: 'not decodable as its Content-Encoding (gzip) says (incorrect header check); forwarded as it came', decodedSize: -1, undecodable: { contentEncoding: 'gzip', error: 'incorrect header check' } });
    expect(await passed('br', Buffer.alloc(0))).toEqual({ size: 0, body: Buffer.alloc(0), notKept: undefined, decodedSize: 0 });
  });

  it('stops decoding past the limit: 64 MiB in 64 kB of gzip is not judged, its decoded size not known', async () => {
    const bomb = gzipSync(Buffer.alloc(4 * KEPT_BODY_BYTES), { level: 9 });
    expect(await passed('gzip', bomb)).toEqual({ size: bomb.length, body: undefined, notKept: `larger than 16 MiB once decoded (gzip, ${bomb.length} bytes as sent), the most the proxy keeps to judge; forwarded whole`, decodedSize: -1 });
  });
});
