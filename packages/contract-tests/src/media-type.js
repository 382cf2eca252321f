// @ts-check
// Media types of an answer against those the document states for it (`operation.response(status)` of
// the document library says which response documents a status).

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(/** @type {string | undefined} */ contentType) {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether a documented media-type key (`application/json`, `application/*`, `*\/*`) covers `mediaType`. */
export function coversMediaType(/** @type {string} */ documented, /** @type {string} */ mediaType) {
  const [type, subtype] = documented.toLowerCase().split(';')[0].trim().split('/');
  const [gotType, gotSubtype] = mediaType.split('/');
  return (type === '*' || type === gotType) && (subtype === '*' || subtype === gotSubtype);
}

/** Whether a media type carries JSON (`application/json`, `application/problem+json`). */
export function isJsonMediaType(/** @type {string} */ mediaType) {
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType);
}
