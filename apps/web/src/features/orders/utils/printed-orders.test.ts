import { describe, expect, it } from 'vitest';
import { markPrinted, wasPrinted } from './printed-orders';

describe('printed orders', () => {
  it('remembers a print per company and forgets it after two days', () => {
    const storage = window.localStorage;
    storage.clear();
    const day = 24 * 60 * 60 * 1000;
    markPrinted('coA', 'o1:kitchen', 0, storage);
    expect(wasPrinted('coA', 'o1:kitchen', storage)).toBe(true);
    expect(wasPrinted('coA', 'o1:receipt', storage)).toBe(false);
    expect(wasPrinted('coB', 'o1:kitchen', storage)).toBe(false);
    markPrinted('coA', 'o2:kitchen', 3 * day, storage);
    expect(wasPrinted('coA', 'o1:kitchen', storage)).toBe(false);
    expect(wasPrinted('coA', 'o2:kitchen', storage)).toBe(true);
  });
});
