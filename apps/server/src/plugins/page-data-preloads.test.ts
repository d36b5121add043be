import { describe, expect, it } from 'vitest';
import { dataPreloadLinksFor } from './page-data-preloads';

describe("the storefront's data preloads (decision 037)", () => {
  it('links the menu page’s three reads, URL for URL as the web app requests them', () => {
    expect(dataPreloadLinksFor('/user/coShop', '')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/document/user/company/coShop?companyId=">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/document/user/product?companyId=coShop">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/document/user/category?companyId=coShop">',
    );
    expect(dataPreloadLinksFor('/user/co_1-a/', 'https://api.example.com/')).toContain(
      'href="https://api.example.com/api/document/user/product?companyId=co_1-a"',
    );
  });

  it('writes nothing for other pages or for an id that would need encoding', () => {
    for (const pathname of [
      '/user',
      '/user/coShop/cart',
      '/admin/login',
      '/user/co%22%3E%3Cscript%3E',
      '/user/"><script>alert(1)</script>',
      '/user/한글',
    ]) {
      expect(dataPreloadLinksFor(pathname, ''), pathname).toBe('');
    }
  });
});
