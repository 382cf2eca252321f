// `prepack`: the tarball's code is dist/ as turbo's compile task built it (scripts/build-dist.js);
// packing does not build again, so it refuses a missing or stale build, then copies the bundled
// document beside the code, where the bundled library reads it (the library's shipDocument lands it
// by a rename: turbo's pack task and the client's check:package may pack at once).
import { refuseStaleBuild, shipDocument } from '@fulfillment-api/document';

const root = new URL('..', import.meta.url);
refuseStaleBuild(root, { name: '@fulfillment-api/mock', sources: ['src/', 'bin/'], build: 'pnpm build' });
shipDocument(root);
