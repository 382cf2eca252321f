// @ts-check
// What traffic uses of the document (`usage.json`), from the judged-exchange events of any source
// (the run, a recording, the proxy): per operation, the exchanges, the statuses seen, each request
// member sent (a JSON pointer, `*` for array items: `/Packages/*/ShipToAddress/TaxId`) and each query
// parameter used, with counts. A member counts once per request, however many items carry it, so
// that "sent in 312 of 3,880 requests" reads true. The breaking-change check weighs its findings by it.
import { escapePointer, isPlainObject } from '@fulfillment-api/document';

/**
 * @typedef {object} OperationUsage
 * @property {number | undefined} endpoint
 * @property {number} exchanges
 * @property {Record<string, number>} statuses
 * @property {Record<string, number>} requestMembers
 * @property {Record<string, number>} queryParameters
 */

/**
 * @typedef {{ pointer: string, members: Map<string, PointerNode>, items?: PointerNode }} PointerNode
 * A member pointer, with those below it: built once per distinct place, so that tallying a request
 * builds no pointer text (the same request members come in exchange after exchange).
 */

const pointerNode = (/** @type {string} */ pointer) => /** @type {PointerNode} */ ({ pointer, members: new Map() });

/** Every member pointer of a value, items as `*`. */
function memberPointers(/** @type {unknown} */ value, /** @type {PointerNode} */ at, /** @type {Set<string>} */ into) {
  if (Array.isArray(value)) {
    if (value.length === 0) return into;
    const items = (at.items ??= pointerNode(`${at.pointer}/*`));
    for (const item of value) memberPointers(item, items, into);
  } else if (isPlainObject(value)) {
    for (const name of Object.keys(/** @type {Record<string, unknown>} */ (value))) {
      let member = at.members.get(name);
      if (!member) at.members.set(name, (member = pointerNode(`${at.pointer}/${escapePointer(name)}`)));
      into.add(member.pointer);
      memberPointers(/** @type {Record<string, unknown>} */ (value)[name], member, into);
    }
  }
  return into;
}

export function createUsageTally() {
  /** @type {Map<string, OperationUsage>} */
  const byOperation = new Map();
  const members = pointerNode('');
  /** @type {Set<string>} */
  const sent = new Set();
  const add = (/** @type {Record<string, number>} */ counts, /** @type {string} */ key) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  return {
    /** @type {import('../run-events.js').EventHandler} */
    handle(event) {
      if (event.type !== 'exchange-judged') return;
      // Counts only, no value written: the exchange as judged, where the source gives it.
      const { exchange, answer } = event.unmasked ?? event;
      const { operation, request } = exchange;
      const operationId = String(operation.operationId);
      let usage = byOperation.get(operationId);
      if (!usage) {
        usage = { endpoint: operation.endpoint, exchanges: 0, statuses: {}, requestMembers: {}, queryParameters: {} };
        byOperation.set(operationId, usage);
      }
      usage.exchanges += 1;
      if ('status' in answer) add(usage.statuses, String(answer.status));
      for (const pointer of memberPointers(request.body, members, sent)) add(usage.requestMembers, pointer);
      sent.clear();
      for (const name of Object.keys(request.query ?? {})) add(usage.queryParameters, name);
    },

    /**
     * What was tallied since the last drain, handed over and forgotten here (a worker thread's share).
     * @returns {Array<[string, OperationUsage]>} in the order first seen
     */
    drain() {
      const share = [...byOperation.entries()];
      byOperation.clear();
      return share;
    },

    /**
     * Takes in another tally's drained share, as though its events had come here.
     * @param {Array<[string, OperationUsage]>} share
     */
    absorb(share) {
      for (const [operationId, theirs] of share) {
        const usage = byOperation.get(operationId);
        if (!usage) {
          byOperation.set(operationId, theirs);
          continue;
        }
        usage.exchanges += theirs.exchanges;
        for (const part of /** @type {const} */ (['statuses', 'requestMembers', 'queryParameters'])) {
          for (const [key, times] of Object.entries(theirs[part])) usage[part][key] = (usage[part][key] ?? 0) + times;
        }
      }
    },

    /** @returns {{ operations: Record<string, OperationUsage> }} by operationId, in endpoint order */
    usage() {
      const entries = [...byOperation.entries()].sort((a, b) => (a[1].endpoint ?? 999) - (b[1].endpoint ?? 999));
      return { operations: Object.fromEntries(entries) };
    },
  };
}
