#!/usr/bin/env node
// @ts-check
/**
 * Run by the release workflow when versions are cut (`pnpm run version-packages`): the bundle
 * becomes the released document the next breaking-change check compares with.
 */
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH } from '@fulfillment-api/document';

const RELEASED_PATH = fileURLToPath(new URL('../released/openapi.json', import.meta.url));
await copyFile(BUNDLE_PATH, RELEASED_PATH);
console.log('release: recorded spec/dist/openapi.json as packages/release/released/openapi.json');
