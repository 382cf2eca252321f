// prepack: the tarball holds dist/ as the package's build made it (scripts/build.js: the code, the
// bundled document and its validators beside it); packing does not build again, so a missing or
// stale build is refused (the document library's check, shared with the client and the mock).
import { refuseStaleBuild } from '@fulfillment-api/document';

refuseStaleBuild(new URL('..', import.meta.url), { name: '@fulfillment-api/contract-tests', sources: ['src/'], build: 'pnpm generate' });
