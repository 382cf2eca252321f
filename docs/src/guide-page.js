// @ts-check
/**
 * A Markdown page of this package as an HTML page of the site (markdown-it, CommonMark with tables).
 * A link to another page's Markdown file becomes a link to that page's HTML file, so the guides link
 * to each other the same way on GitHub and on the site. Code is highlighted at build time, every
 * heading gets an anchor, and a long page opens with a table of its sections.
 */
import { posix } from 'node:path';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { escapeHtml, guideHtml, relativeLink } from './site-layout.js';
import { ALL_PAGES } from './site-pages.js';

/** Markdown sources (relative to this package) → output paths. */
const OUTPUT_OF_SOURCE = new Map(ALL_PAGES.filter((page) => page.source).map((page) => [page.source, page.output]));
const OUTPUTS = new Set(ALL_PAGES.map((page) => page.output));

/** A page with at least this many sections (`##`) opens with a table of contents. */
const TABLE_OF_CONTENTS_MINIMUM = 4;

/**
 * @param {{ title: string, source: string, output: string }} page
 * @param {string} markdown
 * @param {{ highlight: import('./code-highlighter.js').HighlightCode, documentVersion: string }} site
 * @returns {string} the HTML page
 */
export function renderGuidePage(page, markdown, { highlight, documentVersion }) {
  // `html: true`: the guides are this project's own files; the generated ones start with a comment.
  const markdownIt = new MarkdownIt({
    html: true,
    linkify: false,
    typographer: false,
    highlight: (code, language) => highlight(code, language.trim().split(/\s+/)[0] ?? ''),
  });
  markdownIt.use(anchor, { level: [2, 3], tabIndex: false });
  const defaultLinkOpen =
    markdownIt.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  markdownIt.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const href = token.attrGet('href');
    if (href) token.attrSet('href', siteHref(page, String(href)));
    return defaultLinkOpen(tokens, index, options, env, self);
  };
  markdownIt.renderer.rules.table_open = () => '<div class="table-scroll"><table>\n';
  markdownIt.renderer.rules.table_close = () => '</table></div>\n';
  const env = /** @type {Record<string, unknown>} */ ({});
  const tokens = markdownIt.parse(markdown, env);
  let body = markdownIt.renderer.render(tokens, markdownIt.options, env);
  const contents = tableOfContents(tokens);
  if (contents) body = body.replace(/(<\/h1>\n)/, `$1${contents}`);
  return guideHtml({ title: page.title, output: page.output, body, documentVersion });
}

/**
 * "On this page": a list of the page's sections, when it has enough of them to need one.
 * @param {import('markdown-it').Token[]} tokens
 * @returns {string}
 */
function tableOfContents(tokens) {
  const sections = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.type !== 'heading_open' || token.tag !== 'h2') continue;
    const id = token.attrGet('id');
    const title = (tokens[index + 1]?.children ?? []).map((child) => child.content).join('');
    if (id) sections.push(`<li><a href="#${escapeHtml(String(id))}">${escapeHtml(title)}</a></li>`);
  }
  if (sections.length < TABLE_OF_CONTENTS_MINIMUM) return '';
  return `<nav class="page-toc" aria-label="On this page">\n<p>On this page</p>\n<ul>\n${sections.join('\n')}\n</ul>\n</nav>\n`;
}

/**
 * @param {{ source: string, output: string }} page
 * @param {string} href
 * @returns {string}
 */
function siteHref(page, href) {
  if (/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(href)) return href;
  const [path, fragment] = splitFragment(href);
  const target = posix.normalize(posix.join(posix.dirname(page.source), path));
  // A link to a built page (the reference) is written relative to the page's own output.
  const builtTarget = posix.normalize(posix.join(posix.dirname(page.output), path));
  if (path.endsWith('.html') && OUTPUTS.has(builtTarget)) return href;
  const output = OUTPUT_OF_SOURCE.get(target);
  if (output === undefined) {
    throw new Error(`${page.source}: the link ${href} points at ${target}, which is not a page of the site (docs/src/site-pages.js)`);
  }
  return relativeLink(page.output, output) + fragment;
}

/**
 * @param {string} href
 * @returns {[string, string]}
 */
function splitFragment(href) {
  const at = href.indexOf('#');
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}
