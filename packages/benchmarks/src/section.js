// @ts-check
import { spreadOf } from './rounds.js';

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
 * @property {boolean} [headline] also shown in the summary at the top of the page
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
 * One row per variant of the same figure, each with its ratio to the base variant.
 * @param {Iterable<[string, number[]]>} byVariant each variant's figure, one per round
 * @param {string} what
 * @param {string} unit
 * @param {string} base the variant the others are compared to
 * @param {{ headline?: boolean }} [options]
 * @returns {FigureRow[]}
 */
export function comparedRows(byVariant, what, unit, base, { headline = false } = {}) {
  const entries = [...byVariant];
  const baseFigures = entries.find(([variant]) => variant === base)?.[1];
  if (!baseFigures) throw new Error(`comparedRows: no figures of ${base}, the base of "${what}".`);
  const baseMedian = spreadOf(baseFigures).median;
  return entries.map(([variant, figures]) => {
    const spread = spreadOf(figures);
    return {
      what: `${what}: ${variant}`,
      unit,
      spread,
      ...(variant === base || baseMedian === 0 ? {} : { ratio: { value: spread.median / baseMedian, to: base } }),
      ...(headline ? { headline } : {}),
    };
  });
}

/**
 * A row for a figure that was not measured: never a made-up number.
 * @param {string} what
 * @param {string} unit
 * @param {string} reason
 * @param {{ headline?: boolean }} [options]
 * @returns {FigureRow}
 */
export function notMeasuredRow(what, unit, reason, { headline = false } = {}) {
  return { what, unit, notMeasured: `not measured: ${reason}`, ...(headline ? { headline } : {}) };
}
