// @ts-check
// A request that breaks exactly one bound must be refused with a 4xx (the description's code for
// invalid data is 400; another 4xx passes, and the report shows the status seen). An identifier that
// cannot exist must get the operation's documented 404.

/** @type {import('./index.js').Check} */
export function negativeDataRejection(exchange, answer) {
  if (exchange.kind === 'unknown-identifier') {
    const documents404 = exchange.operation.responses.some((response) => response.key === '404');
    if (documents404 ? answer.status === 404 : answer.status >= 400 && answer.status < 500) return { outcome: 'passed', message: `answered ${answer.status}` };
    return { outcome: 'failed', message: `an identifier that cannot exist was answered ${answer.status}, not ${documents404 ? 'the documented 404' : '4xx'}` };
  }
  const bound = exchange.boundCase ? exchange.boundCase.name : 'invalid request';
  if (answer.status >= 400 && answer.status < 500) return { outcome: 'passed', message: `answered ${answer.status}` };
  return { outcome: 'failed', message: `${bound}: answered ${answer.status}, not 4xx` };
}
