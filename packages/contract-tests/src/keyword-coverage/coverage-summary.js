// @ts-check
// What the recorder saw, as the reports show it: one figure per side (request locations reached of
// all, answer locations reached of all), per operation, and each location never reached with the
// reason where the run knows it (an operation refused or skipped by the target, a phase that did not
// run, a status no answer ever had).

import { PHASE } from '../phases.js';

/**
 * @typedef {object} LocationCoverage
 * @property {string} pointer
 * @property {import('./coverage-locations.js').Side} side
 * @property {import('./coverage-locations.js').LocationKind} kind
 * @property {string} label
 * @property {unknown} [value]
 * @property {string[]} phases the phases that reached it (none: never reached)
 * @property {number} hits
 * @property {string} [reason] why it was never reached, where the run knows
 */

/**
 * @typedef {object} SideFigure
 * @property {number} reached
 * @property {number} total
 * @property {number} percent one decimal
 */

/**
 * @typedef {object} SchemaCoverage
 * @property {SideFigure} request
 * @property {SideFigure} answer
 * @property {Array<{ operationId: string, endpoint: number | undefined, request: SideFigure, answer: SideFigure, locations: LocationCoverage[] }>} operations
 */

/** @param {number} reached @param {number} total @returns {SideFigure} */
const figure = (reached, total) => ({ reached, total, percent: total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10 });

const EFFECT_PLURAL = /** @type {Record<string, string>} */ ({ create: 'creations', cancel: 'cancels' });

/**
 * @param {ReturnType<ReturnType<typeof import('./coverage-recorder.js').createCoverageRecorder>['states']>} states
 * @param {object} run what the run knows of why a location was not reached
 * @param {string} run.target
 * @param {readonly string[]} run.phases the phases run (`recorded` for recorded traffic)
 * @param {ReadonlyArray<{ operationId: string, outcome: string, reason: string, effect?: string }>} [run.notSent]
 * @returns {SchemaCoverage}
 */
export function schemaCoverage(states, { target, phases, notSent = [] }) {
  /** @type {Map<string, SchemaCoverage['operations'][number]>} */
  const operations = new Map();
  /** statuses answered, by operation: the response keys whose status location was reached */
  const answered = new Map();
  for (const { location, hits } of states) {
    if (location.kind === 'status' && hits > 0) answered.set(location.operationId, new Set([...(answered.get(location.operationId) ?? []), ...(location.responses ?? [])]));
  }
  // Recorded traffic may break any rule; of the run's phases, bounds and generated do.
  const breaking = phases.some((phase) => phase !== PHASE.examples && phase !== PHASE.stateful);

  /** @param {import('./coverage-recorder.js').LocationState} state */
  const reasonFor = ({ location }) => {
    const { operationId } = location;
    const withheld = notSent.find((item) => item.operationId === operationId);
    if (withheld?.outcome === 'refused') return `${target}: ${EFFECT_PLURAL[withheld.effect ?? ''] ?? `${withheld.effect ?? 'unsafe'} operations`} are not sent`;
    if (withheld) return `${target}: ${withheld.reason}`;
    if (location.unreachable) return location.unreachable;
    if (location.side === 'request') {
      if ((location.kind === 'bound-broken' || location.kind === 'required-missing') && !breaking) return 'only the bounds and generated phases break a rule, and neither ran';
      return undefined;
    }
    const keys = location.responses ?? [];
    const seen = answered.get(operationId) ?? new Set();
    if (keys.length > 0 && !keys.some((key) => seen.has(key))) return `no answer ever had status ${keys.join(' or ')}`;
    if (location.kind === 'media-type') return `no answer with status ${keys.join(' or ')} came as ${location.label.split(' ').slice(1).join(' ')}`;
    // The mock answers from the document's examples: what none of them shows, no answer shows.
    if (target === 'mock') return `the mock answers the document's examples, and none of ${keys.join(' or ')} ${location.kind === 'property-absent' ? 'leaves it out' : 'has it'}`;
    return undefined;
  };

  for (const state of states) {
    const { location } = state;
    const entry = operations.get(location.operationId) ?? { operationId: location.operationId, endpoint: location.endpoint, request: figure(0, 0), answer: figure(0, 0), locations: [] };
    operations.set(location.operationId, entry);
    const reason = state.hits === 0 ? reasonFor(state) : undefined;
    entry.locations.push({
      pointer: location.pointer,
      side: location.side,
      kind: location.kind,
      label: location.label,
      ...(location.value !== undefined ? { value: location.value } : {}),
      phases: [...state.phases].sort(),
      hits: state.hits,
      ...(reason ? { reason } : {}),
    });
  }
  return withFigures([...operations.values()]);
}

/** @param {LocationCoverage[]} locations @param {string} side */
const count = (locations, side) => {
  const own = locations.filter((l) => l.side === side);
  return figure(own.filter((l) => l.hits > 0).length, own.length);
};

/**
 * The figures of each operation and of all, from their locations.
 * @param {SchemaCoverage['operations']} all
 * @returns {SchemaCoverage}
 */
function withFigures(all) {
  for (const entry of all) {
    entry.request = count(entry.locations, 'request');
    entry.answer = count(entry.locations, 'answer');
  }
  const every = all.flatMap((entry) => entry.locations);
  return { request: count(every, 'request'), answer: count(every, 'answer'), operations: all };
}

/**
 * The coverage of shards of one job (`merge`) as one: a location is reached when any shard reached
 * it (hits added up, phases joined); a reason is kept only for a location no shard reached.
 * @param {Array<Pick<SchemaCoverage, 'operations'>>} shards
 * @returns {SchemaCoverage}
 */
export function mergeSchemaCoverage(shards) {
  /** @type {Map<string, SchemaCoverage['operations'][number] & { byKey: Map<string, LocationCoverage> }>} */
  const operations = new Map();
  for (const shard of shards) {
    for (const operation of shard.operations ?? []) {
      let entry = operations.get(operation.operationId);
      if (!entry) operations.set(operation.operationId, (entry = { operationId: operation.operationId, endpoint: operation.endpoint, request: figure(0, 0), answer: figure(0, 0), locations: [], byKey: new Map() }));
      for (const location of operation.locations) {
        const key = JSON.stringify([location.pointer, location.side, location.kind, location.label, location.value]);
        const kept = entry.byKey.get(key);
        if (!kept) {
          const own = { ...location, phases: [...location.phases] };
          entry.byKey.set(key, own);
          entry.locations.push(own);
          continue;
        }
        kept.hits += location.hits;
        kept.phases = [...new Set([...kept.phases, ...location.phases])].sort();
        if (kept.hits > 0) delete kept.reason;
      }
    }
  }
  return withFigures([...operations.values()].map(({ byKey: _byKey, ...entry }) => entry));
}

/** One line per side, as the terminal and summary.md give it. */
export function coverageFigures(/** @type {Pick<SchemaCoverage, 'request' | 'answer'>} */ coverage) {
  return `schema coverage: requests ${coverage.request.percent}% (${coverage.request.reached} of ${coverage.request.total} locations), answers ${coverage.answer.percent}% (${coverage.answer.reached} of ${coverage.answer.total})`;
}
