import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { SAMPLE_OWNED_COMPANY_ID } from '../seed/demo-seed';
import { apiAnswerHeaders, DOCUMENT_ONLY_HEADERS } from './api-headers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('gives JSON answers a deny-all CSP and only the headers that protect JSON', async () => {
    const res = await t.app.inject({
      url: `/api/document/user/product?companyId=${SAMPLE_OWNED_COMPANY_ID}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('keeps the same headers on API errors', async () => {
    const res = await t.app.inject({ url: '/api/document/user/nope?companyId=x' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keeps them on answers refused by an earlier hook (a control character in the URL)', async () => {
    const res = await t.app.inject({ url: '/api/document/admin/product?companyId=a%00' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sets on /api exactly helmet's page headers without the document-only ones, with the API's CSP", async () => {
    const page = await t.app.inject({ url: '/runtime-config.json' });
    const api = await t.app.inject({
      url: `/api/document/user/product?companyId=${SAMPLE_OWNED_COMPANY_ID}`,
    });
    const securityNames = [
      ...Object.keys(apiAnswerHeaders({ hsts: true })),
      ...DOCUMENT_ONLY_HEADERS,
      'x-powered-by',
    ];
    const fromHelmet = Object.keys(page.headers).filter((name) => securityNames.includes(name));
    const expected = fromHelmet.filter(
      (name) => !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name),
    );
    const onApi = Object.keys(api.headers).filter((name) => securityNames.includes(name));
    expect(onApi.sort()).toEqual(expected.sort());
    for (const name of expected) {
      if (name !== 'content-security-policy') expect(api.headers[name], name).toBe(page.headers[name]);
    }
  });

  it('leaves the full document policy on everything outside /api', async () => {
    const res = await t.app.inject({ url: '/runtime-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
