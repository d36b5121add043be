import { describe, expect, it } from 'vitest';
import { isHashedAsset, isPageRequest } from './routes';

const ORIGIN = 'https://jumun.example';
const request = (pathname: string, mode: RequestMode = 'cors', method = 'GET', origin = ORIGIN) => ({
  url: new URL(pathname, origin),
  mode,
  method,
});

describe('service worker routes', () => {
  it('sends page loads network-first and hashed files cache-first', () => {
    expect(isPageRequest(request('/user/42', 'navigate'), ORIGIN)).toBe(true);
    expect(isHashedAsset(request('/assets/index-BXCqKn8o.js'), ORIGIN)).toBe(true);
  });

  it.each([
    '/api/companies/42/orders',
    '/api/auth/refresh',
    '/builds/latest.json',
    '/uploads/products/1.png',
    '/runtime-config.json',
    '/sw.js',
  ])('never answers or stores %s, even as a page load', (pathname) => {
    for (const mode of ['navigate', 'cors', 'same-origin'] as const) {
      expect(isPageRequest(request(pathname, mode), ORIGIN)).toBe(false);
      expect(isHashedAsset(request(pathname, mode), ORIGIN)).toBe(false);
    }
  });

  it('leaves other origins and other methods to the network', () => {
    expect(isHashedAsset(request('/assets/a-1.js', 'cors', 'GET', 'https://cdn.example'), ORIGIN)).toBe(
      false,
    );
    expect(isPageRequest(request('/user/42', 'navigate', 'POST'), ORIGIN)).toBe(false);
  });
});
