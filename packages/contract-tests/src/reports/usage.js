// @ts-check
// What traffic uses of the document (`usage.json`), from the judged-exchange events of any source
// (the run, a recording, the proxy): per operation, the exchanges, the statuses seen, each request
// member sent (a JSON pointer, `*` for array items: `/Packages/*/ShipToAddress/TaxId`) and each query
// parameter used, with counts. A member counts once per request, however many items carry it, so
// that "sent in 312 of 3,880 requests" reads true. The breaking-change check weighs its findings by it.
import { escapePointer, isPlainObject } from '@fulfillment-api/document';
import { judgedAsIs } from '../run-events.js';

/**
 * @typedef {object} OperationUsage
 * @property {number | undefined} endpoint
 * @property {number} exchanges
 * @property {Record<string, number>} statuses
 * @property {Record<string, number>} requestMembers
 * @property {Record<string, number>} queryParameters
 */

/** @typedef {{ operations: Record<string, OperationUsage> }} DocumentUsage by operationId, in endpoint order (usage.json) */

/**
 * @typedef {{ pointer: string, count: number, stamp: number }} MemberCount the requests that sent a
 *   member pointer; `stamp` says the last one, so that a member many items carry counts once per request
 * @typedef {{ pointer: string, members: Map<string, PointerNode>, items?: PointerNode, counted?: MemberCount }} PointerNode
 *   a member pointer of one operation's requests, with those below it: built once per distinct place
 *   and linked to its count, so that tallying a request builds no pointer text and looks up no
 *   pointer (the same request members come in exchange after exchange)
 */

const pointerNode = (/** @type {string} */ pointer) => /** @type {PointerNode} */ ({ pointer, members: new Map() });

/**
 * @typedef {object} OperationTally one operation's usage as it is counted
 * @property {number | undefined} endpoint
 * @property {number} exchanges
 * @property {Record<string, number>} statuses
 * @property {PointerNode} members the pointer tree of its request bodies
 * @property {Map<string, MemberCount>} counts by pointer, in the order first sent
 * @property {Record<string, number>} queryParameters
 */

/** An operation tally's counts before its first exchange, and again after each drain. */
const noneCounted = () => ({ exchanges: 0, statuses: /** @type {Record<string, number>} */ ({}), queryParameters: /** @type {Record<string, number>} */ ({}) });

/** The count of a pointer, made (uncounted) where missing. */
function countOf(/** @type {OperationTally} */ tally, /** @type {string} */ pointer) {
  let counted = tally.counts.get(pointer);
  if (!counted) tally.counts.set(pointer, (counted = { pointer, count: 0, stamp: 0 }));
  return counted;
}

/**
 * How deep members are tallied. Traffic's JSON may nest far deeper than any schema of the document
 * (a request nested 100,000 levels is a finding of its exchange, not the end of a run): past this the
 * walk stops, so that its recursion cannot overflow the stack, and no pointer is made per level (a
 * square of the depth in text) for members no operation has.
 */
const MAX_MEMBER_DEPTH = 64;

/**
 * Counts once, for the request stamped `stamp`, every member pointer of a value (items as `*`), down
 * to MAX_MEMBER_DEPTH.
 * @param {OperationTally} tally
 * @param {unknown} value
 * @param {PointerNode} at
 * @param {number} stamp
 * @param {number} [depth]
 */
function tallyMembers(tally, value, at, stamp, depth = 0) {
  if (depth >= MAX_MEMBER_DEPTH) return;
  if (Array.isArray(value)) {
    if (value.length === 0) return;
    const items = (at.items ??= pointerNode(`${at.pointer}/*`));
    for (const item of value) tallyMembers(tally, item, items, stamp, depth + 1);
  } else if (isPlainObject(value)) {
    // (for…in rather than Object.keys: no array made per object of every request; a body's value
    // is parsed JSON or a generated record, own members only, in the same order.)
    for (const name in value) {
      let member = at.members.get(name);
      if (!member) at.members.set(name, (member = pointerNode(`${at.pointer}/${escapePointer(name)}`)));
      const counted = (member.counted ??= countOf(tally, member.pointer));
      if (counted.stamp !== stamp) {
        counted.stamp = stamp;
        counted.count += 1;
      }
      tallyMembers(tally, value[name], member, stamp, depth + 1);
    }
  }
}

export function createUsageTally() {
  /** @type {Map<string, OperationTally>} */
  const byOperation = new Map();
  /** Requests tallied: the stamp of the one being tallied. */
  let requests = 0;
  const add = (/** @type {Record<string, number>} */ counts, /** @type {string} */ key) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  const tallyOf = (/** @type {string} */ operationId, /** @type {number | undefined} */ endpoint) => {
    let tally = byOperation.get(operationId);
    if (!tally) byOperation.set(operationId, (tally = { endpoint, ...noneCounted(), members: pointerNode(''), counts: new Map() }));
    return tally;
  };
  /** @returns {OperationUsage} */
  const usageOf = (/** @type {OperationTally} */ tally) => {
    /** @type {Record<string, number>} */
    const requestMembers = {};
    for (const { pointer, count } of tally.counts.values()) if (count > 0) requestMembers[pointer] = count;
    return { endpoint: tally.endpoint, exchanges: tally.exchanges, statuses: tally.statuses, requestMembers, queryParameters: tally.queryParameters };
  };
  return {
    /** @type {import('../run-events.js').EventHandler} */
    handle(event) {
      if (event.type !== 'exchange-judged') return;
      // Usage writes names, never values: it reads the exchange as judged where a source of traffic
      // offers it, so that counting never costs masking the personal data of an exchange.
      const { exchange, answer } = judgedAsIs(event);
      const { operation, request } = exchange;
      const tally = tallyOf(String(operation.operationId), operation.endpoint);
      tally.exchanges += 1;
      if ('status' in answer) add(tally.statuses, String(answer.status));
      requests += 1;
      tallyMembers(tally, request.body, tally.members, requests);
      for (const name of Object.keys(request.query ?? {})) add(tally.queryParameters, name);
    },

    /**
     * What was tallied since the last drain, handed over and counted from none again here (a worker
     * thread's share, or a batch's).
     * @returns {Array<[string, OperationUsage]>} in the order first seen
     */
    drain() {
      /** @type {Array<[string, OperationUsage]>} */
      const share = [];
      // The tallies stay, their counts set back to none: each batch of a long check would otherwise
      // build every pointer of its requests again.
      for (const [operationId, tally] of byOperation) {
        if (tally.exchanges === 0) continue;
        share.push([operationId, usageOf(tally)]);
        Object.assign(tally, noneCounted());
        for (const counted of tally.counts.values()) counted.count = 0;
      }
      return share;
    },

    /**
     * Takes in another tally's drained share, as though its events had come here.
     * @param {Array<[string, OperationUsage]>} share
     */
    absorb(share) {
      for (const [operationId, theirs] of share) {
        const tally = tallyOf(operationId, theirs.endpoint);
        tally.exchanges += theirs.exchanges;
        for (const part of /** @type {const} */ (['statuses', 'queryParameters'])) {
          for (const [key, times] of Object.entries(theirs[part])) tally[part][key] = (tally[part][key] ?? 0) + times;
        }
        for (const [pointer, times] of Object.entries(theirs.requestMembers)) countOf(tally, pointer).count += times;
      }
    },

    /** @returns {DocumentUsage} */
    usage() {
      const entries = [...byOperation.entries()].sort((a, b) => (a[1].endpoint ?? 999) - (b[1].endpoint ?? 999));
      return { operations: Object.fromEntries(entries.map(([operationId, tally]) => [operationId, usageOf(tally)])) };
    },
  };
}
