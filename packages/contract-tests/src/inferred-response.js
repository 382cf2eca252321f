// @ts-check
// Where an operation's own status codes are not shown, its 400 is only inferred from the
// description's Errors section (`x-inferred`): there another 4xx to invalid data is drift, not a
// failure (status_code_conformance, drift).

/**
 * The operation's 400 where it is only inferred from the description's Errors section
 * (`x-inferred`): there the description does not say what the service answers to invalid data.
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @returns {import('@fulfillment-api/document').Response | undefined}
 */
export function inferredInvalidDataResponse(operation) {
  const documented = operation.response(400);
  return documented?.key === '400' && documented.inferred.length > 0 ? documented : undefined;
}
