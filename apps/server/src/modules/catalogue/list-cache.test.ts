import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache';

describe('list cache', () => {
  it('answers only a request that read the version the list was stored at', () => {
    const cache = createListCache();
    cache.set('admin\u0000product\u0000co1', '1:0.3', '[1]');
    expect(cache.get('admin\u0000product\u0000co1', '1:0.3')).toBe('[1]');
    expect(cache.get('admin\u0000product\u0000co1', '1:0.4')).toBeUndefined();
    expect(cache.get('admin\u0000product\u0000co1', '1:1.3')).toBeUndefined();
    expect(cache.get('admin\u0000product\u0000co2', '1:0.3')).toBeUndefined();
    expect(cache.get('customer\u0000product\u0000co1', '1:0.3')).toBeUndefined();
  });

  it('replaces a list stored under another version', () => {
    const cache = createListCache();
    cache.set('k', '1:0.4', '[new]');
    cache.set('k', '1:0.3', '[old]');
    expect(cache.get('k', '1:0.4')).toBeUndefined();
    expect(cache.get('k', '1:0.3')).toBe('[old]');
  });

  it('stays within its byte budget, dropping the least recently used list first', () => {
    const cache = createListCache(900); // room for four lists of 100 characters (200 bytes each)
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 'v', key.repeat(100));
    expect(cache.get('a', 'v')).toBeDefined(); // a is now the most recently used
    cache.set('e', 'v', 'e'.repeat(100));
    expect(cache.get('b', 'v')).toBeUndefined();
    for (const key of ['a', 'c', 'd', 'e']) expect(cache.get(key, 'v'), key).toBeDefined();
  });

  it('does not keep a list larger than a quarter of the budget', () => {
    const cache = createListCache(400);
    cache.set('small', 'v', 'x'.repeat(10));
    cache.set('big', 'v', 'y'.repeat(60));
    expect(cache.get('big', 'v')).toBeUndefined();
    expect(cache.get('small', 'v')).toBeDefined();
  });
});
