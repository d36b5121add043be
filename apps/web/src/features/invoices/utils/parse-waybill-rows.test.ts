import { describe, expect, it } from 'vitest';
import { parseWaybillRows } from './parse-waybill-rows';

describe('parseWaybillRows', () => {
  it('finds name, phone and tracking number in pasted Excel rows', () => {
    const rows = parseWaybillRows(
      '김민지\t010-1234-5678\t6070123456789\t한라봉 3kg\n이준호 01098765432 6070987654321',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: '김민지',
      phone: '010-1234-5678',
      trackingNumber: '6070123456789',
      unparsed: ['한라봉', '3kg'],
      isIncomplete: false,
    });
    expect(rows[1]).toMatchObject({
      name: '이준호',
      phone: '010-9876-5432',
      trackingNumber: '6070987654321',
    });
  });

  it('marks a row that lacks what the other rows have', () => {
    const rows = parseWaybillRows('김민지 010-1234-5678 6070123456789\n박서연 6070111122223');
    expect(rows[1]).toMatchObject({ phone: null, isIncomplete: true });
    expect(rows[0]?.isIncomplete).toBe(false);
  });

  it('skips blank lines and keeps line numbers', () => {
    const rows = parseWaybillRows('\n\n최유나 010-2222-3333 1234567890\n');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.line).toBe(3);
  });

  it('does not take a short number for a tracking number', () => {
    const [row] = parseWaybillRows('홍길동 010-1111-2222 12345');
    expect(row?.trackingNumber).toBeNull();
    expect(row?.unparsed).toEqual(['12345']);
  });
});
