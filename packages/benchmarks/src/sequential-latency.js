// @ts-check
/**
 * Latency below autocannon's resolution (whole milliseconds): one request at a time to each variant
 * in turn, each timed on the client with `process.hrtime`, over one keep-alive connection per
 * variant. Interleaving the variants request by request means a neighbour's burst of load falls on
 * all of them alike; what a proxy adds is then the difference between its request and the direct
 * request of the same turn, taken per turn.
 */
import { Agent, get } from 'node:http';

/**
 * @template {string} V
 * @param {Record<V, string>} urls each variant's URL
 * @param {number} turns requests per variant
 * @returns {Promise<Record<V, number[]>>} each variant's latencies in milliseconds, turn by turn
 */
export async function interleavedLatencies(urls, turns) {
  const variants = /** @type {V[]} */ (Object.keys(urls));
  const agents = variants.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const latencies = /** @type {Record<V, number[]>} */ (/** @type {unknown} */ (Object.fromEntries(variants.map((variant) => [variant, []]))));
  try {
    for (let turn = 0; turn < turns; turn += 1) {
      for (let index = 0; index < variants.length; index += 1) {
        const started = process.hrtime.bigint();
        const status = await timedGet(urls[variants[index]], agents[index]);
        if (status !== 200) throw new Error(`sequential latency: ${variants[index]} answered ${status} to GET ${urls[variants[index]]}`);
        latencies[variants[index]].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return latencies;
}

/** @param {string} url @param {Agent} agent @returns {Promise<number | undefined>} the status, once the body has been read */
function timedGet(url, agent) {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
      response.once('error', reject);
    }).once('error', reject);
  });
}

/**
 * The q-quantile (0.5: the median) of a list of figures.
 * @param {readonly number[]} values
 * @param {number} q
 */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
