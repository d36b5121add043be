import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { registeredRoutes } from '../../test/routes';
import { OPENAPI_DOCS_PREFIX } from './openapi';

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>>;
};

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  const res = await t.app.inject({ url: `${OPENAPI_DOCS_PREFIX}/json` });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(async () => t.close());

/** `GET /api/document/:area/:kind` → `['get', '/api/document/{area}/{kind}']`. */
const toOperation = (route: string) => {
  const [method = '', path = ''] = route.split(' ');
  return [method.toLowerCase(), path.replace(/:([A-Za-z]+)/g, '{$1}')] as const;
};

describe('OpenAPI document', () => {
  it('describes every /api route the app serves (HEAD twins and the reference itself aside)', () => {
    const apiRoutes = registeredRoutes(t.app).filter(
      (route) =>
        route.includes(' /api/') && !route.startsWith('HEAD ') && !route.includes(OPENAPI_DOCS_PREFIX),
    );
    expect(apiRoutes.length).toBeGreaterThan(15);
    const missing = apiRoutes.filter((route) => {
      const [method, path] = toOperation(route);
      return document.paths[path]?.[method] === undefined;
    });
    expect(missing).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('carries the zod schemas: the body of a save and the answer of a document read', () => {
    const save = document.paths['/api/document/{area}/{kind}']?.post;
    expect(JSON.stringify(save?.requestBody)).toContain('"item"');
    const answer = JSON.stringify(
      document.paths['/api/document/{area}/{kind}/{id}']?.get?.responses?.['200'],
    );
    for (const field of ['productName', 'categoryName', 'optionGroupName', 'businessInfo', 'phoneSuffix'])
      expect(answer).toContain(field);
  });

  it('serves the reference page as a document (its own scripts allowed, not the deny-all API policy)', async () => {
    const page = await t.app.inject({ url: OPENAPI_DOCS_PREFIX });
    const html = page.statusCode === 302 ? await t.app.inject({ url: String(page.headers.location) }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('swagger-ui-bundle.js');
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
