// @ts-check
/**
 * The figures as a terminal table and as docs/performance-measured.md (a page of its own, beside the
 * notes written by hand in docs/performance.md): each figure with its median, range,
 * ratio to the alternative and the command that produced it, under the machine it ran on.
 */

/**
 * @typedef {import('./section.js').SectionResult} SectionResult
 * @typedef {import('./section.js').FigureRow} FigureRow
 * @typedef {ReturnType<typeof import('./machine.js').describeMachine>} Machine
 */

/**
 * A figure in its unit, with as many digits as it deserves.
 * @param {number} value
 * @param {string} unit
 */
export function formatFigure(value, unit) {
  if (unit === 'ms' && Math.abs(value) < 1) return `${formatNumber(value * 1000)} µs`;
  if (unit === 's' && Math.abs(value) < 1) return `${formatNumber(value * 1000)} ms`;
  if (/\/s$/.test(unit)) return `${formatRate(value)} ${unit}`;
  return `${formatNumber(value)} ${unit}`;
}

/** @param {number} value */
function formatNumber(value) {
  // Whole numbers stay whole: autocannon, for one, records latency in whole milliseconds.
  if (Number.isInteger(value)) return value.toLocaleString('en');
  const size = Math.abs(value);
  const digits = size >= 100 ? 0 : size >= 10 ? 1 : 2;
  return value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** @param {number} value */
function formatRate(value) {
  if (value >= 1_000_000) return `${formatNumber(value / 1_000_000)}M`;
  if (value >= 10_000) return `${formatNumber(value / 1000)}k`;
  return formatNumber(value);
}

/**
 * The range of a figure, the unit written once.
 * @param {number} min
 * @param {number} max
 * @param {string} unit
 */
function formatRange(min, max, unit) {
  const low = formatFigure(min, unit);
  const high = formatFigure(max, unit);
  const lowUnit = low.slice(low.lastIndexOf(' '));
  return high.endsWith(lowUnit) ? `${low.slice(0, -lowUnit.length)} – ${high}` : `${low} – ${high}`;
}

/** @param {number} value */
function formatRatio(value) {
  return `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}x`;
}

/** @param {FigureRow} row */
function cells(row) {
  if (!row.spread) return { median: row.notMeasured ?? 'not measured', range: '', ratio: '' };
  const { median, min, max, runs } = row.spread;
  return {
    median: formatFigure(median, row.unit),
    range: runs > 1 ? `${formatRange(min, max, row.unit)} (${runs} runs)` : '1 run',
    ratio: row.ratio ? `${formatRatio(row.ratio.value)} ${row.ratio.to}` : '',
  };
}

/**
 * @param {SectionResult[]} sections
 * @param {Machine} machine
 * @returns {string}
 */
export function renderTerminal(sections, machine) {
  const lines = [`${machineLine(machine)}`, ''];
  for (const section of sections) {
    lines.push(`${section.title}  (${section.command})`);
    const table = section.rows.map((row) => {
      const { median, range, ratio } = cells(row);
      return [row.what, median, range, ratio];
    });
    const widths = [0, 1, 2, 3].map((column) => Math.max(...table.map((cellsOfRow) => /** @type {string} */ (cellsOfRow[column]).length)));
    for (const row of table) lines.push(`  ${row.map((cell, column) => cell.padEnd(/** @type {number} */ (widths[column]))).join('  ').trimEnd()}`);
    if (section.failure) lines.push(`  BROKEN: ${section.failure}`);
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * @param {SectionResult[]} sections
 * @param {Machine} machine
 * @param {string} command the command that wrote the page
 * @param {number[]} [loadAtEnd] the load average once the figures were taken
 * @param {{ cpuSeconds: number, cores: number }} [otherWork] the CPU time of work other than the run's
 *   own over the run (other-work.js), where the machine can tell it
 * @returns {string}
 */
export function renderMarkdown(sections, machine, command, loadAtEnd, otherWork) {
  const out = [
    '# Performance: the last full `pnpm bench`',
    '',
    `<!-- Written by \`${command}\` (packages/benchmarks); run it again rather than editing this page. -->`,
    '',
    `Measured by \`${command}\` on ${machine.date.slice(0, 10)} (${machine.date}).`,
    '',
    '| machine | |',
    '|---|---|',
    `| CPU | ${machine.cpuModel} |`,
    `| cores | ${machine.cores} |`,
    `| memory | ${machine.memoryGiB.toFixed(1)} GiB |`,
    `| Node.js | ${machine.node} (${machine.platform}) |`,
    `| load average at start (1, 5, 15 min) | ${machine.loadAverage.map((load) => load.toFixed(2)).join(', ')} |`,
    ...(loadAtEnd ? [`| load average at the end | ${loadAtEnd.map((load) => load.toFixed(2)).join(', ')} |`] : []),
    ...(otherWork ? [`| other work during the run (CPU time outside the run's own processes) | ${otherWork.cpuSeconds.toFixed(0)} s, ${otherWork.cores.toFixed(2)} cores on average |`] : []),
    '',
    ...(sharedMachine(machine, loadAtEnd, otherWork)
      ? [
          `**This run shared the machine with other work** (${sharedBy(machine, loadAtEnd, otherWork)}): ` +
            'the absolute figures are inflated and noisy; the ratios, whose variants alternated within the same rounds, are the figures to read.',
          '',
        ]
      : []),
    'Each figure is the median of alternated runs after a warm-up, with the lowest and highest run beside it. ' +
      'These are figures, not tests: nothing here fails on a slow machine. On a shared machine the spread is wide and ' +
      'the ratios, taken within one run, say more than the absolute figures (the other work row above says whether ' +
      'other work shared the machine while these figures were taken; where it is missing, a load average above the number of cores does).',
    '',
  ];
  const headlines = sections.flatMap((section) => section.rows.filter((row) => row.headline).map((row) => ({ section, row })));
  if (headlines.length > 0) {
    out.push('## Summary', '', '| section | what | median | ratio |', '|---|---|---:|---|');
    for (const { section, row } of headlines) {
      const { median, ratio } = cells(row);
      out.push(`| ${section.title} | ${escapeCell(row.what)} | ${escapeCell(median)} | ${escapeCell(ratio)} |`);
    }
    out.push('', 'Every figure, with its range and command, is in the sections below.', '');
  }
  for (const section of sections) {
    out.push(`## ${section.title}`, '', `Command: \`${section.command}\``, '');
    out.push('| what | median | min – max | ratio | command |', '|---|---:|---|---|---|');
    for (const row of section.rows) {
      const { median, range, ratio } = cells(row);
      out.push(`| ${escapeCell(row.what)} | ${escapeCell(median)} | ${escapeCell(range)} | ${escapeCell(ratio)} | \`${row.command ?? section.command}\` |`);
    }
    out.push('');
    if (section.failure) out.push(`**Broken:** ${section.failure.split('\n')[0]}`, '');
    for (const note of section.notes) out.push(`- ${note}`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * Above this, other work shared the machine: the kernel's own threads and an idle desktop stay well
 * under a tenth of a core; half a core is a build or a test run beside the bench.
 */
const OTHER_WORK_SHARED_CORES = 0.5;

/**
 * Whether other work competed for the cores while the figures were taken.
 * @param {Machine} machine
 * @param {number[] | undefined} loadAtEnd
 * @param {{ cpuSeconds: number, cores: number } | undefined} otherWork
 */
function sharedMachine(machine, loadAtEnd, otherWork) {
  // The run's own CPU time is known where otherWork is: a section that loads the machine by itself
  // (the edit loop's `pnpm test`) raises the load average without any other work.
  if (otherWork) return otherWork.cores > OTHER_WORK_SHARED_CORES;
  return Math.max(machine.loadAverage[0] ?? 0, loadAtEnd?.[0] ?? 0) > machine.cores;
}

/**
 * @param {Machine} machine
 * @param {number[] | undefined} loadAtEnd
 * @param {{ cpuSeconds: number, cores: number } | undefined} otherWork
 */
function sharedBy(machine, loadAtEnd, otherWork) {
  if (otherWork) return `other work kept ${otherWork.cores.toFixed(1)} of ${machine.cores} cores busy on average`;
  return `load average up to ${Math.max(machine.loadAverage[0] ?? 0, loadAtEnd?.[0] ?? 0).toFixed(1)} on ${machine.cores} cores`;
}

/** @param {Machine} machine */
function machineLine(machine) {
  return `${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB, Node.js ${machine.node}, load ${machine.loadAverage[0]?.toFixed(2)}, ${machine.date}`;
}

/** @param {string} text */
function escapeCell(text) {
  return text.replace(/\|/g, '\\|');
}
