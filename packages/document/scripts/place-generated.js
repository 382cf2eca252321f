#!/usr/bin/env node
// `pnpm build` of a package whose build is split in two (turbo.json: a cached `render` task that
// writes the generated files and keeps a copy, this uncached step after it): places the copy in
// `.generated/<label>/` where the files are committed, or, under CHECK_GENERATED (as `pnpm test`
// runs builds), fails on a stale one. It runs whether turbo ran the render or replayed it, so a
// replay after an undone edit still writes the files back. Usage: fulfillment-place-generated <label>
// Imported by file, not through the library's index: this runs once per build and must start fast.
import { placeGeneratedFiles } from '../src/generated-files.js';

const [label] = process.argv.slice(2);
try {
  if (!label) throw new Error('usage: fulfillment-place-generated <label> (the label the render script gives writeGeneratedFiles)');
  console.log((await placeGeneratedFiles({ root: process.cwd(), label })).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
