// @ts-check
/**
 * The mock's own routes, outside every path of the document: `POST /__mock/reset` forgets the
 * session named by the request's session header, `POST /__mock/faults` plans its next failures.
 */
import { plannedFailures } from './faults.js';
import { invalidRequestAnswer, jsonAnswer, refusedBodyAnswer } from './mock-answers.js';

/** The mock's own routes. */
export const CONTROL_PATHS = Object.freeze({ reset: '/__mock/reset', faults: '/__mock/faults' });

/**
 * The answer of a control route, or undefined when the path is none of them.
 * @param {{ method: string, pathname: string, body: unknown, session: string }} request
 * @param {import('./session-states.js').SessionStates} states
 * @returns {import('./mock-core.js').MockResponse | undefined}
 */
export function controlAnswer({ method, pathname, body, session }, states) {
  if (pathname !== CONTROL_PATHS.reset && pathname !== CONTROL_PATHS.faults) return undefined;
  if (method.toUpperCase() !== 'POST') {
    return jsonAnswer(405, refusedBodyAnswer(405, 'Method not allowed', `${pathname} takes POST.`), { allow: 'POST' });
  }
  if (pathname === CONTROL_PATHS.reset) {
    states.reset(session);
    return { status: 204, headers: {} };
  }
  const planned = plannedFailures(body);
  if (!planned.ok) return jsonAnswer(400, invalidRequestAnswer([{ path: ['body', planned.field], code: 'fault', message: planned.message }]));
  states.session(session).failures = planned.plan;
  return { status: 204, headers: {} };
}
