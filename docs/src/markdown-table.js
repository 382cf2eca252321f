// @ts-check
/**
 * GitHub-flavoured Markdown tables, written the same way every time so that a regenerated page
 * differs from the committed one only when the document changed.
 */

/**
 * @param {string[]} header
 * @param {string[][]} rows cells already in Markdown (see `text` and `code`)
 * @returns {string}
 */
export function markdownTable(header, rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Plain text in a table cell: one line, with the characters that would end the cell escaped.
 *
 * @param {unknown} value
 * @returns {string}
 */
export function text(value) {
  return String(value ?? '')
    .replace(/\s*\r?\n\s*/g, ' ')
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .trim();
}

/**
 * A code span in a table cell.
 *
 * @param {unknown} value
 * @returns {string}
 */
export function code(value) {
  const content = String(value ?? '').replace(/\s*\r?\n\s*/g, ' ').replaceAll('|', '\\|');
  const fence = content.includes('`') ? '``' : '`';
  const pad = fence === '``' ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

/**
 * Code units order, not the locale's: the same on every machine.
 *
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
