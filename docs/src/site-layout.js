// @ts-check
/** The frame every page of the docs site shares: one navigation bar and one style sheet. */
import { posix } from 'node:path';
import { SITE_PAGES } from './site-pages.js';

/**
 * A link from one output file of the site to another, relative so that the site works from any
 * folder it is served from, and from the file system.
 *
 * @param {string} from output path of the page that links, e.g. `guides/origins.html`
 * @param {string} to output path of the target
 * @returns {string}
 */
export function relativeLink(from, to) {
  return posix.relative(posix.dirname(from), to) || posix.basename(to);
}

/**
 * @param {string} current output path of the page the bar is on
 * @param {string} documentVersion `info.version` of the document the site was built from
 * @returns {string}
 */
function navigationBar(current, documentVersion) {
  const links = SITE_PAGES.map((page) => {
    const here = page.output === current ? ' aria-current="page"' : '';
    return `<a href="${escapeHtml(relativeLink(current, page.output))}"${here}>${escapeHtml(page.title)}</a>`;
  });
  return (
    `<nav class="site-nav" aria-label="Documentation">\n  <span class="site-name">Fulfillment API</span>\n  ${links.join('\n  ')}\n` +
    `  <span class="document-version">Describes version ${escapeHtml(documentVersion)} of the API document</span>\n</nav>`
  );
}

/** Styles of the navigation bar, shared by the guides and the reference. System fonts: no download. */
const NAVIGATION_STYLE = `
.site-nav { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 18px; padding: 10px 24px;
  background: #1f2a44; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.site-nav a { color: #dfe6f5; text-decoration: none; }
.site-nav a:hover, .site-nav a[aria-current="page"] { color: #fff; text-decoration: underline; }
.site-nav .site-name { color: #fff; font-weight: 700; margin-right: 12px; }
.site-nav .document-version { color: #dfe6f5; margin-left: auto; }
`;

const GUIDE_STYLE = `
body { margin: 0; color: #1d2330; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 1100px; margin: 0 auto; padding: 8px 24px 64px; }
h1, h2, h3 { line-height: 1.25; }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f1f3f7; padding: 1px 4px; border-radius: 3px; }
pre { background: #f6f8fa; padding: 12px 16px; overflow-x: auto; border-radius: 4px; border: 1px solid #e3e7ee; }
pre code { background: none; padding: 0; }
/* Shiki's block carries its own colours; keep the site's box around it. */
pre.shiki { background-color: #f6f8fa !important; }
.page-toc { background: #f6f8fa; border: 1px solid #e3e7ee; border-radius: 4px; padding: 4px 20px; margin: 16px 0 24px; }
.page-toc p { font-weight: 600; margin: 8px 0 4px; }
.page-toc ul { margin: 0 0 8px; padding-left: 20px; }
/* A wide table scrolls inside its own box, not the page. */
.table-scroll { overflow-x: auto; margin: 16px 0; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d5dae3; padding: 4px 10px; text-align: left; vertical-align: top; }
th { background: #f1f3f7; }
/* The last column of the generated tables holds the prose: keep it readable. */
th:last-child, td:last-child { min-width: 16em; }
blockquote { margin: 0; padding: 0 16px; border-left: 4px solid #d5dae3; color: #4a5366; }
`;

/**
 * Redoc's code samples (the TypeScript call, curl, payloads) in a panel a third of the page wide:
 * its long lines (the import path, the comments) ran past the panel's edge, and the copy button,
 * drawn over the block's top right corner, covered the end of the first line (the import path).
 * Lines wrap inside the panel, and the buttons get a row of their own above the code. Redoc's own
 * classes are generated; its `data-component-name` attributes are the names it keeps.
 */
const REFERENCE_STYLE = `
pre[data-component-name="CodeBlock/CodeBlockContainer"], pre[data-component-name="CodeBlock/CodeBlockContainer"] * {
  white-space: pre-wrap; overflow-wrap: anywhere; }
div[data-component-name="CodeBlock/CodeBlockControls"] { position: static; display: flex; justify-content: flex-end; }
`;

/**
 * A guide page: the navigation bar, then the rendered Markdown.
 *
 * @param {{ title: string, output: string, body: string, documentVersion: string }} page
 * @returns {string}
 */
export function guideHtml({ title, output, body, documentVersion }) {
  return `${documentStart(`${escapeHtml(title)} · Fulfillment API`, `${NAVIGATION_STYLE}${GUIDE_STYLE}`)}
</head>
<body>
${navigationBar(output, documentVersion)}
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * The Handlebars template that Redocly's build-docs fills with Redoc: the same navigation bar above
 * it. Handlebars markers in the bar are impossible: it holds only page titles and file names.
 *
 * @param {string} output output path of the reference page
 * @param {string} documentVersion
 * @returns {string}
 */
export function referenceTemplate(output, documentVersion) {
  return `${documentStart('{{title}} · API reference', `body { margin: 0; padding: 0; }${NAVIGATION_STYLE}${REFERENCE_STYLE}`)}
{{{redocHead}}}
</head>
<body>
${navigationBar(output, documentVersion)}
{{{redocHTML}}}
</body>
</html>
`;
}

/**
 * Up to the styles of `<head>`. The empty icon keeps the browser from asking for `/favicon.ico`.
 *
 * @param {string} title HTML
 * @param {string} style CSS
 * @returns {string}
 */
function documentStart(title, style) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title}</title>
<style>${style}</style>`;
}

/**
 * @param {string} value
 * @returns {string}
 */
export function escapeHtml(value) {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
