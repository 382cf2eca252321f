// An operation of a Redoc 3 reference opened as a reader opens it, for the browser tests:
// `page.evaluate(openOperation, { ...whatShows(op), timeoutMs })`.
import { serverUrlWithDefaults } from '@fulfillment-api/document';

/**
 * What the reference shows of an operation once drawn: its summary as a heading, a "Served on" line
 * per server (its url and the url with the default host), and its TypeScript sample naming the method.
 * @param {import('@fulfillment-api/document').DocumentOperation} op
 */
export function whatShows(op) {
  const servedOn = op.servers.map((server) => `${server.url} (with the default host: ${serverUrlWithDefaults(server)})`);
  return { operationId: op.operationId, tag: op.tags[0], summary: op.summary, servedOn, call: `await client.${op.operationId}(` };
}

/**
 * In the page, one step per operation: opens it from the sidebar as a reader does (the operation's
 * link, under its tag, which Redoc draws only once the tag is opened), then waits, frame by frame, until
 * Redoc has drawn all of it (under load Redoc draws the heading before the lines under it), and reads
 * it: `{ link, section, sampleTokens }`, `section` the text of the smallest block around the
 * operation's heading that holds a "Served on" line (its own), `sampleTokens` the highlighted tokens
 * (Redoc's) of its TypeScript sample, shown first, naming the method. Read as it stands at the
 * deadline if it never completes, so that the assertions say what is missing; `section` is null if
 * the heading never showed, `link` false if the sidebar shows no link to the operation. All in the
 * page: a step from the test to the browser and back per wait cost more than Redoc's drawing.
 * @param {{ operationId: string, tag: string, summary: string, servedOn: string[], call: string, timeoutMs: number }} expected
 */
export async function openOperation({ operationId, tag, summary, servedOn, call, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  /** @template T @param {() => T} probe @returns {Promise<T>} the first truthy answer, or the last one at the deadline */
  const until = (probe) =>
    new Promise((resolve) => {
      const check = () => {
        const answer = probe();
        if (answer || Date.now() > deadline) resolve(answer);
        else requestAnimationFrame(check);
      };
      check();
    });
  const read = (/** @type {boolean} */ complete) => {
    const heading = [...document.querySelectorAll('h1, h2, h3')].find((element) => element.textContent?.replace(/\s+/g, ' ').trim() === summary);
    if (!(heading instanceof HTMLElement)) return null;
    let node = heading;
    while (node.parentElement && !node.innerText.includes('Served on:')) node = node.parentElement;
    const section = node.innerText;
    const sample = [...document.querySelectorAll('pre')].find((pre) => pre.textContent?.includes(call));
    const sampleTokens = sample ? sample.querySelectorAll('.th-token').length : 0;
    if (complete && (!servedOn.every((line) => section.includes(line)) || sampleTokens <= 3)) return null;
    return { section, sampleTokens };
  };
  // Redoc 3 shows one operation per route, #/<tag>/<operationId>, reached from its sidebar.
  const findLink = () => /** @type {HTMLElement | null} */ (document.querySelector(`a[href$="/${operationId.toLowerCase()}"]`));
  if (!findLink()) {
    // The tag's entry in the sidebar: the innermost element whose text is the tag's name.
    const tagEntry = [...document.querySelectorAll('body *')].find(
      (element) => element.textContent?.trim() === tag && ![...element.children].some((child) => child.textContent?.trim() === tag),
    );
    /** @type {HTMLElement | undefined} */ (tagEntry)?.click();
  }
  const link = await until(() => {
    const found = findLink();
    return found?.checkVisibility() ? found : null;
  });
  if (!link) return { link: false, section: null, sampleTokens: 0 };
  link.click();
  const shown = (await until(() => read(true))) ?? read(false);
  return { link: true, section: shown?.section ?? null, sampleTokens: shown?.sampleTokens ?? 0 };
}
