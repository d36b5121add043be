import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../src/config/paths';
import { buildRoutePreloads, type Manifest, parseRouteModules } from './route-preloads';

describe('route preloads (issues #11 and #16)', () => {
  it('finds the module of every route of config/paths.ts in app/router.tsx', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
    const modules = parseRouteModules(source);
    expect(Object.keys(modules).sort()).toEqual(Object.keys(ROUTES).sort());
    expect(modules['user-companyId']).toBe('src/app/routes/user/storefront.route.tsx');
    for (const file of Object.values(modules))
      expect(fs.existsSync(path.join(import.meta.dirname, '..', file)), file).toBe(true);
  });

  it("lists a page's frame, module and their static imports, minus what the entry loads", () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_vendor.js'],
        css: ['assets/index-a.css'],
      },
      '_vendor.js': { file: 'assets/vendor-b.js' },
      'src/components/layouts/customer-frame.tsx': {
        file: 'assets/customer-frame-c.js',
        imports: ['index.html'],
        css: ['assets/customer-frame-c.css'],
      },
      'src/app/routes/user/storefront.route.tsx': {
        file: 'assets/storefront.route-d.js',
        imports: ['_vendor.js', '_use-shop.js'],
      },
      '_use-shop.js': {
        file: 'assets/use-shop-e.js',
        imports: ['_vendor.js'],
        css: ['assets/use-shop-e.css'],
      },
      'src/app/routes/admin/login.route.tsx': { file: 'assets/login.route-f.js', imports: ['index.html'] },
    };
    const preloads = buildRoutePreloads({
      manifest,
      routes: {
        'user-companyId': { path: '/user/:companyId', layout: 'default', area: 'user' },
        'admin-login': { path: '/admin/login', layout: 'empty', area: 'admin' },
      },
      routeModules: {
        'user-companyId': 'src/app/routes/user/storefront.route.tsx',
        'admin-login': 'src/app/routes/admin/login.route.tsx',
      },
    });
    expect(preloads).toEqual([
      {
        path: '/user/:companyId',
        scripts: ['/assets/customer-frame-c.js', '/assets/storefront.route-d.js', '/assets/use-shop-e.js'],
        styles: ['/assets/customer-frame-c.css', '/assets/use-shop-e.css'],
      },
      { path: '/admin/login', scripts: ['/assets/login.route-f.js'], styles: [] },
    ]);
  });
});
