import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('keeps only the fields that changed and masks secrets on both sides', () => {
    const diff = changedFields(
      {
        productName: '아메리카노',
        price: 4500,
        isSoldOut: false,
        revision: 3,
        bank: { securedAccount: 'x1' },
      },
      {
        productName: '아메리카노',
        price: 5000,
        isSoldOut: true,
        revision: 4,
        bank: { securedAccount: 'x2' },
      },
    );
    expect(diff.before).toEqual({ price: 4500, isSoldOut: false, bank: { securedAccount: '***' } });
    expect(diff.after).toEqual({ price: 5000, isSoldOut: true, bank: { securedAccount: '***' } });
    expect(diff.isChanged).toBe(true);
  });

  it('keeps only the last four characters of a bank account number on both sides', () => {
    const diff = changedFields(
      { bankAccount: { bankName: '국민은행', accountNumber: '123-45-6789', accountHolder: '샘플카페' } },
      { bankAccount: { bankName: '신한은행', accountNumber: '110-234-567890', accountHolder: '샘플카페' } },
    );
    expect(diff.before).toEqual({
      bankAccount: { bankName: '국민은행', accountNumber: '***6789', accountHolder: '샘플카페' },
    });
    expect(diff.after).toEqual({
      bankAccount: { bankName: '신한은행', accountNumber: '***7890', accountHolder: '샘플카페' },
    });
    expect(JSON.stringify(diff)).not.toMatch(/123-45|110-234/);
    // Too short to cut: nothing of it is kept; an account not given yet stays empty.
    expect(changedFields({ accountNumber: '' }, { accountNumber: '1234' })).toMatchObject({
      before: { accountNumber: '' },
      after: { accountNumber: '***' },
    });
  });

  it('treats objects with the same fields in another order as unchanged', () => {
    expect(changedFields({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } }).isChanged).toBe(false);
  });

  it('records a creation as its fields after, nothing before', () => {
    expect(changedFields(null, { role: 'staff' })).toEqual({
      before: null,
      after: { role: 'staff' },
      isChanged: true,
    });
  });
});
