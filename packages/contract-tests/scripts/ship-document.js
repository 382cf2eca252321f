// turbo's compile task, after compile:code (`scripts/build.js --code-only`): the bundled document
// copied beside the bundled code, where the code reads it. A step of its own so that a reworded
// description copies one file, while the code, whose build reads none of the document's words, stays
// cached (turbo hashes compile:code with the document's behaviour, this step with the whole bundle).
import { shipDocument } from '@fulfillment-api/document';

shipDocument(new URL('..', import.meta.url));
console.log('shipped the bundled document into dist/');
