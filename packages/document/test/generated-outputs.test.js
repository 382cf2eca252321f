// A task that writes committed files through `writeGeneratedFiles` gets them back when turbo replays
// it from its cache, which restores a task's declared outputs and nothing else: a build that
// declared none was replayed after an undone edit (the sources as before, so the hash of an earlier
// run) and left the edit's generated files in place, where `pnpm generate` could not rewrite them.
// Two ways pass: the task declares the committed files as its outputs; or it is a `render` that keeps
// a copy (`keepCopy`, outputs under `.generated/`, which git ignores) and its package's `build` is an
// uncached step after it that places the copy, so that a render's hash stays its sources' alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WRITER = 'writeGeneratedFiles';
const PLACER = 'placeGeneratedFiles';

/** The workspace's package folders, from pnpm-workspace.yaml's plain and `/*` entries. */
function packageFolders() {
  const entries = [...readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s*-\s*['"]?([^'"\s]+)['"]?\s*$/gm)].map(([, entry]) => entry);
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
/**
 * Every build, compile or render whose script writes committed generated files: [task id, folder,
 * its turbo config, the package's turbo tasks and scripts, the script's text].
 */
const writers = folders.flatMap((folder) => {
  const { name, scripts = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const turbo = existsSync(join(folder, 'turbo.json')) ? JSON.parse(readFileSync(join(folder, 'turbo.json'), 'utf8')) : { tasks: {} };
  return ['build', 'compile', 'render'].flatMap((task) => {
    const file = scripts[task] && scriptFile(folder, scripts[task], bins);
    const text = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
    // A build that places a render's copy is checked with its render, below.
    if (!text.includes(WRITER) || text.includes(PLACER)) return [];
    return [[`${name}#${task}`, folder, turbo.tasks?.[task] ?? {}, { tasks: turbo.tasks ?? {}, scripts }, text]];
  });
});
const kept = writers.filter(([, , config]) => config.outputs?.some((glob) => glob.startsWith('.generated/')));
const declared = writers.filter((writer) => !kept.includes(writer));

describe('tasks that write committed generated files', () => {
  it("are found by their scripts (the bundle's and the types' renders among them, and the validators' compile)", () => {
    expect(writers.map(([id]) => id)).toEqual(
      expect.arrayContaining(['@fulfillment-api/spec#render', '@fulfillment-api/types#render', '@fulfillment-api/document#compile']),
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(declared.length).toBeGreaterThan(0);
  });

  it.each(declared)('%s declares its committed files as its outputs, so that a replay restores them', (_id, folder, { outputs }) => {
    expect(outputs, 'outputs in its package turbo.json').toBeInstanceOf(Array);
    const globs = outputs.filter((glob) => !glob.startsWith('!'));
    expect(globs.length, 'at least one output').toBeGreaterThan(0);
    for (const glob of globs) {
      const committed = execFileSync('git', ['ls-files', '--', `:(glob)${glob}`], { cwd: folder, encoding: 'utf8' }).split('\n').filter(Boolean);
      expect(committed.length, `${glob}: the committed files it names`).toBeGreaterThan(0);
    }
  });

  it.each(kept)('%s keeps a copy that git ignores, and an uncached build after it places the copy', (id, folder, { outputs }, { tasks, scripts }, text) => {
    expect(id, 'the task that keeps a copy is the render').toMatch(/#render$/);
    expect(text, 'the script keeps its copy').toMatch(/keepCopy: true/);
    const label = /label: '([^']+)'/.exec(text)?.[1];
    expect(outputs, 'its outputs: the copy of its label').toEqual([`.generated/${label}/**`]);
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', `.generated/${label}/manifest.json`], { cwd: folder });
    expect(tasks.build, 'the package\'s build').toMatchObject({ dependsOn: ['render'], cache: false });
    expect(scripts.build, 'the build places the copy of the same label').toMatch(new RegExp(`(fulfillment-place-generated|place-generated\\.js) ${label}$`));
  });
});
