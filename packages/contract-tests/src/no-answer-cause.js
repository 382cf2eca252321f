// @ts-check
// The cause of an exchange that got no answer, as reports group it: sent (a run) or recorded (`check`).

/**
 * What went wrong, without the parts that differ between requests (so one cause groups): the
 * system's error code where there is one.
 * @param {string} error
 */
export function causeOf(error) {
  const code = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ETIMEDOUT|CERT_[A-Z_]+|UNABLE_TO_VERIFY_LEAF_SIGNATURE|DEPTH_ZERO_SELF_SIGNED_CERT|ERR_TLS_[A-Z_]+)\b/.exec(error);
  return code ? `${error.replace(/ \(.*\)$/, '')} (${code[1]})` : error;
}
