// @ts-check
/**
 * Code blocks highlighted at build time by Shiki (the TextMate grammars VS Code uses): the pages
 * carry coloured HTML and need no script to show it. Languages the guides use are loaded once; a
 * block in any other language is shown as plain, escaped text.
 */
import { createHighlighter } from 'shiki';
import { escapeHtml } from './site-layout.js';

const THEME = 'github-light';
const LANGUAGES = ['ts', 'js', 'sh', 'json', 'yaml', 'http', 'html'];
/** Fence names the guides use for a language Shiki names otherwise. */
const ALIASES = new Map([
  ['typescript', 'ts'],
  ['javascript', 'js'],
  ['mjs', 'js'],
  ['bash', 'sh'],
  ['shell', 'sh'],
  ['console', 'sh'],
  ['yml', 'yaml'],
]);

/** @typedef {(code: string, language: string) => string} HighlightCode a `<pre>` element */

/** @returns {Promise<HighlightCode>} */
export async function createCodeHighlighter() {
  const highlighter = await createHighlighter({ themes: [THEME], langs: LANGUAGES });
  return (code, language) => {
    const lang = ALIASES.get(language) ?? language;
    if (!LANGUAGES.includes(lang)) return `<pre class="code"><code>${escapeHtml(code)}</code></pre>`;
    // No time limit per line: Shiki's default (500 ms) leaves the rest of a line, and the lines
    // after it, uncoloured when a loaded machine is slow to tokenize it, so the pages would depend on
    // the machine's load.
    return highlighter.codeToHtml(code, { lang, theme: THEME, tokenizeTimeLimit: 0 });
  };
}
