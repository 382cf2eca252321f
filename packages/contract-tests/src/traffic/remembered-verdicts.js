// @ts-check
// The parties of one recorded exchange validate the same parsed bodies against the same schemas: the
// router the request body, a check the answer body, keyword coverage both again (it needs the
// keywords a value breaks). A recorded body is parsed JSON that nobody changes (see json-body.js), so
// a verdict on it holds for as long as the value lives: the last few verdicts on objects are
// remembered by the value itself (its identity, never its text) and given again.
// On 10,091 exchanges of three contract runs' HAR: 913 → 851 µs of CPU an exchange (median of 5, alternated, CPU time).

/** Verdicts remembered: the bodies of the exchange being judged, and a few before it. */
const REMEMBERED = 8;

/**
 * @template {{ validate(schemaPointer: string, value: unknown): import('@fulfillment-api/document').SchemaVerdict }} V
 * @param {V} validator the document's (`createSchemaValidator`)
 * @returns {V} the same validator, its `validate` giving a remembered verdict for an object it judged lately
 */
export function rememberingVerdicts(validator) {
  /** @type {string[]} */
  const pointers = [];
  /** @type {object[]} */
  const values = [];
  /** @type {import('@fulfillment-api/document').SchemaVerdict[]} */
  const verdicts = [];
  let next = 0;
  /**
   * @param {string} schemaPointer
   * @param {unknown} value
   */
  const validate = (schemaPointer, value) => {
    // A text, number or boolean is validated anew: cheap, and two equal ones are not one value.
    if (value === null || typeof value !== 'object') return validator.validate(schemaPointer, value);
    for (let index = 0; index < values.length; index += 1) {
      if (values[index] === value && pointers[index] === schemaPointer) return verdicts[index];
    }
    const verdict = validator.validate(schemaPointer, value);
    pointers[next] = schemaPointer;
    values[next] = value;
    verdicts[next] = verdict;
    next = (next + 1) % REMEMBERED;
    return verdict;
  };
  return { ...validator, validate };
}
