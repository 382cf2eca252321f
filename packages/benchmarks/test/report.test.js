import { describe, expect, it } from 'vitest';
import { formatFigure, renderMarkdown, renderTerminal } from '../src/report.js';
import { notMeasuredRow } from '../src/section.js';

const machine = {
  cores: 2,
  memoryGiB: 23.5,
  cpuModel: 'Test CPU',
  node: 'v20.20.2',
  platform: 'linux x64',
  date: '2026-11-22T10:00:00.000Z',
  loadAverage: [1, 2, 3],
};
const sections = [
  {
    id: 'client',
    title: 'Client',
    command: 'pnpm bench --only client',
    notes: ['How it was measured.'],
    rows: [
      { what: 'mean latency: this client', unit: 'ms', spread: { median: 0.455, min: 0.4, max: 0.5, runs: 5 }, ratio: { value: 1.34, to: 'openapi-fetch' }, headline: true },
      { what: 'cold run', unit: 's', spread: { median: 54, min: 54, max: 54, runs: 1 }, command: 'pnpm test --force' },
    ],
  },
  { id: 'contract', title: 'Contract suite', command: 'pnpm bench --only contract', notes: [], rows: [notMeasuredRow('wall time', 's', 'no contract script')] },
];

describe('formatFigure', () => {
  it.each([
    ['sub-millisecond latency in µs', { given: [0.455, 'ms'], want: '455 µs' }],
    ['milliseconds', { given: [2.5, 'ms'], want: '2.50 ms' }],
    ['sub-second time in ms', { given: [0.3, 's'], want: '300 ms' }],
    ['thousands per second', { given: [441_000, 'validations/s'], want: '441k validations/s' }],
    ['a negative difference keeps its unit', { given: [-23.27, 'ms'], want: '-23.3 ms' }],
    ['millions per second', { given: [2_500_000, 'validations/s'], want: '2.50M validations/s' }],
  ])('%s', (_name, { given, want }) => {
    expect(formatFigure(...given)).toBe(want);
  });
});

describe('renderMarkdown', () => {
  const page = renderMarkdown(sections, machine, 'pnpm bench');

  it('states the machine, Node.js version, date and command', () => {
    for (const fact of ['Test CPU', '| cores | 2 |', '23.5 GiB', 'v20.20.2', '2026-11-22', '`pnpm bench`']) expect(page).toContain(fact);
  });

  it('gives each figure its median, range, ratio and command', () => {
    expect(page).toContain('| mean latency: this client | 455 µs | 400 – 500 µs (5 runs) | 1.34x openapi-fetch | `pnpm bench --only client` |');
    expect(page).toContain('`pnpm test --force`');
  });

  it('repeats the headline figures in a summary, and only those', () => {
    const summary = page.slice(page.indexOf('## Summary'), page.indexOf('## Client'));
    expect(summary).toContain('| Client | mean latency: this client | 455 µs | 1.34x openapi-fetch |');
    expect(summary).not.toContain('cold run');
  });

  it('says when other work shared the machine, and not otherwise', () => {
    expect(renderMarkdown(sections, { ...machine, loadAverage: [5, 4, 3] }, 'pnpm bench', [6, 5, 4])).toContain('**This run shared the machine with other work** (load average up to 6.0 on 2 cores)');
    // Where the run's own CPU time is known, its own load is not taken for other work, and other work is.
    const alone = renderMarkdown(sections, { ...machine, loadAverage: [5, 4, 3] }, 'pnpm bench', [7, 5, 4], { cpuSeconds: 12, cores: 0.02 });
    expect(alone).not.toContain('This run shared the machine');
    expect(alone).toContain('| other work during the run (CPU time outside the run\'s own processes) | 12 s, 0.02 cores on average |');
    expect(renderMarkdown(sections, machine, 'pnpm bench', [1, 1, 1], { cpuSeconds: 600, cores: 1.2 })).toContain('**This run shared the machine with other work** (other work kept 1.2 of 2 cores busy on average)');
    expect(renderMarkdown(sections, machine, 'pnpm bench', [1, 1, 1])).not.toContain('This run shared the machine');
  });

  it('writes "not measured" with the reason, and no number, for a figure that was not measured', () => {
    expect(page).toMatch(/\| wall time \| not measured: no contract script \| {2}\| {2}\|/);
  });
});

describe('renderTerminal', () => {
  it('shows a broken section as broken', () => {
    const text = renderTerminal([{ ...sections[1], failure: 'the mock answered 500' }], machine);
    expect(text).toContain('BROKEN: the mock answered 500');
  });
});
