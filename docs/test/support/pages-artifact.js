// The site as GitHub Pages serves it: docs/dist packed exactly as actions/upload-pages-artifact packs
// it (its `tar` command, action.yml, Linux runners), and unpacked under a project-site path
// (`/<repository>/`), as Pages serves a repository's site.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The path Pages serves a project site under (`https://<owner>.github.io/<repository>/`). */
export const PROJECT_PATH = 'fulfillment-api';

/**
 * @param {string} directory the built site
 * @param {string} artifact the tar file to write
 * @returns {string[]} its entries
 */
export function packPagesArtifact(directory, artifact) {
  execFileSync('tar', ['--dereference', '--hard-dereference', '--directory', directory, '-cf', artifact, '--exclude=.git', '--exclude=.github', '.']);
  return execFileSync('tar', ['-tf', artifact], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

/**
 * Unpacks the artifact under `<root>/<PROJECT_PATH>/`, ready for `serveSite({ directory: root })`.
 * @param {string} artifact
 * @param {string} root
 */
export function unpackAsProjectSite(artifact, root) {
  mkdirSync(join(root, PROJECT_PATH), { recursive: true });
  execFileSync('tar', ['-xf', artifact, '-C', join(root, PROJECT_PATH)]);
  // The site server checks its folder for an index.html; the site's own sits one level down.
  writeFileSync(join(root, 'index.html'), '');
}
