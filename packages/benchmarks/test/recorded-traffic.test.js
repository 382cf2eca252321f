import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { loadBundle } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { recordedExchangeLines, SEQUENCE_DIGITS, streamRecordedTraffic } from '../src/recorded-traffic.js';

const lines = recordedExchangeLines(loadBundle());

/** The log `streamRecordedTraffic` writes, as its lines. @param {number} count */
async function written(count) {
  const out = new PassThrough();
  const [log] = await Promise.all([text(out), streamRecordedTraffic(out, count, lines)]);
  expect(log.endsWith('\n')).toBe(true);
  return log.slice(0, -1).split('\n');
}

describe("the check benchmark's log", () => {
  it('writes each line as its template with the sequence number in every marked place', async () => {
    // Past several 256 KiB chunks, so that lines cut at a chunk's end are checked too.
    const count = 2_000;
    const log = await written(count);
    expect(log).toHaveLength(count);
    log.forEach((line, index) => {
      const pool = index % 4 === 3 ? lines.broken : lines.conformant;
      expect(line, `line ${index}`).toBe(pool[index % pool.length].join(String(index).padStart(SEQUENCE_DIGITS, '0')));
      expect(() => JSON.parse(line), `line ${index}`).not.toThrow();
    });
  });

  it('never repeats a conformant line that carries a sequence number', async () => {
    const log = await written(4 * lines.exchanges);
    const varied = log.filter((line, index) => index % 4 !== 3 && lines.conformant[index % lines.conformant.length].length > 1);
    expect(varied.length).toBeGreaterThan(0);
    expect(new Set(varied).size).toBe(varied.length);
  });
});
