import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

/** A built SPA in a temporary folder: index.html and one hashed asset, as Vite writes them. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-web-dist-'));
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
};

/** The page's one inline script, as index.html has it (set before first paint). */
const COLOR_SCHEME_SCRIPT = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";

let t: TestApp;
beforeAll(async () => {
  write(
    'index.html',
    `<!doctype html><head><script>${COLOR_SCHEME_SCRIPT}</script></head>` +
      '<script type="module" src="/assets/index-aaa.js"></script>',
  );
  write('assets/index-aaa.js', 'console.log("build 1")');
  t = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url });

describe('serving the built web app (issue #9, item 4)', () => {
  it('serves pages as index.html and assets as immutable files', async () => {
    const page = await get('/admin/product');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const asset = await get('/assets/index-aaa.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('lets the page’s own inline script run by its hash, and no other inline script', async () => {
    const policy = String((await get('/admin/dashboard')).headers['content-security-policy']);
    const hash = crypto.createHash('sha256').update(COLOR_SCHEME_SCRIPT, 'utf8').digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('makes browsers revalidate the files that keep their name across deploys (service worker, manifests)', async () => {
    write('sw.js', 'self.addEventListener("fetch", () => undefined)');
    write('manifest-admin.webmanifest', '{"name":"주문 관리"}');
    for (const url of ['/sw.js', '/manifest-admin.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing asset 404, never index.html', async () => {
    for (const url of ['/assets/index-missing.js', '/assets/style-missing.css', '/favicon-missing.ico']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
      expect(res.json()).toMatchObject({ isSuccess: false, error: 'NOT_FOUND' });
    }
    expect((await get('/api/nothing-here')).json()).toMatchObject({ isSuccess: false, error: 'NOT_FOUND' });
  });

  it('serves a rebuild at once, without a restart', async () => {
    expect((await get('/assets/index-bbb.js')).statusCode).toBe(404);
    write('index.html', '<!doctype html><script type="module" src="/assets/index-bbb.js"></script>');
    write('assets/index-bbb.js', 'console.log("build 2")');
    fs.rmSync(path.join(dist, 'assets/index-aaa.js'));

    const asset = await get('/assets/index-bbb.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("build 2")');
    expect((await get('/admin/dashboard')).body).toContain('index-bbb.js');
    expect((await get('/assets/index-aaa.js')).statusCode).toBe(404);
  });
});

describe('precompressed assets (apps/web/tooling/precompress.ts)', () => {
  const script = `export const menu = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `라떼 ${i}`))};`;
  const fetchAs = (url: string, acceptEncoding: string) =>
    t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

  it("sends the build's .br or .gz twin as it is, by what the browser accepts, with the file's own headers", async () => {
    write('assets/menu-ccc.js', script);
    write('assets/menu-ccc.js.br', zlib.brotliCompressSync(script));
    write('assets/menu-ccc.js.gz', zlib.gzipSync(script));

    const br = await fetchAs('/assets/menu-ccc.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/menu-ccc.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await fetchAs('/assets/menu-ccc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await fetchAs('/assets/menu-ccc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a file without twins per request, as before', async () => {
    write('assets/menu-ddd.js', script);
    const res = await fetchAs('/assets/menu-ddd.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('keeps no-store on the build id file when it has twins', async () => {
    write('builds/latest.json', JSON.stringify({ buildId: 'x'.repeat(2000) }));
    write('builds/latest.json.br', zlib.brotliCompressSync(JSON.stringify({ buildId: 'x'.repeat(2000) })));
    const res = await fetchAs('/builds/latest.json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('page preloads in the served HTML (issues #11 and #16)', () => {
  it("adds the route's chunks to the page it serves, and to that page only", async () => {
    write('index.html', '<!doctype html><html><head></head><body></body></html>');
    write(
      '.vite/route-preloads.json',
      JSON.stringify([
        { path: '/user/:companyId', scripts: ['/assets/storefront.route-a.js'], styles: [] },
        { path: '/admin/login', scripts: ['/assets/login.route-b.js'], styles: [] },
      ]),
    );
    const storefront = await get('/user/coJumunSample');
    expect(storefront.statusCode).toBe(200);
    expect(storefront.headers['content-type']).toMatch(/text\/html/);
    expect(storefront.headers['cache-control']).toBe('no-store');
    expect(storefront.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/storefront.route-a.js">',
    );
    expect(storefront.body).not.toContain('login.route-b.js');
    // The menu's first reads leave with the HTML, before the route's chunks (decision 037).
    expect(storefront.body).toMatch(
      /<link rel="preload" as="fetch" crossorigin href="\/api\/document\/user\/company\/coJumunSample\?companyId=">.*storefront\.route-a\.js/,
    );
    expect((await get('/admin/login')).body).toContain('login.route-b.js');
    expect((await get('/admin/login')).body).not.toContain('as="fetch"');
  });

  it('writes the runtime configuration into every page it serves, and keeps /runtime-config.json (decision 037)', async () => {
    write('index.html', '<!doctype html><html><head></head><body></body></html>');
    const served = await get('/admin/login');
    const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(served.body);
    const fetched = await get('/runtime-config.json');
    expect(fetched.statusCode).toBe(200);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(fetched.json());
    expect(fetched.json()).toMatchObject({ auth: { apiKey: 'jumun-web' } });
  });
});
