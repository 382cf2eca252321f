// `pnpm build` of this package: writes the one resolved document (dist/openapi.json and
// dist/openapi.yaml) that every downstream package reads, or checks the committed copy (the document
// library's generated-files.js). The bundling itself lives in bundle-document.mjs so that the
// staleness test runs exactly the same code.
// The library (its generated-files.js and behaviour-projection.js) is imported by file, not as @fulfillment-api/document: that package reads this one's
// bundle, so a dependency back would make a cycle in the workspace's graph (turbo refuses one).
// spec/turbo.json lists the imported files as inputs instead.
import { fileURLToPath } from 'node:url';
import { writeGeneratedFiles } from '../../packages/document/src/generated-files.js';
import { bundleDocument, DIST_FILES } from './bundle-document.mjs';

try {
  const { json, yaml, behaviour } = await bundleDocument();
  const lines = await writeGeneratedFiles(
    { [DIST_FILES.json]: json, [DIST_FILES.yaml]: yaml, [DIST_FILES.behaviour]: behaviour },
    { root: fileURLToPath(new URL('..', import.meta.url)), label: 'spec' },
  );
  console.log(lines.join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
