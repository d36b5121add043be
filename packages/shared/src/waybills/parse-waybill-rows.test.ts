import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeKoreanMobile, normalizeTrackingNumber } from './korean-mobile';
import { parseWaybillPaste, parseWaybillRows } from './parse-waybill-rows';

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
      duplicateOfLine: null,
    });
    expect(rows[1]).toMatchObject({
      name: '이준호',
      phone: '010-9876-5432',
      trackingNumber: '6070987654321',
    });
  });

  it('accepts tracking numbers written with dashes or spaces (the 등기번호 없음 bug)', () => {
    const rows = parseWaybillRows('김민지 010-1234-5678 6896-1234-5678\n이준호 010 9876 5432 6896 1234 5680');
    expect(rows.map((row) => [row.phone, row.trackingNumber, row.isIncomplete])).toEqual([
      ['010-1234-5678', '689612345678', false],
      ['010-9876-5432', '689612345680', false],
    ]);
  });

  it('reads phones in every common form', () => {
    const forms = [
      '010-1234-5678',
      '01012345678',
      '010 1234 5678',
      '010.1234.5678',
      '+82 10 1234 5678',
      '+82-10-1234-5678',
      '+821012345678',
      '(010) 1234-5678',
    ];
    for (const form of forms) {
      const [row] = parseWaybillRows(`홍길동 ${form} 6070123456789`);
      expect(row, form).toMatchObject({
        phone: '010-1234-5678',
        trackingNumber: '6070123456789',
        unparsed: [],
      });
    }
  });

  it('recognises and skips a header row', () => {
    const paste = parseWaybillPaste('이름\t전화번호\t송장번호\n김민지\t010-1234-5678\t6070123456789');
    expect(paste.headerLines).toEqual([1]);
    expect(paste.rows).toHaveLength(1);
    expect(paste.rows[0]).toMatchObject({ line: 2, isIncomplete: false });
    expect(parseWaybillPaste('수령인, 연락처, 운송장 번호\n').headerLines).toEqual([1]);
  });

  it('reads comma-separated rows and missing cells', () => {
    const rows = parseWaybillRows('김민지,010-1234-5678,6070123456789\n박서연,,6070111122223\n,01022223333,');
    expect(rows[0]).toMatchObject({ name: '김민지', isIncomplete: false });
    expect(rows[1]).toMatchObject({ name: '박서연', phone: null, isIncomplete: true });
    expect(rows[2]).toMatchObject({
      name: null,
      phone: '010-2222-3333',
      trackingNumber: null,
      isIncomplete: true,
    });
  });

  it('flags a tracking number that repeats an earlier line', () => {
    const rows = parseWaybillRows('김민지 01012345678 6070123456789\n\n김민지 01012345678 6070-1234-56789');
    expect(rows.map((row) => row.duplicateOfLine)).toEqual([null, 1]);
  });

  it('skips blank lines and keeps line numbers', () => {
    const rows = parseWaybillRows('\r\n\n최유나 010-2222-3333 1234567890\n');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.line).toBe(3);
  });

  it('does not take a short number for a tracking number', () => {
    const [row] = parseWaybillRows('홍길동 010-1111-2222 12345');
    expect(row?.trackingNumber).toBeNull();
    expect(row?.unparsed).toEqual(['12345']);
  });

  it('never throws, and every row it returns is well-formed', () => {
    const alphabet = fc.constantFrom(
      ...'0123456789 \t,;\n\r-+().김민지이름전화번호송장abc'.split(''),
      '010',
      '+82',
      '6896',
      '이름',
      '송장번호',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.array(alphabet, { maxLength: 120 }).map((a) => a.join('')),
        ),
        (text) => {
          const { rows, headerLines } = parseWaybillPaste(text);
          for (const row of rows) {
            if (row.phone !== null) expect(normalizeKoreanMobile(row.phone)).toBe(row.phone);
            if (row.trackingNumber !== null)
              expect(normalizeTrackingNumber(row.trackingNumber)).toBe(row.trackingNumber);
            expect(headerLines).not.toContain(row.line);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
