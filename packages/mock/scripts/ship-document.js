// `prepack`: the tarball's code is dist/ as the package's build made it (scripts/build-dist.js);
// packing does not build again, so it refuses a missing or stale build, then copies the bundled
// document beside the code, where the bundled library reads it (the library's shipDocument lands it
// by a rename: two packings, the mock's check:package and the client's, may run at once).
import { refuseStaleBuild, shipDocument } from '@fulfillment-api/document';

const root = new URL('..', import.meta.url);
refuseStaleBuild(root, { name: '@fulfillment-api/mock', sources: ['src/', 'bin/'], build: 'pnpm generate' });
shipDocument(root);
