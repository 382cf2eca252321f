// turbo's compile task, after compile:code (`scripts/build.js --code-only`): the bundled document
// and the validators' code written from it copied beside the bundled code, where the code reads
// them. A step of its own so that a reworded description copies files, while the code, whose build
// reads none of the document's words, stays cached (turbo hashes compile:code with the document's behaviour, this step with the whole bundle).
import { shipDocument, shipValidators } from '@fulfillment-api/document';

shipDocument(new URL('..', import.meta.url));
shipValidators(new URL('..', import.meta.url));
console.log('shipped the bundled document and its validators into dist/');
