/**
 * The type of the client: openapi-fetch's `Client<paths>`, call for call (`client.GET(path,
 * { params })`, `{ data, error, response }`), with two of openapi-fetch 0.17's types replaced,
 * because they would let misuse through or reject correct code with this document:
 *
 * - openapi-fetch infers the whole `init` argument as a type parameter, so TypeScript skips its
 *   excess-property check and a misspelt optional field (`{ Packages: [{ PackageID: 'P-1' }] }`)
 *   compiles (openapi-ts/openapi-typescript#1769, #2329). Here `init` is the operation's own
 *   options type, so an object literal is checked field by field.
 * - openapi-fetch passes `data` and `error` through `Readable<T>`, which maps over anything that
 *   extends `object`, the open unions of values seen included: `'Creating' | (string & {})`
 *   comes out as `'Creating' | { toString: {}; charAt: {}; … }`, not assignable to `string`.
 *   The document declares no readOnly or writeOnly property (no `$Read`/`$Write` marker), so
 *   `Readable` has nothing to remove: `data` and `error` here are the document's types as
 *   generated.
 *
 * At run time the client is openapi-fetch's; `asOpenapiFetchClient` hands it on typed as
 * `Client<paths>` for a library that asks for that type.
 */
import type { Client, ClientPathsWithMethod, FetchOptions, Middleware } from 'openapi-fetch';
import type { paths } from '@fulfillment-api/types';
import type { OperationId, operations } from '@fulfillment-api/types/operations';
import type { FulfillmentApiError } from './fulfillment-api-error.js';
import type { APIPromise } from './api-promise.js';
import type { OperationMethods } from './generated/operation-methods.js';
import type { PagePromise } from './page-promise.js';
import type { PagedOperationId } from './paged-list.js';

/** The HTTP methods the document's operations use, lower case (from the routing table). */
export type HttpMethod = (typeof operations)[OperationId]['method'];

/** The paths of the document that have an operation for `Method`. */
export type PathsWithMethod<Method extends HttpMethod> = ClientPathsWithMethod<Client<paths>, Method>;

/** The operation object of a path and method, as generated. */
type OperationOf<Path extends keyof paths, Method extends HttpMethod> = paths[Path][Method];

/**
 * The options of one call: openapi-fetch's FetchOptions of the operation (params, body,
 * baseUrl, headers, fetch, middleware, signal, …). Answers are JSON: `parseAs` other than
 * `json` is not offered, since every answer of the document is JSON or empty.
 */
export type CallOptions<Path extends keyof paths, Method extends HttpMethod> = Omit<
  FetchOptions<OperationOf<Path, Method>>,
  'parseAs'
> & { parseAs?: 'json' };

/** Statuses that openapi-fetch answers with `data` (it tests `response.ok`). */
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226 | '2XX';

type ResponsesOf<Operation> = Operation extends { responses: infer Responses } ? Responses : never;

/** The JSON body of one response object; `undefined` for one without content. */
type JsonBodyOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The body of a success answer of the operation (a union over its 2xx responses). */
export type SuccessBody<Operation> = {
  [Status in keyof ResponsesOf<Operation>]: Status extends SuccessStatus ? JsonBodyOf<ResponsesOf<Operation>[Status]> : never;
}[keyof ResponsesOf<Operation>];

/** The body of an error answer the document declares (a union over its other responses). */
export type ErrorBody<Operation> = {
  [Status in keyof ResponsesOf<Operation>]: Status extends SuccessStatus ? never : JsonBodyOf<ResponsesOf<Operation>[Status]>;
}[keyof ResponsesOf<Operation>];

/**
 * What a call answers: `{ data, response }` (2xx) or `{ error, response }` (any other status),
 * where `error` is the call's FulfillmentApiError, truthy whatever the body (a 400 with a `null`
 * body included), its `body` typed as the error body the document declares. Where the document
 * declares no error answer (the description does not show the status codes of endpoints 5, 7,
 * 8, 13, 14 and 15), the body is `unknown`: the service can still answer 4xx or 5xx.
 */
export type CallResponse<Path extends keyof paths, Method extends HttpMethod> =
  | { data: SuccessBody<OperationOf<Path, Method>>; error?: never; response: Response }
  | { data?: never; error: OperationApiError<OperationOf<Path, Method>>; response: Response };

type KnownOrUnknown<T> = [T] extends [never] ? unknown : T;

/**
 * The `api` error of an operation: a FulfillmentApiError whose `body` is typed as the error body
 * the document declares for it (`unknown` where the description does not show it).
 */
export type OperationApiError<Operation> = FulfillmentApiError<KnownOrUnknown<ErrorBody<Operation>>>;

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** The `init` argument: required when the operation has a required parameter or body. */
type InitArgument<Options> = [RequiredKeys<Options>] extends [never] ? [init?: Options] : [init: Options];

export type FulfillmentMethod<Method extends HttpMethod> = <Path extends PathsWithMethod<Method>>(
  path: Path,
  ...init: InitArgument<CallOptions<Path, Method>>
) => Promise<CallResponse<Path, Method>>;

/** `GET`, `POST`, …: one method per HTTP method that the document uses. */
export type FulfillmentMethods = { [Method in HttpMethod as Uppercase<Method>]: FulfillmentMethod<Method> };

/** The list method that pages gives a PagePromise: awaited, its one page; with `for await`, every item across pages. */
type PagedMethod<Method> = Method extends (...args: infer Arguments) => APIPromise<infer Page extends readonly unknown[]>
  ? (...args: Arguments) => PagePromise<Page>
  : Method;

/** The methods named by operationId, as generated, the list that pages typed as such. */
export type NamedMethods = {
  [Id in keyof OperationMethods]: Id extends PagedOperationId ? PagedMethod<OperationMethods[Id]> : OperationMethods[Id];
};

/**
 * The client: a method per operation named by its operationId (`client.getTrackings({ lang,
 * TrackingNumbers })`, generated from the document), and openapi-fetch's path style
 * (`client.POST('/v1/trackings', { params, body })`) beside it.
 */
export interface FulfillmentClient extends FulfillmentMethods, NamedMethods {
  /** Any method, lower case: `client.request('get', path, init)`. */
  request<Method extends HttpMethod, Path extends PathsWithMethod<Method>>(
    method: Method,
    path: Path,
    ...init: InitArgument<CallOptions<Path, Method>>
  ): Promise<CallResponse<Path, Method>>;
  /** Registers middleware (openapi-fetch's): `onRequest` is the place for authentication. */
  use(...middleware: Middleware[]): void;
  /** Unregisters middleware. */
  eject(...middleware: Middleware[]): void;
}

/**
 * The same client, typed as openapi-fetch's `Client<paths>`, for a library that asks for that
 * type (openapi-react-query, for instance). Its calls are then typed as openapi-fetch types them.
 */
export function asOpenapiFetchClient(client: FulfillmentClient): Client<paths> {
  return client as unknown as Client<paths>;
}
