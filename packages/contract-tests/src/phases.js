// @ts-check
// The names of the phases results are reported under, declared once: the run's four, in order, and
// those of results no phase of the run sent (the plan's not-sent results, recorded traffic), and the
// journeys' steps, run instead of the phases.

/**
 * The phases of a run, in order: the document's examples (or configured inputs) and unknown
 * identifiers; the boundary cases of every stated bound; creations read back through `links`;
 * requests generated from the schemas.
 * @typedef {'examples' | 'bounds' | 'stateful' | 'generated'} Phase
 */
export const PHASE = /** @type {const} */ ({ examples: 'examples', bounds: 'bounds', stateful: 'stateful', generated: 'generated' });
/** @type {readonly Phase[]} */
export const PHASES = Object.freeze(Object.values(PHASE));
/** What the plan did not send (refused against the target, or wanting an input). */
export const NOT_SENT_PHASE = 'plan';
/** The steps of the journeys (spec/workflows/), run by `--workflows` instead of the phases. */
export const WORKFLOWS_PHASE = 'workflows';
/** Every recorded exchange (a recording checked, the proxy's traffic). */
export const RECORDED_PHASE = 'recorded';
