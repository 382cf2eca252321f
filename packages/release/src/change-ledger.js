// @ts-check
/**
 * Where the check writes down what it found: each change once (a schema shared by several operations
 * is one change, with every operation it reaches listed), and every place of the two documents that a
 * rule has judged, so that the last pass can find the changes no rule looked at.
 */
import { resolvePointer } from '@fulfillment-api/document';
import { POLICY } from './policy.js';

/**
 * @typedef {import('./policy.js').ChangeClass} ChangeClass
 * @typedef {import('./policy.js').PolicyRule} PolicyRule
 *
 * @typedef {object} Change
 * @property {ChangeClass} class
 * @property {PolicyRule} rule
 * @property {string} policy the sentence of the versioning guide
 * @property {string} says what changed, in a few words
 * @property {string | undefined} released its JSON pointer in the released document (or the nearest place that exists there)
 * @property {string | undefined} current its JSON pointer in the current document (or the nearest place that exists there)
 * @property {string[]} where the operations (and their side) it reaches
 * @property {string} [accepted] why a reviewed breaking change is let through (`released/accepted-breaking-changes.json`)
 */

export class ChangeLedger {
  /** @type {Map<string, Change>} */
  #changes = new Map();
  /** @type {{ released: Set<string>, current: Set<string> }} */
  judged = { released: new Set(), current: new Set() };
  #documents;

  /** @param {{ released: Record<string, any>, current: Record<string, any> }} documents */
  constructor(documents) {
    this.#documents = documents;
  }

  /**
   * @param {{ rule: PolicyRule, says: string, released?: string, current?: string, where?: string }} found
   */
  record({ rule, says, released, current, where }) {
    const key = `${rule}\u0000${says}\u0000${released}\u0000${current}`;
    let change = this.#changes.get(key);
    if (!change) {
      const line = POLICY[rule];
      change = { class: line.class, rule, policy: line.sentence, says, released, current, where: [] };
      this.#changes.set(key, change);
    }
    if (where && !change.where.includes(where)) change.where.push(where);
    // A pointer is the change itself when it names the same place on both sides, or a place the
    // other document does not have; else it is only the nearest place (the parent of what was
    // added or removed), and judging it would hide every other change beneath it.
    const isTheChange = (/** @type {string | undefined} */ at, /** @type {Record<string, any>} */ other) =>
      at !== undefined && (at === released && at === current ? true : resolvePointer(other, at) === undefined);
    this.judge(isTheChange(released, this.#documents.current) ? released : undefined, isTheChange(current, this.#documents.released) ? current : undefined);
  }

  /** @param {string | undefined} released @param {string | undefined} current */
  judge(released, current) {
    if (released !== undefined) this.judged.released.add(released);
    if (current !== undefined) this.judged.current.add(current);
  }

  /** @returns {Change[]} breaking first, then in the order found */
  changes() {
    const order = ['unclassified', 'breaking', 'deprecation', 'compatible', 'annotation'];
    return [...this.#changes.values()].sort((a, b) => order.indexOf(a.class) - order.indexOf(b.class));
  }
}
