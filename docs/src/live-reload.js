// @ts-check
/**
 * Live reload for `pnpm dev`: every HTML page the site serves carries a small script that listens
 * to a server-sent-events stream of the site server and reloads the page when told (the way
 * Redocly's preview and most dev servers do it, with no browser extension and no WebSocket library).
 */

/** The path of the event stream, outside every page's path. */
export const RELOAD_EVENTS_PATH = '/__site/reload';

const SCRIPT = `<script>new EventSource(${JSON.stringify(RELOAD_EVENTS_PATH)}).addEventListener('reload', () => location.reload());</script>`;

/**
 * The page with the reload script, before `</body>` (or at the end of a page without one).
 * @param {string} html
 */
export function withReloadScript(html) {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${SCRIPT}` : `${html.slice(0, end)}${SCRIPT}${html.slice(end)}`;
}

/** The open event streams, and a way to tell each page to reload. */
export function createReloadEvents() {
  /** @type {Set<import('node:http').ServerResponse>} */
  const streams = new Set();
  return {
    /** Answers a request for the event stream and keeps it open. @param {import('node:http').ServerResponse} response */
    open(response) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      // A comment line at once, so that the browser counts the stream as open.
      response.write(': connected\n\n');
      streams.add(response);
      response.once('close', () => streams.delete(response));
    },
    /** Tells every open page to reload; returns how many were told. */
    reload() {
      for (const response of streams) response.write('event: reload\ndata: {}\n\n');
      return streams.size;
    },
  };
}
