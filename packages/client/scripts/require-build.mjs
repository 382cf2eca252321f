// prepack: the tarball holds dist/, built once by the package's build (`pnpm generate`); packing does
// not compile again, so it refuses a missing or stale build (the document library's check, shared
// with the mock and the contract tests).
import { refuseStaleBuild } from '@fulfillment-api/document';

refuseStaleBuild(new URL('..', import.meta.url), { name: '@fulfillment-api/client', sources: ['src/'], build: 'pnpm generate' });
