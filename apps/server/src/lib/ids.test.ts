import { describe, expect, it } from 'vitest';
import { newId, newIds } from './ids';

const SHAPE = /^prd_[0-9a-z]+[0-9A-Za-z]{8}$/;

describe('newIds', () => {
  it('makes as many distinct ids as asked, each shaped like newId', () => {
    const ids = newIds('prd', 100);
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
    for (const id of [...ids, newId('prd')]) expect(id).toMatch(SHAPE);
  });

  it('makes none when asked for none', () => {
    expect(newIds('prd', 0)).toEqual([]);
  });
});
