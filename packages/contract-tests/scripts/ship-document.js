// turbo's compile task, after compile:code (`scripts/build.js --code-only`): the bundled document
// and the validators' code written from it copied beside the bundled code, where the code reads
// them. A step of its own so that a reworded description copies files, while the code, whose build
// reads none of the document's words, stays cached (turbo hashes compile:code with the document's behaviour, this step with the whole bundle).
// Also the package's `prepack`: packing does not build again, so a missing or stale build is refused.
import { refuseStaleBuild, shipDocument, shipValidators } from '@fulfillment-api/document';

const root = new URL('..', import.meta.url);
refuseStaleBuild(root, { name: '@fulfillment-api/contract-tests', sources: ['src/'], build: 'pnpm build' });
shipDocument(root);
shipValidators(root);
console.log('shipped the bundled document and its validators into dist/');
