import { describe, expect, it } from 'vitest';
import { pickCompanyId } from './selected-company';

describe('which company the screens work on', () => {
  it("takes the switcher's choice when it is one of the administrator's companies", () => {
    expect(pickCompanyId(['coA', 'coB'], 'coB', 'coA')).toBe('coB');
    expect(pickCompanyId(['coA', 'coB'], 'coGone', 'coB')).toBe('coB');
  });

  it('else the main company of the record, else the first (the record not loaded yet, or its main one gone)', () => {
    expect(pickCompanyId(['coA', 'coB'], null, 'coB')).toBe('coB');
    expect(pickCompanyId(['coA', 'coB'], null)).toBe('coA');
    expect(pickCompanyId(['coA', 'coB'], null, 'coGone')).toBe('coA');
  });

  it('is empty without companies (a demo administrator)', () => {
    expect(pickCompanyId([], 'coA', 'coA')).toBe('');
  });
});
