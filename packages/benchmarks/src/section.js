// @ts-check
/**
 * What a benchmark section hands back: rows of figures, each the median of its rounds with their
 * range, its ratio to the alternative where there is one, and the command that produced it.
 *
 * @typedef {import('./rounds.js').Spread} Spread
 *
 * @typedef {object} FigureRow
 * @property {string} what
 * @property {string} unit one of the units `formatFigure` knows
 * @property {Spread} [spread] absent when the figure was not measured
 * @property {string} [notMeasured] why not, when there is no spread
 * @property {{ value: number, to: string }} [ratio] e.g. `{ value: 1.38, to: 'openapi-fetch' }`
 * @property {string} [command] the command behind this row, when it is not the section's
 *
 * @typedef {object} SectionResult
 * @property {string} id the name `--only` takes
 * @property {string} title
 * @property {string} command how to run this section alone
 * @property {FigureRow[]} rows
 * @property {string[]} notes what was measured and how, in a sentence or two each
 * @property {string} [failure] set when something the section measures is broken
 *
 * @typedef {object} BenchContext
 * @property {any} document the bundle
 * @property {number} rounds
 * @property {boolean} quick shorter runs, for trying the harness out
 * @property {string} repositoryRoot
 * @property {(line: string) => void} log progress, to stderr
 */

/**
 * A row for a figure that was not measured: never a made-up number.
 * @param {string} what
 * @param {string} unit
 * @param {string} reason
 * @returns {FigureRow}
 */
export function notMeasuredRow(what, unit, reason) {
  return { what, unit, notMeasured: `not measured: ${reason}` };
}
