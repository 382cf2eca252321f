// A task that writes committed files through `writeGeneratedFiles` declares those files as its turbo
// outputs. turbo restores declared outputs when it replays a task from its cache, and restores
// nothing else: a build that declared none was replayed after an undone edit (the sources as before,
// so the hash of an earlier run) and left the edit's generated files in place, where `pnpm generate`
// could not rewrite them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WRITER = 'writeGeneratedFiles';

/** The workspace's package folders, from pnpm-workspace.yaml's plain and `/*` entries. */
function packageFolders() {
  /** @type {string[]} */
  const entries = parse(readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8')).packages;
  return entries.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [join(ROOT, entry)];
    const parent = join(ROOT, entry.slice(0, -2));
    return execFileSync('git', ['ls-files', '--', `${relative(ROOT, parent)}/*/package.json`], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => dirname(join(ROOT, file)));
  });
}

/** Every workspace package's bins, by name: a script may run one (the mock's build does). */
function workspaceBins(folders) {
  return Object.fromEntries(
    folders.flatMap((folder) => {
      const { bin } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      return Object.entries(typeof bin === 'object' && bin ? bin : {}).map(([name, file]) => [name, join(folder, file)]);
    }),
  );
}

/**
 * The file a package script runs, when it runs one file: `node <file>` or a workspace bin.
 * @returns {string | undefined}
 */
function scriptFile(folder, command, bins) {
  const node = /^node\s+(\S+\.m?js)\b/.exec(command);
  if (node) return join(folder, node[1]);
  const bin = command.trim().split(/\s+/)[0];
  return bins[bin];
}

const folders = packageFolders();
const bins = workspaceBins(folders);
/** [task id, folder, outputs declared] for every build or compile whose script writes committed generated files. */
const writers = folders.flatMap((folder) => {
  const { name, scripts = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const turbo = existsSync(join(folder, 'turbo.json')) ? JSON.parse(readFileSync(join(folder, 'turbo.json'), 'utf8')) : { tasks: {} };
  return ['build', 'compile'].flatMap((task) => {
    const file = scripts[task] && scriptFile(folder, scripts[task], bins);
    if (!file || !existsSync(file) || !readFileSync(file, 'utf8').includes(WRITER)) return [];
    return [[`${name}#${task}`, folder, turbo.tasks?.[task]?.outputs]];
  });
});

describe('tasks that write committed generated files', () => {
  it('are found by their scripts (the bundle\'s and the types\' builds among them)', () => {
    expect(writers.map(([id]) => id)).toEqual(expect.arrayContaining(['@fulfillment-api/spec#build', '@fulfillment-api/types#build']));
  });

  it.each(writers)('%s declares its committed files as its outputs, so that a replay restores them', (_id, folder, outputs) => {
    expect(outputs, 'outputs in its package turbo.json').toBeInstanceOf(Array);
    const globs = outputs.filter((glob) => !glob.startsWith('!'));
    expect(globs.length, 'at least one output').toBeGreaterThan(0);
    for (const glob of globs) {
      const committed = execFileSync('git', ['ls-files', '--', `:(glob)${glob}`], { cwd: folder, encoding: 'utf8' }).split('\n').filter(Boolean);
      expect(committed.length, `${glob}: the committed files it names`).toBeGreaterThan(0);
    }
  });
});
