import { TICKS_PER_SECOND } from '../../src/children-cpu.js';

/**
 * A Node.js script that stays busy until the kernel has charged it `seconds` of CPU time, read from
 * its own /proc/self/stat (utime + stime, in /proc's ticks): the count the kernel adds to its
 * parent's cutime and cstime when the parent waits for it, and to /proc/stat's busy time as it runs.
 * Burning by `process.cpuUsage()` instead (the scheduler's precise clock) and reading it back through
 * the ticks' count fell short on a loaded machine (0.4926 for 0.5 s): this way the verdict holds
 * whatever the load and the tick, which only decide how long the burn takes on the clock.
 * @param {number} seconds
 */
export const burn = (seconds) => `const { readFileSync } = require('node:fs');
const charged = () => { const stat = readFileSync('/proc/self/stat', 'utf8'); const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); return (Number(fields[11]) + Number(fields[12])) / ${TICKS_PER_SECOND}; };
let busy = 0;
while (charged() < ${seconds}) for (let i = 0; i < 1e5; i += 1) busy ^= i;`;
