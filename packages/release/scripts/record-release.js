#!/usr/bin/env node
// @ts-check
/**
 * Run by the release workflow when versions are cut (`pnpm run version-packages`): the bundle
 * becomes the released document the next breaking-change check compares with, and the breaking
 * changes accepted against the previous release are dropped with it (they were judged against a
 * document that is no longer the last release).
 */
import { copyFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH } from '@fulfillment-api/document';

const RELEASED_PATH = fileURLToPath(new URL('../released/openapi.json', import.meta.url));
const ACCEPTED_PATH = fileURLToPath(new URL('../released/accepted-breaking-changes.json', import.meta.url));
await copyFile(BUNDLE_PATH, RELEASED_PATH);
await rm(ACCEPTED_PATH, { force: true });
console.log('release: recorded spec/dist/openapi.json as packages/release/released/openapi.json');
