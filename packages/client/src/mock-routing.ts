/**
 * Mock mode: every call goes to one local origin (Prism serving the document), and states the
 * origin it is meant for in Prism's `__server` query parameter. Prism answers 404 when that
 * value matches none of the operation's servers, and the project's mock pins every server
 * variable to the document's default, so a call meant for the wrong host or port fails there.
 */

import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';

export { MOCK_SERVER_PARAMETER };

interface RequestParams {
  query?: Record<string, unknown>;
  [location: string]: unknown;
}

/** The call's parameters with `__server=<intended origin>` added to its query. */
export function withIntendedServer(params: RequestParams | undefined, intendedOrigin: string): RequestParams {
  return { ...params, query: { ...params?.query, [MOCK_SERVER_PARAMETER]: intendedOrigin } };
}
