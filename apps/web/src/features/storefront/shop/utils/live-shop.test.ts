import { EMPTY_VERSION_INFO } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { changedParts } from './live-shop';

const state = (revision: number, productVersion = 0, categoryVersion = 0) => ({
  revision,
  versionInfo: { ...EMPTY_VERSION_INFO, productVersion, categoryVersion },
});

describe('changedParts', () => {
  it('refetches only what moved: the company on a settings save, a kind on its version', () => {
    expect(changedParts(state(3), state(3))).toEqual([]);
    expect(changedParts(state(3), state(4))).toEqual(['company']);
    expect(changedParts(state(3, 1.000001), state(3, 1.000002))).toEqual(['product']);
    expect(changedParts(state(3, 1, 1), state(4, 2, 2))).toEqual(['company', 'product', 'category']);
  });

  it('refetches everything when it knows nothing yet', () => {
    expect(changedParts(undefined, state(1))).toEqual([
      'company',
      'product',
      'category',
      'option',
      'optionGroup',
    ]);
  });
});
