/**
 * The mock serving an edited copy of the document, on a random loopback host: started before the
 * file's tests, stopped (and its copy removed) after them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMock } from '@fulfillment-api/mock';
import type { RunningMock } from '@fulfillment-api/mock';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll } from 'vitest';

/** The running mock, once `beforeAll` has run: read `.url` inside a test. */
export function mockOfDocument(document: Record<string, unknown>): { readonly url: string } {
  const folder = mkdtempSync(join(tmpdir(), 'edited-document-'));
  let mock: RunningMock | undefined;
  beforeAll(async () => {
    const documentPath = join(folder, 'openapi.json');
    writeFileSync(documentPath, JSON.stringify(document));
    mock = await startMock({ documentPath, host: randomLoopbackAddress() });
  });
  afterAll(async () => {
    await mock?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!mock) throw new Error('the mock of the edited document is not running yet');
      return mock.url;
    },
  };
}
