// @ts-check
/**
 * The code blocks of a Markdown file, as markdown-it parses them, with what the file says about
 * running them. A TypeScript or JavaScript block is run by the docs' code-block test unless the
 * line before its fence is `<!-- not run: <reason> -->`.
 */
import MarkdownIt from 'markdown-it';

/** Fence languages the test type-checks and runs, and the extension each is written with. */
export const RUNNABLE_LANGUAGES = new Map([
  ['ts', 'ts'],
  ['typescript', 'ts'],
  ['js', 'js'],
  ['javascript', 'js'],
  ['mjs', 'js'],
]);

const NOT_RUN = /<!--\s*not run:\s*(.*?)\s*-->\s*$/;

/**
 * @typedef {object} CodeBlock
 * @property {number} line 1-based line of the opening fence
 * @property {string} language the fence's first word
 * @property {string} code
 * @property {string | undefined} notRun the stated reason, when the block is marked not to run
 */

/**
 * @param {string} markdown
 * @returns {CodeBlock[]}
 */
export function codeBlocks(markdown) {
  const lines = markdown.split('\n');
  return new MarkdownIt()
    .parse(markdown, {})
    .filter((token) => token.type === 'fence' && token.map)
    .map((token) => {
      const line = /** @type {[number, number]} */ (token.map)[0];
      const marker = NOT_RUN.exec(lines[line - 1] ?? '');
      return { line: line + 1, language: token.info.trim().split(/\s+/)[0] ?? '', code: token.content, notRun: marker ? marker[1] : undefined };
    });
}
