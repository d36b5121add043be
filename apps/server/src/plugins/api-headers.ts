import type { FastifyInstance } from 'fastify';
import { OPENAPI_DOCS_PREFIX } from './openapi';

/** Headers that only mean something for a document a browser renders (scripts, frames, navigation). */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Nothing in a JSON answer may load or frame anything (OWASP REST Security Cheat Sheet, "Security headers"). */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * What helmet leaves on an /api answer once the document-only headers are gone, plus our CSP. Answers that skip the
 * hooks (the router's own refusals, see error-handler.ts) set these by hand; a test compares them with an ordinary
 * answer, so the two cannot drift apart.
 */
export const apiAnswerHeaders = (options: { hsts: boolean }): Record<string, string> => ({
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
});

/**
 * helmet's defaults are written for HTML pages. On /api answers they are ~1.5 kB of repeated bytes per
 * request, which is most of an incremental sync (issue #5: ≤ 2 kB). JSON keeps what protects it —
 * nosniff, a deny-all CSP, X-Frame-Options, CORP, HSTS, Referrer-Policy — and drops the document-only rest.
 */
export const registerApiHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    // The API reference is a page a browser renders: it keeps the document policy.
    if (!request.url.startsWith('/api/') || request.url.startsWith(OPENAPI_DOCS_PREFIX)) return payload;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    return payload;
  });
};
