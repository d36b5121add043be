import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { OPENAPI_DOCS_PREFIX } from './openapi';

/** Headers that only mean something for a document a browser renders (scripts, frames, navigation). */
export const DOCUMENT_ONLY_HEADERS = [
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
 * What helmet sets on a page once the document-only headers are gone, with our CSP: the headers of every /api answer.
 * Answers that skip the hooks (the router's own refusals, see error-handler.ts) set these by hand; a test compares
 * them with helmet's own headers, so the two cannot drift apart.
 */
export const apiAnswerHeaders = (options: { hsts: boolean }): Record<string, string> => ({
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
});

/** The API reference under /api is a page a browser renders: it keeps the document policy. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith(OPENAPI_DOCS_PREFIX);

/**
 * helmet's defaults are written for HTML pages. On /api answers they are ~1.5 kB of repeated bytes per
 * request, which is most of an incremental sync (issue #5: ≤ 2 kB). JSON keeps what protects it —
 * nosniff, a deny-all CSP, X-Frame-Options, CORP, HSTS, Referrer-Policy — and drops the document-only rest.
 *
 * helmet's middleware is built once here: @fastify/helmet built it again on every request (parsing the CSP
 * directives each time), and then the API's answers threw most of its work away — 5 % of the CPU of GET one
 * (issue 16). The API's headers are fixed, so they are set in one step, on every answer including errors.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  options: { hsts: boolean; contentSecurityPolicy: HelmetOptions['contentSecurityPolicy'] },
) => {
  const setPageHeaders = helmet(options);
  const apiHeaders = apiAnswerHeaders({ hsts: options.hsts });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request.url)) return done();
    // helmet's callback types its error as unknown; it passes an Error or nothing.
    setPageHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiAnswer(request.url)) reply.headers(apiHeaders);
    done(null, payload);
  });
};
