/**
 * Builds one `curl` line against the mock for an operation that changes nothing: the first `GET`
 * whose `x-effect` is `read` (or absent) and whose path parameters and required query parameters all
 * have an example in the document. Endpoint 18 cancels with `GET`, so the method alone would not be
 * enough.
 *
 * @param {Record<string, any>} document
 * @param {string} mockUrl e.g. `http://127.0.0.1:4010`
 * @returns {string | undefined} undefined when no operation qualifies
 */
export function exampleCurl(document: Record<string, any>, mockUrl: string): string | undefined;
