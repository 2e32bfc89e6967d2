// One Content-Security-Policy per response: the page's own (issue 24).
//
// Next sets the site policy from next.config.mjs `headers()` on every response before it renders, and then *appends*
// the headers stored with a cached page (its app-page handler calls `res.appendHeader`). A page's own policy, with the
// hashes of its inline scripts (lib/security/page-policy.mjs), would arrive as a second policy, and a browser enforces
// every policy it receives: the site policy, which allows no inline script, would still block the page's scripts.
// So on this response a later Content-Security-Policy replaces the earlier one instead of joining it.
const CSP_HEADER = 'content-security-policy';

/** Makes `res.appendHeader('Content-Security-Policy', …)` replace the policy set before; other headers append as ever. */
export function replaceContentSecurityPolicyOnAppend(res) {
  const append = res.appendHeader;
  res.appendHeader = function appendHeader(name, value) {
    if (String(name).toLowerCase() === CSP_HEADER) return this.setHeader(name, value);
    return append.call(this, name, value);
  };
  return res;
}
