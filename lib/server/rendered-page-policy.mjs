// The hash-only Content-Security-Policy for pages Next renders per request (fifth round: form posts answered with the
// form again, the link pages from the mails, /intern).
//
// A prerendered page carries its own policy from the build (lib/security/page-policy.mjs). A page rendered for one
// request arrives with the site policy from next.config.mjs, which allows no inline script, so its RSC payload
// (self.__next_f.push) would be blocked and the page would never hydrate. Nonces are out (DECISIONS.md, third round),
// so this module does what the build does, per response: it holds back an HTML response that has no page policy yet,
// hashes the inline scripts of the whole document, sets the policy and only then sends it. Such pages are small
// (a form, a link page, a staff table); they lose streaming, which none of them needs.
//
// It sits between Next and the compression in server.mjs: Next writes plain HTML into it, and what it passes on is
// compressed after (next.config.mjs turns Next's own compression off for that reason).
import { CSP_HEADER, pagePolicy } from '../security/page-policy.mjs';

/** Whether the policy `value` already names script hashes (a page policy from the build or the cache handler). */
const hasScriptHashes = (value) =>
  String(value ?? '')
    .split(';')
    .some((directive) => /^\s*script-src(-elem)?\s/.test(directive) && directive.includes("'sha256-"));

/** Whether a response with these headers is a rendered document that still lacks its own policy. */
export function needsPagePolicy(res) {
  const type = String(res.getHeader('content-type') ?? '');
  if (!type.startsWith('text/html')) return false;
  const policy = res.getHeader(CSP_HEADER);
  return policy !== undefined && !hasScriptHashes(policy);
}

/**
 * Wraps `res` so an HTML response without a page policy is sent whole, with the hashes of its inline scripts in its
 * policy. Every other response passes through untouched, streaming as before.
 */
export function hashRenderedPages(res, method = 'GET') {
  // A HEAD answer has no body to hash (and its headers must match the GET's, which a later GET computes anyway).
  if (method === 'HEAD') return res;
  const own = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** undefined: not decided (nothing written yet); false: passing through; an array: the held chunks. */
  let held;
  /** The status (and message) of a writeHead call while undecided. */
  let heldHead;

  // Node's own write() calls this.writeHead() for the implicit header: the methods go back before anything is written.
  const restore = () => Object.assign(res, own);
  const decide = () => {
    if (held !== undefined) return held;
    held = needsPagePolicy(res) ? [] : false;
    if (held === false) {
      restore();
      if (heldHead) res.writeHead(...heldHead);
    }
    return held;
  };
  const chunk = (data, encoding) => (typeof data === 'string' ? Buffer.from(data, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(data));

  res.writeHead = function heldWriteHead(status, ...rest) {
    // Headers given here join the response's own, so the decision (and the policy) sees them.
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    heldHead = message === undefined ? [status] : [status, message];
    return res;
  };
  res.flushHeaders = function heldFlushHeaders() {
    if (decide() === false) res.flushHeaders();
  };
  res.write = function heldWrite(data, encoding, callback) {
    const mode = decide();
    if (mode === false) return res.write(data, encoding, callback);
    mode.push(chunk(data, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function heldEnd(data, encoding, callback) {
    const mode = decide();
    if (mode === false) return res.end(data, encoding, callback);
    const done = typeof data === 'function' ? data : typeof encoding === 'function' ? encoding : callback;
    if (typeof data !== 'function' && data != null) mode.push(chunk(data, encoding));
    const body = Buffer.concat(mode);
    restore();
    res.setHeader(CSP_HEADER, pagePolicy(String(res.getHeader(CSP_HEADER)), body.toString('utf8')));
    res.setHeader('content-length', body.length);
    if (heldHead) res.writeHead(...heldHead);
    return res.end(body, done);
  };
  return res;
}
