/**
 * The first argument of a named method, split the way the document places each value: path,
 * query and header parameters into openapi-fetch's `params`, body properties into `body`. The
 * places come from the generated table (`generated/operation-methods.ts`), where no name occurs
 * twice in one operation, so a flat object loses nothing.
 */
export interface ArgumentPlaces {
  readonly path: readonly string[];
  readonly query: readonly string[];
  readonly header: readonly string[];
  /** The body's property names; null where the operation takes no body. */
  readonly body: readonly string[] | null;
  readonly bodyRequired: boolean;
}

export interface SplitArguments {
  params: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, unknown> };
  body?: Record<string, unknown>;
}

export function splitArguments(operationId: string, places: ArgumentPlaces, args: unknown): SplitArguments {
  if (args === undefined) args = {};
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    throw new TypeError(`${operationId}: the first argument must be an object of the operation's values by name; got ${args === null ? 'null' : Array.isArray(args) ? 'an array' : typeof args}.`);
  }
  const split: SplitArguments = { params: {} };
  let body: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    const place = placeOf(places, name);
    if (place === undefined) {
      const known = [...places.path, ...places.query, ...places.header, ...(places.body ?? [])];
      throw new TypeError(
        `${operationId}: '${name}' is no value of this operation; it takes ${known.length > 0 ? known.join(', ') : 'none'}. ` +
          'Options of the call (signal, headers, timeoutMs, baseUrl) go in the second argument.',
      );
    }
    if (place === 'body') (body ??= {})[name] = value;
    else (split.params[place] ??= {})[name] = value;
  }
  if (places.body !== null && (body !== undefined || places.bodyRequired)) split.body = body ?? {};
  return split;
}

function placeOf(places: ArgumentPlaces, name: string): 'path' | 'query' | 'header' | 'body' | undefined {
  if (places.path.includes(name)) return 'path';
  if (places.query.includes(name)) return 'query';
  if (places.header.includes(name)) return 'header';
  if (places.body?.includes(name)) return 'body';
  return undefined;
}
