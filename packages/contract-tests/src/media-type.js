// @ts-check
// Media types of an answer against those the document states for it (`operation.response(status)` of
// the document library says which response documents a status).

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(/** @type {string | undefined} */ contentType) {
  if (contentType === undefined) return '';
  const end = contentType.indexOf(';');
  return (end < 0 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
}

/** The type and subtype of each documented media-type key (the document's, read once). */
/** @type {Map<string, [string, string]>} */
const documentedTypes = new Map();

/** Whether a documented media-type key (`application/json`, `application/*`, `*\/*`) covers `mediaType`. */
export function coversMediaType(/** @type {string} */ documented, /** @type {string} */ mediaType) {
  let parts = documentedTypes.get(documented);
  if (parts === undefined) {
    const [type, subtype] = documented.toLowerCase().split(';')[0].trim().split('/');
    parts = [type, subtype];
    if (documentedTypes.size < 1000) documentedTypes.set(documented, parts);
  }
  const [type, subtype] = parts;
  // As `mediaType.split('/')` reads it, without the array.
  const slash = mediaType.indexOf('/');
  let gotType = mediaType;
  let gotSubtype;
  if (slash >= 0) {
    gotType = mediaType.slice(0, slash);
    const next = mediaType.indexOf('/', slash + 1);
    gotSubtype = mediaType.slice(slash + 1, next < 0 ? undefined : next);
  }
  return (type === '*' || type === gotType) && (subtype === '*' || subtype === gotSubtype);
}

/** @type {WeakMap<object, { schemaPointer?: string, mediaType: string } | null>} */
const documentedJsonOf = new WeakMap();

/**
 * The first media type of a documented response that carries JSON, if any (read once per response).
 * @param {{ mediaTypes: Array<{ mediaType: string, schemaPointer?: string }> }} documented
 */
export function documentedJson(documented) {
  let json = documentedJsonOf.get(documented);
  if (json === undefined) documentedJsonOf.set(documented, (json = documented.mediaTypes.find((media) => isJsonMediaType(mediaTypeOf(media.mediaType))) ?? null));
  return json ?? undefined;
}

/** Whether a media type carries JSON (`application/json`, `application/problem+json`). */
export function isJsonMediaType(/** @type {string} */ mediaType) {
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType);
}
