// The verdict of every source against every combination of the flags that decide it (--baseline,
// --min-coverage, --strict, --strict-traffic, --allow-empty), through the real entry points: the
// command line for a run, replay, kept cases, check and merge, and the proxy's command in this
// process, in front of an upstream of the test's own (one origin, as a gateway). The sources meet the same findings: against
// the suite's service, which keeps a batch's first package only (reading the second answers 404:
// a failure of a run) and answers a creation with a property the document does not have (drift);
// recorded, the same exchanges with one answer broken (a failure of recorded traffic), the 404 (a
// failure only under --strict-traffic) and one exchange no operation matches. The baseline given
// accepts the source's own failure. A flag a source does not take is a usage error (exit 2).
import { createServer } from 'node:http';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress, randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { caseFileText } from '../src/cases/kept-case-file.js';
import { main } from '../src/cli.js';
import { proxyJudgeOnThisThread } from '../src/proxy/proxy-judge.js';
import { runProxy } from '../src/proxy/proxy-command.js';
import { startConformantService } from './fixtures/conformant-service.js';

/** @type {Array<[string, { given: { source: string, flags: string[], fixture?: 'elsewhere' }, want: { exit: number, because?: string[] } }]>} */
const TABLE = [
  // a run: one failure (the service keeps a batch's first package only: reading the second answers 404), two drift findings
  ['run', { given: { source: 'run', flags: [] }, want: { exit: 1, because: ['failures'] } }],
  ['run --baseline', { given: { source: 'run', flags: ['baseline'] }, want: { exit: 0, because: [] } }],
  ['run --min-coverage', { given: { source: 'run', flags: ['min-coverage'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['run --strict', { given: { source: 'run', flags: ['strict'] }, want: { exit: 1, because: ['failures'] } }],
  ['run --strict-traffic', { given: { source: 'run', flags: ['strict-traffic'] }, want: { exit: 2 } }],
  ['run --allow-empty', { given: { source: 'run', flags: ['allow-empty'] }, want: { exit: 2 } }],
  ['run --baseline --min-coverage', { given: { source: 'run', flags: ['baseline', 'min-coverage'] }, want: { exit: 1, because: ['coverage'] } }],
  ['run --baseline --strict', { given: { source: 'run', flags: ['baseline', 'strict'] }, want: { exit: 1, because: ['failures'] } }],
  ['run --baseline --strict-traffic', { given: { source: 'run', flags: ['baseline', 'strict-traffic'] }, want: { exit: 2 } }],
  ['run --baseline --allow-empty', { given: { source: 'run', flags: ['baseline', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --min-coverage --strict', { given: { source: 'run', flags: ['min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['run --min-coverage --strict-traffic', { given: { source: 'run', flags: ['min-coverage', 'strict-traffic'] }, want: { exit: 2 } }],
  ['run --min-coverage --allow-empty', { given: { source: 'run', flags: ['min-coverage', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --strict --strict-traffic', { given: { source: 'run', flags: ['strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['run --strict --allow-empty', { given: { source: 'run', flags: ['strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --strict-traffic --allow-empty', { given: { source: 'run', flags: ['strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --baseline --min-coverage --strict', { given: { source: 'run', flags: ['baseline', 'min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['run --baseline --min-coverage --strict-traffic', { given: { source: 'run', flags: ['baseline', 'min-coverage', 'strict-traffic'] }, want: { exit: 2 } }],
  ['run --baseline --min-coverage --allow-empty', { given: { source: 'run', flags: ['baseline', 'min-coverage', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --baseline --strict --strict-traffic', { given: { source: 'run', flags: ['baseline', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['run --baseline --strict --allow-empty', { given: { source: 'run', flags: ['baseline', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --baseline --strict-traffic --allow-empty', { given: { source: 'run', flags: ['baseline', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --min-coverage --strict --strict-traffic', { given: { source: 'run', flags: ['min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['run --min-coverage --strict --allow-empty', { given: { source: 'run', flags: ['min-coverage', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --min-coverage --strict-traffic --allow-empty', { given: { source: 'run', flags: ['min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --strict --strict-traffic --allow-empty', { given: { source: 'run', flags: ['strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --baseline --min-coverage --strict --strict-traffic', { given: { source: 'run', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['run --baseline --min-coverage --strict --allow-empty', { given: { source: 'run', flags: ['baseline', 'min-coverage', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --baseline --min-coverage --strict-traffic --allow-empty', { given: { source: 'run', flags: ['baseline', 'min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --baseline --strict --strict-traffic --allow-empty', { given: { source: 'run', flags: ['baseline', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'run', flags: ['min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['run --baseline --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'run', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  // replay of that run's exchanges.har against the same service: the same failure and drift
  ['replay', { given: { source: 'replay', flags: [] }, want: { exit: 1, because: ['failures'] } }],
  ['replay --baseline', { given: { source: 'replay', flags: ['baseline'] }, want: { exit: 0, because: [] } }],
  ['replay --min-coverage', { given: { source: 'replay', flags: ['min-coverage'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['replay --strict', { given: { source: 'replay', flags: ['strict'] }, want: { exit: 1, because: ['failures'] } }],
  ['replay --strict-traffic', { given: { source: 'replay', flags: ['strict-traffic'] }, want: { exit: 2 } }],
  ['replay --allow-empty', { given: { source: 'replay', flags: ['allow-empty'] }, want: { exit: 2 } }],
  ['replay --baseline --min-coverage', { given: { source: 'replay', flags: ['baseline', 'min-coverage'] }, want: { exit: 1, because: ['coverage'] } }],
  ['replay --baseline --strict', { given: { source: 'replay', flags: ['baseline', 'strict'] }, want: { exit: 1, because: ['failures'] } }],
  ['replay --baseline --strict-traffic', { given: { source: 'replay', flags: ['baseline', 'strict-traffic'] }, want: { exit: 2 } }],
  ['replay --baseline --allow-empty', { given: { source: 'replay', flags: ['baseline', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --min-coverage --strict', { given: { source: 'replay', flags: ['min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['replay --min-coverage --strict-traffic', { given: { source: 'replay', flags: ['min-coverage', 'strict-traffic'] }, want: { exit: 2 } }],
  ['replay --min-coverage --allow-empty', { given: { source: 'replay', flags: ['min-coverage', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --strict --strict-traffic', { given: { source: 'replay', flags: ['strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['replay --strict --allow-empty', { given: { source: 'replay', flags: ['strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --strict-traffic --allow-empty', { given: { source: 'replay', flags: ['strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --baseline --min-coverage --strict', { given: { source: 'replay', flags: ['baseline', 'min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['replay --baseline --min-coverage --strict-traffic', { given: { source: 'replay', flags: ['baseline', 'min-coverage', 'strict-traffic'] }, want: { exit: 2 } }],
  ['replay --baseline --min-coverage --allow-empty', { given: { source: 'replay', flags: ['baseline', 'min-coverage', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --baseline --strict --strict-traffic', { given: { source: 'replay', flags: ['baseline', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['replay --baseline --strict --allow-empty', { given: { source: 'replay', flags: ['baseline', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --baseline --strict-traffic --allow-empty', { given: { source: 'replay', flags: ['baseline', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --min-coverage --strict --strict-traffic', { given: { source: 'replay', flags: ['min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['replay --min-coverage --strict --allow-empty', { given: { source: 'replay', flags: ['min-coverage', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --min-coverage --strict-traffic --allow-empty', { given: { source: 'replay', flags: ['min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --strict --strict-traffic --allow-empty', { given: { source: 'replay', flags: ['strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --baseline --min-coverage --strict --strict-traffic', { given: { source: 'replay', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['replay --baseline --min-coverage --strict --allow-empty', { given: { source: 'replay', flags: ['baseline', 'min-coverage', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --baseline --min-coverage --strict-traffic --allow-empty', { given: { source: 'replay', flags: ['baseline', 'min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --baseline --strict --strict-traffic --allow-empty', { given: { source: 'replay', flags: ['baseline', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'replay', flags: ['min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['replay --baseline --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'replay', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  // a kept case (the batch, read back) against the same service: the same failure and drift
  ['cases', { given: { source: 'cases', flags: [] }, want: { exit: 1, because: ['failures'] } }],
  ['cases --baseline', { given: { source: 'cases', flags: ['baseline'] }, want: { exit: 0, because: [] } }],
  ['cases --min-coverage', { given: { source: 'cases', flags: ['min-coverage'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['cases --strict', { given: { source: 'cases', flags: ['strict'] }, want: { exit: 1, because: ['failures'] } }],
  ['cases --strict-traffic', { given: { source: 'cases', flags: ['strict-traffic'] }, want: { exit: 2 } }],
  ['cases --allow-empty', { given: { source: 'cases', flags: ['allow-empty'] }, want: { exit: 2 } }],
  ['cases --baseline --min-coverage', { given: { source: 'cases', flags: ['baseline', 'min-coverage'] }, want: { exit: 1, because: ['coverage'] } }],
  ['cases --baseline --strict', { given: { source: 'cases', flags: ['baseline', 'strict'] }, want: { exit: 1, because: ['failures'] } }],
  ['cases --baseline --strict-traffic', { given: { source: 'cases', flags: ['baseline', 'strict-traffic'] }, want: { exit: 2 } }],
  ['cases --baseline --allow-empty', { given: { source: 'cases', flags: ['baseline', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --min-coverage --strict', { given: { source: 'cases', flags: ['min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['cases --min-coverage --strict-traffic', { given: { source: 'cases', flags: ['min-coverage', 'strict-traffic'] }, want: { exit: 2 } }],
  ['cases --min-coverage --allow-empty', { given: { source: 'cases', flags: ['min-coverage', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --strict --strict-traffic', { given: { source: 'cases', flags: ['strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['cases --strict --allow-empty', { given: { source: 'cases', flags: ['strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --strict-traffic --allow-empty', { given: { source: 'cases', flags: ['strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --baseline --min-coverage --strict', { given: { source: 'cases', flags: ['baseline', 'min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['cases --baseline --min-coverage --strict-traffic', { given: { source: 'cases', flags: ['baseline', 'min-coverage', 'strict-traffic'] }, want: { exit: 2 } }],
  ['cases --baseline --min-coverage --allow-empty', { given: { source: 'cases', flags: ['baseline', 'min-coverage', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --baseline --strict --strict-traffic', { given: { source: 'cases', flags: ['baseline', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['cases --baseline --strict --allow-empty', { given: { source: 'cases', flags: ['baseline', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --baseline --strict-traffic --allow-empty', { given: { source: 'cases', flags: ['baseline', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --min-coverage --strict --strict-traffic', { given: { source: 'cases', flags: ['min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['cases --min-coverage --strict --allow-empty', { given: { source: 'cases', flags: ['min-coverage', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --min-coverage --strict-traffic --allow-empty', { given: { source: 'cases', flags: ['min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --strict --strict-traffic --allow-empty', { given: { source: 'cases', flags: ['strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --baseline --min-coverage --strict --strict-traffic', { given: { source: 'cases', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 2 } }],
  ['cases --baseline --min-coverage --strict --allow-empty', { given: { source: 'cases', flags: ['baseline', 'min-coverage', 'strict', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --baseline --min-coverage --strict-traffic --allow-empty', { given: { source: 'cases', flags: ['baseline', 'min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --baseline --strict --strict-traffic --allow-empty', { given: { source: 'cases', flags: ['baseline', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'cases', flags: ['min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  ['cases --baseline --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'cases', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 2 } }],
  // check of a recording: a broken answer (a failure), a 404 to a valid read (failing under --strict-traffic), drift, one undocumented exchange
  ['check', { given: { source: 'check', flags: [] }, want: { exit: 1, because: ['failures'] } }],
  ['check --baseline', { given: { source: 'check', flags: ['baseline'] }, want: { exit: 0, because: [] } }],
  ['check --min-coverage', { given: { source: 'check', flags: ['min-coverage'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['check --strict', { given: { source: 'check', flags: ['strict'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['check --strict-traffic', { given: { source: 'check', flags: ['strict-traffic'] }, want: { exit: 1, because: ['failures'] } }],
  ['check --allow-empty', { given: { source: 'check', flags: ['allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['check --baseline --min-coverage', { given: { source: 'check', flags: ['baseline', 'min-coverage'] }, want: { exit: 1, because: ['coverage'] } }],
  ['check --baseline --strict', { given: { source: 'check', flags: ['baseline', 'strict'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['check --baseline --strict-traffic', { given: { source: 'check', flags: ['baseline', 'strict-traffic'] }, want: { exit: 1, because: ['failures'] } }],
  ['check --baseline --allow-empty', { given: { source: 'check', flags: ['baseline', 'allow-empty'] }, want: { exit: 0, because: [] } }],
  ['check --min-coverage --strict', { given: { source: 'check', flags: ['min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['check --min-coverage --strict-traffic', { given: { source: 'check', flags: ['min-coverage', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['check --min-coverage --allow-empty', { given: { source: 'check', flags: ['min-coverage', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['check --strict --strict-traffic', { given: { source: 'check', flags: ['strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['check --strict --allow-empty', { given: { source: 'check', flags: ['strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['check --strict-traffic --allow-empty', { given: { source: 'check', flags: ['strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['check --baseline --min-coverage --strict', { given: { source: 'check', flags: ['baseline', 'min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['check --baseline --min-coverage --strict-traffic', { given: { source: 'check', flags: ['baseline', 'min-coverage', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['check --baseline --min-coverage --allow-empty', { given: { source: 'check', flags: ['baseline', 'min-coverage', 'allow-empty'] }, want: { exit: 1, because: ['coverage'] } }],
  ['check --baseline --strict --strict-traffic', { given: { source: 'check', flags: ['baseline', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['check --baseline --strict --allow-empty', { given: { source: 'check', flags: ['baseline', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['check --baseline --strict-traffic --allow-empty', { given: { source: 'check', flags: ['baseline', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['check --min-coverage --strict --strict-traffic', { given: { source: 'check', flags: ['min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['check --min-coverage --strict --allow-empty', { given: { source: 'check', flags: ['min-coverage', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['check --min-coverage --strict-traffic --allow-empty', { given: { source: 'check', flags: ['min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['check --strict --strict-traffic --allow-empty', { given: { source: 'check', flags: ['strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['check --baseline --min-coverage --strict --strict-traffic', { given: { source: 'check', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['check --baseline --min-coverage --strict --allow-empty', { given: { source: 'check', flags: ['baseline', 'min-coverage', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['check --baseline --min-coverage --strict-traffic --allow-empty', { given: { source: 'check', flags: ['baseline', 'min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['check --baseline --strict --strict-traffic --allow-empty', { given: { source: 'check', flags: ['baseline', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['check --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'check', flags: ['min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['check --baseline --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'check', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  // the same exchanges through the proxy
  ['proxy', { given: { source: 'proxy', flags: [] }, want: { exit: 1, because: ['failures'] } }],
  ['proxy --baseline', { given: { source: 'proxy', flags: ['baseline'] }, want: { exit: 0, because: [] } }],
  ['proxy --min-coverage', { given: { source: 'proxy', flags: ['min-coverage'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['proxy --strict', { given: { source: 'proxy', flags: ['strict'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['proxy --strict-traffic', { given: { source: 'proxy', flags: ['strict-traffic'] }, want: { exit: 1, because: ['failures'] } }],
  ['proxy --allow-empty', { given: { source: 'proxy', flags: ['allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['proxy --baseline --min-coverage', { given: { source: 'proxy', flags: ['baseline', 'min-coverage'] }, want: { exit: 1, because: ['coverage'] } }],
  ['proxy --baseline --strict', { given: { source: 'proxy', flags: ['baseline', 'strict'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['proxy --baseline --strict-traffic', { given: { source: 'proxy', flags: ['baseline', 'strict-traffic'] }, want: { exit: 1, because: ['failures'] } }],
  ['proxy --baseline --allow-empty', { given: { source: 'proxy', flags: ['baseline', 'allow-empty'] }, want: { exit: 0, because: [] } }],
  ['proxy --min-coverage --strict', { given: { source: 'proxy', flags: ['min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['proxy --min-coverage --strict-traffic', { given: { source: 'proxy', flags: ['min-coverage', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['proxy --min-coverage --allow-empty', { given: { source: 'proxy', flags: ['min-coverage', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['proxy --strict --strict-traffic', { given: { source: 'proxy', flags: ['strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['proxy --strict --allow-empty', { given: { source: 'proxy', flags: ['strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['proxy --strict-traffic --allow-empty', { given: { source: 'proxy', flags: ['strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['proxy --baseline --min-coverage --strict', { given: { source: 'proxy', flags: ['baseline', 'min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['proxy --baseline --min-coverage --strict-traffic', { given: { source: 'proxy', flags: ['baseline', 'min-coverage', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['proxy --baseline --min-coverage --allow-empty', { given: { source: 'proxy', flags: ['baseline', 'min-coverage', 'allow-empty'] }, want: { exit: 1, because: ['coverage'] } }],
  ['proxy --baseline --strict --strict-traffic', { given: { source: 'proxy', flags: ['baseline', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['proxy --baseline --strict --allow-empty', { given: { source: 'proxy', flags: ['baseline', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['proxy --baseline --strict-traffic --allow-empty', { given: { source: 'proxy', flags: ['baseline', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['proxy --min-coverage --strict --strict-traffic', { given: { source: 'proxy', flags: ['min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['proxy --min-coverage --strict --allow-empty', { given: { source: 'proxy', flags: ['min-coverage', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['proxy --min-coverage --strict-traffic --allow-empty', { given: { source: 'proxy', flags: ['min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['proxy --strict --strict-traffic --allow-empty', { given: { source: 'proxy', flags: ['strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['proxy --baseline --min-coverage --strict --strict-traffic', { given: { source: 'proxy', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['proxy --baseline --min-coverage --strict --allow-empty', { given: { source: 'proxy', flags: ['baseline', 'min-coverage', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['proxy --baseline --min-coverage --strict-traffic --allow-empty', { given: { source: 'proxy', flags: ['baseline', 'min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['proxy --baseline --strict --strict-traffic --allow-empty', { given: { source: 'proxy', flags: ['baseline', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['proxy --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'proxy', flags: ['min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['proxy --baseline --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'proxy', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  // the recording checked in two shards (the flags given to each), merged
  ['merge', { given: { source: 'merge', flags: [] }, want: { exit: 1, because: ['failures'] } }],
  ['merge --baseline', { given: { source: 'merge', flags: ['baseline'] }, want: { exit: 0, because: [] } }],
  ['merge --min-coverage', { given: { source: 'merge', flags: ['min-coverage'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['merge --strict', { given: { source: 'merge', flags: ['strict'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['merge --strict-traffic', { given: { source: 'merge', flags: ['strict-traffic'] }, want: { exit: 1, because: ['failures'] } }],
  ['merge --allow-empty', { given: { source: 'merge', flags: ['allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['merge --baseline --min-coverage', { given: { source: 'merge', flags: ['baseline', 'min-coverage'] }, want: { exit: 1, because: ['coverage'] } }],
  ['merge --baseline --strict', { given: { source: 'merge', flags: ['baseline', 'strict'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['merge --baseline --strict-traffic', { given: { source: 'merge', flags: ['baseline', 'strict-traffic'] }, want: { exit: 1, because: ['failures'] } }],
  ['merge --baseline --allow-empty', { given: { source: 'merge', flags: ['baseline', 'allow-empty'] }, want: { exit: 0, because: [] } }],
  ['merge --min-coverage --strict', { given: { source: 'merge', flags: ['min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['merge --min-coverage --strict-traffic', { given: { source: 'merge', flags: ['min-coverage', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['merge --min-coverage --allow-empty', { given: { source: 'merge', flags: ['min-coverage', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['merge --strict --strict-traffic', { given: { source: 'merge', flags: ['strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['merge --strict --allow-empty', { given: { source: 'merge', flags: ['strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['merge --strict-traffic --allow-empty', { given: { source: 'merge', flags: ['strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['merge --baseline --min-coverage --strict', { given: { source: 'merge', flags: ['baseline', 'min-coverage', 'strict'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['merge --baseline --min-coverage --strict-traffic', { given: { source: 'merge', flags: ['baseline', 'min-coverage', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['merge --baseline --min-coverage --allow-empty', { given: { source: 'merge', flags: ['baseline', 'min-coverage', 'allow-empty'] }, want: { exit: 1, because: ['coverage'] } }],
  ['merge --baseline --strict --strict-traffic', { given: { source: 'merge', flags: ['baseline', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['merge --baseline --strict --allow-empty', { given: { source: 'merge', flags: ['baseline', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['merge --baseline --strict-traffic --allow-empty', { given: { source: 'merge', flags: ['baseline', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures'] } }],
  ['merge --min-coverage --strict --strict-traffic', { given: { source: 'merge', flags: ['min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['merge --min-coverage --strict --allow-empty', { given: { source: 'merge', flags: ['min-coverage', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['merge --min-coverage --strict-traffic --allow-empty', { given: { source: 'merge', flags: ['min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['merge --strict --strict-traffic --allow-empty', { given: { source: 'merge', flags: ['strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['merge --baseline --min-coverage --strict --strict-traffic', { given: { source: 'merge', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['merge --baseline --min-coverage --strict --allow-empty', { given: { source: 'merge', flags: ['baseline', 'min-coverage', 'strict', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['merge --baseline --min-coverage --strict-traffic --allow-empty', { given: { source: 'merge', flags: ['baseline', 'min-coverage', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage'] } }],
  ['merge --baseline --strict --strict-traffic --allow-empty', { given: { source: 'merge', flags: ['baseline', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'undocumented'] } }],
  ['merge --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'merge', flags: ['min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  ['merge --baseline --min-coverage --strict --strict-traffic --allow-empty', { given: { source: 'merge', flags: ['baseline', 'min-coverage', 'strict', 'strict-traffic', 'allow-empty'] }, want: { exit: 1, because: ['failures', 'coverage', 'undocumented'] } }],
  // traffic in which nothing routes (a recording of another API): it fails unless --allow-empty
  ['check (nothing routes)', { given: { source: 'check', flags: [], fixture: 'elsewhere' }, want: { exit: 1, because: ['nothing routed'] } }],
  ['check --allow-empty (nothing routes)', { given: { source: 'check', flags: ['allow-empty'], fixture: 'elsewhere' }, want: { exit: 0, because: [] } }],
  ['check --strict (nothing routes)', { given: { source: 'check', flags: ['strict'], fixture: 'elsewhere' }, want: { exit: 1, because: ['undocumented', 'nothing routed'] } }],
  ['check --strict --allow-empty (nothing routes)', { given: { source: 'check', flags: ['strict', 'allow-empty'], fixture: 'elsewhere' }, want: { exit: 1, because: ['undocumented'] } }],
  ['proxy (nothing routes)', { given: { source: 'proxy', flags: [], fixture: 'elsewhere' }, want: { exit: 1, because: ['nothing routed'] } }],
  ['proxy --allow-empty (nothing routes)', { given: { source: 'proxy', flags: ['allow-empty'], fixture: 'elsewhere' }, want: { exit: 0, because: [] } }],
  ['proxy --strict (nothing routes)', { given: { source: 'proxy', flags: ['strict'], fixture: 'elsewhere' }, want: { exit: 1, because: ['undocumented', 'nothing routed'] } }],
  ['proxy --strict --allow-empty (nothing routes)', { given: { source: 'proxy', flags: ['strict', 'allow-empty'], fixture: 'elsewhere' }, want: { exit: 1, because: ['undocumented'] } }],
  ['merge (nothing routes)', { given: { source: 'merge', flags: [], fixture: 'elsewhere' }, want: { exit: 1, because: ['nothing routed'] } }],
  ['merge --allow-empty (nothing routes)', { given: { source: 'merge', flags: ['allow-empty'], fixture: 'elsewhere' }, want: { exit: 0, because: [] } }],
  ['merge --strict (nothing routes)', { given: { source: 'merge', flags: ['strict'], fixture: 'elsewhere' }, want: { exit: 1, because: ['undocumented', 'nothing routed'] } }],
  ['merge --strict --allow-empty (nothing routes)', { given: { source: 'merge', flags: ['strict', 'allow-empty'], fixture: 'elsewhere' }, want: { exit: 1, because: ['undocumented'] } }],
];

/** What each reason of a failed run (report.failedBecause) is called in the table. */
const REASONS = [
  ['failures', /failed check result/],
  ['coverage', /--min-coverage/],
  ['undocumented', /undocumented exchange/],
  ['nothing routed', /routed to an operation/],
  ['malformed', /malformed/],
];
const named = (/** @type {string[]} */ reasons) => reasons.map((reason) => REASONS.find(([, pattern]) => pattern.test(reason))?.[0] ?? reason);

const document = loadBundle();
const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const live = ['--target', 'sandbox', '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url];
const runTarget = [...live, '--rate-limit', '1000/s', '--operations', 'createOutboundOrders', '--phases', 'examples,stateful'];
const services = [];
const withoutRoot = await startConformantService({ serverVariables, inputDefect: 'keeps-first-package', defect: 'unknown-property', defectiveOperationId: 'createOutboundOrders' }).then((service) => void services.push(service), skipWithoutRoot);

/** The value each flag is given with. */
const flagArgs = (/** @type {string[]} */ flags, /** @type {string} */ baseline) =>
  flags.flatMap((flag) => (flag === 'baseline' ? ['--baseline', baseline] : flag === 'min-coverage' ? ['--min-coverage', '100'] : [`--${flag}`]));

const entry = (/** @type {string} */ method, /** @type {string} */ url, /** @type {number} */ status, /** @type {string} */ text, /** @type {string} */ body) => ({
  startedDateTime: '2026-11-20T10:00:00.000Z',
  time: 12,
  request: { method, url, httpVersion: 'HTTP/1.1', headers: [{ name: 'content-type', value: 'application/json' }], queryString: [], headersSize: -1, bodySize: -1, ...(body ? { postData: { mimeType: 'application/json', text: body } } : {}) },
  response: { status, statusText: '', httpVersion: 'HTTP/1.1', headers: [{ name: 'content-type', value: 'application/json' }], content: { size: text.length, mimeType: 'application/json', text }, redirectURL: '', headersSize: -1, bodySize: -1 },
  cache: {},
  timings: { send: 0, wait: 12, receive: 0 },
});
const harOf = (/** @type {any[]} */ entries) => ({ log: { version: '1.2', creator: { name: 'verdict.test', version: '1' }, entries } });

describe.skipIf(withoutRoot)('one verdict, every source, every combination of the deciding flags', () => {
  let dir;
  const fixtures = /** @type {Record<string, string>} */ ({});
  /** @type {{ recorded: any[], elsewhere: any[] }} what the proxy is sent */
  const traffic = { recorded: [], elsewhere: [] };
  let upstream;
  let upstreamUrl;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'verdict-'));
    // The run's own exchanges, recorded: what replay sends again and the recording is made of.
    const first = join(dir, 'first-run');
    expect(await cli([...runTarget, '--report-dir', first])).toMatchObject({ code: 1 });
    fixtures.runHar = join(first, 'exchanges.har');
    const ran = JSON.parse(await readFile(fixtures.runHar, 'utf8')).log.entries;
    const create = ran.find((e) => e.request.method === 'POST');
    const reads = ran.filter((e) => e.request.method === 'GET');
    const answered = reads.find((e) => e.response.status === 200);
    const missing = reads.find((e) => e.response.status === 404);
    const broken = entry('GET', answered.request.url, 200, '{"PackageId":17}');
    const undocumented = entry('GET', `${new URL(answered.request.url).origin}/v1/notInTheDocument`, 404, '{"Message":"no such path"}');
    const recorded = [entry('POST', create.request.url, create.response.status, create.response.content.text, create.request.postData.text), broken, entry('GET', missing.request.url, 404, missing.response.content.text), undocumented];
    fixtures.recorded = join(dir, 'recorded.har');
    await writeFile(fixtures.recorded, JSON.stringify(harOf(recorded)));
    const elsewhere = [entry('GET', 'https://petstore.example/v2/pet/1', 200, '{"id":1,"name":"Rex"}'), entry('POST', 'https://petstore.example/v2/pet', 201, '{"id":2}', '{"name":"Fido"}')];
    fixtures.elsewhere = join(dir, 'elsewhere.har');
    await writeFile(fixtures.elsewhere, JSON.stringify(harOf(elsewhere)));
    traffic.recorded = recorded;
    traffic.elsewhere = elsewhere;

    // A kept case: the batch of the document's example, read back.
    const cases = join(dir, 'cases');
    await mkdir(cases);
    const body = JSON.parse(create.request.postData.text);
    await writeFile(join(cases, 'createOutboundOrders.test.js'), caseFileText('createOutboundOrders', [['the example batch', { given: { path: {}, query: {}, body }, want: { answer: 'accepted', readBack: true }, kept: 'the verdict table' }]]));
    fixtures.cases = cases;

    const known = (/** @type {string} */ check, /** @type {Record<string, string>} */ match) => ({ knownFailures: [{ operation: 'getOutboundOrderStatus', check, match, reason: 'known while the table is read', acceptedBy: 'the verdict table', expires: '2999-12-31' }] });
    fixtures.runBaseline = join(dir, 'run-baseline.yaml');
    await writeFile(fixtures.runBaseline, stringify(known('positive_data_acceptance', { contains: 'a valid request was answered 404' })));
    fixtures.trafficBaseline = join(dir, 'traffic-baseline.yaml');
    await writeFile(fixtures.trafficBaseline, stringify(known('response_schema_conformance', { regex: '.' })));

    // The proxy's upstream answers as the recording says, by method and path.
    upstream = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://upstream').pathname;
      const found = [...traffic.recorded, ...traffic.elsewhere].find((e) => e.request.method === req.method && new URL(e.request.url).pathname === path);
      req.resume();
      req.on('end', () => {
        res.writeHead(found?.response.status ?? 404, { 'content-type': 'application/json' });
        res.end(found?.response.content.text ?? '{"Message":"no such path"}');
      });
    });
    await new Promise((resolve) => upstream.listen(0, randomLoopbackAddress(), resolve));
    const { address, port } = upstream.address();
    upstreamUrl = `http://${address}:${port}`;
  });

  afterAll(async () => {
    await Promise.all(services.map((service) => service.close()));
    if (upstream) await new Promise((resolve) => upstream.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.for(TABLE)('%s', async ([name, { given, want }]) => {
    const reportDir = join(dir, name.replace(/[^a-z]+/g, '-'));
    const trafficBaseline = ['check', 'proxy', 'merge'].includes(given.source);
    const flags = flagArgs(given.flags, trafficBaseline ? fixtures.trafficBaseline : fixtures.runBaseline);
    const recording = given.fixture === 'elsewhere' ? fixtures.elsewhere : fixtures.recorded;
    let outcome;
    if (given.source === 'run') outcome = await cli([...runTarget, ...flags, '--report-dir', reportDir]);
    else if (given.source === 'replay') outcome = await cli(['replay', fixtures.runHar, ...live, '--rate-limit', '1000/s', ...flags, '--report-dir', reportDir]);
    else if (given.source === 'cases') outcome = await cli(['--cases', fixtures.cases, ...live, '--rate-limit', '1000/s', ...flags, '--report-dir', reportDir]);
    else if (given.source === 'check') outcome = await cli(['check', recording, ...live, ...flags, '--report-dir', reportDir]);
    else if (given.source === 'merge') {
      const shards = [join(reportDir, 'shard-1'), join(reportDir, 'shard-2')];
      for (const [index, shard] of shards.entries()) await cli(['check', recording, ...live, ...flags, '--shard', `${index + 1}/2`, '--report-dir', shard]);
      outcome = await cli(['merge', ...shards, '--report-dir', reportDir]);
    } else outcome = await throughProxy(given.fixture === 'elsewhere' ? traffic.elsewhere : traffic.recorded, [...flags, '--report-dir', reportDir]);
    expect({ exit: outcome.code, ...(want.because ? { because: named(await failedBecause(reportDir)) } : {}) }, `${outcome.stdout}\n${outcome.stderr}`).toEqual(want);
  });

  /**
   * The proxy's command in this process, in front of the test's upstream (a gateway serving every
   * operation at one origin): each exchange sent through it as an application would, then stopped.
   * @param {any[]} entries
   * @param {string[]} args
   */
  async function throughProxy(entries, args) {
    let stop;
    const stopped = new Promise((resolve) => (stop = resolve));
    let stdout = '';
    let stderr = '';
    const io = { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } };
    const code = runProxy(['--listen', `${randomLoopbackAddress()}:0`, '--target', 'sandbox', '--origin', upstreamUrl, ...args], {}, io, {
      document,
      stopped,
      proxyJudge: proxyJudgeOnThisThread,
      onListening: async ([url]) => {
        for (const recorded of entries) {
          const at = new URL(recorded.request.url);
          const server = intendedOrigin(at.origin);
          await fetch(`${url}${at.pathname}${server ? `?__server=${encodeURIComponent(server)}` : ''}`, { method: recorded.request.method, headers: { 'content-type': 'application/json' }, body: recorded.request.postData?.text }).then((answer) => answer.arrayBuffer());
        }
        stop();
      },
    });
    return { code: await code, stdout, stderr };
  }
});

/** The document's origin (as `__server` names it) that a recorded origin of the service stands for. */
function intendedOrigin(/** @type {string} */ origin) {
  for (const operation of listOperations(document)) {
    for (const server of operation.servers) if (new URL(server.urlWith(serverVariables)).origin === origin) return server.urlWithDefaults().replace(/\/+$/, '');
  }
  return undefined;
}

/** The reasons the report in `dir` gives for failing (none when it passed or there is none). */
async function failedBecause(/** @type {string} */ dir) {
  const name = (await readdir(dir).catch(() => [])).find((file) => /^report-[a-z]+\.json$/.test(file));
  return name ? JSON.parse(await readFile(join(dir, name), 'utf8')).failedBecause ?? [] : [];
}

async function cli(/** @type {string[]} */ args) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } });
  return { code, stdout, stderr };
}
