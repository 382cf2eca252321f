/**
 * A `fetch` that records every Request it is handed and answers as told: tests hand it to the
 * client (openapi-fetch's own testing habit), so no global fetch is mocked and tests share nothing.
 */

interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The body parsed as JSON when it parses, else its text; undefined without a body. */
  body: unknown;
}

export type Answer = (request: RecordedRequest, index: number) => Response | Promise<Response>;

export function json(value: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(value), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

export function recordingFetch(answer: Answer = () => json({})) {
  const requests: RecordedRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = request.body === null ? undefined : await request.text();
    let body: unknown = text;
    if (text !== undefined) {
      try {
        body = JSON.parse(text);
      } catch {
        // keep the text
      }
    }
    const recorded: RecordedRequest = { method: request.method, url: request.url, headers: request.headers, body };
    requests.push(recorded);
    return answer(recorded, requests.length - 1);
  };
  return { fetch, requests };
}
