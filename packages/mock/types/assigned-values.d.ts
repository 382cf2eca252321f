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
export function assignValues(members: AssignedMemberPlan[], session: {
    assigned: Map<string, {
        next: number;
        given: Set<string>;
    }>;
}, validator: {
    validate(schemaPointer: string, value: unknown): {
        valid: boolean;
    };
}): Map<string, string>;
/**
 * `example` with its last run of digits plus `count`, the run's length kept (it wraps past all
 * nines); an example without digits gets `-<count>`.
 * @param {string} example
 * @param {number} count
 */
export function countedOn(example: string, count: number): string;
/**
 * `taken`: the values the document's examples give that member (identifiers there from the start)
 */
export type AssignedMemberPlan = {
    name: string;
    dataPath: string;
    schemaPointer: string;
    example: string;
    taken: Set<string>;
};
