import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageHtml, jsonScript, matchRoutePath, preloadLinksFor } from './page-preloads';

const ROUTES = [
  {
    path: '/user/:companyId',
    scripts: ['/assets/storefront.route-a.js', '/assets/use-shop-b.js'],
    styles: ['/assets/storefront-c.css'],
  },
  { path: '/user/:companyId/cart', scripts: ['/assets/cart.route-d.js'], styles: [] },
  { path: '/admin/invite', scripts: ['/assets/invite.route-e.js'], styles: [] },
  { path: '/admin/invite/:token', scripts: ['/assets/invite-token.route-f.js'], styles: [] },
  { path: '/token/:loginToken/*', scripts: ['/assets/token-login.route-g.js'], styles: [] },
];

describe('page preloads (issues #11 and #16)', () => {
  it('matches route patterns segment by segment, a static segment beating a parameter', () => {
    expect(matchRoutePath('/user/:companyId', '/user/coJumunSample')).toBe(1);
    expect(matchRoutePath('/user/:companyId', '/user/coJumunSample/cart')).toBe(-1);
    expect(matchRoutePath('/user/:companyId', '/user')).toBe(-1);
    expect(matchRoutePath('/token/:loginToken/*', '/token/abc/user/co1/orders')).toBe(1);
    expect(preloadLinksFor(ROUTES, '/admin/invite')).toContain('invite.route-e.js');
    expect(preloadLinksFor(ROUTES, '/admin/invite/tok1')).toContain('invite-token.route-f.js');
  });

  it("links the route's chunks as module preloads and its stylesheets as preloads, nothing for an unknown path", () => {
    expect(preloadLinksFor(ROUTES, '/user/co1')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/storefront.route-a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/use-shop-b.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/storefront-c.css">',
    );
    expect(preloadLinksFor(ROUTES, '/nowhere/at/all')).toBe('');
  });

  it('never writes a URL into the HTML that is not a built asset', () => {
    const hostile = [
      { path: '/x', scripts: ['/assets/a.js"><script>alert(1)</script>', 'https://evil/a.js'], styles: [] },
    ];
    expect(preloadLinksFor(hostile, '/x')).toBe('');
  });
});

describe('the page HTML', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-page-html-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  };

  it('puts the links before </head>, serves index.html as it is without a preload list, and follows a rebuild', () => {
    const pageHtml = createPageHtml(dist);
    expect(pageHtml('/user/co1')).toBeUndefined();
    write('index.html', '<html><head><title>x</title></head><body></body></html>');
    expect(pageHtml('/user/co1')).toBe('<html><head><title>x</title></head><body></body></html>');

    write('.vite/route-preloads.json', JSON.stringify(ROUTES));
    expect(pageHtml('/user/co1')).toMatch(
      /<title>x<\/title><link rel="modulepreload" crossorigin href="\/assets\/storefront\.route-a\.js">.*\n {2}<\/head>/,
    );

    write(
      '.vite/route-preloads.json',
      JSON.stringify([{ ...ROUTES[0], scripts: ['/assets/storefront.route-z.js'] }]),
    );
    expect(pageHtml('/user/co1')).toContain('storefront.route-z.js');
    expect(pageHtml('/user/co1')).not.toContain('storefront.route-a.js');
  });

  it('carries the runtime configuration, which no value can break out of (decision 037)', () => {
    write('index.html', '<html><head></head><body></body></html>');
    const hostile = { apiBaseUrl: '</script><script>alert(1)</script><!--', note: 'a & b > c' };
    const html = createPageHtml(dist, { runtimeConfig: hostile })('/admin/login') ?? '';
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(hostile);
    expect(jsonScript('x', { a: '<' })).toBe(
      '<script type="application/json" id="x">{"a":"\\u003c"}</script>',
    );
  });
});
