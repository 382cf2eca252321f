// @ts-check
/**
 * Values of the members the service assigns (`x-assigned-by-service` in the document:
 * `SvcPackageId`, `TrackingNumber`, …), made for each creation: the example's value with its last
 * run of digits counted on (`SP2026112000017001` → `SP2026112000017002`), so that the shape, prefix
 * and length stay the example's; unique within the session (none equal to an example's value or to
 * one given before), and valid against the member's schema, else the example's value is kept.
 */

/**
 * @typedef {{ name: string, dataPath: string, schemaPointer: string, example: string, taken: Set<string> }} AssignedMemberPlan
 *   `taken`: the values the document's examples give that member (identifiers there from the start)
 */

/**
 * @param {AssignedMemberPlan[]} members
 * @param {{ assigned: Map<string, { next: number, given: Set<string> }> }} session
 * @param {{ validate(schemaPointer: string, value: unknown): { valid: boolean } }} validator
 * @returns {Map<string, string>} value by member name
 */
export function assignValues(members, session, validator) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const member of members) {
    if (values.has(member.name)) continue;
    const counter = session.assigned.get(member.name) ?? { next: 1, given: new Set() };
    session.assigned.set(member.name, counter);
    let value;
    for (let tries = 0; tries < 1000; tries += 1) {
      const candidate = countedOn(member.example, counter.next);
      counter.next += 1;
      if (!member.taken.has(candidate) && !counter.given.has(candidate)) {
        value = candidate;
        break;
      }
    }
    if (value === undefined || !validator.validate(member.schemaPointer, value).valid) continue;
    counter.given.add(value);
    values.set(member.name, value);
  }
  return values;
}

/**
 * `example` with its last run of digits plus `count`, the run's length kept (it wraps past all
 * nines); an example without digits gets `-<count>`.
 * @param {string} example
 * @param {number} count
 */
export function countedOn(example, count) {
  const match = /(\d+)(\D*)$/.exec(example);
  if (!match) return `${example}-${count}`;
  const [, digits, rest] = match;
  const modulus = 10n ** BigInt(digits.length);
  const next = (BigInt(digits) + BigInt(count)) % modulus;
  return `${example.slice(0, match.index)}${next.toString().padStart(digits.length, '0')}${rest}`;
}
